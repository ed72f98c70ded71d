import { describe, expect, it } from "vitest";
import { cardsToCsv } from "./cards-csv";
import { applySheetDiff, sheetDiff } from "./diff";
import { errorDiagnostic } from "../model";
import { blockingProblems } from "./diff";
import { diffLines } from "./diff-words";
import { mapHeaders } from "./mapping";
import { readDelimited } from "./read";
import type { SheetTable } from "./types";
import { blankSet, cardOf, sampleSet } from "./sets.test.support";

const HERON = "lost-a-wager-to-a-heron";

/** The difference of CSV `text` to `set`, read as a pull reads it. */
function diffOf(set = sampleSet(), text: string, delimiter: "," | "\t" = ",") {
  const { table } = readDelimited(text, "cards.csv", delimiter);
  return sheetDiff(set, table, mapHeaders(table.headers, set), "cards.csv");
}

describe("sheetDiff", () => {
  it("finds nothing to change in the set's own export", () => {
    const set = sampleSet();
    const diff = diffOf(set, cardsToCsv(set, set.languages ?? []));
    expect(diff).toMatchObject({ added: [], changed: [], removed: [], problems: [], skipped: [] });
    expect(diff.unchanged).toBe(set.cards.length);
    expect(diffLines(diff)).toEqual(["no change"]);
  });

  it("lists added, changed field by field and removed cards, and words them", () => {
    const set = sampleSet();
    const text = [
      "id,name,type,points.1,icons.1,Flavor",
      `${HERON},Lost a Wager to a Heron,modifier,-15,raven,`,
      "jonah-gannett,Jonah Gannett,character,,,Named for luck at sea. The sea has taken this personally.",
      ",Tide Caller,event,,,",
    ].join("\r\n");
    const diff = diffOf(set, text);
    expect(diff.problems).toEqual([]);
    expect(diff.added).toEqual([{ id: "tide-caller", type: "event", name: "Tide Caller" }]);
    expect(diff.changed).toHaveLength(1);
    expect(diff.changed[0]).toMatchObject({
      id: HERON,
      fields: [
        { column: "points.1", before: "-10", after: "-15" },
        { column: "icons.1", before: "", after: "raven" },
        { column: "flavor", before: cardOf(set, HERON).flavor, after: "" },
      ],
    });
    expect(diff.unchanged).toBe(1);
    expect(diff.removed).toHaveLength(set.cards.length - 2);
    const lines = diffLines(diff);
    expect(lines[0]).toBe("+ add event 'Tide Caller' (line 4)");
    expect(lines[1]).toBe(
      "~ 'Lost a Wager to a Heron': points.1 -10 → -15, icons.1 (empty) → raven, flavor “Double or nothing,” said the heron. It… → (empty)",
    );
    expect(lines[2]).toBe(
      "= keep 'Captain Absalom Gannett' (no row in the sheet; kept unless removing is asked for)",
    );
    expect(diffLines(diff, { removeMissing: true })[2]).toBe(
      "- remove 'Captain Absalom Gannett' (no row in the sheet)",
    );
  });

  it("shows problems per row and cell and leaves those rows out, whole", () => {
    const set = sampleSet();
    const text = [
      "id,name,type,points.1,copies,icons.1",
      `${HERON},Heron,modifier,-15,,rven`,
      "was-exhibited-as-a-mermaid,Mermaid,modifier,lots,,",
      `${HERON},Again,modifier,,,`,
      "new-one,,,,,",
      "jonah-gannett,Jonah,character,,,",
    ].join("\n");
    const diff = diffOf(set, text);
    expect(diffLines(diff).filter((l) => l.startsWith("line"))).toEqual([
      "line 2, F2 (icons.1): 'rven' is not an icon of the set — did you mean 'raven'?",
      `line 3, D3 (points.1): 'lots' is not a number — write a number, "blank" for an opaque blank, or leave the cell empty for clear film`,
      `line 4, A4: card id '${HERON}' is already used on line 2 — give each row its own id`,
      "line 5, C5: card 'new-one': a new card needs a type — fill in the 'type' cell",
      "line 5, B5: card 'new-one': a new card needs a name — fill in the 'name' cell",
    ]);
    expect(diff.problems[0]?.place).toEqual({ line: 2, column: 5, name: "F2" });
    expect(diff.skipped).toEqual([2, 3, 4, 5]);
    // Nothing of a skipped row applies, and its card is not "removed".
    expect(diff.changed.map((c) => c.id)).toEqual(["jonah-gannett"]);
    expect(diff.removed.map((c) => c.id)).not.toContain(HERON);
    expect(diff.removed.map((c) => c.id)).not.toContain("was-exhibited-as-a-mermaid");
  });

  it("reports two columns standing for one and ignores the second", () => {
    const set = sampleSet();
    const diff = diffOf(set, `id,Points 1,points.1\n${HERON},-20,-30\n`);
    expect(diff.problems.map((p) => p.diagnostic.message)).toEqual([
      "columns 'Points 1' (B) and 'points.1' (C) both stand for 'points.1' — keep one of them",
    ]);
    expect(diff.changed[0]?.card.points).toEqual([-20, null, null]);
  });

  it("finds the set's cards by name when the sheet has no id column", () => {
    const set = sampleSet();
    const diff = diffOf(set, "Name\tPoints 1\nLost a Wager to a Heron\t-12\nBrand New\t\n", "\t");
    expect(diff.changed.map((c) => c.id)).toEqual([HERON]);
    expect(diff.problems.map((p) => p.diagnostic.message)).toEqual([
      "card 'brand-new': a new card needs a type — fill in the 'type' cell",
    ]);
  });

  it("reads a table without ranges (XLSX): a short row is empty cells", () => {
    const set = sampleSet();
    const table: SheetTable = {
      headers: ["id", "name", "type", "points.1"],
      rows: [{ line: 2, cells: [HERON, "Lost a Wager to a Heron", "modifier"] }],
    };
    const diff = sheetDiff(set, table, mapHeaders(table.headers, set), "cards.xlsx");
    expect(diff.problems).toEqual([]);
    expect(diff.changed[0]?.fields).toEqual([{ column: "points.1", before: "-10", after: "" }]);
  });

  it("never runs a formula: a cell is text, its guard removed", () => {
    const set = sampleSet();
    const diff = diffOf(set, `id,text\n${HERON},'=HYPERLINK("x")\n`);
    expect(diff.changed[0]?.card.text).toBe('=HYPERLINK("x")');
  });

  it("needs an id or a name column, and adds to a blank set", () => {
    expect(diffOf(sampleSet(), "colour\nred\n").problems.map((p) => p.diagnostic.code)).toEqual([
      "csv/unknown-column",
      "csv/no-key-column",
    ]);
    const diff = diffOf(blankSet(), "name,type\nA,event\nB,modifier\n");
    expect(diff.added.map((c) => c.id)).toEqual(["a", "b"]);
    expect(diff.removed).toEqual([]);
  });
});

