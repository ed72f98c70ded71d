/**
 * The lab's runs on the cluster (the server's VELLUM_REDIS_URL): whether the server offers one,
 * and a run of the set as saved played by the cluster's workers, watched by polling the server
 * (games done, shards, workers, ETA) and ended as a local run ends (`LabRun`), so the lab shows
 * and keeps its report the same way. Cancel removes the run's jobs.
 * NOTE: impure (network, timers).
 */
import type { ApiResult } from "@/app/_api/client";
import { failureMessage, request, setUrl } from "@/app/_api/client";
import type { ClusterRunAnswer, ClusterStatusAnswer } from "@/app/_api/contracts";
import type { LabRunOptions } from "./lab-protocol";
import type { LabOutcome, LabRun } from "./lab-runner";

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
  return `on the cluster (${p.workers} worker${p.workers === 1 ? "" : "s"}), shards ${p.shardsDone}/${p.shards}, ${eta}`;
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

/**
 * Plays `options` on the cluster on the set as saved at `revision` (the server refuses with 409
 * when it was saved since); `onProgress(done, total, stage)` at each look.
 */
export function startClusterRun(
  setId: string,
  revision: string,
  options: LabRunOptions,
  onProgress: (done: number, total: number, stage: string) => void,
): LabRun {
  const runs = setUrl(setId, "cluster", "runs");
  let cancelled = false;
  let id: string | null = null;
  let wake: (() => void) | null = null;
  const cancelRun = async (): Promise<LabOutcome> => {
    const stopped = await request<ClusterRunAnswer>(setUrl(setId, "cluster", "runs", id!), {
      method: "DELETE",
    });
    if (!stopped.ok) return { kind: "failed", message: failureMessage(stopped.error) };
    return outcomeOf(stopped.value) ?? { kind: "cancelled", done: stopped.value.progress.done };
  };
  const play = async (): Promise<LabOutcome> => {
    const started = await request<ClusterRunAnswer>(runs, {
      method: "POST",
      json: options,
      revision,
    });
    if (!started.ok) {
      const message = failureMessage(started.error);
      // A refusal of the run (its options, the set) is the lab's "cannot run"; the rest failed.
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
      const a = read.value;
      onProgress(a.progress.done, a.progress.total, clusterStage(a));
      const ended = outcomeOf(a);
      if (ended) return ended;
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
