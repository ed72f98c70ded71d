/**
 * The lab's sweep in Chromium (issue 27 point 3): a card picked by typing its name, its field,
 * three values; a value the field does not take is refused in words before any game; the sweep
 * runs on the lab's workers and shows its table and chart; "Apply" writes a value to the card
 * as one undoable edit (saved by autosave; the toast's Undo and Ctrl+Z take it back), and the
 * designer opens the card with it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, savedSet, shot, waitSaved } from "./designer-support";
import { chosen, fillNumber, typeAndPick } from "./ui";

const ID = "lab-sweep-e2e";
const CARD = "lost-a-wager-to-a-heron";

async function pointsOf(): Promise<unknown> {
  return (await savedSet(ID)).cards.find((c) => c.id === CARD)?.points;
}

describe("the lab's sweep", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await freshSampleSet(ID);
  });
  afterAll(async () => {
    await session?.close();
  });

  it(
    "runs a three-value sweep of a card's points and applies a value, undoably",
    { timeout: 240_000 },
    async () => {
      const { page } = session;
      await page.goto(`${inject("baseUrl")}/sets/${ID}/lab`);
      const sweep = page.getByRole("region", { name: "Sweep" });
      const run = sweep.getByRole("button", { name: "Run sweep" });
      await run.waitFor({ timeout: 30_000 });
      // Nothing chosen yet: the button waits, and says for what.
      await expect(run.isDisabled()).resolves.toBe(true);
      await sweep.getByText("Choose the card to vary.").waitFor();
      await fillNumber(page.getByLabel("Games", { exact: true }), "30");

      // The card by typing part of its name, then the keyboard.
      const card = sweep.getByRole("combobox", { name: "Card" });
      await typeAndPick(page, card, "wager to a", /^Lost a Wager to a Heron/);
      await expect(card.inputValue()).resolves.toBe("Lost a Wager to a Heron");
      await expect(chosen(page, "Field")).resolves.toMatch(/^Points, slot 1 \(now −10\)/);

      // A value the field does not take: refused in words at the field, before any game.
      const values = sweep.getByRole("textbox", { name: "Values" });
      await values.fill("-5, ten");
      await sweep.getByText(/points\.1=ten is refused: it is not a whole number/).waitFor();
      await expect(values.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(run.isDisabled()).resolves.toBe(true);

      await values.fill("-5, -15, -20");
      await sweep.getByText("4 sets: the current card and 3 variants.").waitFor();
      await shot(page, "lab-sweep-form");
      await run.click();
      await sweep
        .getByRole("progressbar", { name: "Sweeping" })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const table = sweep.getByRole("table", { name: "Sweep results" });
      await table.waitFor({ timeout: 180_000 });
      await expect(table.locator("tbody tr").count()).resolves.toBe(4);
      await table.getByRole("rowheader", { name: /current/ }).waitFor();
      await expect(
        table.getByRole("rowheader", { name: /closest to balanced/ }).count(),
      ).resolves.toBe(1);
      const chart = sweep.getByRole("img", { name: /^Field against win-rate shift/ });
      await chart.waitFor();
      await expect(chart.locator("svg .recharts-line-curve").count()).resolves.toBeGreaterThan(0);
      await expect(chart.getAttribute("aria-label")).resolves.toMatch(/−15: held win rate/);
      await table.scrollIntoViewIfNeeded();
      await shot(page, "lab-sweep-report");

      // Apply −15: one edit, saved by autosave.
      const before = await savedRevision(page);
      await table.getByRole("button", { name: "Apply -15" }).click();
      await waitSaved(page, before);
      await expect(pointsOf()).resolves.toEqual([-15, null, null]);
      // The lab reads the set as the store has it: −15 is the card now, −10 can be applied back.
      await expect(chosen(page, "Field")).resolves.toMatch(/\(now −15\)/);
      await table.getByRole("button", { name: "Apply -10" }).waitFor();
      await expect(table.getByRole("button", { name: "Apply -15" }).count()).resolves.toBe(0);
      await shot(page, "lab-sweep-applied");

      // The toast's Undo takes it back, and the autosave saves that too.
      const applied = await savedRevision(page);
      await page
        .getByRole("alertdialog")
        .filter({ hasText: "Lost a Wager to a Heron”: −15" })
        .getByRole("button", { name: "Undo" })
        .click();
      await waitSaved(page, applied);
      await expect(pointsOf()).resolves.toEqual([-10, null, null]);

      // Ctrl+Z undoes an Apply as it undoes any edit of the set's pages.
      const undone = await savedRevision(page);
      await table.getByRole("button", { name: "Apply -20" }).click();
      await waitSaved(page, undone);
      await expect(pointsOf()).resolves.toEqual([-20, null, null]);
      const twenty = await savedRevision(page);
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("Control+z");
      await waitSaved(page, twenty);
      await expect(pointsOf()).resolves.toEqual([-10, null, null]);

      // Applied again, the designer opens the card with the value.
      const again = await savedRevision(page);
      await table.getByRole("button", { name: "Apply -5" }).click();
      await waitSaved(page, again);
      await page.goto(`${inject("baseUrl")}/sets/${ID}?card=${CARD}`);
      await page
        .getByLabel("Points top", { exact: true })
        .and(page.locator('[value="-5"]'))
        .waitFor({ timeout: 60_000 });
      expect(session.consoleErrors).toEqual([]);
    },
  );
});
