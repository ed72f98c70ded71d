/**
 * The workspace the CLI works on. Its own module, below the commands and `load-set.ts`, so both
 * reach it without importing each other (the commands import `load-set.ts`).
 */
import path from "node:path";
import { SET_TEXT_CHECKS, setTextProblems } from "../lib/export";
import { initWorkspace, openWorkspace, summariseText, workspaceRoot } from "../lib/store";
import type { SummaryCheck, Workspace } from "../lib/store";
import type { CliIo } from "./io";

/**
 * The set list's summaries, computed in process (a command runs one thing at a time); the same
 * check by name as the server's, so each reuses the summaries the other stored.
 */
const CLI_CHECK: SummaryCheck = {
  name: SET_TEXT_CHECKS,
  run: (text, id, options) => Promise.resolve(summariseText(id, text, setTextProblems, options)),
};

/**
 * The workspace the CLI works on: the same one the server uses, seeded with the samples the
 * first time it is used, and listing text problems, just as the server does.
 */
export async function cliWorkspace(io: CliIo): Promise<Workspace> {
  // A VELLUM_WORKSPACE the user typed is relative to where they typed it; the default
  // ./workspace is the project's own, the one the server uses.
  const base = io.env.VELLUM_WORKSPACE ? io.cwd : io.projectRoot;
  // No summary after each write: the command would wait for it before exiting (the check runs
  // in this thread); the next list, here or in the server, computes it.
  const ws = openWorkspace(path.resolve(base, workspaceRoot(io.env)), {
    summaryCheck: CLI_CHECK,
    summariseWrites: false,
  });
  await initWorkspace(ws, path.join(io.projectRoot, "examples"));
  return ws;
}
