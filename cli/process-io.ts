/** The CliIo of a real process: its streams, working directory and environment. */
import { createInterface } from "node:readline/promises";
import type { CliIo } from "./io";

/** What {@link processIo} reads of a Node process (so tests can pass a stand-in). */
export interface ProcessLike {
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown; isTTY?: boolean };
  /** Standard input: questions are asked only when it is a terminal. */
  stdin?: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  cwd(): string;
  /** Signals (a real process): Ctrl-C and SIGTERM reach the commands that handle them. */
  on?(signal: "SIGINT" | "SIGTERM", handler: () => void): unknown;
  off?(signal: "SIGINT" | "SIGTERM", handler: () => void): unknown;
}

/**
 * The CliIo for `proc`. Progress bars are drawn on stderr, so `isTty` is stderr's: piping stdout
 * (`vellum export … > log`) keeps the bar, redirecting stderr drops it.
 */
export function processIo(proc: ProcessLike): CliIo {
  return {
    out: (line) => proc.stdout.write(line + "\n"),
    err: (line) => proc.stderr.write(line + "\n"),
    // npm runs scripts from the project folder; INIT_CWD is where the user typed the command.
    cwd: proc.env.INIT_CWD ?? proc.cwd(),
    projectRoot: proc.cwd(),
    env: proc.env,
    isTty: Boolean(proc.stderr.isTTY),
    ...(proc.stdin?.isTTY ? { confirm: (question: string) => ask(proc, question) } : {}),
    ...(proc.on && proc.off ? { onInterrupt: (handler) => interrupts(proc, handler) } : {}),
  };
}

/** Sends SIGINT and SIGTERM to `handler` (instead of ending the process) until undone. */
function interrupts(
  proc: ProcessLike,
  handler: (signal: "SIGINT" | "SIGTERM") => void,
): () => void {
  const int = () => handler("SIGINT");
  const term = () => handler("SIGTERM");
  proc.on!("SIGINT", int);
  proc.on!("SIGTERM", term);
  return () => {
    proc.off!("SIGINT", int);
    proc.off!("SIGTERM", term);
  };
}

/** Asks `question` on the terminal (the prompt on stderr, so stdout stays the command's output). */
async function ask(proc: ProcessLike, question: string): Promise<boolean> {
  const rl = createInterface({
    input: proc.stdin as NodeJS.ReadableStream,
    output: proc.stderr as NodeJS.WritableStream,
  });
  try {
    return /^\s*y(es)?\s*$/i.test(await rl.question(`${question} [y/N] `));
  } catch {
    return false; // the input ended (Ctrl-D): no
  } finally {
    rl.close();
  }
}
