import { describe, expect, it } from "vitest";
import { readDelimited, sheetFormatOf } from "./read";

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
