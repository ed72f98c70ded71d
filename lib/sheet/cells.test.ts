import { describe, expect, it } from "vitest";
import { fillDown, pasteCells, setCells } from "./cells";
import { gridColumns } from "./columns";
import { parseTsv } from "./tsv";
import { blankSet, cardOf, sampleSet } from "./sets.test.support";

const HERON = "lost-a-wager-to-a-heron";
const MERMAID = "was-exhibited-as-a-mermaid";
const HAT = "was-haunted-by-a-hat-stand";

describe("setCells", () => {
  it("edits many cells at once through the columns", () => {
    const set = sampleSet();
    const out = setCells(set, [
      { cardId: HERON, column: "points.1", value: " -15 " },
      { cardId: MERMAID, column: "points.2", value: "+5" },
      { cardId: HAT, column: "icons.3", value: "Blank" },
      { cardId: HERON, column: "persistent", value: "yes" },
      { cardId: HERON, column: "text", value: "'=not a formula" },
    ]);
    expect(out.refused).toEqual([]);
    expect(out.applied).toBe(5);
    expect(cardOf(out.set, HERON)).toMatchObject({
      points: [-15, null, null],
      persistent: true,
      text: "=not a formula",
    });
    expect(cardOf(out.set, MERMAID).points).toEqual([null, 5, null]);
    expect(cardOf(out.set, HAT).icons).toEqual([null, null, "blank"]);
    // The set given is untouched; cards not edited keep their identity.
    expect(cardOf(set, HERON).points).toEqual([-10, null, null]);
    expect(out.set.cards[0]).toBe(set.cards[0]);
  });

  it("refuses a bad cell with its reason and leaves its card as it was", () => {
    const set = sampleSet();
    const out = setCells(set, [
      { cardId: HERON, column: "icons.1", value: "rven" },
      { cardId: HERON, column: "points.1", value: "lots" },
      { cardId: "no-such-card", column: "name", value: "X" },
      { cardId: HERON, column: "colour", value: "red" },
    ]);
    expect(out.refused.map((r) => r.reason)).toEqual([
      "'rven' is not an icon of the set — did you mean 'raven'?",
      `'lots' is not a number — write a number, "blank" for an opaque blank, or leave the cell empty for clear film`,
      "there is no card 'no-such-card' in the set",
      "there is no column 'colour' in the grid",
    ]);
    expect(out.applied).toBe(0);
    expect(out.set).toBe(set);
  });

  it("answers the same set when every cell already reads so", () => {
    const set = sampleSet();
    const out = setCells(set, [
      { cardId: HERON, column: "points.1", value: "-10" },
      { cardId: HERON, column: "name", value: "Lost a Wager to a Heron" },
    ]);
    expect(out).toEqual({ set, applied: 0, refused: [] });
    expect(out.set).toBe(set);
  });

  it("renames a card by its id cell and refuses an id another card has", () => {
    const set = sampleSet();
    const out = setCells(set, [
      { cardId: HERON, column: "id", value: "heron-wager" },
      { cardId: HERON, column: "points.1", value: "-5" },
      { cardId: MERMAID, column: "id", value: "heron-wager" },
    ]);
    expect(cardOf(out.set, "heron-wager").points).toEqual([-5, null, null]);
    expect(out.set.cards.some((c) => c.id === HERON)).toBe(false);
    expect(out.refused).toEqual([
      {
        cardId: MERMAID,
        column: "id",
        value: "heron-wager",
        reason:
          "card 'Lost a Wager to a Heron' already has the id 'heron-wager' — give each card its own id",
      },
    ]);
  });

  it("refuses an icon in a blank set", () => {
    const set = { ...blankSet(), cards: [{ id: "a", type: "modifier" as const, name: "A" }] };
    const out = setCells(set, [
      { cardId: "a", column: "icons.1", value: "raven" },
      { cardId: "a", column: "name", value: "Ay" },
    ]);
    expect(out.refused.map((r) => r.reason)).toEqual([
      "'raven' is not an icon of the set (it has none yet)",
    ]);
    expect(out.set.cards[0]).toEqual({ id: "a", type: "modifier", name: "Ay" });
  });
});

