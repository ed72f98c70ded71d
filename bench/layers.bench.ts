/**
 * lib/layers: visibility and derived values of a 12-card stack (a character and 11 cards: slots
 * of every kind, two persistent cards, an untimely death on top), through the production paths:
 * `analyzeStack` (the preview, the x-ray, the CLI), and `summarizeStack` from scratch and on top
 * of the summary of the first 11 cards (the engine, when a card is played). Target: ≤ 50 µs per
 * analysis. One call is below the timer's resolution, so each timed iteration runs a batch of
 * calls and the figures are divided by the batch size.
 */
import type { Card } from "../lib/model";
import { analyzeStack, summarizeStack } from "../lib/layers";
import {
  character,
  modifier,
  persistent,
  stackOf,
  untimelyDeath,
} from "../lib/layers/cards.test-support";
import { measure, report } from "./harness";
import type { Stats } from "./harness";

const BATCH = 1000;

/** A 12-card stack exercising every element kind the built-in frames print. */
function twelveCards(): Card[] {
  return [
    character("edwin"),
    modifier("m1", [-10, null, null], ["beast", null, null]),
    modifier("m2", [null, 5, null], [null, "romance", null]),
    persistent("p1", [null, null, -5]),
    modifier("m3", ["blank", null, null], [null, null, "duck"]),
    modifier("m4", [null, null, null], ["goblet", "blank", null]),
    modifier("m5", [15, null, null]),
    persistent("p2", [null, -10, null]),
    modifier("m6", [null, null, 10], [null, null, "beast"]),
    modifier("m7", [-5, "blank", null], ["lucre", null, null]),
    modifier("m8", [null, null, null], [null, "death", null]),
    untimelyDeath("d", [null, null, -15]),
  ];
}

function perCall(stats: Stats, name: string): Stats {
  const k = 1 / BATCH;
  return {
    name,
    iterations: stats.iterations * BATCH,
    mean: stats.mean * k,
    p50: stats.p50 * k,
    p99: stats.p99 * k,
    min: stats.min * k,
    max: stats.max * k,
  };
}

/** Runs the layers benchmarks and prints their figures. */
export async function layersBench(): Promise<void> {
  const stack = stackOf(twelveCards());
  let sink = 0;
  const analyse = await measure(
    "analyzeStack, 12 cards",
    () => {
      for (let i = 0; i < BATCH; i++) sink += analyzeStack(stack).selfWorth;
    },
    { warmup: 20, iterations: 200 },
  );
  report(perCall(analyse, "analyzeStack, 12 cards (per call)"), { ms: 0.05, of: "p50" });
  const summary = await measure(
    "summarizeStack, 12 cards",
    () => {
      for (let i = 0; i < BATCH; i++) sink += summarizeStack(stack).analysis.selfWorth;
    },
    { warmup: 20, iterations: 200 },
  );
  report(perCall(summary, "summarizeStack, 12 cards (per call)"), { ms: 0.05, of: "p50" });
  const below = { cards: stack.length - 1, summary: summarizeStack(stack.slice(0, -1)) };
  const played = await measure(
    "summarizeStack, 12th card played on 11",
    () => {
      for (let i = 0; i < BATCH; i++) sink += summarizeStack(stack, below).analysis.selfWorth;
    },
    { warmup: 20, iterations: 200 },
  );
  report(perCall(played, "summarizeStack, 12th card on 11 (per call)"), { ms: 0.05, of: "p50" });
  if (sink === Number.MIN_VALUE) console.log(sink); // keeps the work observable
}
