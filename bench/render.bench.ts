/**
 * lib/render and lib/export/raster: card SVG generation (target ≤ 1 ms per card after warm-up),
 * card PNG at 300 DPI, and in the same run the floor — sharp encoding a blank 744 × 1039 RGBA
 * PNG with svgToPng's encoder settings (`PNG_OPTIONS`) — with the ratio card PNG / floor (target
 * ≤ 3). The SVG figures are per card over the whole sample set (137 cards, every type); the PNG
 * figures cycle through the sample set, then through each card type's cards, and the first
 * character (the costliest picture) is reported on its own.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { VellumSet } from "../lib/model";
import { renderCardSvg } from "../lib/render";
import { nodeFonts } from "../lib/export/fonts-node";
import { PNG_OPTIONS, svgToPng } from "../lib/export/raster";
import { formatMs, measure, report } from "./harness";
import type { Stats } from "./harness";

const SET_PATH = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));

function perCard(stats: Stats, n: number, name: string): Stats {
  const k = 1 / n;
  return {
    name,
    iterations: stats.iterations * n,
    mean: stats.mean * k,
    p50: stats.p50 * k,
    p99: stats.p99 * k,
    min: stats.min * k,
    max: stats.max * k,
  };
}

/** Runs the render benchmarks and prints their figures. */
export async function renderBench(): Promise<void> {
  const set = JSON.parse(readFileSync(SET_PATH, "utf8")) as VellumSet;
  const fonts = nodeFonts();
  const cards = set.cards;
  let sink = 0;

  const svgAll = await measure(
    "card SVG, whole sample",
    () => {
      for (const card of cards) sink += renderCardSvg(card, set, fonts).svg.length;
    },
    { warmup: 5, iterations: 30 },
  );
  report(perCard(svgAll, cards.length, "card SVG (per card, after warm-up)"), { ms: 1, of: "p50" });

  const svgs = cards.map((card) => renderCardSvg(card, set, fonts).svg);
  const size = { dpi: 300, widthMm: 63, heightMm: 88 };
  let i = 0;
  const png = await measure(
    "card PNG 300 DPI (cycling the sample)",
    async () => {
      sink += (await svgToPng(svgs[i++ % svgs.length]!, size)).length;
    },
    { warmup: 10, iterations: cards.length },
  );
  report(png);
  const character = svgs[cards.findIndex((c) => c.type === "character")]!;
  const worst = await measure(
    "character PNG 300 DPI (opaque, costliest)",
    async () => {
      sink += (await svgToPng(character, size)).length;
    },
    { warmup: 5, iterations: 30 },
  );
  report(worst);
  // Each card type on its own (cycling its cards): the target holds for every type.
  const byType = new Map<string, string[]>();
  cards.forEach((c, k) => byType.set(c.type, [...(byType.get(c.type) ?? []), svgs[k]!]));
  const types: [string, Stats][] = [];
  for (const [type, list] of byType) {
    let j = 0;
    const stats = await measure(
      `${type} cards PNG 300 DPI (cycling)`,
      async () => {
        sink += (await svgToPng(list[j++ % list.length]!, size)).length;
      },
      { warmup: 3, iterations: Math.max(20, list.length) },
    );
    report(stats);
    types.push([type, stats]);
  }

  const floor = await measure(
    "floor: blank 744 × 1039 RGBA PNG",
    async () => {
      const blank = sharp({
        create: {
          width: 744,
          height: 1039,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      });
      // Same encoder settings as svgToPng, so the ratio compares like with like.
      sink += (await blank.png(PNG_OPTIONS).toBuffer()).length;
    },
    { warmup: 10, iterations: 60 },
  );
  report(floor);
  const ratio = (s: Stats) => s.p50 / floor.p50;
  const missed = [worst, ...types.map(([, t]) => t)].filter((t) => ratio(t) > 3);
  console.log(
    `ratio card PNG / floor (p50): sample ${ratio(png).toFixed(2)}  character ${ratio(worst).toFixed(2)}` +
      `  (target ≤ 3: ${ratio(png) <= 3 ? "met" : "MISSED"} for the sample; floor ${formatMs(floor.p50)})`,
  );
  console.log(
    `ratio by type: ${types.map(([type, t]) => `${type} ${ratio(t).toFixed(2)}`).join("  ")}` +
      `  (target ≤ 3: ${missed.length === 0 ? "met for every type" : `MISSED by ${missed.map((t) => t.name).join(", ")}`})`,
  );
  if (sink === Number.MIN_VALUE) console.log(sink); // keeps the work observable
}
