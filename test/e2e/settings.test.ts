import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Page, Response } from "playwright-core";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, shot, waitSaved } from "./designer-support";
import { choose, chosen, fillNumber } from "./ui";

/** A save reaches the server within a few seconds (after a pause in typing and an idle moment). */
const SAVED = { timeout: 10_000 };

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

/** The settings page's scripts, uncompressed (measured 1.1 MiB, mostly ajv and the UI kit; the icon file alone is 6 MiB). */
const SCRIPT_BUDGET = 2 * 1024 * 1024;

describe("set settings", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("adds an open icon with its credit, uses it on a card, and renames an icon everywhere", async () => {
    const { page } = session;
    const id = await freshSampleSet("settings-icons", { marks: false });
    // What the page downloads: its scripts, and never the 6 MB icon file.
    const loaded: { url: string; type: string; bytes: number }[] = [];
    const record = (res: Response) => {
      void res
        .body()
        .then((b) =>
          loaded.push({ url: res.url(), type: res.request().resourceType(), bytes: b.length }),
        )
        .catch(() => undefined);
    };
    page.on("response", record);
    await openSettings(page, id);
    page.off("response", record);
    const scripts = loaded.filter((r) => r.type === "script");
    const scriptBytes = scripts.reduce((n, r) => n + r.bytes, 0);
    console.log(`settings page: ${scripts.length} scripts, ${Math.round(scriptBytes / 1024)} KiB`);
    expect(Math.max(...loaded.map((r) => r.bytes))).toBeLessThan(1024 * 1024);
    expect(scriptBytes).toBeLessThan(SCRIPT_BUDGET);
    await expect(
      page.getByRole("link", { name: "Settings" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await shot(page, "settings-top");

    // Search the open icon set and pick an icon.
    const icons = page.getByRole("region", { name: "Story icons" });
    let before = await savedRevision(page);
    await icons.getByRole("button", { name: "Add from the open icon set…" }).click();
    const dialog = page.getByRole("dialog", { name: "Add icons from the open icon set" });
    await dialog.getByLabel("Search icons").fill("anchor");
    const grid = dialog.getByRole("listbox", { name: "Open icons" });
    await grid.getByRole("option", { name: "Anchor", exact: true }).click();
    await shot(page, "settings-icon-picker");
    await dialog.getByRole("button", { name: "Add 1 icon" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect(icons.getByLabel("Name of icon anchor").inputValue()).resolves.toBe("Anchor");
    // Its credit is on the icon and in the set's credits.
    await page
      .getByRole("region", { name: "Credits" })
      .getByText(/Anchor/)
      .waitFor();
    await waitSaved(page, before);
    let saved = await savedSet(id);
    expect(saved.icons.at(-1)).toMatchObject({
      id: "anchor",
      name: "Anchor",
      credit: "“Anchor” by Lorc, game-icons.net, CC BY 3.0",
    });
    expect(saved.credits?.find((c) => c.who === "Lorc, game-icons.net")?.what).toMatch(/Anchor$/);

    // By keyboard: search, move in the grid with the arrows, Enter adds.
    before = await savedRevision(page);
    await icons.getByRole("button", { name: "Add from the open icon set…" }).click();
    await dialog.getByLabel("Search icons").fill("big wave");
    // The search's own answer, not the whole set still shown while it runs.
    await dialog.getByRole("status").filter({ hasText: "1 icon match “big wave”" }).waitFor();
    await grid.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expect(icons.getByLabel("Name of icon big-wave").inputValue()).resolves.toBe("Big Wave");
    await waitSaved(page, before);
    // An unknown icon name is refused by the API with the reason.
    const unknown = await fetch(`${inject("baseUrl")}/api/icons/game-icons/no-such-icon`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      "the open icon set has no icon 'no-such-icon'",
    );

    // Rename the rose icon: cards' slots and effects follow.
    before = await savedRevision(page);
    await icons.getByLabel("Id of icon Rose").fill("briar-rose");
    await waitSaved(page, before);
    saved = await savedSet(id);
    const wept = saved.cards.find((c) => c.id === "wept-into-the-wishing-well");
    expect(wept?.effect).toBe("on play:\n  draw 1 card for each briar-rose icon your family shows");
    expect(wept?.icons?.[0]).toBe("briar-rose");
    // A taken id is refused at the field and not saved.
    await icons.getByLabel("Id of icon Raven").fill("tide");
    await icons.getByText("another icon already has the id 'tide'").waitFor();
    await shot(page, "settings-icons");

    // In the designer the card's effect reads the new id, and the icon slot offers the new icon.
    await page.goto(`${inject("baseUrl")}/sets/${id}?card=wept-into-the-wishing-well`);
    const text = page.getByLabel("Text", { exact: true });
    await text.waitFor({ timeout: 30_000 });
    // The empty field says what prints instead: the text generated from the effect, which
    // reads the icon's new id.
    await expect(text.getAttribute("placeholder")).resolves.toContain("each {briar-rose}");
    await expect(text.inputValue()).resolves.toBe(
      "Draw 1 card for each {briar-rose} your family shows.",
    );
    await waitSaved(page);
    before = await savedRevision(page);
    await choose(page, "Icon middle", "Anchor");
    await waitSaved(page, before);
    await page.reload();
    await page.getByLabel("Text", { exact: true }).waitFor({ timeout: 30_000 });
    await expect(chosen(page, "Icon middle")).resolves.toBe("Anchor");
    await shot(page, "settings-icon-on-card");
    saved = await savedSet(id);
    expect(saved.cards.find((c) => c.id === "wept-into-the-wishing-well")?.icons?.[1]).toBe(
      "anchor",
    );
    expect(session.consoleErrors).toEqual([]);
  });

  it("adds a language and lists the cards lacking it; saves a rules option, a contradiction too (marked)", async () => {
    const { page } = session;
    const id = await freshSampleSet("settings-languages");
    await openSettings(page, id);
    const languages = page.getByRole("region", { name: "Languages" });

    // A malformed tag is refused with the reason (the field holds it when the button is pressed).
    const tag = languages.getByLabel("Language tag");
    await tag.fill("english");
    await expect.poll(() => tag.inputValue()).toBe("english");
    await languages.getByRole("button", { name: "Add language" }).click();
    await languages
      .getByText("'english' is not a language tag of the form fr, de-AT or pt-BR")
      .waitFor({ timeout: 15_000 })
      .catch(async (e: unknown) => {
        // Say what the section showed instead (one CI run saw no refusal, never reproduced).
        const shown = await languages.innerText().catch(() => "(unreadable)");
        const field = await tag.inputValue().catch(() => "(unreadable)");
        throw new Error(
          `${String(e)}\nthe field held ${JSON.stringify(field)}; the section read:\n${shown}`,
        );
      });

    let before = await savedRevision(page);
    await languages.getByLabel("Language tag").fill("de-at");
    await languages.getByRole("button", { name: "Add language" }).click();
    const cards = (await savedSet(id)).cards.length;
    await languages
      .getByRole("status")
      .filter({ hasText: `${cards} of ${cards} cards lack Austrian German texts` })
      .waitFor();
    const lacking = languages.getByRole("list", { name: "Cards lacking Austrian German" });
    await expect(lacking.getByRole("link").first().getAttribute("href")).resolves.toMatch(
      new RegExp(`^/sets/${id}\\?card=`),
    );
    await waitSaved(page, before);
    expect((await savedSet(id)).languages).toEqual(["fr", "de-AT"]);
    await shot(page, "settings-languages");

    // A rules option saves; so does a contradiction, marked at the field (and then undone).
    const rules = page.getByRole("region", { name: "Rules options" });
    before = await savedRevision(page);
    await fillNumber(rules.getByLabel("Draw limit (hand size)", { exact: true }), "6");
    await waitSaved(page, before);
    before = await savedRevision(page);
    await fillNumber(rules.getByLabel("Fewest players", { exact: true }), "6");
    await rules
      .getByText(/^The fewest players \(6\) must not be more than the most \(5\)\.$/)
      .waitFor();
    await waitSaved(page, before);
    expect((await savedSet(id)).rules.minPlayers).toBe(6);
    await rules.scrollIntoViewIfNeeded();
    await shot(page, "settings-rules");
    before = await savedRevision(page);
    await fillNumber(rules.getByLabel("Fewest players", { exact: true }), "2");
    await waitSaved(page, before);

    // The words per language.
    const words = page.getByRole("region", { name: "Words" });
    before = await savedRevision(page);
    await words.getByLabel("Word for points (fr)").fill("Amour-propre");
    await waitSaved(page, before);
    await words.scrollIntoViewIfNeeded();
    await shot(page, "settings-words");
    // Card backs: events get the portrait back.
    const backs = page.getByRole("region", { name: "Card backs" });
    before = await savedRevision(page);
    await choose(page, "Back of events", "Saltmarrow portrait back");
    await waitSaved(page, before);
    expect((await savedSet(id)).backs?.[0]?.types).toEqual(["character", "event"]);
    await backs.scrollIntoViewIfNeeded();
    await shot(page, "settings-backs");

    await page.reload();
    await page.getByRole("region", { name: "Rules options" }).waitFor({ timeout: 30_000 });
    await expect(
      page.getByLabel("Draw limit (hand size)", { exact: true }).inputValue(),
    ).resolves.toBe("6");
    await expect(page.getByLabel("Fewest players", { exact: true }).inputValue()).resolves.toBe(
      "2",
    );
    const saved = await savedSet(id);
    expect(saved.rules.handSize).toBe(6);
    expect(saved.rules.minPlayers).toBe(2);
    expect(saved.rules.translations).toEqual({ fr: { pointsWord: "Amour-propre" } });
    expect(session.consoleErrors).toEqual([]);
  });

  it("refuses to remove a family its characters use, and opens a character in the designer", async () => {
    const { page } = session;
    const id = await freshSampleSet("settings-families");
    await openSettings(page, id);
    // The title saves as typed, an empty one too (marked at the field); Undo brings one back.
    const general = page.getByRole("region", { name: "General" });
    const title = general.getByLabel("Title");
    let before = await savedRevision(page);
    await title.fill("Brinewick");
    await page.getByRole("heading", { name: "Brinewick — settings" }).waitFor();
    await waitSaved(page, before);
    await title.fill("");
    await general.getByText("the set needs a title").first().waitFor();
    await expect.poll(async () => (await savedSet(id)).name, SAVED).toBe("");
    await expect(title.getAttribute("aria-invalid")).resolves.toBe("true");
    // (Brinewick, or the sample's title when the two edits came within one undo step.)
    await page.keyboard.press("Control+z");
    await expect(title.inputValue()).resolves.toMatch(/^(Brinewick|Saltmarrow-on-Sea)$/);
    await page.keyboard.press("Control+Shift+z");
    await expect(title.inputValue()).resolves.toBe("");
    await title.fill("Brinewick");
    // The bar over the set's pages names the set as it now stands, on every page; a title typed
    // just before leaving for another page is saved, not dropped with the autosave's timers.
    await title.fill("Brinewick Sands");
    const bar = page.getByRole("navigation", { name: "Set Brinewick Sands" });
    await bar.getByRole("link", { name: "Lab" }).click();
    await page.getByRole("button", { name: "Run", exact: true }).waitFor();
    await expect(bar.count()).resolves.toBe(1);
    await expect.poll(async () => (await savedSet(id)).name, SAVED).toBe("Brinewick Sands");
    await page.goBack();
    await title.waitFor();

    const families = page.getByRole("region", { name: "Families" });
    await families
      .getByRole("button", { name: "Remove family The Gannetts of Wrackstone Light" })
      .click();
    await families
      .getByRole("alert")
      .filter({ hasText: /^Not removed: .* use this family/ })
      .waitFor();
    before = await savedRevision(page);
    await families.getByLabel("Colour of The Gannetts of Wrackstone Light").fill("#2f5d7c");
    await families.getByLabel("Colour of The Gannetts of Wrackstone Light").press("Enter");
    await waitSaved(page, before);
    expect((await savedSet(id)).families[0]?.color).toBe("#2f5d7c");
    before = await savedRevision(page);
    const about = families.getByLabel("Description of The Gannetts of Wrackstone Light");
    await about.fill("Lamp-keepers who count the wrecks.");
    await waitSaved(page, before);
    expect((await savedSet(id)).families[0]?.description).toBe(
      "Lamp-keepers who count the wrecks.",
    );
    await families.scrollIntoViewIfNeeded();
    await shot(page, "settings-families");
    // An uploaded SVG with a script is refused with the reason; a clean one becomes an icon.
    const icons = page.getByRole("region", { name: "Story icons" });
    const upload = icons.locator('input[type="file"]');
    await upload.setInputFiles({
      name: "evil.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><script>alert(1)</script><path d="M1 1h9v9z"/></svg>',
      ),
    });
    await icons
      .getByRole("alert")
      .filter({ hasText: /^evil\.svg was not added: this SVG has a <script>/ })
      .waitFor();
    before = await savedRevision(page);
    await upload.setInputFiles({
      name: "sea-glass.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="#0a0" d="M2 2h20v20z"/></svg>',
      ),
    });
    await expect(icons.getByLabel("Name of icon sea-glass").inputValue()).resolves.toBe(
      "Sea Glass",
    );
    await waitSaved(page, before);
    const glass = (await savedSet(id)).icons.find((i) => i.id === "sea-glass");
    expect(glass?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g><path fill="currentColor" d="M2 2h20v20z"/></g></svg>',
    );

    const character = families.getByRole("link", { name: "Captain Absalom Gannett" });
    await character.click();
    await page.waitForURL(/\?card=captain-absalom-gannett$/);
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
      "Captain Absalom Gannett",
    );
    expect(session.consoleErrors).toEqual([]);
  });
});
