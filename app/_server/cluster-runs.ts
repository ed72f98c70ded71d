/**
 * The app's runs on the cluster (VELLUM_REDIS_URL): a lab run or a sweep of a set as saved,
 * played by the cluster's `vellum worker`s through lib/cluster, watched here and read by the lab
 * as it polls. The runs live in this server's memory while it runs (the shards live in Redis:
 * the same run submitted again after a restart resumes there). Every refusal is a code and
 * words (`cluster/not-configured`, `cluster/unreachable`…), never a stack.
 * NOTE: server only (Redis over the network, the clock).
 */
import { randomUUID } from "node:crypto";
import { Worker } from "node:worker_threads";
import type {
  ClusterRunAnswer,
  ClusterRunProgress,
  ClusterRunRequest,
  ClusterStatusAnswer,
} from "@/app/_api/contracts";
import {
  clusterRunner,
  clusterWorkers,
  overallProgress,
  redisLabel,
  runOnCluster,
  timingFrom,
} from "@/lib/cluster";
import type { ClusterProgress, ClusterSweepProgress, ClusterTiming } from "@/lib/cluster";
import type { Diagnostic, Result, VellumSet } from "@/lib/model";
import { err, errorDiagnostic, messageOf, ok } from "@/lib/model";
import { arrangeSweep, runSweep, sweepReport } from "@/lib/sim";
import type { SweepPlan } from "@/lib/sim";
import type { ClusterCheckJob } from "./cluster-check";
import { clusterRequestRefusal, simOptionsOf, varySpecsOf } from "./cluster-check";
import { badRequest } from "./http";
import { failureReason, isInterrupted, workerJobs } from "./worker-jobs";

/** The variable that turns the cluster on. */
export const REDIS_VARIABLE = "VELLUM_REDIS_URL";

/** The cluster's URL and timing from the environment, or why the app cannot use it. */
function clusterConfig(): Result<{ url: string; timing: ClusterTiming }, Diagnostic> {
  const url = process.env[REDIS_VARIABLE]?.trim();
  if (!url)
    return err(
      errorDiagnostic(
        "cluster/not-configured",
        `this server runs on its own machine: start it with ${REDIS_VARIABLE}=redis://host:6379 (and 'vellum worker --redis redis://host:6379' on each machine) to run on a cluster`,
        "cluster",
      ),
    );
  const timing = timingFrom(process.env);
  if (!timing.ok) return timing;
  return ok({ url, timing: timing.value });
}

/** HTTP statuses of the cluster's refusals (any other code: the run's options, 400). */
const STATUS: Record<string, number> = {
  "cluster/not-configured": 501,
  "cluster/url": 503,
  "cluster/timing": 503,
  "cluster/unreachable": 503,
  "cluster/lost": 503,
  "cluster/no-run": 404,
  "cluster/check-interrupted": 503,
  "cluster/check-failed": 500,
};

/** A refusal as its answer: the code, the words and the diagnostic. */
export function clusterRefusal(error: Diagnostic): Response {
  return badRequest(error.code, error.message, STATUS[error.code] ?? 400);
}

/** Whether the cluster is on, its Redis and its workers now (Redis is asked, briefly). */
export async function clusterStatus(): Promise<ClusterStatusAnswer> {
  const config = clusterConfig();
  if (!config.ok) {
    if (config.error.code === "cluster/not-configured")
      return { on: false, message: config.error.message };
    const url = process.env[REDIS_VARIABLE] ?? "";
    return { on: true, redis: redisLabel(url), workers: null, problem: config.error.message };
  }
  const { url, timing } = config.value;
  const workers = await clusterWorkers(url, timing);
  return {
    on: true,
    redis: redisLabel(url),
    workers: workers.ok ? workers.value : null,
    problem: workers.ok ? null : workers.error.message,
  };
}

/** A run the server watches. */
interface Entry {
  answer: ClusterRunAnswer;
  started: number;
  abort: AbortController;
  /** Settles once the run has ended (a cancel waits for its jobs to be removed). */
  ended: Promise<void>;
  /** The whole run's (or sweep's) games and time left. */
  overall: ReturnType<typeof overallProgress>;
}

/** The runs, by id; the oldest ended ones are forgotten past {@link KEPT}. */
const runs = new Map<string, Entry>();
const KEPT = 50;

function forgetOld(): void {
  for (const [id, e] of runs) {
    if (runs.size <= KEPT) return;
    if (e.answer.state !== "running") runs.delete(id);
  }
}

/** The answer of a run, with its time so far. */
function answerOf(e: Entry): ClusterRunAnswer {
  return e.answer.state === "running"
    ? { ...e.answer, seconds: (Date.now() - e.started) / 1000 }
    : e.answer;
}

/** Progress from lib/cluster's, the ETA over the whole sweep at the rate so far. */
function progressOf(e: Entry, p: ClusterProgress & Partial<ClusterSweepProgress>) {
  const progress: ClusterRunProgress = {
    done: p.done,
    total: p.total,
    shardsDone: p.shardsDone,
    shards: p.shards,
    workers: p.workers,
    variant: p.variant ?? 0,
    of: p.of ?? 1,
    label: p.label ?? "current",
    etaSeconds: e.overall(p).etaSeconds,
  };
  e.answer = { ...e.answer, progress };
}

const checkJobs = workerJobs<ClusterCheckJob, Diagnostic | null>(
  () => new Worker(new URL("./cluster-check-worker.ts", import.meta.url)),
);

