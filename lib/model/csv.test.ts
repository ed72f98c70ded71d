import { describe, expect, it } from "vitest";
import type { Diagnostic } from "./diagnostic";
import {
  csvRecords,
  escapeFormula,
  linesFrom,
  parseCsv,
  serializeCsv,
  unescapeFormula,
} from "./csv";

const values = (text: string) =>
  parseCsv(text, "t.csv").records.map((r) => r.cells.map((c) => c.value));

describe("parseCsv", () => {
  it.each([
    {
      description: "plain rows, LF",
      input: "a,b\nc,d\n",
      expected: [
        ["a", "b"],
        ["c", "d"],
      ],
    },
    {
      description: "CRLF and no final line end",
      input: "a,b\r\nc,d",
      expected: [
        ["a", "b"],
        ["c", "d"],
      ],
    },
    { description: "lone CR line ends", input: "a\rb\r", expected: [["a"], ["b"]] },
    { description: "a leading BOM", input: "\uFEFFid,name\n", expected: [["id", "name"]] },
    { description: "empty cells", input: ",,\n", expected: [["", "", ""]] },
    { description: "quoted comma", input: '"a,b",c\n', expected: [["a,b", "c"]] },
    { description: "doubled quotes", input: '"say ""hi""",x\n', expected: [['say "hi"', "x"]] },
    {
      description: "embedded CRLF kept",
      input: '"line 1\r\nline 2",x\r\n',
      expected: [["line 1\r\nline 2", "x"]],
    },
    { description: "empty quoted cell", input: '"",x\n', expected: [["", "x"]] },
    {
      description: "blank line is an empty record",
      input: "a\n\nb\n",
      expected: [["a"], [""], ["b"]],
    },
    {
      description: "quote inside an unquoted cell is literal",
      input: 'a"b,c\n',
      expected: [['a"b', "c"]],
    },
  ])("$description", ({ input, expected }) => {
    const parsed = parseCsv(input, "t.csv");
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.records.map((r) => r.cells.map((c) => c.value))).toEqual(expected);
  });

  it("records where each cell and record starts", () => {
    const parsed = parseCsv('\uFEFFid,name\r\nx,"two\nlines"\r\ny,z\r\n', "t.csv");
    expect(parsed.records.map((r) => r.line)).toEqual([1, 2, 4]);
    const second = parsed.records[1]?.cells[1];
    expect(second?.range).toEqual({
      start: { line: 2, column: 3, offset: 12 },
      end: { line: 3, column: 7, offset: 23 },
    });
    expect(parsed.records[2]?.cells[1]?.range.start).toEqual({ line: 4, column: 3, offset: 27 });
  });

  it("reports an unterminated quote and text after a closing quote", () => {
    expect(parseCsv('a,"open\n', "t.csv").diagnostics).toEqual([
      {
        code: "csv/unterminated-quote",
        severity: "error",
        message: "a quoted cell is not closed — add the closing '\"'",
        source: "t.csv",
        range: { start: { line: 1, column: 3, offset: 2 }, end: { line: 2, column: 1, offset: 8 } },
      },
    ]);
    const after = parseCsv('"a"b,c\n', "t.csv");
    expect(after.diagnostics.map((d) => [d.code, d.range.start.column])).toEqual([
      ["csv/text-after-quote", 4],
    ]);
    expect(values('"a"b,c\n')).toEqual([["a", "c"]]);
  });
});

