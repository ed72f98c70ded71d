#!/usr/bin/env node
// Browser tests drive Debian's Chromium (never a downloaded browser). This makes sure it is
// there: CHROMIUM_PATH, else /usr/bin/chromium, else installs Debian's package when running
// as root, else says exactly what to run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { installDebianPackage } from "./debian-package.mjs";

const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(wanted)) process.exit(0);
installDebianPackage("chromium", `Browser tests need Chromium at ${wanted}`, "CHROMIUM_PATH");
console.log(execFileSync(wanted, ["--version"], { encoding: "utf8" }).trim());
