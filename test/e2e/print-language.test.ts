/**
 * The Italian edition, printed from the browser: the print page's Language field (the set's main
 * language and each of its translations, by name and tag) drives the live preview and the PDF;
 * the library's CSV export offers the same languages, and the file it gives honours the choice.
 * The PDF pages are rendered with pdftoppm (scripts/ensure-poppler.mjs) and compared, as
 * pictures, with the English and Italian PDFs the print route makes for the same options.
 */
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { differingPixels, firstPage, printFile } from "./pdf-pictures";
import { choose, chosen, fillNumber, selectTrigger } from "./ui";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SET_ID = "edizione-italiana";
const SET_NAME = "Saltmarrow, Italian edition";
const ENGLISH_ONLY = "english-only";
const SHOTS = "/tmp";

/** Italian names (and a rules text, a flavour) on the cards the test prints; one has them all. */
const ITALIAN: Record<string, { name: string; text?: string; flavor?: string }> = {
  "captain-absalom-gannett": { name: "Il Capitano Absalom Gannett" },
  "lost-a-wager-to-a-heron": {
    name: "Perse una scommessa con un airone",
    flavor: "«Doppio o niente», disse l'airone. Fu, come sempre, niente.",
  },
  "offended-a-sea-witch": {
    name: "Offese una strega del mare",
    text: "Persistente: il tuo limite di pesca è ridotto di 1.",
  },
};

/** The sample set with Italian (`it`) among its languages and Italian texts on a few cards. */
async function italianSet(): Promise<VellumSet> {
  const set = JSON.parse(
    await readFile(path.join(ROOT, "examples/saltmarrow/set.json"), "utf8"),
  ) as VellumSet;
  set.id = SET_ID;
  set.name = SET_NAME;
  set.languages = [...(set.languages ?? []), "it"];
  for (const card of set.cards) {
    const it = ITALIAN[card.id];
    if (it) card.translations = { ...card.translations, it };
  }
  return set;
}

/** The sample set in its main language only: no other languages, no translations. */
async function englishOnlySet(): Promise<VellumSet> {
  const set = await italianSet();
  set.id = ENGLISH_ONLY;
  set.name = "English only";
  delete set.languages;
  delete set.rules.translations;
  for (const card of set.cards) delete card.translations;
  return set;
}

/**
 * Waits for the preview the page asks for after `change` whose request matches `pattern`, and
 * until it is drawn; gives that request and the PNG the server answered.
 */
async function previewAfter(
  session: Session,
  pattern: RegExp,
  change: () => Promise<void>,
): Promise<{ request: Record<string, unknown>; png: Buffer }> {
  const requestOf = (url: string) => new URL(url).searchParams.get("request") ?? "";
  const answered = session.page.waitForResponse(
    (r) => r.url().includes("preview=1") && pattern.test(requestOf(r.url())),
  );
  await change();
  const response = await answered;
  expect(response.status()).toBe(200);
  await session.page.locator("figure.print-preview[aria-busy=false]").waitFor();
  await session.page.waitForFunction(() => {
    const img = document.querySelector(
      "img[alt='Preview of the first sheet']",
    ) as HTMLImageElement | null;
    return (img?.naturalWidth ?? 0) > 0;
  });
  // NOTE: the page has read the answer into a blob; the same request draws the same picture.
  const again = await fetch(response.url());
  expect(again.headers.get("content-type")).toBe("image/png");
  return {
    request: JSON.parse(requestOf(response.url())) as Record<string, unknown>,
    png: Buffer.from(await again.arrayBuffer()),
  };
}

