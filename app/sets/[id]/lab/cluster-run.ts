/**
 * The lab's runs on the cluster (the server's VELLUM_REDIS_URL): whether the server offers one,
 * and a run of the set as saved played by the cluster's workers, watched by polling the server
 * (games done, shards, workers, ETA) and ended as a local run ends (`LabRun`), so the lab shows
 * and keeps its report the same way; and a sweep the same way, ended as a local sweep ends (the
 * same sweep report, shown and applied by the Sweep panel). Cancel removes the run's jobs.
 * NOTE: impure (network, timers).
 */
import type { ApiResult } from "@/app/_api/client";
import { failureMessage, request, setUrl } from "@/app/_api/client";
import type {
  ClusterRunAnswer,
  ClusterRunRequest,
  ClusterStatusAnswer,
} from "@/app/_api/contracts";
import type { VarySpec } from "@/lib/sim/sweep";
import type { LabRunOptions } from "./lab-protocol";
import type { LabOutcome, LabRun } from "./lab-runner";
import type { SweepOutcome } from "./sweep-state";

/** How often a run's progress is asked for (ms). */
const POLL_MS = 500;

/** Whether the server runs on a cluster (its status route). */
export function clusterStatus(setId: string): Promise<ApiResult<ClusterStatusAnswer>> {
  return request<ClusterStatusAnswer>(setUrl(setId, "cluster"), { cache: "no-store" });
}

/** The progress bar's words of a cluster run: "on the cluster (2 workers), shards 2/4, ETA 5 s". */
export function clusterStage(a: ClusterRunAnswer): string {
  const p = a.progress;
  const eta = p.etaSeconds === null ? "ETA not known yet" : `ETA ${p.etaSeconds} s`;
  const who =
    p.workers === 0
      ? "waiting for a worker to join"
      : `${p.workers} worker${p.workers === 1 ? "" : "s"}`;
  return `on the cluster (${who}), shards ${p.shardsDone}/${p.shards}, ${eta}`;
}

/** How a run ended, from its last answer. */
function outcomeOf(a: ClusterRunAnswer): LabOutcome | null {
  switch (a.state) {
    case "running":
      return null;
    case "done":
      return a.report
        ? { kind: "report", report: a.report, seconds: a.seconds }
        : { kind: "failed", message: "the cluster answered without a report" };
    case "cancelled":
      return { kind: "cancelled", done: a.progress.done };
    case "failed":
      return { kind: "failed", message: a.error?.message ?? "the cluster run failed" };
  }
}

/** How a sweep ended, from its last answer: the report is the server's, made as the lab's is. */
export function sweepOutcomeOf(a: ClusterRunAnswer): SweepOutcome | null {
  switch (a.state) {
    case "running":
      return null;
    case "done":
      return a.sweep
        ? { kind: "report", report: a.sweep, revision: a.revision, seconds: a.seconds }
        : { kind: "failed", message: "the cluster answered without a sweep report" };
    case "cancelled":
      return { kind: "cancelled", variant: a.progress.variant, of: a.progress.of };
    case "failed":
      return { kind: "failed", message: a.error?.message ?? "the cluster sweep failed" };
  }
}

/**
 * A sweep's progress bar from an answer: games of the whole sweep (every set before the one
 * playing, and its games so far), and "set 2 of 4, on the cluster (…)" as a local sweep's.
 */
export function clusterSweepProgress(a: ClusterRunAnswer): {
  done: number;
  total: number;
  stage: string;
} {
  const p = a.progress;
  return {
    done: p.variant * p.total + p.done,
    total: p.of * p.total,
    stage: `set ${p.variant + 1} of ${p.of}, ${clusterStage(a)}`,
  };
}

/** The lab's sweep as the cluster route takes it: the run form's options and one `--vary` text. */
export function clusterSweepRequest(options: LabRunOptions, spec: VarySpec): ClusterRunRequest {
  return { ...options, vary: [`${spec.card}.${spec.field}=${spec.values.join(",")}`] };
}

