/**
 * Starts and stops the production server for the browser tests, by process id.
 */
import { spawn, spawnSync } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { freePort } from "../fixtures/free-port";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NEXT = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

/** A running server. */
export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
  output(): string;
}

export { freePort };

/** Runs `next build`; throws with its output when the build fails. */
export function buildApp(): void {
  const r = spawnSync(process.execPath, [NEXT, "build"], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0)
    throw new Error(`next build failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Starts `next start` on a free loopback port with the given workspace, and `env` added to its
 * environment (`VELLUM_REDIS_URL` for the lab's cluster).
 */
export async function startServer(
  workspace: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [NEXT, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      VELLUM_WORKSPACE: workspace,
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    process.kill(child.pid, "SIGTERM");
    const timer = setTimeout(
      () => child.exitCode === null && child.pid && process.kill(child.pid, "SIGKILL"),
      5000,
    );
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilUp(`${baseUrl}/api/sets`, child, 60_000);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${log}`);
  }
  return { baseUrl, pid: child.pid ?? -1, stop, output: () => log };
}