describe("pasteCells", () => {
  const set = sampleSet();
  const rowIds = set.cards.map((c) => c.id);
  const columns = gridColumns(set.languages ?? []).map((c) => c.header);
  const at = (id: string, header: string) => ({
    rowIds,
    columns,
    row: rowIds.indexOf(id),
    column: columns.indexOf(header),
  });

  it("lands a TSV block at the anchor in the grid's order, converting each cell", () => {
    const block = parseTsv("-15\t\tBlank\r\n+5\t\u221210\t \r\n");
    const out = pasteCells(set, at(HERON, "points.1"), block);
    expect(out.refused).toEqual([]);
    const next = rowIds[rowIds.indexOf(HERON) + 1]!;
    expect(cardOf(out.set, HERON).points).toEqual([-15, null, "blank"]);
    expect(cardOf(out.set, next).points).toEqual([5, -10, null]);
  });

  it("repeats a block smaller than the selection to fill it", () => {
    const out = pasteCells(set, { ...at(HERON, "points.3"), rows: 3 }, [["-5"]]);
    const from = rowIds.indexOf(HERON);
    for (const id of rowIds.slice(from, from + 3)) {
      expect(cardOf(out.set, id).points?.[2]).toBe(-5);
    }
    expect(out.applied).toBe(3);
  });

  it("repeats a block only when the selection is a whole multiple of it, each way", () => {
    const from = rowIds.indexOf(HERON);
    const ids = rowIds.slice(from, from + 4);
    const block = [["-1"], ["-2"]];
    // 2 rows into 3: pasted once, the third row left as it was.
    const three = pasteCells(set, { ...at(HERON, "points.1"), rows: 3, columnsWide: 1 }, block);
    expect(ids.slice(0, 3).map((id) => cardOf(three.set, id).points?.[0])).toEqual([
      -1,
      -2,
      cardOf(set, ids[2]!).points?.[0],
    ]);
    // 2 rows into 4: repeated.
    const four = pasteCells(set, { ...at(HERON, "points.1"), rows: 4, columnsWide: 1 }, block);
    expect(ids.map((id) => cardOf(four.set, id).points?.[0])).toEqual([-1, -2, -1, -2]);
    // 2 cells wide into 3 columns: pasted once; into 1 row, the block's own height.
    const wide = pasteCells(set, { ...at(HERON, "points.1"), rows: 1, columnsWide: 3 }, [
      ["-3", "-4"],
    ]);
    expect(cardOf(wide.set, HERON).points).toEqual([-3, -4, null]);
  });

  it("refuses cells past the grid's edge, with the reason, and pastes the rest", () => {
    const lastRow = { rowIds, columns, row: rowIds.length - 1, column: columns.length - 1 };
    const out = pasteCells(set, lastRow, [
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(out.refused.map((r) => r.reason)).toEqual([
      `the block runs past the grid's last column (${columns.length} columns) — show more columns or paste further left`,
      `the block runs past the grid's last row (${rowIds.length} rows) — add cards first or paste higher`,
      `the block runs past the grid's last row (${rowIds.length} rows) — add cards first or paste higher`,
    ]);
    expect(out.set.cards.at(-1)?.translations?.fr?.reminder).toBe("a");
  });

  it("refuses bad values per cell and keeps the good ones", () => {
    const out = pasteCells(set, at(HERON, "icons.1"), [["rven", "key"]]);
    expect(out.refused).toEqual([
      {
        cardId: HERON,
        column: "icons.1",
        value: "rven",
        reason: "'rven' is not an icon of the set — did you mean 'raven'?",
      },
    ]);
    expect(cardOf(out.set, HERON).icons).toEqual([null, "key", null]);
  });
});

describe("fillDown", () => {
  it("copies the first row's value of each column into the rows below", () => {
    const set = sampleSet();
    const rows = [HERON, MERMAID, HAT];
    const out = fillDown(set, rows, ["points.1", "copies", "flavor"]);
    for (const id of rows) {
      expect(cardOf(out.set, id).points?.[0]).toBe(-10);
      expect(cardOf(out.set, id).copies).toBe(2);
      expect(cardOf(out.set, id).flavor).toBe(cardOf(set, HERON).flavor);
    }
    expect(out.refused).toEqual([]);
  });

  it("takes a value typed into an editor as typed: a leading quote is kept", () => {
    const set = sampleSet();
    const typed = setCells(set, [{ cardId: HERON, column: "text", value: "'=1+1" }], {
      typed: true,
    });
    expect(cardOf(typed.set, HERON).text).toBe("'=1+1");
    // From a clipboard or a sheet, the guard is removed.
    const pasted = setCells(set, [{ cardId: HERON, column: "text", value: "'=1+1" }]);
    expect(cardOf(pasted.set, HERON).text).toBe("=1+1");
  });

  it("keeps a text that looks like a formula as it is", () => {
    const set = sampleSet();
    const withFormula = setCells(set, [{ cardId: HERON, column: "text", value: "''=1+1" }]).set;
    expect(cardOf(withFormula, HERON).text).toBe("'=1+1");
    const out = fillDown(withFormula, [HERON, MERMAID], ["text"]);
    expect(cardOf(out.set, MERMAID).text).toBe("'=1+1");
  });

  it("refuses to give the rows below the first one's id", () => {
    const set = sampleSet();
    const out = fillDown(set, [HERON, MERMAID], ["id"]);
    expect(out.refused).toHaveLength(1);
    expect(out.set).toBe(set);
  });
});