describe("csvRecords", () => {
  it("parses a record only when it is asked for", () => {
    // The tail is broken: a reader that parsed the whole text first would report it.
    const diagnostics: Diagnostic[] = [];
    const records = csvRecords('a,b\nc,d\n"never closed', "t.csv", diagnostics);
    expect(records.next().value?.cells.map((c) => c.value)).toEqual(["a", "b"]);
    expect(records.next().value?.line).toBe(2);
    expect(diagnostics).toEqual([]);
    expect(records.next().value?.cells.map((c) => c.value)).toEqual(["never closed"]);
    expect(diagnostics.map((d) => d.code)).toEqual(["csv/unterminated-quote"]);
    expect(records.next().done).toBe(true);
  });

  it("stops reading at a record with more than maxCells cells, with an error", () => {
    const diagnostics: Diagnostic[] = [];
    const text = `a,b\n${",".repeat(100_000)}\nc,d\n`;
    const records = [...csvRecords(text, "t.csv", diagnostics, { maxCells: 3 })];
    expect(records.map((r) => r.cells.length)).toEqual([2]);
    expect(diagnostics).toMatchObject([
      {
        code: "csv/too-many-cells",
        severity: "error",
        message:
          "line 2 has more than 3 cells — reading stopped there; check that the file is a CSV of cards, one column per card field",
        range: { start: { line: 2, column: 1 } },
      },
    ]);
  });
});

describe("linesFrom", () => {
  it.each([
    { text: "a\nb\nc\n", offset: 0, lines: 3 },
    { text: "a\nb\nc", offset: 0, lines: 3 },
    { text: "a\r\nb\rc\r\n", offset: 0, lines: 3 },
    { text: "a\nb\nc\n", offset: 2, lines: 2 },
    { text: "a\nb\nc\n", offset: 6, lines: 0 },
    { text: "", offset: 0, lines: 0 },
  ])("counts $lines lines in $text from $offset", ({ text, offset, lines }) => {
    expect(linesFrom(text, offset)).toBe(lines);
  });
});

describe("serializeCsv", () => {
  it("quotes only what needs quoting and round-trips", () => {
    const rows = [
      ["id", "text"],
      ["a", 'he said "no", then left'],
      ["b", "two\r\nlines"],
      ["c", "  spaced  "],
      ["d", ""],
    ];
    const text = serializeCsv(rows);
    expect(text).toBe(
      'id,text\r\na,"he said ""no"", then left"\r\nb,"two\r\nlines"\r\nc,  spaced  \r\nd,\r\n',
    );
    expect(values(text)).toEqual(rows);
    expect(values(serializeCsv(rows, { bom: true, eol: "\n" }))).toEqual(rows);
  });
});

describe("formula injection guard", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+2 cards", "'+2 cards"],
    ["-1 point", "'-1 point"],
    ["@everyone", "'@everyone"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ["plain", "plain"],
    ["", ""],
  ])("%j ↔ %j", (text, cell) => {
    expect(escapeFormula(text)).toBe(cell);
    expect(unescapeFormula(cell)).toBe(text);
  });
});

describe("a tab as the delimiter (TSV)", () => {
  it("reads tab-separated cells with the CSV's quoting, and commas as text", () => {
    const parsed = parseCsv('a,b\t"x\ty"\r\n"two\nlines"\t\r\n', "t.tsv", { delimiter: "\t" });
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.records.map((r) => r.cells.map((c) => c.value))).toEqual([
      ["a,b", "x\ty"],
      ["two\nlines", ""],
    ]);
  });

  it("writes tab-separated cells, quoting tabs but not commas", () => {
    expect(serializeCsv([["a,b", "x\ty"]], { delimiter: "\t" })).toBe('a,b\t"x\ty"\r\n');
  });
});

describe("line ends inside quoted cells", () => {
  it("counts CRLF, LF and CR inside a quoted cell as one line each", () => {
    const parsed = parseCsv('"a\r\nb\rc\nd",x\r\ny,"z"', "t.csv");
    expect(parsed.records.map((r) => [r.line, r.cells.map((c) => c.value)])).toEqual([
      [1, ["a\r\nb\rc\nd", "x"]],
      [5, ["y", "z"]],
    ]);
    expect(parsed.records[0]?.cells[1]?.range.start).toEqual({ line: 4, column: 4, offset: 11 });
  });
});
