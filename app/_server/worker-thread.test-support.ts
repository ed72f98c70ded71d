/**
 * A worker thread running a TypeScript entry for tests. Node 20 does not apply a loader to a
 * worker's own entry, so (as lib/sim/pool.ts does) a one-line JavaScript bootstrap registers
 * tsx's loader, which also reads tsconfig.json's `@/` paths, then imports the entry.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** A thread running the TypeScript file `entry`. */
export function tsThread(entry: URL): Worker {
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve("tsx/package.json"));
  const api = pathToFileURL(path.join(tsxRoot, "dist/esm/api/index.mjs")).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { eval: true });
}