describe("sheetDiff with cells the read could not take (an XLSX's)", () => {
  const unreadableAt = (line: number, column: number) => {
    const start = { line, column, offset: 0 };
    return errorDiagnostic("sheet/cell-unreadable", `cell at line ${line} is #REF!`, "cards.xlsx", {
      range: { start, end: start },
    });
  };

  it("leaves the row out yet keeps its card, found by name when the sheet has no id column", () => {
    const set = sampleSet();
    // Every card by name, the heron's points cell unreadable; no id column.
    const table: SheetTable = {
      headers: ["name", "points.1"],
      rows: set.cards.map((c, i) => ({
        line: i + 2,
        cells: [c.name, ""],
      })),
    };
    const line = set.cards.findIndex((c) => c.id === HERON) + 2;
    const bad = unreadableAt(line, 2);
    const diff = sheetDiff(set, table, mapHeaders(table.headers, set), "cards.xlsx", {
      readDiagnostics: [bad],
    });
    expect(diff.removed.map((c) => c.id)).not.toContain(HERON);
    expect(diff.skipped).toEqual([line]);
    expect(diff.problems[0]).toEqual({
      diagnostic: bad,
      place: { line, column: 1, name: `B${line}` },
    });
    expect(diff.changed.map((c) => c.id)).not.toContain(HERON);
    expect(blockingProblems(diff)).toHaveLength(1);
  });

  it("keeps the card a claimed name stands for from a later row of the same name", () => {
    const set = sampleSet();
    const heron = cardOf(set, HERON);
    const table: SheetTable = {
      headers: ["name", "points.1"],
      rows: [
        { line: 2, cells: [heron.name, ""] },
        { line: 3, cells: [heron.name, "-12"] },
      ],
    };
    const diff = sheetDiff(set, table, mapHeaders(table.headers, set), "cards.xlsx", {
      readDiagnostics: [unreadableAt(2, 2)],
    });
    // The unreadable row is the heron's; the second row of that name is a new card.
    expect(diff.changed.map((c) => c.id)).toEqual([]);
    expect(diff.removed.map((c) => c.id)).not.toContain(HERON);
  });

  it("blocks on a header-row error although no row is left out", () => {
    const set = sampleSet();
    const diff = diffOf(set, `id,Points 1,points.1\n${HERON},-20,-30\n`);
    expect(diff.skipped).toEqual([]);
    expect(blockingProblems(diff).map((p) => p.diagnostic.code)).toEqual(["csv/duplicate-column"]);
  });
});

describe("applySheetDiff", () => {
  it("replaces changed cards in place, appends added ones and removes only when chosen", () => {
    const set = sampleSet();
    const text = `id,name,type,points.1\n${HERON},Lost a Wager to a Heron,modifier,-15\n,Tide Caller,event,\n`;
    const diff = diffOf(set, text);
    const kept = applySheetDiff(set, diff, { removeMissing: false });
    expect(kept.cards).toHaveLength(set.cards.length + 1);
    expect(kept.cards.findIndex((c) => c.id === HERON)).toBe(
      set.cards.findIndex((c) => c.id === HERON),
    );
    expect(cardOf(kept, HERON).points).toEqual([-15, null, null]);
    expect(kept.cards.at(-1)?.id).toBe("tide-caller");
    expect(set.cards).toHaveLength(sampleSet().cards.length);
    const pruned = applySheetDiff(set, diff, { removeMissing: true });
    expect(pruned.cards.map((c) => c.id)).toEqual([HERON, "tide-caller"]);
  });
});

describe("pulling again", () => {
  it("finds the card a row without id added, instead of adding it twice", () => {
    const set = sampleSet();
    const text = `id,name,type\n,Tide Caller,event\n`;
    const once = applySheetDiff(set, diffOf(set, text), { removeMissing: false });
    const again = diffOf(once, text);
    expect(again.added).toEqual([]);
    expect(again.unchanged).toBe(1);
  });
});
