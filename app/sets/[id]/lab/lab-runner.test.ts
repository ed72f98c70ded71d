import { describe, expect, it } from "vitest";
import type { SimReport } from "@/lib/sim";
import { planSweep, runSweep } from "@/lib/sim/sweep";
import { effectSet } from "@/lib/sim/sets.test-support";
import type { LabOutcome, LabRun } from "./lab-runner";
import { SWEEP_RUN_ENDS, labSweepRunner } from "./lab-runner";
import type { LabRunOptions } from "./lab-protocol";

const options: LabRunOptions = { games: 10, players: 3, bots: ["greedy"], seed: 1, turnCap: 200 };
const plan = planSweep(effectSet(), [{ card: "never-fires", field: "copies", values: ["1", "2"] }]);
if (!plan.ok) throw new Error(plan.error.message);

/** A runner whose runs end as `ends` says, one after the other, reporting half-way progress. */
function fakeRunner(ends: LabOutcome[]) {
  const texts: string[] = [];
  return {
    texts,
    start(text: string, o: LabRunOptions, onProgress: (done: number, total: number) => void) {
      texts.push(text);
      onProgress(o.games / 2, o.games);
      const end = ends.shift()!;
      return { outcome: Promise.resolve(end), cancel: () => undefined } satisfies LabRun;
    },
  };
}
const report = (n: number) => ({ n }) as unknown as SimReport;

describe("a sweep on the lab's workers", () => {
  it("runs the current set and then each variant with the same options, counting the whole sweep", async () => {
    const runner = fakeRunner(
      [1, 2, 3].map((n) => ({ kind: "report", report: report(n), seconds: 1 })),
    );
    const seen: string[] = [];
    const runs: (LabRun | null)[] = [];
    const done = await runSweep(
      plan.value,
      labSweepRunner(
        runner,
        options,
        (p) => seen.push(`${p.variant}/${p.of} ${p.done}/${p.total}`),
        (r) => runs.push(r),
      ),
    );
    expect(done).toEqual({
      ok: true,
      value: { reference: report(1), variants: [report(2), report(3)] },
    });
    expect(
      runner.texts.map(
        (t) =>
          (JSON.parse(t) as { cards: { id: string; copies?: number }[] }).cards.find(
            (c) => c.id === "never-fires",
          )!.copies,
      ),
    ).toEqual([3, 1, 2]);
    expect(seen).toEqual([
      "0/3 0/30",
      "0/3 5/30",
      "1/3 10/30",
      "1/3 15/30",
      "2/3 20/30",
      "2/3 25/30",
    ]);
    expect(runs.filter((r) => r === null)).toHaveLength(3);
  });

  it("stops at a run cancelled or failed, saying which", async () => {
    const cancelled = await runSweep(
      plan.value,
      labSweepRunner(
        fakeRunner([
          { kind: "report", report: report(1), seconds: 1 },
          { kind: "cancelled", done: 4 },
        ]),
        options,
        () => undefined,
        () => undefined,
      ),
    );
    expect(cancelled).toMatchObject({ ok: false, error: { code: SWEEP_RUN_ENDS.cancelled } });
    const failed = await runSweep(
      plan.value,
      labSweepRunner(
        fakeRunner([{ kind: "failed", message: "out of memory" }]),
        options,
        () => undefined,
        () => undefined,
      ),
    );
    expect(failed).toMatchObject({
      ok: false,
      error: { code: SWEEP_RUN_ENDS.failed, message: "out of memory" },
    });
  });
});
