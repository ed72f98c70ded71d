import { describe, expect, it } from "vitest";
import setSchema from "../../schemas/set.schema.json";
import { readDelimited, sheetFileNameProblem, sheetFormatOf } from "./read";

describe("sheetFormatOf", () => {
  it("reads the extension in any case", () => {
    expect(sheetFormatOf("cards.csv")).toBe("csv");
    expect(sheetFormatOf("Cards.TSV")).toBe("tsv");
    expect(sheetFormatOf("book.XLSX")).toBe("xlsx");
    expect(sheetFormatOf("cards.txt")).toBeUndefined();
    expect(sheetFormatOf("csv")).toBeUndefined();
  });
});

describe("readDelimited", () => {
  it("reads CSV into headers and rows with their lines, passing over empty rows", () => {
    const { table, diagnostics } = readDelimited(
      'name,points.1\r\n"Gull, Omen",-10\r\n,\r\nTide,5\r\n',
      "cards.csv",
      ",",
    );
    expect(diagnostics).toEqual([]);
    expect(table.headers).toEqual(["name", "points.1"]);
    expect(table.rows.map((r) => [r.line, r.cells])).toEqual([
      [2, ["Gull, Omen", "-10"]],
      [4, ["Tide", "5"]],
    ]);
    expect(table.rows[1]?.ranges?.[1]?.start).toMatchObject({ line: 4, column: 6 });
  });

  it("reads TSV with the same quoting", () => {
    const { table } = readDelimited('name\ttext\nA\t"two\nlines"\n', "cards.tsv", "\t");
    expect(table.rows[0]?.cells).toEqual(["A", "two\nlines"]);
  });

  it("says what is wrong with empty or broken text", () => {
    expect(readDelimited("", "cards.csv", ",").diagnostics.map((d) => d.message)).toEqual([
      "the CSV is empty — it needs a header row (name, type, points.1, …) and one row per card",
    ]);
    expect(readDelimited('name\n"open', "c.csv", ",").diagnostics.map((d) => d.code)).toEqual([
      "csv/unterminated-quote",
    ]);
  });
});

describe("sheetFileNameProblem: the one rule for a linked file's name", () => {
  const good = [
    "cards.csv",
    "Cartes été.csv",
    "cards, v2.xlsx",
    "Karten (Entwurf) & Notizen+1.TSV",
    "O'Brien_deck-2.xlsx",
    "карты.csv",
    "カード.xlsx",
    "cards.v2.csv",
    `${"a".repeat(116)}.csv`,
  ];
  const bad: [string, RegExp][] = [
    ["", /write the name/],
    ["../cards.csv", /not a file name of the set's folder/],
    ["sub/cards.csv", /not a file name of the set's folder/],
    ["sub\\cards.csv", /not a file name of the set's folder/],
    [".cards.csv", /starts with a dot/],
    ["cards..csv", /has '\.\.' in it/],
    ["a..b.xlsx", /has '\.\.' in it/],
    ["cards.txt", /not a CSV, TSV or XLSX file/],
    ["set.json", /not a CSV, TSV or XLSX file/],
    ["cards?.csv", /has '\?' in it/],
    ["a:b.csv", /has ':' in it/],
    ["tab\tname.csv", /has a tab in it/],
    [`${"a".repeat(117)}.csv`, /121 characters long/],
  ];

  it("allows letters of any language, digits, spaces and . _ , ( ) ' & + -", () => {
    for (const name of good) expect(sheetFileNameProblem(name), name).toBeUndefined();
  });

  it("refuses a folder, a leading dot, '..', another extension, other characters and a long name, saying why", () => {
    for (const [name, why] of bad) expect(sheetFileNameProblem(name), name).toMatch(why);
  });

  it("agrees with the schema's sheet.file (pattern and length) on every name", () => {
    const file = setSchema.properties.sheet.properties.file;
    const pattern = new RegExp(file.pattern, "u");
    const schemaOk = (name: string) =>
      pattern.test(name) &&
      [...name].length >= file.minLength &&
      [...name].length <= file.maxLength;
    for (const name of [...good, ...bad.map(([n]) => n)]) {
      expect(schemaOk(name), name).toBe(sheetFileNameProblem(name) === undefined);
    }
  });
});