/**
 * Why the request cannot run on the saved set (`set`, parsed from `text`), or null: in the
 * thread under the Next server, in process outside it (unit tests calling the route: the
 * thread's entry is TypeScript that only Next's bundle turns into JavaScript). A check the
 * thread never ran (it stopped under another one) is `cluster/check-interrupted`, to try again;
 * a check that failed is `cluster/check-failed`, with why.
 */
async function requestRefusal(
  set: VellumSet,
  text: string,
  request: ClusterRunRequest,
): Promise<Diagnostic | null> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return clusterRequestRefusal(set, request);
  try {
    return await checkJobs({ text, request });
  } catch (e) {
    return isInterrupted(e)
      ? errorDiagnostic(
          "cluster/check-interrupted",
          `Vellum could not check this run: ${failureReason(e)} — try again`,
          "cluster",
        )
      : errorDiagnostic(
          "cluster/check-failed",
          `Vellum could not check this run: ${failureReason(e)}`,
          "cluster",
        );
  }
}

/**
 * Starts a run (or, with `vary`, a sweep) of `set` (as saved: `text`) at `revision` on the
 * cluster: its options and sweep are checked (off the request thread, every variant validated)
 * and Redis is reached first (so a refusal is the answer), then it plays in the background.
 * Refusals: `cluster/not-configured`, `cluster/unreachable`, `cluster/check-interrupted`,
 * `cluster/check-failed`, lib/sim's.
 */
export async function startClusterRun(
  setId: string,
  saved: { revision: string; set: VellumSet; text: string },
  request: ClusterRunRequest,
): Promise<Result<ClusterRunAnswer, Diagnostic>> {
  const config = clusterConfig();
  if (!config.ok) return config;
  const { url, timing } = config.value;
  const { revision, set, text } = saved;
  const sim = simOptionsOf(request);
  const refused = await requestRefusal(set, text, request);
  if (refused) return err(refused);
  let plan: SweepPlan | null = null;
  if (request.vary) {
    // Checked in full just now: only the variants' sets are made here.
    const specs = varySpecsOf(request);
    if (!specs.ok) return specs;
    const arranged = arrangeSweep(set, specs.value);
    if (!arranged.ok) return arranged;
    plan = arranged.value;
  }
  const reached = await clusterWorkers(url, timing);
  if (!reached.ok) return reached;
  const id = randomUUID();
  const entry: Entry = {
    answer: {
      id,
      setId,
      revision,
      kind: plan ? "sweep" : "run",
      state: "running",
      startedAt: new Date().toISOString(),
      seconds: 0,
      progress: {
        done: 0,
        total: request.games,
        shardsDone: 0,
        shards: 0,
        workers: reached.value,
        variant: 0,
        of: plan ? plan.variants.length + 1 : 1,
        label: "current",
        etaSeconds: null,
      },
      report: null,
      sweep: null,
      error: null,
    },
    started: Date.now(),
    abort: new AbortController(),
    ended: Promise.resolve(),
    overall: overallProgress(Date.now()),
  };
  const common = {
    url,
    timing,
    ...(request.shards !== undefined ? { shards: request.shards } : {}),
    signal: entry.abort.signal,
    onProgress: (p: ClusterProgress & Partial<ClusterSweepProgress>) => progressOf(entry, p),
  };
  const play = async (): Promise<
    Result<Pick<ClusterRunAnswer, "report" | "sweep">, Diagnostic>
  > => {
    if (!plan) {
      const r = await runOnCluster({ ...common, sim: { ...sim, set } });
      return r.ok ? ok({ report: r.value.report, sweep: null }) : r;
    }
    const played = await runSweep(plan, clusterRunner({ ...common, sim }));
    if (!played.ok) return played;
    const report = sweepReport(plan, played.value);
    return report.ok ? ok({ report: null, sweep: report.value }) : report;
  };
  entry.ended = play()
    .catch((e: unknown) =>
      err(errorDiagnostic("cluster/failed", `the run failed: ${messageOf(e)}`, "cluster")),
    )
    .then((outcome) => {
      const seconds = (Date.now() - entry.started) / 1000;
      entry.answer = outcome.ok
        ? { ...entry.answer, ...outcome.value, state: "done", seconds }
        : {
            ...entry.answer,
            state: outcome.error.code === "cluster/cancelled" ? "cancelled" : "failed",
            error: outcome.error,
            seconds,
          };
    });
  runs.set(id, entry);
  forgetOld();
  return ok(answerOf(entry));
}

/** The run `id` of the set, or `cluster/no-run`. */
function find(setId: string, id: string): Result<Entry, Diagnostic> {
  const e = runs.get(id);
  if (e && e.answer.setId === setId) return ok(e);
  return err(
    errorDiagnostic(
      "cluster/no-run",
      `no cluster run '${id}' of set '${setId}' on this server (a server restarted forgets its runs: start it again, and the shards already played in Redis are not played again)`,
      "cluster",
    ),
  );
}

/** Where the run stands, and its report once done. */
export function clusterRun(setId: string, id: string): Result<ClusterRunAnswer, Diagnostic> {
  const e = find(setId, id);
  return e.ok ? ok(answerOf(e.value)) : e;
}

/** Cancels the run: its jobs are removed from Redis; answers once they are. */
export async function cancelClusterRun(
  setId: string,
  id: string,
): Promise<Result<ClusterRunAnswer, Diagnostic>> {
  const e = find(setId, id);
  if (!e.ok) return e;
  e.value.abort.abort();
  await e.value.ended;
  return ok(answerOf(e.value));
}
