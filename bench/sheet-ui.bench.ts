/**
 * Issue 25's "pull of a 2,000-row CSV to the shown difference", in Chromium against a production
 * build: a generated 2,000-card set linked to a 2,000-row CSV in its folder (its own cards, every
 * 10th card's flavour changed), timed from pressing Pull (pointerdown) to the difference dialog
 * in the page (its summary drawn, then a frame painted) — the read route (the file read and
 * parsed off the server's main thread), the answer's transfer, mapHeaders and sheetDiff in the
 * browser and the dialog's render. p50/p95 over several pulls (each cancelled). lib/sheet's share
 * alone is bench/sheet.bench.ts. Builds only when no build exists (run it under
 * `flock /tmp/vellum-build.lock` on a shared machine).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { VellumSet } from "../lib/model";
import { cardsToCsv } from "../lib/sheet";
import { openSession } from "../test/e2e/browser";
import { buildApp, startServer } from "../test/e2e/server";
import { generatedSet } from "./designer.bench";
import { latencyLine } from "./harness";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SIZE = 2000;
const RUNS = 10;
const FILE = "pull.csv";

/** The set's own cards as CSV with every 10th card's flavour changed: 200 cards differ. */
function editedCsv(set: VellumSet): { csv: string; changed: number } {
  let changed = 0;
  const cards = set.cards.map((card, i) => {
    if (i % 10 !== 0) return card;
    changed++;
    return { ...card, flavor: `${card.flavor ?? ""} (revised)`.trim() };
  });
  return { csv: cardsToCsv({ ...set, cards }, set.languages ?? []), changed };
}

/** Runs the linked sheet's browser benchmark and prints its figures. */
export async function sheetUiBench(): Promise<void> {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) buildApp();
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-bench-"));
  const server = await startServer(workspace);
  const session = await openSession();
  try {
    const id = "bench-sheet-2000";
    const set: VellumSet = { ...generatedSet(SIZE, id), sheet: { file: FILE } };
    const res = await fetch(`${server.baseUrl}/api/sets?id=${id}`, {
      method: "POST",
      body: JSON.stringify(set, null, 2),
    });
    if (res.status !== 201) throw new Error(`could not create ${id}: ${await res.text()}`);
    const { csv, changed } = editedCsv(set);
    await writeFile(path.join(workspace, id, FILE), csv);
    // One row per card (a line count would count the newlines inside quoted cells).
    const rows = set.cards.length;

    const { page } = session;
    await page.goto(`${server.baseUrl}/sets/${id}`);
    await page.getByRole("img", { name: /^Preview of / }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
    // From the Pull button's pointerdown to the difference's summary in the page, then painted.
    // No named functions in the page's code: tsx would wrap them in a helper the page lacks.
    await page.evaluate(() => {
      const w = window as unknown as { __pullAt?: number; __shown: number[] };
      w.__shown = [];
      document.addEventListener(
        "pointerdown",
        (e) => {
          const button = (e.target as Element).closest("button");
          if (button?.textContent?.trim() === "Pull") w.__pullAt = e.timeStamp;
        },
        true,
      );
      new MutationObserver(() => {
        const from = w.__pullAt;
        if (from === undefined || !document.querySelector(".sheet-diff .sheet-summary")) return;
        w.__pullAt = undefined;
        requestAnimationFrame(() => setTimeout(() => w.__shown.push(performance.now() - from), 0));
      }).observe(document.body, { childList: true, subtree: true });
    });

    let summary = "";
    for (let run = 0; run <= RUNS; run++) {
      await page.getByRole("button", { name: "Linked sheet", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Linked sheet" });
      await dialog.getByRole("button", { name: "Pull", exact: true }).click({ timeout: 30_000 });
      const diff = page.getByRole("dialog", { name: /^Pull from / });
      await diff.locator(".sheet-summary").waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        (n) => (window as unknown as { __shown: number[] }).__shown.length >= n,
        run + 1,
      );
      summary = (await diff.locator(".sheet-summary").textContent()) ?? "";
      await diff.getByRole("button", { name: "Cancel" }).click();
      await diff.waitFor({ state: "detached" });
    }
    // The first pull is a warm-up (the route's worker and the page's code loaded cold).
    const shown = await page.evaluate(() =>
      (window as unknown as { __shown: number[] }).__shown.slice(1),
    );
    console.log(
      `${"sheet: the linked CSV".padEnd(48)} ${rows} rows, ${changed} cards changed; shown: "${summary.trim()}"`,
    );
    latencyLine(`sheet: Pull → difference shown (${RUNS} runs)`, shown);
  } finally {
    await session.close();
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx bench/sheet-ui.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await sheetUiBench();
