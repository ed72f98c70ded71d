/**
 * Global setup of the browser tests: build (unless VELLUM_E2E_REUSE_BUILD=1 and a build
 * exists), start the server with a fresh temporary workspace, hand its URL to the tests, and
 * stop it afterwards by process id.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildApp, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    workspace: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, "../..");
  const reuse =
    process.env.VELLUM_E2E_REUSE_BUILD === "1" && existsSync(path.join(root, ".next", "BUILD_ID"));
  if (!reuse) {
    const t0 = Date.now();
    buildApp();
    console.log(`next build: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-e2e-"));
  const server = await startServer(workspace);
  project.provide("baseUrl", server.baseUrl);
  project.provide("workspace", workspace);
  return async () => {
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  };
}
