/**
 * The server's one workspace: opened once per process, and seeded with the sample expansion
 * the first time a workspace folder is used (see `initWorkspace`).
 * NOTE: server only (file system).
 */
import path from "node:path";
import { setTextProblems } from "@/lib/export";
import { initWorkspace, openWorkspace, workspaceRoot } from "@/lib/store";
import type { Workspace } from "@/lib/store";
import { offThreadChecks } from "./validate-off-thread";

let ready: Promise<Workspace> | undefined;

async function open(): Promise<Workspace> {
  // The set list shows text cut off and missing glyphs; the store cannot lay text out itself.
  // Large set texts are checked in a worker thread, so the event loop stays free meanwhile.
  const ws = openWorkspace(workspaceRoot(), {
    textProblems: setTextProblems,
    checks: offThreadChecks,
  });
  await initWorkspace(ws, path.join(process.cwd(), "examples"));
  return ws;
}

/** The workspace named by VELLUM_WORKSPACE (default ./workspace), seeded on first use. */
export function getWorkspace(): Promise<Workspace> {
  ready ??= open().catch((e: unknown) => {
    ready = undefined; // a failed start (e.g. a read-only disk) is retried on the next request
    throw e;
  });
  return ready;
}
