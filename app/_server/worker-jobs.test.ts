import { describe, expect, it } from "vitest";
import { CHECK_INTERRUPTED } from "@/lib/store";
import type { TestJob } from "./worker-jobs.test-worker";
import { failureReason, isInterrupted, jobFailure, workerJobs } from "./worker-jobs";
import { tsThread } from "./worker-thread.test-support";

/** A thread running worker-jobs.test-worker.ts, the real `answerJobs`. */
function testThread() {
  return tsThread(new URL("./worker-jobs.test-worker.ts", import.meta.url));
}

/** Jobs run in one test thread, counting the threads started. */
function testJobs(): { run: (job: TestJob) => Promise<number>; readonly started: number } {
  let started = 0;
  const run = workerJobs<TestJob, number>(() => {
    started++;
    return testThread();
  });
  return {
    run,
    get started() {
      return started;
    },
  };
}

describe("workerJobs with answerJobs", () => {
  it("answers each job by its id, jobs in flight together", async () => {
    const jobs = testJobs();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => jobs.run({ double: n })));
    expect(answers).toEqual([2, 4, 6, 8]);
    expect(jobs.started).toBe(1);
  });

  it("answers asynchronous jobs one at a time, in the order posted", async () => {
    const jobs = testJobs();
    const order: number[] = [];
    const runs = [{ later: 3 }, { double: 1 }, { later: 2 }].map((job) =>
      jobs.run(job).then((n) => {
        order.push(n);
        return n;
      }),
    );
    expect(await Promise.all(runs)).toEqual([3, 2, 2]);
    expect(order).toEqual([3, 2, 2]);
  });

  it("rejects only a job that throws; the thread goes on with the next", async () => {
    const jobs = testJobs();
    const [before, failed, after] = await Promise.allSettled([
      jobs.run({ double: 1 }),
      jobs.run({ fail: "no room for the cards" }),
      jobs.run({ double: 5 }),
    ]);
    expect(before).toEqual({ status: "fulfilled", value: 2 });
    expect(failed).toMatchObject({
      status: "rejected",
      reason: { message: "no room for the cards" },
    });
    expect(after).toEqual({ status: "fulfilled", value: 10 });
    expect(await jobs.run({ double: 6 })).toBe(12);
    expect(jobs.started).toBe(1);
  });

  it("answers a throwing job with its first line, absolute paths cut to their last part", async () => {
    const jobs = testJobs();
    const message =
      "cannot read /home/someone/work/tea/set.json\n    at secret (/srv/app/x.js:1:2)";
    await expect(jobs.run({ fail: message })).rejects.toThrow(/^cannot read set\.json$/);
  });

  it("rejects the running job and, as interrupted, the jobs waiting behind it when the thread stops; the next job starts a thread", async () => {
    const jobs = testJobs();
    expect(await jobs.run({ double: 1 })).toBe(2);
    const [running, waiting] = await Promise.allSettled([
      jobs.run({ exit: 3 }),
      jobs.run({ double: 2 }),
    ]);
    expect(running).toMatchObject({
      status: "rejected",
      reason: { message: "the worker thread stopped (exit code 3)" },
    });
    expect(running.status === "rejected" && running.reason.code).toBe(undefined);
    expect(waiting).toMatchObject({
      status: "rejected",
      reason: {
        name: "WorkerStoppedError",
        code: CHECK_INTERRUPTED,
        message: "the worker thread stopped under another job (exit code 3)",
      },
    });
    // Only the job never run is one to try again (isInterrupted); the running one failed.
    expect(running.status === "rejected" && isInterrupted(running.reason)).toBe(false);
    expect(waiting.status === "rejected" && isInterrupted(waiting.reason)).toBe(true);
    expect(await jobs.run({ double: 7 })).toBe(14);
    expect(jobs.started).toBe(2);
  });
});

describe("jobFailure", () => {
  it("says what Vellum could not do, why, and to try again, without a stack or a path", () => {
    const e = new Error("the worker thread stopped (/opt/vellum/.next/server/chunk.js exit)");
    e.stack = `${e.message}\n    at run (/opt/vellum/.next/server/chunk.js:1:1)`;
    expect(jobFailure("check this set", e).message).toBe(
      "Vellum could not check this set: the worker thread stopped (chunk.js exit) — try again",
    );
    expect(failureReason(new Error(""))).toBe("an unknown error");
  });
});
