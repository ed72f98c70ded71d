/**
 * The translator's view (issue 24, point 3): the sample set with Italian among its languages is
 * opened at Translate, Italian is chosen, two cards get their Italian name and flavour (typed,
 * Enter moving to the next card), the status counts follow, a translation whose source changed is
 * marked as still right, and after a reload everything is still there, saved with the source each
 * translation was made from. The print page then exports an Italian PDF whose first page is the
 * Italian one. A set in one language says where to add another. A translator's XLIFF file comes
 * back through "Import…": the dialog lists what changes, what is imported with a warning and what
 * is not imported, and Apply saves it.
 */
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "../../lib/model";
import { exportTranslations, sourceFingerprint } from "../../lib/text";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { openCard, openWorkspace, shot, waitSaved } from "./designer-support";
import { differingPixels, firstPage, printFile } from "./pdf-pictures";
import { choose, chosen, fillNumber } from "./ui";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SET_ID = "translate-view";
const ONE_LANGUAGE = "translate-one-language";
const CAPTAIN = "Captain Absalom Gannett";
const TEMPERANCE = "Mrs Temperance Gannett";
const HESTER = "Great-Aunt Hester Gannett";

async function sample(id: string): Promise<VellumSet> {
  const set = JSON.parse(
    await readFile(path.join(ROOT, "examples/saltmarrow/set.json"), "utf8"),
  ) as VellumSet;
  set.id = id;
  return set;
}

async function create(set: VellumSet): Promise<void> {
  const res = await fetch(`${inject("baseUrl")}/api/sets?id=${set.id}`, {
    method: "POST",
    body: JSON.stringify(set, null, 2),
  });
  if (res.status !== 201) throw new Error(`could not create ${set.id}: ${await res.text()}`);
}

async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  return JSON.parse(((await res.json()) as { text: string }).text) as VellumSet;
}

/** The count a filter's choice shows, "Missing (143)" → 143. */
async function shown(page: Page, filter: string): Promise<number> {
  const name = await page
    .getByRole("radio", { name: new RegExp(`^${filter} \\(\\d+\\)$`) })
    .evaluate((el) => el.closest("label")?.textContent ?? "");
  return Number(/\((\d+)\)/.exec(name)?.[1]);
}

/** Chooses the radio whose label's text matches `text` (the kit's radio is drawn over its input). */
async function pick(page: Page, text: RegExp): Promise<void> {
  await page.locator("label").filter({ hasText: text }).click();
}

/** The field of `card`'s `what` ("Name", "Flavour") in Italian. */
const cell = (page: Page, card: string, what: string) =>
  page.getByLabel(`${card}: ${what} in Italian (it)`, { exact: true });

