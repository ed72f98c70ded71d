/**
 * The machine a benchmark run measured: CPU, cores, Node, load, and a fixed reference workload
 * (plain JavaScript, no project code), so figures from two runs can be compared knowing whether
 * the machine itself was faster or slower. Shared CI and cloud machines vary by 2× and more
 * from one boot to the next.
 */
import { availableParallelism, cpus, loadavg } from "node:os";

/**
 * A fixed pure-JavaScript workload: integer arithmetic, small objects, and a sort. Self-contained
 * (no closure over this module): parallel.ts runs its source in a worker thread.
 */
export function referenceWork(): number {
  let acc = 0;
  for (let i = 0; i < 20_000_000; i++) acc = (acc + Math.imul(i, 2654435761)) | 0;
  const items: { key: number }[] = [];
  for (let i = 0; i < 200_000; i++) items.push({ key: (acc ^ Math.imul(i, 40503)) & 0xffff });
  items.sort((a, b) => a.key - b.key);
  return acc + items[0]!.key;
}

/** Prints one line describing the machine and its reference time (median of 5 runs). */
export function describeMachine(): void {
  referenceWork();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = process.hrtime.bigint();
    referenceWork();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  const model = cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(
    `machine: ${model}, ${availableParallelism()} CPUs, Node ${process.version}, ` +
      `load average ${loadavg()[0]!.toFixed(2)}; reference workload ${times[2]!.toFixed(1)} ms ` +
      `(fixed plain-JavaScript work: a slower machine shows a larger figure; compare runs by it)`,
  );
}
