/**
 * Issue 20, the settings page in a designer's first hour: the sidebar scrolls only the settings'
 * pane and highlights the section in view; a family's colour is picked by keyboard; several open
 * icons are added at once; a problem of the set, clicked in the designer's panel, opens the
 * settings section that shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";

async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const body = (await res.json()) as { text: string };
  return JSON.parse(body.text) as VellumSet;
}

async function openSettings(page: Page, id: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sets/${id}/settings`);
  await page.getByRole("region", { name: "General" }).waitFor({ timeout: 30_000 });
  await waitSaved(page);
}

/** Waits for the icon search's own answer to `query` (not the last search's, still shown). */
async function matched(dialog: Locator, query: string): Promise<void> {
  await dialog
    .getByRole("status")
    .filter({ hasText: new RegExp(`^\\d+ icons? match “${query}”`) })
    .waitFor();
}

/** Whether `locator` is wholly inside the window. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0;
}

/** The sidebar link that is highlighted (aria-current). */
async function highlighted(page: Page): Promise<string> {
  const nav = page.getByRole("navigation", { name: "Settings sections" });
  const current = nav.locator('a[aria-current="location"]');
  await expect(current.count()).resolves.toBe(1);
  return ((await current.textContent()) ?? "").replace(/\d+.*$/, "").trim();
}

/** How far the window and the set's page area are scrolled (both must stay at 0). */
function outerScroll(page: Page): Promise<number[]> {
  return page.evaluate(() => [
    window.scrollY,
    document.scrollingElement?.scrollTop ?? 0,
    document.querySelector(".set-page")?.scrollTop ?? 0,
  ]);
}