describe("the translation view", () => {
  let session: Session;
  beforeAll(async () => {
    spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-poppler.mjs")], {
      stdio: "inherit",
    });
    const set = await sample(SET_ID);
    set.languages = [...(set.languages ?? []), "it"];
    // Jonah's Italian name was made from an English name the card no longer has; Wren's was
    // typed before translations remembered their source.
    for (const card of set.cards) {
      if (card.id === "jonah-gannett")
        card.translations = { it: { name: "Giona Gannett", from: { name: "0badf00d" } } };
      if (card.id === "little-wren-gannett")
        card.translations = { it: { name: "Piccola Wren Gannett" } };
    }
    await create(set);
    const one = await sample(ONE_LANGUAGE);
    delete one.languages;
    for (const card of one.cards) delete card.translations;
    await create(one);
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
    for (const id of [SET_ID, ONE_LANGUAGE])
      await fetch(`${inject("baseUrl")}/api/sets/${id}`, { method: "DELETE" });
  });

  it("translates two cards, shows where each text stands, keeps it, and prints it", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}`);
    await page.getByRole("link", { name: "Translate" }).click();
    await page.waitForURL(/\/translate/);
    await page.getByRole("list", { name: "Cards to translate into French (fr)" }).waitFor({
      timeout: 30_000,
    });
    await choose(page, "Language", "Italian (it)");
    await expect(chosen(page, "Language")).resolves.toBe("Italian (it)");
    const list = page.getByRole("list", { name: "Cards to translate into Italian (it)" });
    await list.waitFor();
    await waitSaved(page);

    // Where Italian stands: the changed and the untracked translations say so at their cells.
    const jonah = page.locator(`[data-cell="tr-cell-name-jonah-gannett"]`);
    await jonah.getByText("Changed since translated", { exact: true }).waitFor();
    const wren = page.locator(`[data-cell="tr-cell-name-little-wren-gannett"]`);
    await wren.getByText("Not tracked", { exact: true }).waitFor();
    const missingBefore = await shown(page, "Missing");
    await expect(shown(page, "Changed since translated")).resolves.toBe(1);
    const summary = page.locator(".tr-summary");
    const textsBefore = Number(
      /(\d+) texts missing/.exec((await summary.textContent()) ?? "")?.[1],
    );
    await shot(page, "translate-before");

    // Two names, Enter moving down to the next card's name; then two flavours.
    await cell(page, CAPTAIN, "Name").fill("Il Capitano Absalom Gannett");
    await cell(page, CAPTAIN, "Name").press("Enter");
    await expect(
      cell(page, TEMPERANCE, "Name").evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type("La Signora Temperance Gannett");
    await cell(page, CAPTAIN, "Flavour").fill(
      "Tiene accesa la lanterna da quarant'anni e chiuse le tende da cinquanta.",
    );
    await cell(page, TEMPERANCE, "Flavour").fill(
      "Conta le navi che passano nella notte, e tiene a parte l'elenco di quelle che non passano.",
    );
    // Both characters now have every Italian text: two cards and four texts fewer are missing.
    await expect.poll(() => shown(page, "Missing")).toBe(missingBefore - 2);
    await expect(summary.textContent()).resolves.toContain(`${textsBefore - 4} texts missing`);
    await page
      .locator(`[data-cell="tr-cell-flavor-captain-absalom-gannett"]`)
      .getByText("Done", { exact: true })
      .waitFor();

    // Jonah's name is still right: marked so, without touching the text.
    await page
      .getByRole("button", { name: "Mark the Italian (it) name of Jonah Gannett as still right" })
      .click();
    await jonah.getByText("Done", { exact: true }).waitFor();
    await expect(shown(page, "Changed since translated")).resolves.toBe(0);

    // The filter: only the cards still missing texts (the two characters are done); a card
    // translated while it is on stays listed until another filter is chosen.
    await pick(page, /^Missing \(/);
    const first = list.getByRole("listitem").first();
    await expect(first.textContent()).resolves.toMatch(/^Jonah Gannett/);
    await cell(page, "Jonah Gannett", "Flavour").fill("Chiamato così per la fortuna in mare.");
    await expect.poll(() => shown(page, "Missing")).toBe(missingBefore - 3);
    await expect(first.textContent()).resolves.toMatch(/^Jonah Gannett/);
    await shot(page, "translate-missing");
    await pick(page, /^All \(/);
    await waitSaved(page);
    await shot(page, "translate-after");

    // Saved, with the source each translation was made from.
    const saved = await savedSet(SET_ID);
    const byId = new Map(saved.cards.map((c) => [c.id, c]));
    expect(byId.get("captain-absalom-gannett")?.translations?.it).toEqual({
      name: "Il Capitano Absalom Gannett",
      flavor: "Tiene accesa la lanterna da quarant'anni e chiuse le tende da cinquanta.",
      from: {
        name: sourceFingerprint(CAPTAIN),
        flavor: sourceFingerprint(byId.get("captain-absalom-gannett")!.flavor!),
      },
    });
    expect(byId.get("mrs-temperance-gannett")?.translations?.it?.name).toBe(
      "La Signora Temperance Gannett",
    );
    expect(byId.get("jonah-gannett")?.translations?.it).toMatchObject({
      name: "Giona Gannett",
      from: { name: sourceFingerprint("Jonah Gannett") },
    });

    // A reload shows them again, Italian still chosen.
    await page.reload();
    await list.waitFor({ timeout: 30_000 });
    await expect(chosen(page, "Language")).resolves.toBe("Italian (it)");
    await expect(cell(page, TEMPERANCE, "Name").inputValue()).resolves.toBe(
      "La Signora Temperance Gannett",
    );
    await expect(shown(page, "Missing")).resolves.toBe(missingBefore - 3);

    // The Italian edition: the two characters, Italian chosen, exported as a PDF.
    await page.getByRole("link", { name: "Print" }).click();
    await page.waitForURL(/\/print/);
    await choose(page, "Language", "Italian (it)");
    await choose(page, "Which", "A selection");
    for (const name of [/^Captain Absalom Gannett/, /^Mrs Temperance Gannett/])
      await page.getByRole("option", { name }).click();
    await fillNumber(page.getByLabel("DPI", { exact: true }), "72");
    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/sets/${SET_ID}/print`),
    );
    const downloaded = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: "Export" }).click();
    const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({ format: "pdf", language: "it" });
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The card names print as pictures: the page is not the English one.
    const { language: _it, ...inEnglish } = body;
    const [italianPage, englishPage] = await Promise.all([
      firstPage(pdf),
      printFile(SET_ID, inEnglish).then(firstPage),
    ]);
    expect(await differingPixels(italianPage, englishPage)).toBeGreaterThan(100);
    expect(session.consoleErrors).toEqual([]);
  });

  it("remembers the source of a translation typed in the designer's card form too", async () => {
    const { page } = session;
    await openWorkspace(page, SET_ID);
    await openCard(page, HESTER);
    await page
      .getByRole("radiogroup", { name: "Language of the texts" })
      .locator("label")
      .filter({ hasText: /^it$/ })
      .click();
    await page.getByLabel("Name (it)", { exact: true }).fill("Prozia Hester Gannett");
    await waitSaved(page);
    const saved = await savedSet(SET_ID);
    expect(saved.cards.find((c) => c.name === HESTER)?.translations?.it).toEqual({
      name: "Prozia Hester Gannett",
      from: { name: sourceFingerprint(HESTER) },
    });
  });

  it("imports a translator's XLIFF through Import…: what changes, imported with a warning, not imported; Apply saves it", async () => {
    const { page } = session;
    const heron = "lost-a-wager-to-a-heron";
    const drowned = "was-courted-by-a-drowned-man";
    let xliff = exportTranslations(await savedSet(SET_ID), "it", "xliff").content;
    const replaceUnit = (id: string, unit: string) => {
      const start = xliff.indexOf(`<unit id="${id}">`);
      const end = xliff.indexOf("</unit>", start) + "</unit>".length;
      expect(start).toBeGreaterThan(0);
      xliff = xliff.slice(0, start) + unit + xliff.slice(end);
    };
    // Split by sentence as a CAT tool does: imported whole.
    replaceUnit(
      `card.${heron}.name`,
      `<unit id="card.${heron}.name"><segment><source>Lost a Wager</source><target>Perse una scommessa</target></segment>` +
        `<segment><source> to a Heron</source><target> con un airone</target></segment></unit>`,
    );
    // A placeholder left out: imported, with a warning. (A card's rules text generated in
    // Italian is no unit: the print sheets' words are.)
    replaceUnit(
      "print.sheet",
      `<unit id="print.sheet"><segment><source>sheet {n} of {total}</source>` +
        `<target>foglio {n}</target></segment></unit>`,
    );
    // Inline markup: not imported.
    replaceUnit(
      `card.${drowned}.name`,
      `<unit id="card.${drowned}.name"><segment><source>Was Courted by a Drowned Man</source><target>Corteggiato <ph id="1"/></target></segment></unit>`,
    );
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}/translate`);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Import…" }).click();
    await (
      await chooser
    ).setFiles({
      name: `${SET_ID}.it.xlf`,
      mimeType: "application/xliff+xml",
      buffer: Buffer.from(xliff),
    });
    const dialog = page.getByRole("dialog", { name: `Import ${SET_ID}.it.xlf` });
    await dialog.waitFor({ timeout: 30_000 });
    await expect(dialog.textContent()).resolves.toContain("2 texts in Italian (it) will change");
    const warned = dialog.getByRole("region", { name: "Imported, with a warning" });
    await expect(warned.textContent()).resolves.toMatch(/leaves out \{total\}/);
    const refused = dialog.getByRole("region", { name: "Not imported" });
    await expect(refused.textContent()).resolves.toMatch(/inline markup/);
    await expect(refused.textContent()).resolves.not.toMatch(/leaves out/);
    await shot(page, "translate-import-dialog");
    await dialog.getByRole("button", { name: "Apply" }).click();
    let saved = await savedSet(SET_ID);
    const italian = (id: string) => saved.cards.find((c) => c.id === id)?.translations?.it;
    await expect
      .poll(
        async () => {
          saved = await savedSet(SET_ID);
          return italian(heron)?.name;
        },
        { timeout: 15_000 },
      )
      .toBe("Perse una scommessa con un airone");
    expect(italian(heron)?.name).toBe("Perse una scommessa con un airone");
    expect(saved.translations?.it?.printWords?.sheet).toBe("foglio {n}");
    expect(italian(drowned)?.name).toBeUndefined(); // the unit with markup was not imported
    expect(session.consoleErrors).toEqual([]);
  });

  it("says where to add a language to a set in one language", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${ONE_LANGUAGE}/translate`);
    const add = page.getByRole("link", { name: "Add a language in its settings" });
    await add.waitFor({ timeout: 30_000 });
    await expect(add.getAttribute("href")).resolves.toBe(
      `/sets/${ONE_LANGUAGE}/settings#languages`,
    );
    await shot(page, "translate-one-language");
    expect(session.consoleErrors).toEqual([]);
  });
});
