#!/usr/bin/env node
// Browser tests drive Debian's Chromium (never a downloaded browser). This makes sure it is
// there: CHROMIUM_PATH, else /usr/bin/chromium, else installs Debian's package when running
// as root, else says exactly what to run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(wanted)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Browser tests need Chromium at ${wanted}. Install Debian's package: sudo apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests (one time)…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
  const r = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(1);
  }
}
console.log(execFileSync(wanted, ["--version"], { encoding: "utf8" }).trim());
