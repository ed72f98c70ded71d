/**
 * The server's one workspace: opened once per process, and seeded with the sample expansion
 * the first time a workspace folder is used (a marker file remembers it, so a user who deletes
 * the samples does not get them back on the next start).
 * NOTE: server only (file system).
 */
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { openWorkspace, seedWorkspace, workspaceRoot } from "../../lib/store";
import type { Workspace } from "../../lib/store";

const MARKER = ".vellum-workspace";

let ready: Promise<Workspace> | undefined;

/** The workspace named by VELLUM_WORKSPACE (default ./workspace), seeded on first use. */
export function getWorkspace(): Promise<Workspace> {
  ready ??= initWorkspace(workspaceRoot(), path.join(process.cwd(), "examples")).catch((e) => {
    ready = undefined; // a failed start (e.g. a read-only disk) is retried on the next request
    throw e;
  });
  return ready;
}

/**
 * Opens the workspace at `root`, creating it and copying in the sample sets from
 * `examplesDir` when the folder has never been initialised.
 */
export async function initWorkspace(root: string, examplesDir: string): Promise<Workspace> {
  const ws = openWorkspace(root);
  const marker = path.join(root, MARKER);
  const seeded = await stat(marker).then(
    () => true,
    () => false,
  );
  if (!seeded) {
    await mkdir(root, { recursive: true });
    await seedWorkspace(ws, examplesDir);
    await writeFile(marker, "This folder is a Vellum workspace: one folder per set.\n");
  }
  return ws;
}
