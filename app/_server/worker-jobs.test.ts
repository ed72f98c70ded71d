import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { workerJobs } from "./worker-jobs";

/** A thread that doubles numbers (answering as `answerJobs` does) and exits on a negative one. */
const DOUBLER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", (m) => {
  if (m.body < 0) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id: m.id, body: m.body * 2 }), 10 - m.body);
});
`;

describe("workerJobs", () => {
  it("answers each job by its id, jobs in flight together", async () => {
    const double = workerJobs<number, number>(() => new Worker(DOUBLER, { eval: true }));
    expect(await Promise.all([1, 2, 3, 4].map(double))).toEqual([2, 4, 6, 8]);
  });

  it("rejects the jobs of a thread that died, and starts another for the next job", async () => {
    let started = 0;
    const double = workerJobs<number, number>(() => {
      started++;
      return new Worker(DOUBLER, { eval: true });
    });
    await expect(double(-1)).rejects.toThrow("the worker thread stopped (exit code 3)");
    expect(await double(5)).toBe(10);
    expect(started).toBe(2);
  });
});
