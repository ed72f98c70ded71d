#!/usr/bin/env node
// The cluster's tests run a real Redis (never a mock): Debian's redis-server. This makes sure it
// is there: REDIS_SERVER, else redis-server on PATH, else installs Debian's package when running
// as root, else says exactly what to run. The tests start their own server on a free port.
import { spawnSync } from "node:child_process";
import { installDebianPackage } from "./debian-package.mjs";

const wanted = process.env.REDIS_SERVER ?? "redis-server";
const version = () => spawnSync(wanted, ["--version"], { encoding: "utf8" });
if (version().status === 0) process.exit(0);
installDebianPackage("redis-server", `The cluster's tests need Redis (${wanted})`, "REDIS_SERVER");
console.log(version().stdout.trim());
