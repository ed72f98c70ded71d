// Installs one Debian package that a test suite needs (chromium, poppler-utils, redis-server)
// when running as root, or says exactly what to run; exits the process on failure.
import { spawnSync } from "node:child_process";

/**
 * `pkg` is missing (the caller checked): installs it as root, else prints `why` and the command
 * and exits 1. `env` names the variable that points elsewhere (set: never installs).
 */
export function installDebianPackage(pkg, why, env) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || (env && process.env[env])) {
    const instead = env ? ` (or set ${env})` : "";
    console.error(
      `${why}. Install Debian's package: sudo apt-get install -y --no-install-recommends ${pkg}${instead}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${pkg} (one time)…`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", pkg]]) {
    const r = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env: aptEnv });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(" ")} failed (exit ${r.status}).`);
      process.exit(1);
    }
  }
}