describe("the Italian edition", () => {
  let session: Session;
  beforeAll(async () => {
    spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-poppler.mjs")], {
      stdio: "inherit",
    });
    const res = await fetch(`${inject("baseUrl")}/api/sets?id=${SET_ID}`, {
      method: "POST",
      body: JSON.stringify(await italianSet(), null, 2),
    });
    if (res.status !== 201) throw new Error(`could not create the set: ${await res.text()}`);
    const only = await englishOnlySet();
    const res2 = await fetch(`${inject("baseUrl")}/api/sets?id=${ENGLISH_ONLY}`, {
      method: "POST",
      body: JSON.stringify(only, null, 2),
    });
    if (res2.status !== 201) throw new Error(`could not create the set: ${await res2.text()}`);
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
    for (const id of [SET_ID, ENGLISH_ONLY])
      await fetch(`${inject("baseUrl")}/api/sets/${id}`, { method: "DELETE" });
  });

  it("is chosen on the print page: the preview and the PDF follow the language", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}/print`);
    // The set's main language is chosen; each of its languages is offered by name and tag.
    await expect(chosen(page, "Language")).resolves.toBe("English (en)");
    await selectTrigger(page, "Language").click();
    const offered = page.locator(".ui-select-popover").getByRole("option");
    await expect(offered.allTextContents()).resolves.toEqual([
      "English (en)",
      "French (fr)",
      "Italian (it)",
    ]);
    await page.keyboard.press("Escape");

    // Three cards with Italian names, at a low resolution.
    await choose(page, "Which", "A selection");
    for (const name of [/^Captain Absalom Gannett/, /^Lost a Wager/, /^Offended a Sea-Witch/])
      await page.getByRole("option", { name }).click();
    const english = await previewAfter(session, /"dpi":72/, () =>
      fillNumber(page.getByLabel("DPI", { exact: true }), "72"),
    );
    expect(english.request).not.toHaveProperty("language");

    // Italian, from the keyboard: the trigger opens its list with Enter, the arrows move.
    const italian = await previewAfter(session, /"language":"it"/, async () => {
      await selectTrigger(page, "Language").focus();
      await page.keyboard.press("Enter");
      const list = page.locator(".ui-select-popover");
      await list.getByRole("option", { name: "Italian (it)" }).waitFor();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");
      await list.waitFor({ state: "detached" });
    });
    await expect(chosen(page, "Language")).resolves.toBe("Italian (it)");
    // Only the heron is wholly in Italian: the page lists what the edition still prints in
    // English — 144 cards, 4 families, the set's name, its 2 words and 8 print words — as a
    // count whose details open from the keyboard, each kind linked to where it is translated.
    const edition = page.getByRole("region", { name: /not translated into Italian/ });
    await expect(edition.locator("summary").textContent()).resolves.toBe(
      "159 texts are not translated into Italian (it): they print in English (en)",
    );
    await edition.locator("summary").focus();
    await page.keyboard.press("Enter");
    const cardsItem = edition.locator("li", { hasText: /^Cards \(144\)/ });
    await expect(
      cardsItem
        .getByRole("link", { name: "Captain Absalom Gannett: flavour" })
        .getAttribute("href"),
    ).resolves.toBe(`/sets/${SET_ID}?card=captain-absalom-gannett`);
    await cardsItem.getByText("and 94 more").waitFor();
    await expect(edition.getByText("Families without a name (4)").count()).resolves.toBe(1);
    const nameItem = edition.locator("li", { hasText: /^The set's name/ });
    await expect(
      nameItem.getByRole("link", { name: "Translate in Set texts" }).getAttribute("href"),
    ).resolves.toBe(`/sets/${SET_ID}/settings#translations`);
    await page.screenshot({ path: `${SHOTS}/print-language-edition.png`, fullPage: true });
    // The live first sheet is another picture, in Italian.
    expect(italian.request).toMatchObject({ ...english.request, language: "it" });
    expect(await differingPixels(english.png, italian.png)).toBeGreaterThan(100);
    const italianSheet = italian.png;
    await writeFile(`${SHOTS}/print-language-preview-it.png`, italianSheet);
    await page.screenshot({ path: `${SHOTS}/print-language-page.png`, fullPage: true });

    // Export from the page: the request names Italian, and the PDF that comes back is Italian.
    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/sets/${SET_ID}/print`),
    );
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({ format: "pdf", language: "it", dpi: 72 });
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The export reports the gaps of the cards it printed with the file.
    await page
      .getByTestId("print-export-warnings")
      .getByText(/^2 cards lack Italian \(it\) texts, printed in English \(en\)/)
      .waitFor();

    const { language: _it, ...inEnglish } = body;
    const [pagePng, italianPng, englishPng] = await Promise.all([
      firstPage(pdf),
      printFile(SET_ID, body).then(firstPage),
      printFile(SET_ID, inEnglish).then(firstPage),
    ]);
    await writeFile(`${SHOTS}/print-language-pdf-it.png`, pagePng);
    await writeFile(`${SHOTS}/print-language-pdf-en.png`, englishPng);
    expect(await differingPixels(pagePng, italianPng)).toBe(0);
    expect(await differingPixels(pagePng, englishPng)).toBeGreaterThan(100);
    expect(session.consoleErrors).toEqual([]);
  });

  it("is offered by the library's CSV export, whose file then holds the Italian texts only", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/`);
    const tile = page.locator(`[data-set-id="${SET_ID}"]`);
    const menu = tile.getByRole("button", { name: `Export ${SET_NAME} as csv in one language` });
    // From the keyboard: the button opens the menu, the arrows move, Enter downloads.
    await menu.focus();
    await page.keyboard.press("Enter");
    const items = page.getByRole("menu", { name: `Export ${SET_NAME} as csv in one language` });
    await expect(items.getByRole("menuitem").allTextContents()).resolves.toEqual([
      "English (en)main texts only",
      "French (fr)main texts and this translation",
      "Italian (it)main texts and this translation",
    ]);
    await page.screenshot({ path: `${SHOTS}/print-language-library-menu.png` });
    const downloaded = page.waitForEvent("download");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const [header, ...rows] = csv.split("\r\n");
    const columns = header!.split(",");
    expect(columns.filter((c) => c.includes("@"))).toEqual([
      "name@it",
      "text@it",
      "flavor@it",
      "reminder@it",
    ]);
    const heron = rows.find((r) => r.startsWith("lost-a-wager-to-a-heron,"));
    expect(heron).toContain("Perse una scommessa con un airone");
    expect(csv).not.toContain("A perdu un pari");
    expect(session.consoleErrors).toEqual([]);
  });

  it("says where to add a language to a set that has one, and offers no CSV language", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${ENGLISH_ONLY}/print`);
    await expect(chosen(page, "Language")).resolves.toBe("English (en)");
    const add = page.getByRole("link", { name: "add one in its settings" });
    await expect(add.getAttribute("href")).resolves.toBe(
      `/sets/${ENGLISH_ONLY}/settings#languages`,
    );
    await page.getByText("The set has no other languages yet:").waitFor();
    await page.screenshot({ path: `${SHOTS}/print-language-one.png` });
    await page.goto(`${inject("baseUrl")}/`);
    const tile = page.locator(`[data-set-id="${ENGLISH_ONLY}"]`);
    await tile.getByRole("link", { name: "Export English only as csv" }).waitFor();
    await expect(tile.getByRole("button", { name: /in one language$/ }).count()).resolves.toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });
});
