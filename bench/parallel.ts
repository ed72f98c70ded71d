/**
 * The ideal speed-up of two busy threads on this machine: the reference workload (machine.ts)
 * alone on this thread, then on this thread and a worker thread at once. On an idle two-core
 * machine it is close to 2×; shared cores, turbo and other processes lower it. A run on two
 * threads is judged against this figure, not against 2 (issue 26: ≥ 95 % of it).
 */
import { Worker } from "node:worker_threads";
import { referenceWork } from "./machine";

/** Times `rounds` reference workloads on this thread. */
function timeRounds(rounds: number): number {
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) referenceWork();
  return performance.now() - t0;
}

/** A worker thread that runs `rounds` reference workloads when told, and says how long it took. */
function startWorker(rounds: number): { worker: Worker; done: Promise<number> } {
  const source = `
    const { parentPort } = require("node:worker_threads");
    const referenceWork = ${referenceWork.toString()};
    referenceWork();
    parentPort.postMessage("ready");
    parentPort.once("message", () => {
      const t0 = performance.now();
      for (let i = 0; i < ${rounds}; i++) referenceWork();
      parentPort.postMessage(performance.now() - t0);
    });`;
  const worker = new Worker(source, { eval: true });
  const done = new Promise<number>((resolve, reject) => {
    worker.on("message", (m: unknown) => {
      if (typeof m === "number") resolve(m);
    });
    worker.on("error", reject);
  });
  return { worker, done };
}

/**
 * Two threads' speed-up on the reference workload: (2 × one thread's time) / (the time both
 * take together); the median of three tries.
 */
export async function idealTwoThreadSpeedup(rounds = 6): Promise<number> {
  referenceWork();
  const tries: number[] = [];
  for (let k = 0; k < 3; k++) {
    const alone = timeRounds(rounds);
    const { worker, done } = startWorker(rounds);
    await new Promise<void>((resolve) =>
      worker.on("message", (m: unknown) => m === "ready" && resolve()),
    );
    const t0 = performance.now();
    worker.postMessage("go");
    timeRounds(rounds);
    await done;
    const together = performance.now() - t0;
    await worker.terminate();
    tries.push((2 * alone) / together);
  }
  tries.sort((a, b) => a - b);
  return tries[1]!;
}
