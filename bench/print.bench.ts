/**
 * lib/export/pdf: a 120-card print PDF (A4, 300 DPI, 3 mm bleed, crop marks, long-edge backs)
 * — target ≤ 5 s on a 2-core machine — with the time per page, the peak RSS, and in the same
 * run the floor: sharp encoding as many blank page-sized (A4 at 300 DPI) PNGs as the PDF has
 * pages, and the ratio PDF / floor. The 120 cards are 120 distinct sample cards (every type),
 * so every face is rendered; backs are shared and embedded once.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { VellumSet } from "../lib/model";
import { printPdf } from "../lib/export/pdf";
import { pxForMm } from "../lib/export/raster";
import { formatMs } from "./harness";

const SET_PATH = fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url));
const CARDS = 120;

/** Samples the process's RSS every 20 ms until stopped; returns the peak in MiB. */
function rssPeak(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) / 2 ** 20;
  };
}

/** Runs the print benchmark and prints its figures. */
export async function printBench(): Promise<void> {
  const set = JSON.parse(readFileSync(SET_PATH, "utf8")) as VellumSet;
  const cards = Array.from({ length: CARDS }, (_, i) => set.cards[i % set.cards.length]!);
  // Warm up fonts, sharp and pdf-lib once on a small print.
  await printPdf(set, cards.slice(0, 2), { dpi: 72 });

  const stop = rssPeak();
  let pages = 0;
  const t0 = process.hrtime.bigint();
  const pdf = await printPdf(
    set,
    cards,
    { dpi: 300, bleed: 3, marks: true, duplex: "long" },
    { onProgress: (p) => (pages = p.of) },
  );
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const peak = stop();

  const w = pxForMm(210, 300);
  const h = pxForMm(297, 300);
  const f0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: pages }, () =>
      sharp({ create: { width: w, height: h, channels: 4, background: "#ffffff" } })
        .png()
        .toBuffer(),
    ),
  );
  const floor = Number(process.hrtime.bigint() - f0) / 1e6;

  const target = ms <= 5000 ? "met" : "MISSED";
  console.log(
    `print PDF, ${CARDS} cards, A4 300 DPI, bleed, marks, backs`.padEnd(48) +
      ` total ${formatMs(ms).padStart(9)}  (${pages} pages, ${formatMs(ms / pages)} per page, ${(pdf.length / 2 ** 20).toFixed(0)} MiB)  target ≤ 5 s: ${target}`,
  );
  console.log(`${"print PDF peak RSS".padEnd(48)} ${peak.toFixed(0)} MiB`);
  console.log(
    `${`floor: ${pages} blank ${w} × ${h} PNGs (sharp)`.padEnd(48)} total ${formatMs(floor).padStart(9)}  ratio PDF / floor ${(ms / floor).toFixed(1)}`,
  );
}

// Run directly: `npx tsx bench/print.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await printBench();
