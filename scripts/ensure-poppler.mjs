#!/usr/bin/env node
// The print tests render PDF pages with pdftoppm (Debian's poppler-utils). This makes sure it
// is there: on PATH, else installs Debian's package when running as root, else says exactly
// what to run (the one rendering test then skips with that message).
import { execFileSync, spawnSync } from "node:child_process";
import { installDebianPackage } from "./debian-package.mjs";

const has = spawnSync("sh", ["-c", "command -v pdftoppm"], { encoding: "utf8" });
if (has.status === 0) process.exit(0);
installDebianPackage("poppler-utils", "The PDF rendering test needs pdftoppm");
console.log(execFileSync("pdftoppm", ["-v"], { encoding: "utf8" }).trim() || "pdftoppm installed");
