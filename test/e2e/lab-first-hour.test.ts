/**
 * A designer's first hour in the playtest lab and the stacks page (issue 20): a report whose games
 * all stalled says so instead of "0.0%" and "within chance", alone and compared; seats read from
 * 1; a 40-character family name does not run into its neighbours under the win-rate chart; the
 * stacks page's chooser asks for a character in words of its own.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "../../lib/model";
import { simulate } from "../../lib/sim";
import type { SimReport } from "../../lib/sim";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, shot } from "./designer-support";
import { selectTrigger } from "./ui";

const ID = "lab-first-hour";
const SAMPLE = path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json");
const LONG_FAMILY = "The Lamplighters of Saltmarrow Esplanade";

const api = (path = "") => `${inject("baseUrl")}/api/sets/${ID}${path}`;

/** Plays 40 bot games of `set` in this process (lib/sim), stopped at `turnCap` turns. */
async function play(set: VellumSet, turnCap: number): Promise<SimReport> {
  const run = await simulate({ set, games: 40, players: 4, bots: ["greedy"], turnCap });
  if (!run.ok) throw new Error(run.error.message);
  return run.value;
}

/** Keeps `report` as run on `revision`, through the API the lab uses. */
async function keep(report: SimReport, revision: string): Promise<void> {
  const res = await fetch(api("/reports"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ revision, report }),
  });
  if (res.status !== 201) throw new Error(`keeping the report: ${res.status} ${await res.text()}`);
}

