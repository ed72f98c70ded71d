/**
 * `vellum` processes for the cluster's tests: spawned with Node and tsx's loader (so a signal,
 * SIGKILL too, reaches the process that plays, not a wrapper), their stderr collected by line.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A running `vellum` command. */
export interface VellumProcess {
  child: ChildProcess;
  /** Its stderr and stdout lines so far. */
  err: string[];
  out: string[];
  /** Resolves with the first stderr line matching `pattern` (from the start), rejects after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<string>;
  /** Resolves with the exit code (null when killed by a signal) once it exits. */
  exited: Promise<number | null>;
}

/**
 * Starts `vellum <argv>` with `env` added to this process's environment (and `nodeFlags` before
 * the script: the bench gives npm run vellum's heap flag).
 */
export function startVellum(
  argv: readonly string[],
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): VellumProcess {
  const child = spawn(
    process.execPath,
    [...nodeFlags, "--import", "tsx", "cli/vellum.ts", ...argv],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const err: string[] = [];
  const out: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const lines = (into: string[], check: boolean) => {
    let rest = "";
    return (data: Buffer) => {
      const parts = (rest + data.toString()).split("\n");
      rest = parts.pop()!;
      for (const line of parts) {
        into.push(line);
        if (!check) continue;
        for (const w of waiters.filter((w) => w.pattern.test(line))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    };
  };
  child.stderr!.on("data", lines(err, true));
  child.stdout!.on("data", lines(out, false));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return {
    child,
    err,
    out,
    exited,
    waitFor: (pattern, ms = 30_000) => {
      const seen = err.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no line matching ${pattern} within ${ms} ms; stderr:\n${err.join("\n")}`),
            ),
          ms,
        );
        waiters.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}

/** Stops a process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
export async function stopVellum(p: VellumProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill("SIGTERM");
  const timer = setTimeout(() => p.child.kill("SIGKILL"), 5_000);
  await p.exited;
  clearTimeout(timer);
}
