/**
 * The workspace the CLI works on. Its own module, below the commands and `load-set.ts`, so both
 * reach it without importing each other (the commands import `load-set.ts`).
 */
import path from "node:path";
import { setTextProblems } from "../lib/export";
import { initWorkspace, openWorkspace, workspaceRoot } from "../lib/store";
import type { Workspace } from "../lib/store";
import type { CliIo } from "./io";

/**
 * The workspace the CLI works on: the same one the server uses, seeded with the samples the
 * first time it is used, and listing text problems, just as the server does.
 */
export async function cliWorkspace(io: CliIo): Promise<Workspace> {
  // A VELLUM_WORKSPACE the user typed is relative to where they typed it; the default
  // ./workspace is the project's own, the one the server uses.
  const base = io.env.VELLUM_WORKSPACE ? io.cwd : io.projectRoot;
  const ws = openWorkspace(path.resolve(base, workspaceRoot(io.env)), {
    textProblems: setTextProblems,
  });
  await initWorkspace(ws, path.join(io.projectRoot, "examples"));
  return ws;
}
