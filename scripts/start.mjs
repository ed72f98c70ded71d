#!/usr/bin/env node
// `npm start`: builds the app when there is no build or the sources are newer than it, then
// serves it on 127.0.0.1:3000 (PORT and HOST override). The workspace (VELLUM_WORKSPACE,
// default ./workspace) is created with the sample expansion on first use.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const next = path.join(root, "node_modules", "next", "dist", "bin", "next");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const SOURCES = [
  "app",
  "lib",
  "schemas",
  "public",
  "examples",
  "package.json",
  "next.config.js",
  "tsconfig.json",
];

/** Newest modification time under `p` (files and folders), skipping node_modules. */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let t = s.mtimeMs;
  for (const name of readdirSync(p)) {
    if (name === "node_modules") continue;
    t = Math.max(t, newest(path.join(p, name)));
  }
  return t;
}

const buildId = path.join(root, ".next", "BUILD_ID");
const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
const stale = SOURCES.some((s) => newest(path.join(root, s)) > built);
if (stale) {
  console.log(
    built ? "Sources changed since the last build: rebuilding…" : "First start: building the app…",
  );
  const r = spawnSync(process.execPath, [next, "build"], { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const host = process.env.HOST ?? "127.0.0.1";
const port = process.env.PORT ?? "3000";
console.log(
  `Vellum on http://${host}:${port}/ (workspace: ${process.env.VELLUM_WORKSPACE ?? "./workspace"})`,
);
const server = spawn(process.execPath, [next, "start", "-H", host, "-p", port], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
