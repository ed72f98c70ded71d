/**
 * The settings page's Effect categories section: a heading per category and language, saved as
 * typed (an ambiguous one marked beside the field), whether the set has the category (its icon
 * controls go when it has not), and its icon chosen from the open icon set (credited) and printed
 * on the card drawn in the frame editor in its category-icon region; a frame's emblem chosen in
 * the frame editor, its region added and chosen, printed on the card.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { blackPng } from "../fixtures/png-files";
import { freshSampleSet, savedRevision, shot, waitSaved } from "./designer-support";
import { choose } from "./ui";

async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const body = (await res.json()) as { text: string };
  return JSON.parse(body.text) as VellumSet;
}

/** Picks the icon titled `title` (found by `query`) in the open icon set's one-icon picker. */
async function pickOpenIcon(page: Page, dialogName: string | RegExp, query: string, title: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByLabel("Search icons").fill(query);
  await dialog
    .getByRole("listbox", { name: "Open icons" })
    .getByRole("option", { name: title, exact: true })
    .click();
  await dialog.getByRole("button", { name: "Use this icon" }).click();
  await dialog.waitFor({ state: "detached" });
}

const PREVIEW = /^Preview of .* on /;

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
    const id = await freshSampleSet("settings-categories", { marks: false });
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
    // The category is named by the set's heading as well as its built-in one.
    await section.getByText("Continuous (while visible:) — now: ongoing:").waitFor();

    // The French heading, and no persistent effects (by keyboard).
    before = await savedRevision(page);
    await section.getByLabel("Continuous heading (French)").fill("toujours");
    await waitSaved(page, before);
    before = await savedRevision(page);
    await section.getByRole("switch", { name: "The set has persistent effects" }).focus();
    await page.keyboard.press("Space");
    await waitSaved(page, before);
    // A category the set does not have prints no icon, so it offers none.
    await expect(
      section.getByRole("button", { name: "Upload an SVG for the persistent icon" }).count(),
    ).resolves.toBe(0);
    await section.getByText("No icon: the set has no persistent effects.").waitFor();
    for (const name of ["Immediate", "Response", "Continuous"])
      await section
        .getByRole("button", { name: `Upload an SVG for the ${name.toLowerCase()} icon` })
        .waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, "settings-categories");

    const saved = await savedSet(id);
    expect(saved.rules.effectCategories).toEqual({
      continuous: { heading: "ongoing", translations: { fr: { heading: "toujours" } } },
      persistent: { enabled: false },
    });
    expect(session.consoleErrors).toEqual([]);
  });

  it("chooses a category's icon in the settings and sees it on the card; gives a frame an emblem", async () => {
    const { page } = session;
    const id = await freshSampleSet("category-icons", { marks: false });
    const put = await fetch(`${inject("baseUrl")}/api/sets/${id}/art/seal.png`, {
      method: "PUT",
      body: Buffer.from(blackPng(64, 64)),
    });
    expect(put.status).toBe(204);
    await page.goto(`${inject("baseUrl")}/sets/${id}/settings#categories`);
    const section = page.getByRole("region", { name: "Effect categories" });
    await section.waitFor({ timeout: 30_000 });
    await waitSaved(page);

    let before = await savedRevision(page);
    await section
      .getByRole("button", { name: "Choose from the open icon set: the immediate icon" })
      .click();
    await pickOpenIcon(page, "The immediate icon, from the open icon set", "anchor", "Anchor");
    await section.getByRole("img", { name: "Immediate icon" }).waitFor();
    await waitSaved(page, before);
    let saved = await savedSet(id);
    expect(saved.rules.effectCategories?.immediate?.icon?.credit).toBe(
      "“Anchor” by Lorc, game-icons.net, CC BY 3.0",
    );
    expect(
      saved.credits?.some((c) => c.who === "Lorc, game-icons.net" && /Anchor/.test(c.what)),
    ).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "category-icons-settings");

    // The frame editor draws a modifier whose effect acts on play with the immediate icon, and
    // one with no effect without it.
    await page.goto(`${inject("baseUrl")}/sets/${id}/frames`);
    await page.getByRole("img", { name: PREVIEW }).waitFor({ timeout: 30_000 });
    const using = page.getByRole("region", { name: "Cards using this frame" });
    await using.getByRole("button", { name: "Lost a Wager to a Heron" }).click();
    await page.getByRole("img", { name: /^Preview of Lost a Wager to a Heron on / }).waitFor();
    await expect(page.getByRole("img", { name: PREVIEW }).innerHTML()).resolves.not.toContain(
      "data-category=",
    );
    await using.getByRole("button", { name: "Was Haunted by a Hat-Stand" }).click();
    await expect
      .poll(() => page.getByRole("img", { name: PREVIEW }).innerHTML())
      .toContain('data-category="immediate"');
    before = await savedRevision(page);
    await page.getByRole("button", { name: "Customise Modifier" }).click();
    await waitSaved(page, before);
    // The category-icon region is a region like the others, and says it hides nothing.
    await page.getByRole("button", { name: "Region category-icon" }).click();
    await page.getByText(/A mark hides nothing in a stack/).waitFor();

    // An emblem from the open icon set: its region is added and chosen, the card prints it.
    before = await savedRevision(page);
    await page.getByRole("button", { name: "Choose an emblem…" }).click();
    await pickOpenIcon(page, /^Emblem of .*, from the open icon set$/, "big wave", "Big Wave");
    await page.getByRole("region", { name: "Region emblem in millimetres" }).waitFor();
    await expect
      .poll(() => page.getByRole("img", { name: PREVIEW }).innerHTML())
      .toContain("data-emblem=");
    await waitSaved(page, before);
    await shot(page, "frames-emblem");
    saved = await savedSet(id);
    const frame = saved.frames?.find((f) => f.emblem);
    expect(frame?.emblem?.credit).toMatch(/Big Wave/);
    expect(frame?.regions.some((r) => r.role === "emblem" && !r.opaque)).toBe(true);

    // An emblem from the set's art files: chosen by name, drawn on the card as it is.
    before = await savedRevision(page);
    await choose(page, "Emblem from the art folder", "seal.png");
    await expect
      .poll(() => page.getByRole("img", { name: PREVIEW }).innerHTML())
      .toMatch(/data-emblem="[^"]+"><image href="[^"]*\/art\/seal\.png/);
    await page.getByRole("img", { name: /^Emblem of .*: seal\.png$/ }).waitFor();
    await waitSaved(page, before);
    await page.getByRole("region", { name: "Emblem", exact: true }).scrollIntoViewIfNeeded();
    await shot(page, "frames-emblem-art");
    saved = await savedSet(id);
    expect(saved.frames?.find((f) => f.emblem)?.emblem).toEqual({ art: "seal.png" });
  });
});
