/**
 * The Redis connection of a cluster run or worker: one ioredis client that keeps retrying in the
 * background (a worker outlives a Redis restart), and the deadlines that turn "no answer" into a
 * clear error instead of a hang (ioredis queues commands while disconnected, forever).
 */
import { Redis } from "ioredis";
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, messageOf, ok } from "../model";

export function clusterError(code: string, message: string): Diagnostic {
  return errorDiagnostic(`cluster/${code}`, message, "cluster");
}

/** How a cluster waits; the defaults suit a cluster, the tests shorten them. */
export interface ClusterTiming {
  /**
   * A worker's lock on its shard (ms), renewed at half of it while it plays: a worker killed
   * mid-shard lets it go after this long, then the shard is retried elsewhere.
   */
  lockMs: number;
  /** How often workers look for shards whose worker died (ms). */
  stalledMs: number;
  /** How long Redis may not answer before a run gives up (ms); the connection first too. */
  redisTimeoutMs: number;
}

export const CLUSTER_TIMING: ClusterTiming = {
  lockMs: 30_000,
  stalledMs: 15_000,
  redisTimeoutMs: 10_000,
};

/**
 * The timing from the environment: `VELLUM_CLUSTER_LOCK_MS`, `VELLUM_CLUSTER_STALLED_MS`,
 * `VELLUM_REDIS_TIMEOUT_MS` (whole milliseconds, at least 100), the defaults otherwise; or what
 * is wrong with a variable.
 */
export function timingFrom(
  env: Readonly<Record<string, string | undefined>>,
): Result<ClusterTiming, Diagnostic> {
  const read = (name: string, fallback: number): number | string => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    return Number.isSafeInteger(n) && n >= 100
      ? n
      : `${name} must be a whole number of milliseconds of at least 100, not '${raw}'`;
  };
  const lockMs = read("VELLUM_CLUSTER_LOCK_MS", CLUSTER_TIMING.lockMs);
  const stalledMs = read("VELLUM_CLUSTER_STALLED_MS", CLUSTER_TIMING.stalledMs);
  const redisTimeoutMs = read("VELLUM_REDIS_TIMEOUT_MS", CLUSTER_TIMING.redisTimeoutMs);
  for (const v of [lockMs, stalledMs, redisTimeoutMs])
    if (typeof v === "string") return err(clusterError("timing", v));
  return ok({
    lockMs: lockMs as number,
    stalledMs: stalledMs as number,
    redisTimeoutMs: redisTimeoutMs as number,
  });
}

/** The URL without its password, for messages. */
export function redisLabel(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString().replace(/\/$/, "");
  } catch {
    return url;
  }
}

/** A live connection and the last thing that went wrong with it. */
export interface Connection {
  client: Redis;
  url: string;
  /** The last connection error ("connect ECONNREFUSED 127.0.0.1:6390"), "" when none yet. */
  lastError(): string;
}

/**
 * Connects to `url` (`redis://` or `rediss://`), waiting at most `timeoutMs` for an answer;
 * `cluster/url` for another URL, `cluster/unreachable` naming the URL and the last error.
 */
export async function connect(
  url: string,
  timeoutMs: number,
): Promise<Result<Connection, Diagnostic>> {
  if (!/^rediss?:\/\/./.test(url))
    return err(
      clusterError(
        "url",
        `the Redis URL must start with redis:// (or rediss://), as in redis://host:6379, not '${url}'`,
      ),
    );
  let last = "";
  // maxRetriesPerRequest null: BullMQ's workers need it; our deadlines bound every wait instead.
  const client = new Redis(url, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    retryStrategy: (times) => Math.min(100 * times, 1000),
  });
  client.on("error", (e: unknown) => (last = messageOf(e)));
  const reached = await within(
    client.connect().then(() => client.ping()),
    timeoutMs,
  );
  if (reached !== "ok") {
    client.disconnect();
    // The socket's own error ("connect ECONNREFUSED …") says more than ioredis' "Connection is closed.".
    const why = last || (reached === "late" ? "no answer" : reached.message);
    return err(
      clusterError(
        "unreachable",
        `cannot reach Redis at ${redisLabel(url)}: ${why} (waited ${seconds(timeoutMs)}). Is it running? Start one with: redis-server --save '' --appendonly no --maxmemory-policy noeviction`,
      ),
    );
  }
  return ok({ client, url, lastError: () => last });
}

/** "ok", "late" after `ms`, or the error it rejected with. */
export async function within(
  promise: Promise<unknown>,
  ms: number,
): Promise<"ok" | "late" | Error> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => "ok" as const,
        (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** "10 s", "1.5 s". */
export function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}
