/**
 * The linked sheet in the designer (issue 25, point 2), on a blank set made in the library: a pull
 * from a CSV served by a local HTTP server (a page answering HTML is refused in words), shown as a
 * difference and applied; renamed headers mapped once in the mapping dialog and the mapping kept
 * for the next pull; a pull that would remove cards asks first; a linked CSV file of the set's
 * folder pushed, edited by hand and offered back by the watch, applied and undone; an XLSX round
 * trip (push, a cell changed with exceljs, pull shows that one change).
 */
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "../../lib/model";
import { cardsToCsv } from "../../lib/sheet";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { savedRevision, savedSet, shot, waitSaved } from "./designer-support";
import { choose } from "./ui";

const base = () => inject("baseUrl");
const SET_ID = "sheet-link-test";
const folder = () => path.join(inject("workspace"), SET_ID);

/** What the local sheet server answers, by path (a test sets it before pulling). */
const served = new Map<string, { type: string; body: string }>();
/** The local sheet server's address. */
let sheetBase = "";

/** The set's cards as CSV after `change` (on a copy of the saved set). */
async function csvOf(change: (set: VellumSet) => void): Promise<string> {
  const set = structuredClone(await savedSet(SET_ID));
  change(set);
  return cardsToCsv(set, []);
}

const cardNames = (page: Page) =>
  page
    .getByRole("listbox", { name: "Cards" })
    .getByRole("option")
    .evaluateAll((options) => options.map((o) => o.getAttribute("aria-label") ?? o.textContent));

const listed = (page: Page, name: string) =>
  page
    .getByRole("listbox", { name: "Cards" })
    .getByRole("option", { name: new RegExp(`^${name}`) });

/**
 * The console's errors but the refusal a test asks for: Chromium logs every 4xx answer, and a web
 * page refused as not CSV (415) is one. A linked file not there yet is no error (the link form and
 * push read it `ifExists`).
 */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    // 415: a URL answering HTML; 409: a push refused because the file changed since it was read.
    (e) => !/^Failed to load resource: the server responded with a status of 4(15|09)/.test(e),
  );
}

/**
 * Closes every toast: the Undo toasts of one test's pulls stay 10 s, longer while the pointer
 * rests on them, and lie over the bottom of the next test's dialogs.
 */
async function clearToasts(page: Page): Promise<void> {
  const closers = page.locator(".ui-toast").getByRole("button", { name: "Close", exact: true });
  for (let i = 0; i < 12 && (await closers.count()) > 0; i++)
    await closers
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined); // it was leaving already
  await page.mouse.move(0, 0);
}

/** Presses Undo on the newest toast that offers it. */
async function undoFromToast(page: Page): Promise<void> {
  await page.locator(".ui-toast").getByRole("button", { name: "Undo", exact: true }).last().click();
}

/** The pushed workbook at `file`, its first worksheet and its headers by 1-based column. */
async function pushedWorkbook(
  file: string,
): Promise<{ book: ExcelJS.Workbook; sheet: ExcelJS.Worksheet; headers: string[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error("the pushed workbook has no worksheet");
  return { book, sheet, headers: (sheet.getRow(1).values as unknown[]).map(String) };
}

/** Opens the "Linked sheet" dialog. */
async function openSheetDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Linked sheet", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Linked sheet" });
  await dialog.waitFor();
  return dialog;
}

/** Links the set to `text` (a file name or a URL) through the dialog, changing any link. */
async function link(page: Page, kind: "file" | "url", text: string): Promise<Locator> {
  const dialog = await openSheetDialog(page);
  const change = dialog.getByRole("button", { name: "Change the link…" });
  if (await change.isVisible()) await change.click();
  await dialog
    .locator("label")
    .filter({ hasText: kind === "file" ? "A file in the set's folder" : "A URL" })
    .click();
  await dialog.getByLabel(kind === "file" ? "File name" : "Sheet URL").fill(text);
  await dialog.getByRole("button", { name: "Link", exact: true }).click();
  return dialog;
}

/** Serves `body` as CSV at `at` and links the set to it, closing the dialog. */
async function linkServed(page: Page, at: string, body: string): Promise<void> {
  served.set(at, { type: "text/csv", body });
  const dialog = await link(page, "url", `${sheetBase}${at}`);
  await dialog.getByText(`${sheetBase}${at}`).waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();
}

