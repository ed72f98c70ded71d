#!/usr/bin/env node
// The cluster's tests run a real Redis (never a mock): Debian's redis-server. This makes sure it
// is there: REDIS_SERVER, else redis-server on PATH, else installs Debian's package when running
// as root, else says exactly what to run. The tests start their own server on a free port.
import { spawnSync } from "node:child_process";

const wanted = process.env.REDIS_SERVER ?? "redis-server";
const version = () => spawnSync(wanted, ["--version"], { encoding: "utf8" });
if (version().status === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || process.env.REDIS_SERVER) {
  console.error(
    `The cluster's tests need Redis (${wanted}). Install Debian's package: sudo apt-get install -y --no-install-recommends redis-server (or set REDIS_SERVER).`,
  );
  process.exit(1);
}
console.log("Installing Debian's redis-server for the cluster's tests (one time)…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", "redis-server"]]) {
  const r = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (r.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
    process.exit(1);
  }
}
console.log(version().stdout.trim());
