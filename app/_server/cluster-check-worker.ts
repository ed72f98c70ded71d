/**
 * Worker thread entry that checks cluster run requests (cluster-runs.ts starts it): each job
 * `{ text, request }` is answered with cluster-check.ts's refusal of the request on the set the
 * text holds, or null. A thread of its own, apart from the save validator's, so a long sweep
 * check never delays a save. NOTE: server only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import type { Diagnostic } from "@/lib/model";
import type { ClusterCheckJob } from "./cluster-check";
import { clusterRequestRefusal, setOfText } from "./cluster-check";
import { answerJobs } from "./worker-jobs";

answerJobs<ClusterCheckJob, Diagnostic | null>(
  "app/_server/cluster-check-worker.ts",
  ({ text, request }) => clusterRequestRefusal(setOfText(text), request),
);
