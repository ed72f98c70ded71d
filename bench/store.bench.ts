/**
 * Store benchmark: saving a 500-card set into a temporary workspace, 200 times in a row, each a
 * small change based on the previous revision (validation + lock + atomic write + history), plus
 * reading, listing and the CSV round trip of the same set. Figures are printed, never asserted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SET_TEXT_CHECKS, setTextProblems } from "../lib/export";
import { openWorkspace, summariseText, zipStreamBytes } from "../lib/store";
import { generateSet } from "../test/fixtures/generate-set";
import { measure, report } from "./harness";

/** Runs the store benchmarks in a temp folder (removed afterwards) and prints their figures. */
export async function storeBench(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "vellum-store-bench-"));
  try {
    const ws = openWorkspace(root, {
      summaryCheck: {
        name: SET_TEXT_CHECKS,
        run: (text, id) => Promise.resolve(summariseText(id, text, setTextProblems)),
      },
    });
    const set = { ...generateSet(500), id: "bench" };
    const created = await ws.create(set);
    if (!created.ok) throw new Error(`benchmark set refused: ${created.error.message}`);
    const bytes = Buffer.byteLength(`${JSON.stringify(set, null, 2)}\n`);
    console.log(`generateSet(500): ${(bytes / 1024).toFixed(0)} KiB of set.json`);

    let revision = created.value.revision;
    let n = 0;
    const card = set.cards[set.cards.length - 1];
    const saveOnce = async (): Promise<void> => {
      n++;
      if (card) card.flavor = `Revision ${n} of the benchmark.`;
      const saved = await ws.save("bench", set, revision);
      if (!saved.ok) throw new Error(`save ${n} failed: ${saved.error.message}`);
      revision = saved.value.revision;
    };
    report(
      await measure("save(500 cards), chained revisions", saveOnce, {
        warmup: 10,
        iterations: 200,
      }),
    );

    report(await measure("read(500 cards)", () => ws.read("bench"), { warmup: 5, iterations: 50 }));
    report(
      await measure("list() (1 set, cached summary)", () => ws.list(), {
        warmup: 5,
        iterations: 50,
      }),
    );
    report(
      await measure("history() (20 entries)", () => ws.history("bench"), {
        warmup: 2,
        iterations: 20,
      }),
    );
    const csv = await ws.exportCardsCsv("bench");
    if (!csv.ok) throw new Error(csv.error.message);
    report(
      await measure("exportCardsCsv(500 cards)", () => ws.exportCardsCsv("bench"), {
        warmup: 2,
        iterations: 20,
      }),
    );
    report(
      await measure(
        "importCardsCsv(500 cards, unchanged)",
        () => ws.importCardsCsv("bench", csv.value, revision),
        {
          warmup: 2,
          iterations: 20,
        },
      ),
    );
    report(
      await measure(
        "exportZip(500 cards, no art)",
        async () => {
          const zip = await ws.exportZip("bench");
          if (zip.ok) await zipStreamBytes(zip.value);
        },
        {
          warmup: 2,
          iterations: 20,
        },
      ),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