describe("settings, a designer's first hour", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("a sidebar link scrolls only the settings and highlights the section in view", async () => {
    const { page } = session;
    const id = await freshSampleSet("first-hour-nav");
    await openSettings(page, id);
    const nav = page.getByRole("navigation", { name: "Settings sections" });
    const status = page.locator(".ws-status");
    const bar = page.getByRole("navigation", { name: /^Set / });
    await expect(highlighted(page)).resolves.toBe("General");

    await nav.getByRole("link", { name: "Families" }).click();
    await expect(highlighted(page)).resolves.toBe("Families");
    await expect(outerScroll(page)).resolves.toEqual([0, 0, 0]);
    await expect(inWindow(page, status)).resolves.toBe(true);
    await expect(inWindow(page, bar)).resolves.toBe(true);
    await expect(inWindow(page, page.getByRole("heading", { name: "Families" }))).resolves.toBe(
      true,
    );
    expect(new URL(page.url()).hash).toBe("#families");
    await shot(page, "first-hour-nav-families");

    // The last section is short: it cannot reach the top, and it is still the one highlighted.
    await nav.getByRole("link", { name: "Credits" }).click();
    await expect(highlighted(page)).resolves.toBe("Credits");
    expect(new URL(page.url()).hash).toBe("#credits");
    await expect(outerScroll(page)).resolves.toEqual([0, 0, 0]);
    await expect(inWindow(page, status)).resolves.toBe(true);

    // By keyboard: Enter on a link goes there and puts the focus on the section's heading.
    await nav.getByRole("link", { name: "Rules options" }).focus();
    await page.keyboard.press("Enter");
    await expect(highlighted(page)).resolves.toBe("Rules options");
    await expect(page.evaluate(() => document.activeElement?.textContent ?? "")).resolves.toBe(
      "Rules options",
    );
    expect(new URL(page.url()).hash).toBe("#rules");

    // Scrolling the pane moves the highlight (and the hash) with it: top, middle, bottom.
    const pane = page.locator(".st-scroll");
    await pane.evaluate((el) => el.scrollTo(0, 0));
    await expect.poll(() => highlighted(page)).toBe("General");
    await pane.evaluate((el) => {
      const icons = document.getElementById("icons");
      if (!icons) return;
      const top = icons.getBoundingClientRect().top - el.getBoundingClientRect().top;
      el.scrollTo(0, el.scrollTop + top - 4);
    });
    await expect.poll(() => highlighted(page)).toBe("Story icons");
    await expect.poll(() => new URL(page.url()).hash).toBe("#icons");
    await pane.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => highlighted(page)).toBe("Credits");
    await expect(outerScroll(page)).resolves.toEqual([0, 0, 0]);

    // Opened at an address with a hash: that section, highlighted.
    await page.goto(`${inject("baseUrl")}/sets/${id}/settings#backs`);
    await page.getByRole("region", { name: "Card backs" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => highlighted(page)).toBe("Card backs");
    await expect(
      inWindow(page, page.getByRole("heading", { name: "Card backs", exact: true })),
    ).resolves.toBe(true);
    expect(session.consoleErrors).toEqual([]);
  });

  it("picks a family's colour by keyboard, saves it, and keeps a dark symbol visible", async () => {
    const { page } = session;
    const id = await freshSampleSet("first-hour-colour");
    await openSettings(page, id);
    await page
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link", { name: "Families" })
      .click();
    const families = page.getByRole("region", { name: "Families" });
    const field = families.getByLabel("Colour of The Gannetts of Wrackstone Light");
    await expect(field.inputValue()).resolves.toBe("");

    const before = await savedRevision(page);
    const pick = families.getByRole("button", {
      name: "Pick a colour for The Gannetts of Wrackstone Light",
    });
    await pick.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", {
      name: "Colour picker for The Gannetts of Wrackstone Light",
    });
    await picker.waitFor();
    const hue = picker.getByRole("slider", { name: "Hue" });
    await hue.focus();
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    const shade = picker.getByRole("slider").first();
    await shade.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await shot(page, "first-hour-colour-picker");
    // The field shows the picked colour (in capitals); the set keeps it in lower case.
    const typed = (await field.inputValue()).toLowerCase();
    expect(typed).toMatch(/^#[0-9a-f]{6}$/);
    await page.keyboard.press("Escape");
    await picker.waitFor({ state: "detached" });
    await expect(pick.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await waitSaved(page, before);
    expect((await savedSet(id)).families[0]?.color).toBe(typed);

    // The hex field still types a colour; a near-black one puts the symbol on a light tile.
    const again = await savedRevision(page);
    await field.fill("#101010");
    await field.press("Enter");
    await waitSaved(page, again);
    expect((await savedSet(id)).families[0]?.color).toBe("#101010");
    const tile = families.locator(".st-family").first().locator(".st-icon-tile");
    await expect(tile.getAttribute("class")).resolves.toContain("st-icon-tile--light");
    await families.locator(".st-family").first().scrollIntoViewIfNeeded();
    await shot(page, "first-hour-dark-symbol");
    expect(session.consoleErrors).toEqual([]);
  });

  it("adds several open icons at once and says when no icon matches", async () => {
    const { page } = session;
    const id = await freshSampleSet("first-hour-icons");
    await openSettings(page, id);
    const icons = page.getByRole("region", { name: "Story icons" });
    const count = (await savedSet(id)).icons.length;
    const before = await savedRevision(page);
    await icons.getByRole("button", { name: "Add from the open icon set…" }).click();
    const dialog = page.getByRole("dialog", { name: "Add icons from the open icon set" });
    const search = dialog.getByLabel("Search icons");
    const grid = dialog.getByRole("listbox", { name: "Open icons" });

    await search.fill("qxzvwj");
    await dialog.getByRole("status").filter({ hasText: "No icon matches “qxzvwj”" }).waitFor();
    await expect(grid.locator(".st-picker-option").count()).resolves.toBe(0);

    // By word: "key" finds the key first, never the donkey ahead of it.
    await search.fill("key");
    await matched(dialog, "key");
    await grid.getByRole("option", { name: "Key", exact: true }).waitFor();
    const first = await grid.getByRole("option").first().textContent();
    expect(first?.trim()).toBe("Key");
    await grid.getByRole("option", { name: "Key", exact: true }).click();

    // A synonym, and the choice made under "key" stays.
    await search.fill("boat");
    await matched(dialog, "boat");
    await grid.getByRole("option", { name: "Galleon", exact: true }).click();
    // Words begun, chosen by keyboard.
    await search.fill("pirat skul");
    await matched(dialog, "pirat skul");
    await grid.getByRole("option", { name: "Pirate Skull", exact: true }).waitFor();
    await grid.getByRole("option", { name: "Pirate Skull", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(
      grid.getByRole("option", { name: "Pirate Skull", exact: true }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    await shot(page, "first-hour-icon-picker");
    await dialog.getByRole("button", { name: "Add 3 icons" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitSaved(page, before);
    const saved = await savedSet(id);
    expect(saved.icons.length).toBe(count + 3);
    expect(saved.icons.slice(-3).map((i) => i.name)).toEqual(["Key", "Galleon", "Pirate Skull"]);
    expect(
      saved.icons.slice(-3).every((i) => /game-icons\.net, CC BY 3\.0$/.test(i.credit ?? "")),
    ).toBe(true);
    expect(saved.credits?.some((c) => c.what.includes("Galleon"))).toBe(true);
    await icons.getByRole("img", { name: "Picture of Pirate Skull" }).scrollIntoViewIfNeeded();
    await shot(page, "first-hour-icons-added");

    // Enter adds the icon under the cursor when none is chosen.
    const next = await savedRevision(page);
    await icons.getByRole("button", { name: "Add from the open icon set…" }).click();
    await search.fill("big wave");
    await matched(dialog, "big wave");
    await grid.getByRole("option", { name: "Big Wave", exact: true }).focus();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await waitSaved(page, next);
    expect((await savedSet(id)).icons.at(-1)?.name).toBe("Big Wave");
    expect(session.consoleErrors).toEqual([]);
  });

  it("shows a problem of the set in its settings section, and the designer's panel goes there", async () => {
    const { page } = session;
    const id = await freshSampleSet("first-hour-problems");
    await openSettings(page, id);
    // Dropping French leaves the families' French texts unlisted: a warning, live, in Families.
    const languages = page.getByRole("region", { name: "Languages" });
    const before = await savedRevision(page);
    await languages.getByRole("button", { name: "Remove language fr" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove language" }).click();
    const families = page.getByRole("region", { name: "Families" });
    const message =
      "family 'gannetts' has a translation into 'fr', which is not in the set's 'languages' — add 'fr' to 'languages' or remove the translation";
    await families.getByRole("list", { name: "4 problems in Families" }).waitFor();
    await expect(
      families.locator(".st-family").first().getByText(`Warning: ${message}`).count(),
    ).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Families (4 problems)" }).count()).resolves.toBe(
      1,
    );
    await waitSaved(page, before);

    // In the designer the problem is listed under the set, with where it is fixed.
    await openWorkspace(page, id);
    const panel = page.getByRole("region", { name: "Problems" });
    const item = panel.getByRole("button").filter({ hasText: message });
    await expect(item.textContent()).resolves.toContain("Settings › Families");
    await item.click();
    await page.waitForURL(/\/settings\?field=%2Ffamilies%2F0%2Ftranslations%2Ffr#families$/);
    const there = page.getByRole("region", { name: "Families" });
    await there.getByRole("list", { name: "4 problems in Families" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => highlighted(page)).toBe("Families");
    // The cursor is on the family the problem is about, in view.
    const name = there.getByLabel("Name of family gannetts");
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(inWindow(page, name)).resolves.toBe(true);
    await expect(inWindow(page, page.locator(".ws-status"))).resolves.toBe(true);
    await shot(page, "first-hour-problem-in-settings");

    // A problem in the section's list puts the cursor on its field.
    await there.getByRole("button", { name: /^Warning: family 'crumbworths'/ }).click();
    await expect(
      there
        .getByLabel("Name of family crumbworths")
        .evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    // The French line note (an info the page computes before saving) goes to its language.
    await page.getByRole("region", { name: "Languages" }).getByLabel("Language tag").fill("fr");
    await page
      .getByRole("region", { name: "Languages" })
      .getByRole("button", { name: "Add language" })
      .click();
    await page
      .getByRole("region", { name: "Languages" })
      .locator(".st-field-problem")
      .filter({ hasText: /^Note: 123 cards of 145 have no 'fr' name/ })
      .waitFor();
    await expect(there.getByRole("list", { name: /problems in Families/ }).count()).resolves.toBe(
      0,
    );
    expect(session.consoleErrors).toEqual([]);
  });
});
