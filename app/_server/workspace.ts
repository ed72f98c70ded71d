/**
 * The server's one workspace: opened once per process, and seeded with the sample expansion
 * the first time a workspace folder is used (see `initWorkspace`).
 * NOTE: server only (file system).
 */
import path from "node:path";
import { initWorkspace, openWorkspace, workspaceRoot } from "@/lib/store";
import type { Workspace } from "@/lib/store";
import { SUMMARY_CHECK } from "./summary-off-thread";
import { mergeOffThread } from "./csv-off-thread";
import { offThreadChecks } from "./validate-off-thread";

/**
 * How long the set list waits for a summary still being computed (`Workspace.list`'s `waitMs`)
 * before showing the set as "Checking…": a small set's checks are done well within it, so it is
 * shown checked at once, while a large set's (minutes) never hold up the page or the answer.
 */
export const LIST_WAIT_MS = 300;

let ready: Promise<Workspace> | undefined;

async function open(): Promise<Workspace> {
  // The set list shows text cut off and missing glyphs, computed in a worker thread; the store
  // cannot lay text out itself. Large set texts are checked in a worker thread too, so the event
  // loop stays free meanwhile.
  const ws = openWorkspace(workspaceRoot(), {
    summaryCheck: SUMMARY_CHECK,
    checks: offThreadChecks,
    csvMerge: mergeOffThread,
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