/** The boxes of the category labels under a chart (one per bar), in page pixels. */
async function labelBoxes(chart: Locator) {
  const labels = chart.locator(
    ".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label text",
  );
  const boxes = [];
  for (let i = 0; i < (await labels.count()); i++) {
    const box = await labels.nth(i).boundingBox();
    if (!box) throw new Error(`label ${i} is not drawn`);
    boxes.push(box);
  }
  return boxes;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openLab(page: Page) {
  await page.goto(`${inject("baseUrl")}/sets/${ID}/lab`);
  await page.getByRole("button", { name: "Run", exact: true }).waitFor({ timeout: 30_000 });
}

describe("the labs in a designer's first hour", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    // A family with a 40-character name, then two kept runs: every game stalled at a 3-turn
    // cap (nothing finished), and an ordinary one. The games are played first, so the requests
    // follow each other at once (a connection idle through the games could be closed under one).
    expect(LONG_FAMILY).toHaveLength(40);
    const set = JSON.parse(await readFile(SAMPLE, "utf8")) as VellumSet;
    set.id = ID;
    set.families[0]!.name = LONG_FAMILY;
    const stalled = await play(set, 3);
    expect(stalled.games).toMatchObject({ total: 40, finished: 0, stalled: 40 });
    const finished = await play(set, 200);
    expect(finished.games.finished).toBeGreaterThan(30);
    await freshSampleSet(ID);
    const current = (await (await fetch(api())).json()) as { revision: string };
    const put = await fetch(api(), {
      method: "PUT",
      headers: { "if-match": `"${current.revision}"` },
      body: JSON.stringify(set, null, 2),
    });
    expect(put.status).toBe(200);
    const { revision } = (await put.json()) as { revision: string };
    await keep(stalled, revision);
    await keep(finished, revision);
  }, 120_000);
  afterAll(async () => {
    await session?.close();
  });

  it(
    "compares against a report with no finished game by saying so, never as 0.0% within chance",
    { timeout: 120_000 },
    async () => {
      const { page } = session;
      await openLab(page);
      // The newest (ordinary) report is After, the stalled one Before.
      await page.getByRole("button", { name: "Compare", exact: true }).click();
      const comparison = page.getByRole("region", { name: "Comparison" });
      await comparison.waitFor();
      await comparison
        .getByRole("note")
        .filter({ hasText: /^Before \(.+\): No game finished: all 40 stalled at the 3-turn cap\./ })
        .waitFor();
      await expect(comparison.locator(".lab-summary").textContent()).resolves.toMatch(
        /Mean length not known → \d+\.\d turns\./,
      );
      const seats = comparison.getByRole("table", { name: "Seat" });
      const rows = seats.locator("tbody tr");
      await expect(rows.count()).resolves.toBe(4);
      for (let i = 0; i < 4; i++) {
        const cells = await rows.nth(i).locator("th, td").allTextContents();
        expect(cells[0]).toBe(`seat ${i + 1}`);
        expect(cells[1]).toBe("not known (0)");
        expect(cells[2]).toMatch(/^\d+\.\d% \(\d+\)$/);
        expect(cells.slice(3)).toEqual(["–", "–", "not known: no games before"]);
      }
      const families = await comparison
        .getByRole("table", { name: "Family" })
        .locator("tbody td:last-child")
        .allTextContents();
      expect(families.every((v) => v === "not known: no games before")).toBe(true);
      // The share of stalled games is known on both sides, and did change.
      await expect(
        comparison.getByRole("table", { name: "Stalled" }).locator("tbody tr").textContent(),
      ).resolves.toMatch(/100\.0% \(40\).*Significant/);
      await comparison.scrollIntoViewIfNeeded();
      await shot(page, "lab-first-hour-compare");

      // The stalled report alone: what is known, in words, and no rate or length of nothing.
      await page
        .getByRole("button", { name: /^Open report of / })
        .nth(1)
        .click();
      const report = page.getByRole("region", { name: "Balance report" });
      await report
        .getByRole("note")
        .filter({ hasText: /^No game finished: all 40 stalled at the 3-turn cap\./ })
        .waitFor();
      const summary = (await report.locator(".lab-summary").textContent()) ?? "";
      expect(summary).toMatch(/0 finished, 40 stalled at the 3-turn cap\.$/);
      expect(summary).not.toMatch(/Games last/);
      await expect(report.getByRole("img", { name: /^Win rate by/ }).count()).resolves.toBe(0);
      await report.scrollIntoViewIfNeeded();
      await shot(page, "lab-first-hour-stalled");
      await report.getByRole("heading", { name: "Stalled games" }).scrollIntoViewIfNeeded();
      await shot(page, "lab-first-hour-stalled-games");
      expect(session.consoleErrors).toEqual([]);
    },
  );

  it(
    "lays long family names out under the chart without overlap, seats from 1",
    { timeout: 60_000 },
    async () => {
      const { page } = session;
      await openLab(page);
      const report = page.getByRole("region", { name: "Balance report" });
      const chart = report.getByRole("img", { name: /^Win rate by family/ });
      await chart.locator(".recharts-xAxis-tick-labels text").first().waitFor({ timeout: 30_000 });
      const boxes = await labelBoxes(chart);
      expect(boxes).toHaveLength(4);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++)
          expect(overlap(boxes[i]!, boxes[j]!)).toBe(false);
      // Every label is inside the chart (the axis has the room its lines need).
      const svg = (await chart.locator("svg.recharts-surface").boundingBox())!;
      for (const b of boxes) {
        expect(b.x).toBeGreaterThanOrEqual(svg.x);
        expect(b.x + b.width).toBeLessThanOrEqual(svg.x + svg.width);
        expect(b.y + b.height).toBeLessThanOrEqual(svg.y + svg.height);
      }
      // The long name is there, wrapped or cut with its whole name as a title.
      const first = chart
        .locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label text")
        .first();
      const words = (await first.locator("tspan").allTextContents()).join(" ");
      const title = await first
        .locator("title")
        .textContent()
        .catch(() => null);
      expect(words === LONG_FAMILY || (title === LONG_FAMILY && words.endsWith("…"))).toBe(true);
      // Seats read from 1, in the chart's name and under its bars.
      const seats = report.getByRole("img", { name: /^Win rate by seat/ });
      await expect(seats.getAttribute("aria-label")).resolves.toMatch(
        /seat 1 \d+\.\d%.*seat 4 \d+\.\d%/,
      );
      await expect(
        seats
          .locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label")
          .allTextContents(),
      ).resolves.toEqual(["seat 1", "seat 2", "seat 3", "seat 4"]);
      await chart.scrollIntoViewIfNeeded();
      await shot(page, "lab-first-hour-chart");

      expect(session.consoleErrors).toEqual([]);
    },
  );

  it("asks for a character in the stacks page's chooser", { timeout: 60_000 }, async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${ID}/stacks`);
    await page.getByRole("listbox", { name: "Card picker" }).waitFor({ timeout: 30_000 });
    const chooser = selectTrigger(page, "Character");
    await expect(chooser.textContent()).resolves.toMatch(/^Choose a character/);
    await expect(page.getByText("Select an item").count()).resolves.toBe(0);
    await shot(page, "lab-first-hour-stacks");
    expect(session.consoleErrors).toEqual([]);
  });
});