/** How a watch ends before the run does: refused at the start, or failed. */
type NotPlayed = { kind: "refused"; message: string } | { kind: "failed"; message: string };

/** A run (or sweep) on the cluster under way; `O` is how it ends. */
export interface ClusterWatch<O> {
  outcome: Promise<O | NotPlayed>;
  cancel(): void;
}

/**
 * Starts `body` on the cluster on the set as saved at `revision` (the server refuses with 409
 * when it was saved since) and polls it: `onAnswer` hears each look, `ended` says from an
 * answer how it ended (`null` while it runs). Cancel is the run's DELETE, answered once its
 * jobs are removed.
 */
function watchClusterRun<O>(
  setId: string,
  revision: string,
  body: ClusterRunRequest,
  onAnswer: (a: ClusterRunAnswer) => void,
  ended: (a: ClusterRunAnswer) => O | null,
): ClusterWatch<O> {
  const runs = setUrl(setId, "cluster", "runs");
  let cancelled = false;
  let id: string | null = null;
  let wake: (() => void) | null = null;
  const cancelRun = async (): Promise<O | NotPlayed> => {
    const stopped = await request<ClusterRunAnswer>(setUrl(setId, "cluster", "runs", id!), {
      method: "DELETE",
    });
    if (!stopped.ok) return { kind: "failed", message: failureMessage(stopped.error) };
    // The DELETE answers once the run has ended; one still said running is taken as cancelled.
    const a = stopped.value;
    return ended(a) ?? ended({ ...a, state: "cancelled" })!;
  };
  const play = async (): Promise<O | NotPlayed> => {
    const started = await request<ClusterRunAnswer>(runs, { method: "POST", json: body, revision });
    if (!started.ok) {
      const message = failureMessage(started.error);
      // A refusal of the run (its options, the sweep, the set) is the lab's "cannot run".
      return started.error.status >= 400 && started.error.status < 500
        ? { kind: "refused", message }
        : { kind: "failed", message };
    }
    id = started.value.id;
    for (;;) {
      if (cancelled) return cancelRun();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, POLL_MS);
      });
      wake = null;
      if (cancelled) return cancelRun();
      const read = await request<ClusterRunAnswer>(setUrl(setId, "cluster", "runs", id), {
        cache: "no-store",
      });
      if (!read.ok) return { kind: "failed", message: failureMessage(read.error) };
      onAnswer(read.value);
      const end = ended(read.value);
      if (end) return end;
    }
  };
  return {
    outcome: play(),
    cancel: () => {
      cancelled = true;
      wake?.();
    },
  };
}

/**
 * Plays `options` on the cluster on the set as saved at `revision`; `onProgress(done, total,
 * stage)` at each look. Ends as a local run ends.
 */
export function startClusterRun(
  setId: string,
  revision: string,
  options: LabRunOptions,
  onProgress: (done: number, total: number, stage: string) => void,
): LabRun {
  return watchClusterRun(
    setId,
    revision,
    options,
    (a) => onProgress(a.progress.done, a.progress.total, clusterStage(a)),
    outcomeOf,
  );
}

/**
 * Plays the sweep `spec` with the run form's `options` on the cluster on the set as saved at
 * `revision` (the server plans it again and plays every set on the same seeds); `onProgress`
 * with the whole sweep's games at each look. Ends as a local sweep ends, with the same report.
 */
export function startClusterSweep(
  setId: string,
  revision: string,
  options: LabRunOptions,
  spec: VarySpec,
  onProgress: (p: { done: number; total: number; stage: string }) => void,
): ClusterWatch<SweepOutcome> {
  return watchClusterRun(
    setId,
    revision,
    clusterSweepRequest(options, spec),
    (a) => onProgress(clusterSweepProgress(a)),
    sweepOutcomeOf,
  );
}
