/**
 * Worker thread entry for worker-jobs.test.ts: the real `answerJobs` answering test jobs.
 * `{ double: n }` is answered 2n; `{ later: n }` is answered n after n × 20 ms (an asynchronous
 * job); `{ fail: message }` throws; `{ exit: code }` ends the thread before it answers (as a
 * thread out of memory does).
 */
import { answerJobs } from "./worker-jobs";

/** A job the test posts. */
export type TestJob = { double: number } | { later: number } | { fail: string } | { exit: number };

answerJobs<TestJob, number>("app/_server/worker-jobs.test-worker.ts", (job) => {
  if ("exit" in job) process.exit(job.exit);
  if ("fail" in job) throw new Error(job.fail);
  if ("later" in job) {
    const n = job.later;
    return new Promise<number>((resolve) => setTimeout(() => resolve(n), n * 20));
  }
  return job.double * 2;
});
