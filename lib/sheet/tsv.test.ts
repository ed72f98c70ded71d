import { describe, expect, it } from "vitest";
import { parseTsv, toTsv } from "./tsv";

describe("parseTsv", () => {
  it("splits cells by tabs and rows by CRLF or LF; a trailing line end adds no row", () => {
    expect(parseTsv("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseTsv("a\tb\nc\td")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseTsv("a\rb\r")).toEqual([["a"], ["b"]]);
    expect(parseTsv("")).toEqual([]);
  });

  it("keeps empty cells and an empty copied cell", () => {
    expect(parseTsv("\t\tx\r\n")).toEqual([["", "", "x"]]);
    expect(parseTsv("\r\n")).toEqual([[""]]);
  });

  it("ignores the lone empty row Excel adds after a block", () => {
    expect(parseTsv("-10\r\n-15\r\n\r\n")).toEqual([["-10"], ["-15"]]);
  });

  it("reads quoted cells holding tabs, line ends and doubled quotes (Excel, LibreOffice, Sheets)", () => {
    expect(parseTsv('"two\r\nlines"\t"a\ttab"\t"say ""hi"""\r\nnext\r\n')).toEqual([
      ["two\r\nlines", "a\ttab", 'say "hi"'],
      ["next"],
    ]);
    // A quote inside an unquoted cell is text.
    expect(parseTsv('5" ruler\tx')).toEqual([['5" ruler', "x"]]);
    // A cell that starts with a quote but is not a quoted cell is text (Google Sheets).
    expect(parseTsv('"Hi," she said\tx\r\n"open\ty')).toEqual([
      ['"Hi," she said', "x"],
      ['"open', "y"],
    ]);
  });
});

describe("toTsv", () => {
  it("quotes only the cells that need it", () => {
    expect(
      toTsv([
        ["a", "b c"],
        ["x\ty", 'q"'],
      ]),
    ).toBe('a\tb c\r\n"x\ty"\t"q"""');
  });

  it("round-trips any block", () => {
    const blocks = [
      [["plain", "", "-10"]],
      [
        ["two\nlines", "\ttab first", '"quoted"'],
        ["", "", ""],
        ["=SUM(A1)", "'=x", "a\r\nb"],
      ],
    ];
    for (const block of blocks) expect(parseTsv(toTsv(block))).toEqual(block);
  });
});
