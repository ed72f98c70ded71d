/**
 * lib/sheet's core on a 2,000-card set made from the sample's cards: a pull's work from a
 * 2,000-row CSV text to the shown difference (readDelimited + mapHeaders + sheetDiff; 200 rows
 * changed, 20 added), a 500-cell paste (50 rows × 10 columns of the grid) and one grid cell
 * edited, in Node. p50 and p95 of each. The whole pull in the browser — pressing Pull to the
 * difference dialog shown, the read route and the render included — is bench/sheet-ui.bench.ts
 * (`npm run bench -- sheet-ui`).
 */
import { readFileSync } from "node:fs";
import type { VellumSet } from "../lib/model";
import {
  cardsToCsv,
  gridColumns,
  mapHeaders,
  pasteCells,
  readDelimited,
  setCells,
  sheetDiff,
} from "../lib/sheet";
import { latencyLine } from "./harness";

const CARDS = 2_000;

/** The sample set grown to `count` cards by copying its cards under new ids and names. */
function bigSet(count: number): VellumSet {
  const sample = JSON.parse(
    readFileSync(new URL("../examples/saltmarrow/set.json", import.meta.url), "utf8"),
  ) as VellumSet;
  const cards = Array.from({ length: count }, (_, i) => {
    const card = structuredClone(sample.cards[i % sample.cards.length]!);
    const round = Math.floor(i / sample.cards.length);
    if (round > 0) {
      card.id = `${card.id}-${round}`;
      card.name = `${card.name} ${round}`;
    }
    return card;
  });
  return { ...sample, cards };
}

/** Times `fn` `iterations` times after `warmup` untimed runs; the times in ms. */
function times(fn: () => unknown, iterations: number, warmup = 5): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    out.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return out;
}

/** Runs the sheet benchmarks and prints their figures. */
export function sheetBench(): void {
  const set = bigSet(CARDS);
  // The sheet: the set's own export with every 10th card's first point changed and 20 new cards.
  const edited: VellumSet = { ...set, cards: set.cards.map((c) => structuredClone(c)) };
  let changed = 0;
  edited.cards.forEach((card, i) => {
    if (i % 10 !== 0 || !card.points) return;
    card.points[0] = card.points[0] === -5 ? -6 : -5;
    changed++;
  });
  for (let i = 0; i < 20; i++) {
    edited.cards.push({ id: `bench-event-${i}`, type: "event", name: `Bench Event ${i}` });
  }
  const csv = cardsToCsv(edited, set.languages ?? []);
  const diff = (() => {
    const { table } = readDelimited(csv, "cards.csv", ",");
    return sheetDiff(set, table, mapHeaders(table.headers, set), "cards.csv");
  })();
  console.log(
    `pull of ${CARDS + 20} rows (${(csv.length / 1024).toFixed(0)} KiB): ${diff.changed.length} changed (${changed} edited), ${diff.added.length} added, ${diff.problems.length} problems`,
  );
  latencyLine(
    `CSV text → difference (${CARDS} cards)`,
    times(() => {
      const { table } = readDelimited(csv, "cards.csv", ",");
      return sheetDiff(set, table, mapHeaders(table.headers, set), "cards.csv");
    }, 30),
  );

  // A paste of 50 rows × 10 columns of points, icons, copies and text.
  const rowIds = set.cards.map((c) => c.id);
  const columns = gridColumns(set.languages ?? []).map((c) => c.header);
  const anchor = columns.indexOf("copies");
  const block = Array.from({ length: 50 }, (_, r) =>
    ["2", `-${r % 20}`, "+5", "blank", "raven", "", "key", "yes", "", `Text ${r}`].slice(0, 10),
  );
  const target = { rowIds, columns, row: 1000, column: anchor };
  const pasted = pasteCells(set, target, block);
  console.log(
    `paste of 500 cells at '${columns[anchor]}': ${pasted.applied} applied, ${pasted.refused.length} refused`,
  );
  latencyLine(
    `pasteCells(500 cells, ${CARDS} cards)`,
    times(() => pasteCells(set, target, block), 50),
  );

  // One grid cell.
  let n = 0;
  latencyLine(
    `setCells(1 cell, ${CARDS} cards)`,
    times(
      () =>
        setCells(set, [
          { cardId: rowIds[n++ % CARDS]!, column: "points.1", value: String(-(n % 30)) },
        ]),
      500,
      20,
    ),
  );
}
