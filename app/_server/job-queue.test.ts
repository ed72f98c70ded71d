import { describe, expect, it } from "vitest";
import { JobQueue, QueueFullError } from "./job-queue";

/** A job the test finishes by hand, recording when it started and whether it was aborted. */
function manualJob(log: string[], name: string) {
  let finish!: (v: string) => void;
  let fail!: (e: unknown) => void;
  let signal: AbortSignal | undefined;
  const run = (s: AbortSignal) => {
    signal = s;
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
      s.addEventListener("abort", () => {
        log.push(`abort ${name}`);
        const e = new Error("stopped");
        e.name = "AbortError";
        reject(e);
      });
    });
  };
  return {
    run,
    finish: (v = name) => finish(v),
    fail: (e: unknown) => fail(e),
    get signal() {
      return signal;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("JobQueue", () => {
  it("runs one job at a time, in the order they came", async () => {
    const log: string[] = [];
    const q = new JobQueue(1);
    const a = manualJob(log, "a");
    const b = manualJob(log, "b");
    const c = manualJob(log, "c");
    const pa = q.add(a.run);
    const pb = q.add(b.run);
    const pc = q.add(c.run);
    expect(log).toEqual(["start a"]);
    expect([q.active, q.queued]).toEqual([1, 2]);
    a.finish();
    await expect(pa).resolves.toBe("a");
    expect(log).toEqual(["start a", "start b"]);
    b.finish();
    await pb;
    c.finish();
    await expect(pc).resolves.toBe("c");
    expect(log).toEqual(["start a", "start b", "start c"]);
    expect([q.active, q.queued]).toEqual([0, 0]);
  });

  it("tells each waiting job how many are ahead of it as the queue moves", async () => {
    const log: string[] = [];
    const q = new JobQueue(1);
    const jobs = ["a", "b", "c"].map((n) => manualJob(log, n));
    const seen: Record<string, number[]> = { a: [], b: [], c: [] };
    const done = jobs.map((j, i) => q.add(j.run, { onPosition: (n) => seen["abc"[i]!]!.push(n) }));
    expect(seen).toEqual({ a: [0], b: [1], c: [2] });
    jobs[0]!.finish();
    await done[0];
    expect(seen).toEqual({ a: [0], b: [1, 0], c: [2, 1] });
    jobs[1]!.finish();
    await done[1];
    expect(seen.c).toEqual([2, 1, 0]);
    jobs[2]!.finish();
    await done[2];
  });

  it("removes a cancelled waiting job without running it, and moves the rest up", async () => {
    const log: string[] = [];
    const q = new JobQueue(1);
    const [a, b, c] = ["a", "b", "c"].map((n) => manualJob(log, n));
    const cancelB = new AbortController();
    const seenC: number[] = [];
    const pa = q.add(a!.run);
    const pb = q.add(b!.run, { signal: cancelB.signal });
    const pc = q.add(c!.run, { onPosition: (n) => seenC.push(n) });
    cancelB.abort();
    await expect(pb).rejects.toMatchObject({ name: "AbortError" });
    expect(seenC).toEqual([2, 1]);
    expect(q.queued).toBe(1);
    a!.finish();
    await pa;
    expect(log).toEqual(["start a", "start c"]);
    c!.finish();
    await pc;
  });

  it("stops a running job when it is cancelled, then runs the next", async () => {
    const log: string[] = [];
    const q = new JobQueue(1);
    const [a, b] = ["a", "b"].map((n) => manualJob(log, n));
    const cancelA = new AbortController();
    const pa = q.add(a!.run, { signal: cancelA.signal });
    const pb = q.add(b!.run);
    cancelA.abort();
    await expect(pa).rejects.toMatchObject({ name: "AbortError" });
    expect(a!.signal?.aborted).toBe(true);
    await tick();
    expect(log).toEqual(["start a", "abort a", "start b"]);
    b!.finish();
    await pb;
  });

  it("fails only the job whose run failed (a throw or a rejection), and goes on", async () => {
    const q = new JobQueue(1);
    const thrown = q.add(() => {
      throw new Error("bad options");
    });
    const rejected = q.add(() => Promise.reject(new Error("sharp failed")));
    const fine = q.add(() => Promise.resolve(42));
    await expect(thrown).rejects.toThrow("bad options");
    await expect(rejected).rejects.toThrow("sharp failed");
    await expect(fine).resolves.toBe(42);
  });

  it("refuses a job whose signal has already fired, and runs two at a time when asked", async () => {
    const q = new JobQueue(2);
    const gone = new AbortController();
    gone.abort();
    await expect(q.add(() => Promise.resolve(1), { signal: gone.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    const log: string[] = [];
    const [a, b, c] = ["a", "b", "c"].map((n) => manualJob(log, n));
    const seen: number[] = [];
    const all = [q.add(a!.run), q.add(b!.run), q.add(c!.run, { onPosition: (n) => seen.push(n) })];
    expect(log).toEqual(["start a", "start b"]);
    expect(seen).toEqual([2]);
    b!.finish();
    await all[1];
    expect(log).toEqual(["start a", "start b", "start c"]);
    a!.finish();
    c!.finish();
    await Promise.all(all);
  });

  it("refuses a job at once when `limit` jobs run or wait, counting the running ones", async () => {
    const log: string[] = [];
    const q = new JobQueue(1, 3);
    const [a, b, c] = ["a", "b", "c"].map((n) => manualJob(log, n));
    const all = [q.add(a!.run), q.add(b!.run), q.add(c!.run)];
    expect(q.full).toBe(true);
    const refused = manualJob(log, "refused");
    await expect(q.add(refused.run)).rejects.toEqual(new QueueFullError(3));
    expect(log).toEqual(["start a"]);
    // A place frees up as soon as a job finishes.
    a!.finish();
    await all[0];
    expect(q.full).toBe(false);
    const d = manualJob(log, "d");
    all.push(q.add(d.run));
    b!.finish();
    await all[1];
    c!.finish();
    await all[2];
    d.finish();
    await Promise.all(all);
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
  });
});
