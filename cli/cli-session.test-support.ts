/**
 * The CLI run in-process for tests: each test in a fresh temporary folder (the working
 * directory and the project root, so the workspace `ws` is inside it), with the lines written to
 * stdout and stderr collected. `dir`, `out` and `err` are live: they are the current test's.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { summariesSettled } from "../lib/store";
import type { CliIo } from "./io";
import { main } from "./main";

/** The sample expansion's set.json. */
export const SAMPLE = path.resolve(import.meta.dirname, "../examples/saltmarrow/set.json");

/** The current test's folder. */
export let dir = "";
/** The lines the current test's commands wrote to stdout, and to stderr. */
export let out: string[] = [];
export let err: string[] = [];

/** Gives each test of the calling file its own folder (named `prefix…`), removed after it. */
export function useCliFolder(prefix: string): void {
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    out = [];
    err = [];
  });
  afterEach(async () => {
    // A list started by a command may still be storing a summary (lib/store summaries.ts).
    await summariesSettled();
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  });
}

/** The io of a command run in the current folder: stderr a terminal or not, more environment. */
export function io(isTty = false, env: Record<string, string> = {}): CliIo {
  return {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    cwd: dir,
    projectRoot: dir,
    env: { VELLUM_WORKSPACE: "ws", ...env },
    isTty,
  };
}

/** Runs `vellum <argv>` in the current folder; the exit code. */
export function run(...argv: string[]): Promise<number> {
  return main(argv, io());
}