/** Pulls through the dialog and answers the difference dialog. */
async function pull(page: Page): Promise<Locator> {
  const dialog = await openSheetDialog(page);
  await dialog.getByRole("button", { name: "Pull", exact: true }).click();
  const diff = page.getByRole("dialog", { name: /^(Pull from|Match the columns of) / });
  await diff.waitFor();
  return diff;
}

/** The rows of the difference's "Cards changed" table, as "Card: Field | before | after". */
async function changedRows(dialog: Locator): Promise<string[]> {
  const region = dialog.getByRole("region", { name: "Cards changed" });
  await region.waitFor({ timeout: 15_000 });
  return region
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => [...r.children].map((c) => (c.textContent ?? "").trim()).join(" | ")),
    );
}

describe("the linked sheet", () => {
  let session: Session;
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = served.get(req.url ?? "");
      if (!answer) return res.writeHead(404).end("not here");
      res.writeHead(200, { "content-type": answer.type }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    sheetBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    session = await openSession();
  });
  beforeEach(async () => {
    if (session) await clearToasts(session.page);
  });
  afterAll(async () => {
    await session?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fetch(`${base()}/api/sets/${SET_ID}`, { method: "DELETE" });
  });

  it("pulls a CSV from a URL: shows the difference, applies it, keeps the link", async () => {
    const { page } = session;
    await page.goto(base() + "/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "New set" }).click();
    const created = page.getByRole("dialog", { name: "New set" });
    await created.getByRole("textbox", { name: "Name" }).fill("Sheet Link Test");
    await created.getByRole("button", { name: "Create set" }).click();
    await page.waitForURL(new RegExp(`/sets/${SET_ID}$`));
    await page.getByRole("listbox", { name: "Cards" }).waitFor();

    served.set("/page", { type: "text/html", body: "<!doctype html><p>Sign in</p>" });
    served.set("/cards.csv", {
      type: "text/csv",
      body: await csvOf((set) => {
        const misfortune = set.cards.find((c) => c.id === "a-misfortune");
        if (misfortune?.points) misfortune.points[0] = -15;
        set.cards.push({
          id: "tide-caller",
          type: "modifier",
          name: "Tide Caller",
          copies: 2,
          points: [null, 3, null],
          icons: [null, null, null],
        });
      }),
    });

    // A page that answers HTML is refused in words, and nothing is linked.
    const dialog = await link(page, "url", `${sheetBase}/page`);
    await dialog
      .getByRole("alert")
      .filter({ hasText: /was not linked/ })
      .waitFor();
    await expect(dialog.getByRole("alert").textContent()).resolves.toMatch(/HTML|CSV/);
    await shot(page, "sheet-url-refused");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await savedSet(SET_ID)).sheet).toBeUndefined();

    await link(page, "url", `${sheetBase}/cards.csv`);
    const linked = page.getByRole("dialog", { name: "Linked sheet" });
    await linked.getByText(`${sheetBase}/cards.csv`).waitFor();
    // A URL is only pulled from.
    await linked.getByRole("button", { name: "Push", exact: true }).click();
    await linked
      .getByRole("alert")
      .filter({ hasText: /push needs a file/ })
      .waitFor();
    await linked.getByRole("button", { name: "Close" }).click();

    const before = await savedRevision(page);
    const diff = await pull(page);
    await diff.getByText(/1 card added, 1 changed, 0 not in the sheet, 5 unchanged/).waitFor();
    await diff.getByRole("region", { name: "Cards added" }).getByText("Tide Caller").waitFor();
    await expect(changedRows(diff)).resolves.toEqual(["A Misfortune: Points 1 | -10 | -15"]);
    await shot(page, "sheet-url-difference");
    await diff.getByRole("button", { name: "Apply" }).click();
    await listed(page, "Tide Caller").waitFor();
    // The keyboard is back where the pull began.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Linked sheet");
    await page.getByText(/^Pulled /).waitFor();
    await waitSaved(page, before);
    const saved = await savedSet(SET_ID);
    expect(saved.sheet).toEqual({ url: `${sheetBase}/cards.csv` });
    expect(saved.cards.find((c) => c.id === "a-misfortune")?.points?.[0]).toBe(-15);
    expect(saved.cards.map((c) => c.id)).toContain("tide-caller");
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("asks once how renamed headers map, and keeps the answer for the next pull", async () => {
    const { page } = session;
    const csv = await csvOf((set) => {
      const misfortune = set.cards.find((c) => c.id === "a-misfortune");
      if (misfortune?.points) misfortune.points[0] = -20;
    });
    await linkServed(
      page,
      "/renamed.csv",
      csv.replace(/^id,type,name,/, "id,type,Card name,").replace(",points.1,", ",Pts 1,"),
    );

    const mapping = await pull(page);
    await page.getByRole("dialog", { name: /^Match the columns of / }).waitFor();
    await choose(page, "Sheet column “Card name”", /\(name\)$/);
    await choose(page, "Sheet column “Pts 1”", /\(points\.1\)$/);
    await shot(page, "sheet-mapping");
    await mapping.getByRole("button", { name: "Use these columns" }).click();
    const diff = page.getByRole("dialog", { name: /^Pull from / });
    await expect(changedRows(diff)).resolves.toEqual(["A Misfortune: Points 1 | -15 | -20"]);
    await diff.getByRole("button", { name: "Apply" }).click();
    await page
      .getByText(/^Pulled /)
      .first()
      .waitFor();
    await waitSaved(page);
    expect((await savedSet(SET_ID)).sheet?.mapping).toEqual({
      "Card name": "name",
      "Pts 1": "points.1",
    });

    // The next pull does not ask: the sheet and the cards match.
    const again = await pull(page);
    await again.getByText(/0 cards added, 0 changed/).waitFor();
    await again.getByText("Nothing to apply: the cards already match the sheet.").waitFor();
    await expect(again.getByRole("button", { name: "Apply" }).isDisabled()).resolves.toBe(true);
    await again.getByRole("button", { name: "Cancel" }).click();
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("never removes cards the sheet lacks without showing them and asking", async () => {
    const { page } = session;
    await linkServed(
      page,
      "/fewer.csv",
      await csvOf((set) => {
        set.cards = set.cards.filter((c) => c.id !== "tide-caller" && c.id !== "fourth-character");
        const joy = set.cards.find((c) => c.id === "a-small-joy");
        if (joy) joy.copies = 4;
      }),
    );
    const count = (await cardNames(page)).length;

    let diff = await pull(page);
    const removed = diff.getByRole("region", { name: "Cards not in the sheet" });
    await removed.getByText("Tide Caller").waitFor();
    await removed.getByText("Fourth character").waitFor();
    const box = diff.getByLabel("Also remove these 2 cards");
    await expect(box.isChecked()).resolves.toBe(false);
    await shot(page, "sheet-removal-asked");
    await diff.getByRole("button", { name: "Apply" }).click();
    await page
      .getByText(/^Pulled /)
      .first()
      .waitFor();
    expect(await cardNames(page)).toHaveLength(count);

    diff = await pull(page);
    await diff.getByText("Also remove these 2 cards").click();
    await diff.getByRole("button", { name: "Apply" }).click();
    await expect.poll(async () => (await cardNames(page)).length).toBe(count - 2);
    await undoFromToast(page);
    await expect.poll(async () => (await cardNames(page)).length).toBe(count);
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("shows a sheet's problems per row and cell, and applies only once they are skipped", async () => {
    const { page } = session;
    await linkServed(
      page,
      "/bad.csv",
      await csvOf((set) => {
        const joy = set.cards.find((c) => c.id === "a-small-joy");
        if (joy) joy.copies = 3;
        // A cell a sheet might hold that no card can: the row is left out until skipped.
        const misfortune = set.cards.find((c) => c.id === "a-misfortune");
        if (misfortune?.points) misfortune.points[0] = "lots" as unknown as number;
      }),
    );
    const diff = await pull(page);
    const problems = diff.getByRole("region", { name: "Problems in the sheet" });
    await problems.waitFor();
    const row = problems.locator("tbody tr").first();
    await expect(row.locator("td").nth(1).textContent()).resolves.toMatch(/^F\d+$/);
    await expect(row.locator("td").nth(2).textContent()).resolves.toMatch(/lots/);
    const apply = diff.getByRole("button", { name: "Apply" });
    await expect(apply.isDisabled()).resolves.toBe(true);
    await shot(page, "sheet-problems");
    await diff.getByText(/^Skip the rows with problems/).click();
    await expect(apply.isDisabled()).resolves.toBe(false);
    await apply.click();
    await page.getByText(/^Pulled bad\.csv/).waitFor();
    await waitSaved(page);
    const saved = await savedSet(SET_ID);
    expect(saved.cards.find((c) => c.id === "a-small-joy")?.copies).toBe(3);
    expect(saved.cards.find((c) => c.id === "a-misfortune")?.points?.[0]).toBe(-20);
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("watches a linked CSV file: its change is offered, applied and undone", async () => {
    const { page } = session;
    await link(page, "file", "cards.csv");
    const dialog = page.getByRole("dialog", { name: "Linked sheet" });
    await dialog.getByText("cards.csv in the set's folder").waitFor();
    await dialog.getByText("cards.csv is not in the set's folder yet: Push writes it.").waitFor();
    await dialog.getByRole("button", { name: "Push", exact: true }).click();
    await page.getByText("Pushed to cards.csv").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    const file = path.join(folder(), "cards.csv");
    const written = await readFile(file, "utf8");
    expect(written).toMatch(/A Small Joy/);

    await writeFile(file, written.replace("A Small Joy", "A Great Joy"));
    await page.getByText("cards.csv changed in the set's folder").waitFor({ timeout: 20_000 });
    await shot(page, "sheet-watch-notice");
    await page.getByRole("button", { name: "Review the changes" }).click();
    const diff = page.getByRole("dialog", { name: "Pull from cards.csv" });
    await expect(changedRows(diff)).resolves.toEqual([
      "A Small Joy: Name | A Small Joy | A Great Joy",
    ]);
    await shot(page, "sheet-watch-difference");
    await diff.getByRole("button", { name: "Apply" }).click();
    await listed(page, "A Great Joy").waitFor();
    await undoFromToast(page);
    await listed(page, "A Small Joy").waitFor();
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("round-trips an XLSX: push, one cell changed in the workbook, pull shows that change", async () => {
    const { page } = session;
    await link(page, "file", "cards.xlsx");
    const dialog = page.getByRole("dialog", { name: "Linked sheet" });
    await dialog.getByRole("button", { name: "Push", exact: true }).click();
    await page.getByText("Pushed to cards.xlsx").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    const file = path.join(folder(), "cards.xlsx");
    const { book, sheet, headers } = await pushedWorkbook(file);
    const pointsColumn = headers.indexOf("points.1");
    let changed = false;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "a-misfortune") {
        row.getCell(pointsColumn).value = -25;
        changed = true;
      }
    });
    expect(changed).toBe(true);
    book.addWorksheet("Notes").addRow(["not cards"]);
    await book.xlsx.writeFile(file);

    const diff = await pull(page);
    await diff.getByText(/0 cards added, 1 changed/).waitFor();
    await expect(changedRows(diff)).resolves.toEqual(["A Misfortune: Points 1 | -20 | -25"]);
    await shot(page, "sheet-xlsx-difference");
    await diff.getByRole("button", { name: "Apply" }).click();
    await page
      .getByText(/^Pulled /)
      .first()
      .waitFor();
    await waitSaved(page);
    expect((await savedSet(SET_ID)).cards.find((c) => c.id === "a-misfortune")?.points?.[0]).toBe(
      -25,
    );

    // Pushing again overwrites the file only once confirmed.
    await clearToasts(page);
    const again = await openSheetDialog(page);
    await again.getByRole("button", { name: "Push", exact: true }).click();
    await again.getByRole("button", { name: "Overwrite cards.xlsx" }).waitFor();
    await shot(page, "sheet-push-confirm");
    await again.getByRole("button", { name: "Overwrite cards.xlsx" }).click();
    await page.getByText("Pushed to cards.xlsx").last().waitFor();
    await clearToasts(page);
    await again.getByRole("button", { name: "Close" }).click();

    // Linked again, the workbook's worksheets are offered by name; the choice is saved.
    const relinked = await link(page, "file", "cards.xlsx");
    await choose(page, "Worksheet", sheet.name);
    await shot(page, "sheet-worksheet-choice");
    await relinked.getByRole("button", { name: "Link", exact: true }).click();
    await relinked.getByText(`cards.xlsx, worksheet ${sheet.name} in the set's folder`).waitFor();
    await waitSaved(page);
    expect((await savedSet(SET_ID)).sheet).toEqual({ file: "cards.xlsx", worksheet: sheet.name });
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });

  it("a push keeps the sheet's own rows and formulas, shows what it changes, and never overwrites a file changed since it was read", async () => {
    const { page } = session;
    const file = path.join(folder(), "cards.xlsx");
    const { book, sheet, headers } = await pushedWorkbook(file);
    const points = headers.indexOf("points.1");
    const helper = headers.length; // the first column after the cards' (values are 1-based)
    sheet.getRow(1).getCell(helper).value = "Double";
    let line = 0;
    sheet.eachRow((row, n) => {
      if (row.getCell(1).value !== "a-misfortune") return;
      line = n;
      row.getCell(points).value = -30;
      const letter = sheet.getColumn(points).letter;
      row.getCell(helper).value = { formula: `${letter}${n}*2`, result: -60 };
    });
    const typed = sheet.addRow([]);
    typed.getCell(headers.indexOf("name")).value = "A Joy Typed In The Sheet";
    sheet.addRow(["typed-with-an-id", "event", "Typed With An Id"]);
    await book.xlsx.writeFile(file);
    // The watch says the file changed (its toast would lie over the dialog's buttons).
    await page.getByText("cards.xlsx changed in the set's folder").last().waitFor();
    await clearToasts(page);
    // The last test left the dialog open on the link it changed.
    const open = page.getByRole("dialog", { name: "Linked sheet" });
    if (await open.isVisible()) await open.getByRole("button", { name: "Close" }).click();
    const dialog = await openSheetDialog(page);
    await dialog.getByRole("button", { name: "Push", exact: true }).click();
    const confirm = dialog.getByRole("group", { name: "Push to cards.xlsx?" });
    await confirm
      .getByText(
        /^Overwrite cards\.xlsx\? 0 rows added, 1 cell overwritten in 1 row, 2 rows that are no card of the set/,
      )
      .waitFor();
    const overwritten = await confirm
      .getByRole("region", { name: "Cells overwritten" })
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((r) => [...r.children].map((c) => (c.textContent ?? "").trim()).join(" | ")),
      );
    expect(overwritten).toEqual([`Line ${line}, A Misfortune: points.1 | -30 | -25`]);
    await confirm
      .getByRole("region", { name: "Rows kept" })
      .getByText(/A Joy Typed In The Sheet/)
      .waitFor();
    const missing = confirm.getByRole("region", { name: "Rows of cards the set does not have" });
    await missing.getByText(/Typed With An Id \(typed-with-an-id\)/).waitFor();
    const remove = missing.getByRole("checkbox", {
      name: "Also delete the rows of 1 card the set no longer has",
    });
    expect(await remove.isChecked()).toBe(false);
    await shot(page, "sheet-push-difference");

    // Saved in the spreadsheet after Push was pressed: the confirmed push must not overwrite it.
    const later = new ExcelJS.Workbook();
    await later.xlsx.readFile(file);
    const laterSheet = later.worksheets[0];
    if (!laterSheet) throw new Error("the workbook lost its worksheet");
    laterSheet.getRow(line).getCell(helper + 1).value = "saved meanwhile";
    await later.xlsx.writeFile(file);
    await page.getByText("cards.xlsx changed in the set's folder").last().waitFor();
    await clearToasts(page);
    await confirm.getByRole("button", { name: "Overwrite cards.xlsx" }).click();
    await dialog
      .getByText(/^Nothing was pushed: cards\.xlsx changed since it was read for this push/)
      .waitFor();
    await shot(page, "sheet-push-changed");
    await dialog.getByRole("button", { name: "Review the push again" }).click();
    await confirm.getByRole("button", { name: "Overwrite cards.xlsx" }).click();
    await page.getByText("Pushed to cards.xlsx").last().waitFor();

    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(file);
    const pushed = back.worksheets[0];
    const row = pushed?.getRow(line);
    expect(row?.getCell(points).value).toBe(-25);
    expect(row?.getCell(helper).value).toMatchObject({
      formula: expect.stringMatching(/\*2$/) as string,
    });
    expect(row?.getCell(helper + 1).value).toBe("saved meanwhile");
    const names: unknown[] = [];
    pushed?.eachRow((r) => names.push(r.getCell(headers.indexOf("name")).value));
    expect(names).toEqual(expect.arrayContaining(["A Joy Typed In The Sheet", "Typed With An Id"]));
    await clearToasts(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(unexpected(session.consoleErrors)).toEqual([]);
  });
});
