import { describe, expect, it } from "vitest";
import { cardsToCsv } from "./cards-csv";
import { sheetDiff } from "./diff";
import { mapHeaders } from "./mapping";
import { readDelimited } from "./read";
import { pushLines } from "./diff-words";
import { pushPlan, pushTable, tableToDelimited } from "./write";
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

  it("writes the sheet's own columns and order, keeps ignored cells by id, deletes the rows of removed cards only when asked, and appends new ones", () => {
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
    const kept = pushTable(set, existing, mapping);
    expect(kept.rows[0]).toEqual({ line: 2, cells: existing.rows[0]?.cells, source: 2 });
    expect(kept.rows).toHaveLength(set.cards.length + 1);
    const table = pushTable(set, existing, mapping, { removeMissing: true });
    expect(table.headers).toEqual(existing.headers);
    expect(table.cardColumns).toEqual([false, true, true, true]);
    expect(table.rows[0]).toEqual({
      line: 2,
      cells: ["heron note", "Lost a Wager to a Heron", HERON, "-20"],
      source: 3,
    });
    expect(table.rows).toHaveLength(set.cards.length);
    expect(table.rows.at(-1)?.cells).toEqual(["", "Tide Caller", "tide-caller", ""]);
  });

  it("keeps the sheet's rows that are no card of the set, at their place, and says what it changes", () => {
    const set = sampleSet();
    cardOf(set, HERON).points = [-20, null, null];
    const existing: SheetTable = {
      headers: ["ID", "Card", "Points 1", "Notes"],
      rows: [
        { line: 2, cells: ["", "A card typed in the sheet", "-5", "new"] },
        { line: 3, cells: [HERON, "Lost a Wager to a Heron", "-10", "heron note"] },
        { line: 4, cells: ["not-pulled-yet", "Typed With An Id", "-1", ""] },
        { line: 6, cells: [MERMAID, cardOf(set, MERMAID).name, "", ""] },
      ],
    };
    const mapping = mapHeaders(existing.headers, set, { Card: "name", Notes: null });
    const plan = pushPlan(set, existing, mapping);
    expect(plan.table.rows.map((r) => r.cells[0])).toEqual([
      "",
      HERON,
      "not-pulled-yet",
      MERMAID,
      ...set.cards.filter((c) => c.id !== HERON && c.id !== MERMAID).map((c) => c.id),
    ]);
    expect(plan.table.rows[0]?.cells).toEqual(existing.rows[0]?.cells);
    expect(plan.table.rows[2]?.cells).toEqual(existing.rows[2]?.cells);
    expect(plan.kept).toEqual([{ line: 2, id: "", name: "A card typed in the sheet" }]);
    expect(plan.removed).toEqual([{ line: 4, id: "not-pulled-yet", name: "Typed With An Id" }]);
    expect(plan.changed).toContainEqual({
      id: HERON,
      name: "Lost a Wager to a Heron",
      line: 3,
      fields: [{ column: "Points 1", before: "-10", after: "-20" }],
    });
    expect(plan.added.map((c) => c.id)).toEqual(
      set.cards.filter((c) => c.id !== HERON && c.id !== MERMAID).map((c) => c.id),
    );
    expect(pushLines(plan)).toEqual(
      expect.arrayContaining([
        "~ line 3 'Lost a Wager to a Heron': Points 1 -10 → -20",
        "= keep line 4 'Typed With An Id' (not-pulled-yet is not a card of the set; kept unless removing is asked for)",
        "= keep line 2 'A card typed in the sheet' (no card of its own: kept as it is)",
      ]),
    );
    const removing = pushPlan(set, existing, mapping, { removeMissing: true });
    expect(removing.table.rows.map((r) => r.cells[0])).not.toContain("not-pulled-yet");
    expect(removing.table.rows[0]?.cells).toEqual(existing.rows[0]?.cells);
    expect(pushLines(removing)).toContain(
      "- delete line 4 'Typed With An Id' (not-pulled-yet is not a card of the set)",
    );
  });

  it("says no change when the sheet already has every card as it is", () => {
    const set = sampleSet();
    const existing = pushTable(set);
    const plan = pushPlan(set, existing);
    expect(plan.unchanged).toBe(set.cards.length);
    expect(pushLines(plan)).toEqual(["no change"]);
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
