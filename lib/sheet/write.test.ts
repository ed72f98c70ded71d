import { describe, expect, it } from "vitest";
import { cardsToCsv } from "./cards-csv";
import { sheetDiff } from "./diff";
import { mapHeaders } from "./mapping";
import { readDelimited } from "./read";
import { pushTable, tableToDelimited } from "./write";
import type { SheetTable } from "./types";
import { cardOf, sampleSet } from "./sets.test.support";

const HERON = "lost-a-wager-to-a-heron";
const MERMAID = "was-exhibited-as-a-mermaid";

describe("pushTable", () => {
  it("without a sheet, writes the CSV export's columns", () => {
    const set = sampleSet();
    expect(tableToDelimited(pushTable(set), ",", true)).toBe(
      cardsToCsv(set, set.languages ?? [], true),
    );
  });

  it("writes the sheet's own columns and order, keeps ignored cells by id, drops removed cards and appends new ones", () => {
    const set = sampleSet();
    set.cards = set.cards.filter((c) => c.id !== MERMAID);
    cardOf(set, HERON).points = [-20, null, null];
    set.cards.push({ id: "tide-caller", type: "event", name: "Tide Caller", text: "=1+1" });
    const existing: SheetTable = {
      headers: ["Notes", "Card", "ID", "Points 1"],
      rows: [
        { line: 2, cells: ["keep me", "Mermaid", MERMAID, "-15"] },
        { line: 3, cells: ["heron note", "Lost a Wager to a Heron", HERON, "-10"] },
      ],
    };
    const mapping = mapHeaders(existing.headers, set, { Card: "name", Notes: null });
    const table = pushTable(set, existing, mapping);
    expect(table.headers).toEqual(existing.headers);
    expect(table.rows[0]).toEqual({
      line: 2,
      cells: ["heron note", "Lost a Wager to a Heron", HERON, "-20"],
    });
    expect(table.rows).toHaveLength(set.cards.length);
    expect(table.rows.at(-1)?.cells).toEqual(["", "Tide Caller", "tide-caller", ""]);
  });

  it("escapes text a spreadsheet would run, and a pull reads it back as it was", () => {
    const set = sampleSet();
    cardOf(set, HERON).text = '=HYPERLINK("http://x")';
    cardOf(set, HERON).name = "+Heron";
    const text = tableToDelimited(pushTable(set), "\t");
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain("\t'+Heron\t");
    const { table } = readDelimited(text, "cards.tsv", "\t");
    const diff = sheetDiff(set, table, mapHeaders(table.headers, set), "cards.tsv");
    expect(diff.changed).toEqual([]);
    expect(diff.problems).toEqual([]);
  });
});

describe("tableToDelimited", () => {
  it("writes CSV or TSV with CRLF, quoting what needs it, with an optional BOM", () => {
    const table: SheetTable = {
      headers: ["name", "text"],
      rows: [{ line: 2, cells: ["A, B", "tab\there"] }],
    };
    expect(tableToDelimited(table, ",")).toBe('name,text\r\n"A, B",tab\there\r\n');
    expect(tableToDelimited(table, "\t", true)).toBe('\uFEFFname\ttext\r\nA, B\t"tab\there"\r\n');
  });
});
