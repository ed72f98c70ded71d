#!/usr/bin/env node
// The print tests render PDF pages with pdftoppm (Debian's poppler-utils). This makes sure it
// is there: on PATH, else installs Debian's package when running as root, else says exactly
// what to run (the one rendering test then skips with that message).
import { execFileSync, spawnSync } from "node:child_process";

const has = spawnSync("sh", ["-c", "command -v pdftoppm"], { encoding: "utf8" });
if (has.status === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    "The PDF rendering test needs pdftoppm. Install Debian's package: sudo apt-get install -y --no-install-recommends poppler-utils",
  );
  process.exit(1);
}
console.log("Installing Debian's poppler-utils for the print tests (one time)…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", "poppler-utils"]]) {
  const r = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(1);
  }
}
console.log(execFileSync("pdftoppm", ["-v"], { encoding: "utf8" }).trim() || "pdftoppm installed");
