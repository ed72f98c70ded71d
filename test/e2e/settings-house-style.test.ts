/**
 * The settings page's House style section: a phrase of the rules text overridden in the set's
 * own wording (the example card text beside it changes at once), an override that does not
 * parse saved all the same and marked with where its problem is (under the field and in the
 * section's problems), both found again after a reload, and one reset to the shipped phrase.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, savedSet, shot, waitSaved } from "./designer-support";
import { chosen } from "./ui";

const SET_ID = "settings-house-style";

/** The English draw phrase with "take" for "draw", every placeholder kept. */
const TAKE =
  "{who, select, you {{optional, select, yes {you may take} other {take}}} other {{players} {optional, select, yes {may take} other {takes}}}} {n, plural, one {# card} other {# cards}}{per}";
/** The discard phrase with its plural left open. */
const BROKEN = "Toss {n, plural, one {# card} other {# cards}.";

describe("settings: house style", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await freshSampleSet(SET_ID);
  });
  afterAll(async () => {
    await session?.close();
    await fetch(`${inject("baseUrl")}/api/sets/${SET_ID}`, { method: "DELETE" });
  });

  it("overrides a phrase, keeps a broken one with its place marked, and finds both after a reload", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}/settings#house-style`);
    const section = page.getByRole("region", { name: "House style" });
    await section.waitFor({ timeout: 30_000 });
    await waitSaved(page);
    await expect(chosen(page, "Language of the phrases")).resolves.toBe("English (en)");

    // The search narrows the list to the draw phrases.
    await section.getByLabel("Search phrases").fill("op.draw");
    await section.getByText(/^\d+ phrases match; 0 overridden in English\.$/).waitFor();
    await expect(section.getByLabel("Override of op.discard (en)").count()).resolves.toBe(0);
    /** Waits for phrase `id`'s example to read `text` (examples follow the set a moment late). */
    const example = (id: string, text: string) =>
      section
        .getByTestId(`example-${id}`)
        .filter({ hasText: new RegExp(`^${text}$`) })
        .waitFor();
    await example("op.draw", "Draw 2 cards\\.");

    // The override is saved as one edit and the example is written with it.
    let before = await savedRevision(page);
    await section.getByLabel("Override of op.draw (en)").fill(TAKE);
    await waitSaved(page, before);
    await example("op.draw", "Take 2 cards\\.");
    await section.getByText("overridden", { exact: true }).waitFor();

    // A broken override is saved all the same, and marked: where, and why (also at the top).
    await section.getByLabel("Search phrases").fill("op.discard");
    before = await savedRevision(page);
    const discard = section.getByLabel("Override of op.discard (en)");
    await discard.fill(BROKEN);
    await waitSaved(page, before);
    await section.getByText("The problem is at characters 6–45: “Toss {n, plural").waitFor();
    await expect(discard.getAttribute("aria-invalid")).resolves.toBe("true");
    const problems = section.getByRole("list", { name: /problem/ });
    await problems.getByText("phrase 'op.discard' (en): not an ICU message").waitFor();
    // A warning, not an error: the set still prints and exports, with the shipped phrase.
    const listed = problems.locator("li", { hasText: "phrase 'op.discard' (en)" });
    await expect(listed.textContent()).resolves.toMatch(
      /^\s*Warning: .*cards print the shipped phrase instead/,
    );
    // The example keeps the shipped phrase until the problem is fixed.
    await example("op.discard", "Discard 2 cards\\.");
    await section.getByLabel("Search phrases").fill("op.d");
    await shot(page, "settings-house-style");

    expect((await savedSet(SET_ID)).phrases).toEqual({
      en: { "op.draw": TAKE, "op.discard": BROKEN },
    });

    // After a reload both are there; Reset puts the shipped phrase back (one undo step away).
    await page.reload();
    await section.waitFor({ timeout: 30_000 });
    await section.getByLabel("Search phrases").fill("op.d");
    await expect(section.getByLabel("Override of op.draw (en)").inputValue()).resolves.toBe(TAKE);
    await expect(section.getByLabel("Override of op.discard (en)").inputValue()).resolves.toBe(
      BROKEN,
    );
    await section.getByText("The problem is at characters 6–45").waitFor();
    await example("op.draw", "Take 2 cards\\.");
    before = await savedRevision(page);
    await section.getByRole("button", { name: "Reset op.discard to default" }).click();
    await waitSaved(page, before);
    await expect(section.getByLabel("Override of op.discard (en)").inputValue()).resolves.toBe("");
    expect((await savedSet(SET_ID)).phrases).toEqual({ en: { "op.draw": TAKE } });
    expect(session.consoleErrors).toEqual([]);
  });
});
