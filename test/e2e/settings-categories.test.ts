/**
 * The settings page's Effect categories section: a heading per category and language, saved as
 * typed (an ambiguous one marked beside the field), and whether the set has the category.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, shot, waitSaved } from "./designer-support";

async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const body = (await res.json()) as { text: string };
  return JSON.parse(body.text) as VellumSet;
}

describe("settings: effect categories", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("names a category, marks an ambiguous heading without refusing it, and turns one off", async () => {
    const { page } = session;
    const id = await freshSampleSet("settings-categories");
    await page.goto(`${inject("baseUrl")}/sets/${id}/settings`);
    const section = page.getByRole("region", { name: "Effect categories" });
    await section.waitFor({ timeout: 30_000 });
    await waitSaved(page);
    const continuous = section.getByLabel("Continuous heading (English)");

    // A heading that reads like a statement is saved, and marked.
    let before = await savedRevision(page);
    await continuous.fill("draw");
    await waitSaved(page, before);
    await section.getByText("'draw' is a word of the effect language").first().waitFor();
    expect((await savedSet(id)).rules.effectCategories?.continuous?.heading).toBe("draw");

    before = await savedRevision(page);
    await continuous.fill("ongoing");
    await waitSaved(page, before);
    await expect(section.getByText("is a word of the effect language").count()).resolves.toBe(0);

    // The French heading, and no persistent effects (by keyboard).
    before = await savedRevision(page);
    await section.getByLabel("Continuous heading (French)").fill("toujours");
    await waitSaved(page, before);
    before = await savedRevision(page);
    await section.getByRole("switch", { name: "The set has persistent effects" }).focus();
    await page.keyboard.press("Space");
    await waitSaved(page, before);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "settings-categories");

    const saved = await savedSet(id);
    expect(saved.rules.effectCategories).toEqual({
      continuous: { heading: "ongoing", translations: { fr: { heading: "toujours" } } },
      persistent: { enabled: false },
    });
    expect(session.consoleErrors).toEqual([]);
  });
});
