/**
 * `vellum sheet pull|push` (issue 25, point 3): the difference printed, applied only with --yes,
 * refused while a row has an error; the cards written back to a CSV and to an XLSX whose other
 * worksheets are kept.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { SheetLink, VellumSet } from "../lib/model";
import { minimalSet } from "../test/fixtures/minimal-set";
import { dir, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-cli-sheet-");

const folder = () => path.join(dir, "ws", "minimal-set");

/** Imports the minimal set linked to `link`, and writes `sheet` (text) as its linked file. */
async function linkedSet(link: SheetLink, sheet?: string): Promise<void> {
  const set = { ...minimalSet(), sheet: link };
  await writeFile(path.join(dir, "in.json"), JSON.stringify(set, null, 2));
  expect(await run("import", "in.json")).toBe(0);
  if (sheet !== undefined && link.file) await writeFile(path.join(folder(), link.file), sheet);
  out.length = 0;
  err.length = 0;
}

const storedSet = async (): Promise<VellumSet> =>
  JSON.parse(await readFile(path.join(folder(), "set.json"), "utf8")) as VellumSet;

const pointsOf = async (id: string) => (await storedSet()).cards.find((c) => c.id === id)?.points;

describe("vellum sheet pull", () => {
  it("prints the difference and changes nothing without --yes; applies it with --yes", async () => {
    await linkedSet(
      { file: "cards.csv" },
      "id,name,points.1\r\nlost-at-cards,Lost at Cards,-20\r\nmarried-for-money,Married for Money,10\r\n",
    );
    const before = await readFile(path.join(folder(), "set.json"), "utf8");
    expect(await run("sheet", "pull", "minimal-set")).toBe(0);
    const printed = out.join("\n");
    expect(printed).toMatch(/Lost at Cards/);
    expect(printed).toMatch(/-20/);
    expect(printed).not.toMatch(/Married for Money/);
    expect(out.at(-1)).toMatch(/run again with --yes/);
    expect(await readFile(path.join(folder(), "set.json"), "utf8")).toBe(before);

    out.length = 0;
    expect(await run("sheet", "pull", "minimal-set", "--yes")).toBe(0);
    expect(out.at(-1)).toMatch(/^applied to minimal-set \(revision [0-9a-f]{16}/);
    expect(await pointsOf("lost-at-cards")).toEqual([-20, null, null]);
    // Cards without a row in the sheet are kept without --remove-missing.
    expect((await storedSet()).cards).toHaveLength(minimalSet().cards.length);
  });

  it("refuses to apply while a row has an error, saying where, and applies the rest with --skip-problems", async () => {
    await linkedSet(
      { file: "cards.csv" },
      "id,name,points.1\nlost-at-cards,Lost at Cards,-20\nmarried-for-money,Married for Money,lots\n",
    );
    expect(await run("sheet", "pull", "minimal-set", "--yes")).toBe(1);
    expect(err.join("\n")).toMatch(/^minimal-set\/cards\.csv:3:\d+ error /m);
    expect(err.at(-1)).toBe("error: nothing was applied");
    expect(await pointsOf("lost-at-cards")).toEqual([-10, null, null]);
    expect(await run("sheet", "pull", "minimal-set", "--yes", "--skip-problems")).toBe(0);
    expect(await pointsOf("lost-at-cards")).toEqual([-20, null, null]);
    expect(await pointsOf("married-for-money")).toEqual([10, null, null]);
  });

  it("removes the cards without a row only with --remove-missing", async () => {
    await linkedSet({ file: "cards.csv" }, "id,name\nlost-at-cards,Lost at Cards\n");
    expect(await run("sheet", "pull", "minimal-set", "--yes")).toBe(0);
    expect((await storedSet()).cards).toHaveLength(minimalSet().cards.length);
    expect(await run("sheet", "pull", "minimal-set", "--yes", "--remove-missing")).toBe(0);
    expect((await storedSet()).cards.map((c) => c.id)).toEqual(["lost-at-cards"]);
  });

  it("keeps a card whose XLSX row was left out for an unreadable cell, though the sheet has no id column", async () => {
    await linkedSet({ file: "cards.xlsx" });
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Cards");
    sheet.addRow(["name", "points.1"]);
    sheet.addRow(["Lost at Cards", -20]);
    // A formula whose value was never saved: lib/store answers it as a diagnostic, not a cell.
    sheet.addRow(["Married for Money", { formula: "B2*2" }]);
    await writeFile(
      path.join(folder(), "cards.xlsx"),
      new Uint8Array(await book.xlsx.writeBuffer()),
    );
    expect(
      await run("sheet", "pull", "minimal-set", "--yes", "--skip-problems", "--remove-missing"),
    ).toBe(0);
    expect(err.join("\n")).toMatch(/cell B3 is a formula whose value was never saved/);
    const ids = (await storedSet()).cards.map((c) => c.id);
    expect(ids).toEqual(["lost-at-cards", "married-for-money"]);
    expect(await pointsOf("married-for-money")).toEqual([10, null, null]);
  });

  it("refuses --yes on a header-row error as the designer does, and prints each problem once", async () => {
    await linkedSet(
      { file: "cards.csv" },
      "id,Points 1,points.1\nlost-at-cards,-20,-30\nmarried-for-money,lots,\n",
    );
    expect(await run("sheet", "pull", "minimal-set", "--yes")).toBe(1);
    expect(err.at(-1)).toBe("error: nothing was applied");
    expect(await pointsOf("lost-at-cards")).toEqual([-10, null, null]);
    const printed = [...out, ...err].join("\n");
    expect(printed.match(/both stand for 'points\.1'/g)).toHaveLength(1);
    expect(printed.match(/'lots' is not a number/g)).toHaveLength(1);
    err.length = 0;
    // Only the duplicate column: nothing is left out, and --yes still waits for --skip-problems.
    await writeFile(
      path.join(folder(), "cards.csv"),
      "id,Points 1,points.1\nlost-at-cards,-20,-30\n",
    );
    expect(await run("sheet", "pull", "minimal-set", "--yes")).toBe(1);
    expect(err.join("\n")).toMatch(
      /1 error in the sheet: fix them in the sheet, or leave their rows out with --skip-problems/,
    );
    expect(await run("sheet", "pull", "minimal-set", "--yes", "--skip-problems")).toBe(0);
    expect(await pointsOf("lost-at-cards")).toEqual([-20, null, null]);
  });

  it("stops at headers that match no card column, saying how to map them", async () => {
    await linkedSet({ file: "cards.csv" }, "id,Pts\nlost-at-cards,-20\n");
    expect(await run("sheet", "pull", "minimal-set")).toBe(1);
    expect(err.join("\n")).toMatch(/'Pts' match no card column/);
    expect(err.join("\n")).toMatch(/mapping dialog.*sheet\.mapping/);
  });

  it("says when the set has no linked sheet, or its file is missing", async () => {
    await writeFile(path.join(dir, "in.json"), JSON.stringify(minimalSet()));
    expect(await run("import", "in.json")).toBe(0);
    expect(await run("sheet", "pull", "minimal-set")).toBe(1);
    expect(err.at(-1)).toMatch(/has no linked sheet/);
    expect(await run("sheet", "pull")).toBe(2);
    expect(await run("sheet", "pul", "minimal-set")).toBe(2);
    expect(err.at(-1)).toMatch(/did you mean 'pull'\?/);
  });
});

describe("vellum sheet push", () => {
  it("prints what it changes and writes nothing without --yes; keeps the rows that are no card of the set unless --remove-missing", async () => {
    const sheet =
      "id,name,points.1,Notes\r\n" +
      ",A card typed in the sheet,-5,idea\r\n" +
      "lost-at-cards,Lost at Cards,-20,mine\r\n" +
      "not-pulled-yet,Typed With An Id,-1,\r\n";
    await linkedSet({ file: "cards.csv", mapping: { Notes: null } }, sheet);
    expect(await run("sheet", "push", "minimal-set")).toBe(0);
    const printed = out.join("\n");
    expect(printed).toContain("~ line 3 'Lost at Cards': points.1 -20 → -10");
    expect(printed).toContain("= keep line 2 'A card typed in the sheet'");
    expect(printed).toMatch(/= keep line 4 'Typed With An Id' \(not-pulled-yet is not a card/);
    expect(printed).toMatch(/^\+ add /m);
    expect(out.at(-1)).toMatch(/run again with --yes.*--remove-missing/);
    expect(await readFile(path.join(folder(), "cards.csv"), "utf8")).toBe(sheet);

    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    const kept = (await readFile(path.join(folder(), "cards.csv"), "utf8")).split("\r\n");
    expect(kept.slice(0, 4)).toEqual([
      "id,name,points.1,Notes",
      ",A card typed in the sheet,-5,idea",
      "lost-at-cards,Lost at Cards,-10,mine",
      "not-pulled-yet,Typed With An Id,-1,",
    ]);
    expect(await run("sheet", "push", "minimal-set", "--yes", "--remove-missing")).toBe(0);
    const removed = await readFile(path.join(folder(), "cards.csv"), "utf8");
    expect(removed).not.toContain("not-pulled-yet");
    expect(removed).toContain(",A card typed in the sheet,-5,idea\r\n");
  });

  it("keeps an XLSX's own formulas in the columns the set ignores", async () => {
    await linkedSet({ file: "cards.xlsx", mapping: { Double: null } });
    const book = new ExcelJS.Workbook();
    const deck = book.addWorksheet("Cards");
    deck.addRow(["id", "name", "points.1", "Double"]);
    deck.addRow(["lost-at-cards", "Lost at Cards", -20, { formula: "C2*2", result: -40 }]);
    await writeFile(
      path.join(folder(), "cards.xlsx"),
      new Uint8Array(await book.xlsx.writeBuffer()),
    );
    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await readFile(path.join(folder(), "cards.xlsx"))) as never);
    const sheet = back.getWorksheet("Cards");
    expect(sheet?.getCell("C2").value).toBe(-10);
    expect(sheet?.getCell("D2").value).toMatchObject({ formula: "C2*2" });
  });

  it("writes a new CSV of every card, then keeps the sheet's own columns", async () => {
    await linkedSet({ file: "cards.csv" });
    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    const cards = minimalSet().cards.length;
    expect(out.at(-1)).toBe(`wrote ${cards} rows to minimal-set/cards.csv`);
    const csv = await readFile(path.join(folder(), "cards.csv"), "utf8");
    expect(csv.split(/\r?\n/)[0]).toMatch(/^id,type,name,/);
    // The designer's own columns, BOM kept.
    await writeFile(path.join(folder(), "cards.csv"), "\uFEFFname,id,points.1\r\n");
    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    const own = await readFile(path.join(folder(), "cards.csv"), "utf8");
    expect(own.startsWith("\uFEFFname,id,points.1\r\n")).toBe(true);
    expect(own).toMatch(/^Lost at Cards,lost-at-cards,-10\r$/m);
  });

  it("writes into an XLSX's worksheet, keeping its other worksheets", async () => {
    await linkedSet({ file: "cards.xlsx", worksheet: "Deck" });
    const book = new ExcelJS.Workbook();
    book.addWorksheet("Notes").addRow(["balance notes"]);
    book.addWorksheet("Deck").addRow(["id", "name", "points.1"]);
    await mkdir(folder(), { recursive: true });
    await writeFile(
      path.join(folder(), "cards.xlsx"),
      new Uint8Array(await book.xlsx.writeBuffer()),
    );
    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    expect(out.at(-1)).toMatch(/^wrote \d+ rows to minimal-set\/cards\.xlsx/);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await readFile(path.join(folder(), "cards.xlsx"))) as never);
    expect(back.worksheets.map((w) => w.name)).toEqual(["Notes", "Deck"]);
    expect(back.getWorksheet("Notes")?.getCell("A1").value).toBe("balance notes");
    const deck = back.getWorksheet("Deck");
    expect(deck?.getRow(1).values).toEqual([undefined, "id", "name", "points.1"]);
    expect(deck?.rowCount).toBe(minimalSet().cards.length + 1);
  });

  it("pushes every card to a new XLSX, which pulls back as no change", async () => {
    await linkedSet({ file: "cards.xlsx" });
    expect(await run("sheet", "push", "minimal-set", "--yes")).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(path.join(folder(), "cards.xlsx"))) as never);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Cards"]);
    out.length = 0;
    expect(await run("sheet", "pull", "minimal-set")).toBe(0);
    expect(err).toEqual([]);
    expect(out.at(-1)).toBe("nothing to apply: the set already matches the sheet");
  });

  it("refuses to push to a URL", async () => {
    await linkedSet({ url: "https://example.org/cards.csv" });
    expect(await run("sheet", "push", "minimal-set")).toBe(1);
    expect(err.at(-1)).toMatch(/cannot be written/);
  });
});
