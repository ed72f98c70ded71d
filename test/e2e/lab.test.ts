/**
 * The playtest lab in Chromium: a 200-game run shows its charts and the card-impact table and is
 * kept; a cancelled run keeps nothing; a card edited through the API, a second run, and the two
 * reports compared; a set with errors is refused naming its first error; an effect that never
 * fired says why under its card.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, shot } from "./designer-support";
import { fillNumber } from "./ui";

const ID = "lab-e2e";
const WHY_ID = "lab-why-e2e";
const SAMPLE = path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json");

async function keptReports(id: string): Promise<{ id: string; revision: string }[]> {
  const r = await fetch(`${inject("baseUrl")}/api/sets/${id}/reports`);
  return ((await r.json()) as { reports: { id: string; revision: string }[] }).reports;
}

describe("playtest lab", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await freshSampleSet(ID);
  });
  afterAll(async () => {
    await session?.close();
  });

  async function runGames(games: string) {
    const { page } = session;
    await fillNumber(page.getByLabel("Games", { exact: true }), games);
    await page.getByRole("button", { name: "Run", exact: true }).click();
  }

  it(
    "runs 200 games off the main thread and shows the charts and the card-impact table",
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await page.goto(`${inject("baseUrl")}/sets/${ID}/lab`);
      await page.getByRole("link", { name: "Lab" }).waitFor();
      await page.getByRole("button", { name: "Run", exact: true }).waitFor({ timeout: 30_000 });
      await runGames("200");
      await page
        .getByRole("progressbar", { name: "Simulating" })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const table = page.getByRole("table", { name: "Card impact" });
      await table.waitFor({ timeout: 150_000 });
      for (const name of [
        /^Win rate by seat/,
        /^Win rate by family/,
        /^Win rate by bot/,
        /^Game length/,
      ]) {
        const chart = page.getByRole("img", { name });
        await chart.waitFor();
        await expect(chart.locator("svg .recharts-bar-rectangle").count()).resolves.toBeGreaterThan(
          0,
        );
      }
      // The seat chart's name carries its figures (the text alternative).
      await expect(
        page.getByRole("img", { name: /^Win rate by seat/ }).getAttribute("aria-label"),
      ).resolves.toMatch(/seat 1 \d+\.\d%/);
      const rows = table.locator("tbody tr");
      await expect(rows.count()).resolves.toBeGreaterThan(10);
      // Sort by plays per game, highest first, then lowest first.
      await table.getByRole("button", { name: /^Plays\/game/ }).click();
      await expect(table.locator("th[aria-sort]").getAttribute("aria-sort")).resolves.toBe(
        "descending",
      );
      const first = Number(await rows.nth(0).locator("td").nth(5).textContent());
      const last = Number(await rows.nth(-1).locator("td").nth(5).textContent());
      expect(first).toBeGreaterThanOrEqual(last);
      await table.getByRole("button", { name: /^Plays\/game/ }).click();
      await expect(table.locator("th[aria-sort]").getAttribute("aria-sort")).resolves.toBe(
        "ascending",
      );
      // Each card links to it in the designer.
      const link = rows.nth(0).getByRole("link");
      await expect(link.getAttribute("href")).resolves.toMatch(new RegExp(`^/sets/${ID}\\?card=`));
      // The report is kept with the revision it ran on.
      const kept = await keptReports(ID);
      expect(kept).toHaveLength(1);
      await page.getByText("current revision").waitFor();
      await shot(page, "lab-report");
      await page.getByRole("table", { name: "Card impact" }).scrollIntoViewIfNeeded();
      await shot(page, "lab-card-impact");
      // A card's link opens it in the designer.
      const cardName = (await link.textContent())!;
      await link.click();
      await page.waitForURL(new RegExp(`/sets/${ID}\\?card=`));
      await page
        .getByLabel("Name", { exact: true })
        .and(page.locator(`[value="${cardName}"]`))
        .waitFor({ timeout: 60_000 });
      // Back in the lab, the newest kept report opens with the page.
      await page.goto(`${inject("baseUrl")}/sets/${ID}/lab`);
      await page.getByRole("table", { name: "Card impact" }).waitFor({ timeout: 30_000 });
    },
  );

  it("cancels a run mid-way and keeps nothing", { timeout: 120_000 }, async () => {
    const { page } = session;
    await runGames("20000");
    const bar = page.getByRole("progressbar", { name: "Simulating" });
    await bar.waitFor();
    await page.waitForFunction(
      () =>
        Number(document.querySelector("[role=progressbar]")?.getAttribute("aria-valuenow") ?? 0) >
        0,
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole("button", { name: "Cancel run" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Run cancelled after \d+ of 20000 games\. Nothing was kept\./ })
      .waitFor();
    await expect(bar.count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Run", exact: true }).isEnabled()).resolves.toBe(
      true,
    );
    expect(await keptReports(ID)).toHaveLength(1);
    // The report shown is still the finished one.
    await page.getByRole("table", { name: "Card impact" }).waitFor();
    await shot(page, "lab-cancelled");
  });

  it("compares the reports before and after an edit", { timeout: 240_000 }, async () => {
    const { page } = session;
    // Edit a card through the API: the most played modifier becomes much worse for its target.
    const base = `${inject("baseUrl")}/api/sets/${ID}`;
    const current = (await (await fetch(base)).json()) as { text: string; revision: string };
    const set = JSON.parse(current.text) as {
      cards: { id: string; type: string; points?: (number | null)[] }[];
    };
    const card = set.cards.find((c) => c.id === "found-a-pearl-in-the-pudding")!;
    card.points = (card.points ?? [null, null, null]).map((p) => (p === null ? null : -p));
    const put = await fetch(base, {
      method: "PUT",
      headers: { "if-match": `"${current.revision}"` },
      body: JSON.stringify(set, null, 2),
    });
    expect(put.status).toBe(200);
    await runGames("200");
    await page.waitForFunction(
      () => document.querySelectorAll(".lab-reports li").length === 2,
      undefined,
      {
        timeout: 180_000,
      },
    );
    await page.getByText(/older revision [0-9a-f]{8}/).waitFor();
    await page.getByRole("button", { name: "Compare" }).click();
    const comparison = page.getByRole("region", { name: "Comparison" });
    await comparison.waitFor();
    await comparison
      .getByText(/significant change|no change beyond chance/)
      .first()
      .waitFor();
    await expect(
      comparison.getByRole("table", { name: "Card changes" }).locator("tbody tr").count(),
    ).resolves.toBeGreaterThan(10);
    await comparison.scrollIntoViewIfNeeded();
    await shot(page, "lab-compare");
    // The older report says it ran on an older revision.
    const older = (await keptReports(ID))[1]!;
    expect(older.revision).toBe(current.revision);
    await page
      .getByRole("button", { name: /^Open report of / })
      .nth(1)
      .click();
    await page
      .getByRole("note")
      .filter({ hasText: /run on an older revision of the set/ })
      .waitFor();
  });

  it("refuses a run on a set with errors, naming the first", { timeout: 60_000 }, async () => {
    const { page } = session;
    // Only a hand edit can leave errors in set.json (the app never writes an invalid set).
    const file = path.join(inject("workspace"), ID, "set.json");
    const set = JSON.parse(await readFile(file, "utf8")) as { cards: { type: string }[] };
    set.cards[5]!.type = "modifer";
    await writeFile(file, JSON.stringify(set, null, 2));
    await runGames("200");
    await page
      .getByRole("alert")
      .filter({
        hasText: /The lab cannot run this set: the set has errors; the first: .+\/cards\/5/,
      })
      .waitFor({ timeout: 30_000 });
    expect(await keptReports(ID)).toHaveLength(2);
    await shot(page, "lab-refused");
    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });

  it("says why an effect never fired, on a line under the card", { timeout: 180_000 }, async () => {
    const { page } = session;
    // The sample set with one event whose condition can never hold (more dead than a game has).
    const set = JSON.parse(await readFile(SAMPLE, "utf8")) as { cards: object[] };
    set.cards.push({
      id: "idle-rumour",
      type: "event",
      name: "An Idle Rumour",
      copies: 3,
      effect: "on play:\n  if at least 30 characters are dead: draw 1 card",
    });
    const created = await fetch(`${inject("baseUrl")}/api/sets?id=${WHY_ID}`, {
      method: "POST",
      body: JSON.stringify(set, null, 2),
    });
    expect(created.status).toBe(201);
    await page.goto(`${inject("baseUrl")}/sets/${WHY_ID}/lab`);
    await page.getByRole("button", { name: "Run", exact: true }).waitFor({ timeout: 30_000 });
    await runGames("100");
    const never = page.getByRole("region", { name: "Effects that never fired" });
    const item = never.getByRole("listitem").filter({ hasText: "An Idle Rumour" });
    await item.waitFor({ timeout: 150_000 });
    // "in 25 of 27 plays" when a response cancelled some plays before the condition was read.
    await expect(item.textContent()).resolves.toMatch(
      /Why: its condition \(at least 30 characters are dead\) did not hold in (all \d+|\d+ of \d+) plays/,
    );
    await expect(item.getByRole("link", { name: "An Idle Rumour" }).count()).resolves.toBe(1);
    await item.scrollIntoViewIfNeeded();
    await shot(page, "lab-why");
    expect(session.consoleErrors).toEqual([]);
  });
});
