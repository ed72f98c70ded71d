import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT,
  blockOf,
  compareNumberCells,
  inBlock,
  isRange,
  moveColumn,
  moveFor,
  orderedIds,
  problemBadge,
  readLayout,
  renamedCards,
} from "./grid-model";

const key = (k: string, ctrl = false) => ({ key: k, ctrlKey: ctrl, metaKey: false });

describe("the card grid's keys", () => {
  it("moves by arrows, Home/End, PageUp/PageDown, and to the edges with Ctrl, never out", () => {
    const at = { row: 5, col: 3 };
    expect(moveFor(key("ArrowDown"), at, 100, 10)).toEqual({ row: 6, col: 3 });
    expect(moveFor(key("ArrowLeft"), at, 100, 10)).toEqual({ row: 5, col: 2 });
    expect(moveFor(key("Home"), at, 100, 10)).toEqual({ row: 5, col: 0 });
    expect(moveFor(key("End"), at, 100, 10)).toEqual({ row: 5, col: 9 });
    expect(moveFor(key("End", true), at, 100, 10)).toEqual({ row: 99, col: 9 });
    expect(moveFor(key("ArrowUp", true), at, 100, 10)).toEqual({ row: 0, col: 3 });
    expect(moveFor(key("PageDown"), at, 100, 10)).toEqual({ row: 15, col: 3 });
    expect(moveFor(key("PageUp"), at, 100, 10)).toEqual({ row: 0, col: 3 });
    expect(moveFor(key("ArrowDown"), { row: 99, col: 0 }, 100, 10)).toEqual({ row: 99, col: 0 });
    expect(moveFor(key("a"), at, 100, 10)).toBeUndefined();
    expect(moveFor(key("ArrowDown"), at, 0, 10)).toBeUndefined();
  });

  it("selects the block between the anchor and the active cell, either way round", () => {
    const b = blockOf({ anchor: { row: 7, col: 4 }, active: { row: 2, col: 1 } });
    expect(b).toEqual({ top: 2, bottom: 7, left: 1, right: 4 });
    expect(inBlock(b, 2, 4)).toBe(true);
    expect(inBlock(b, 8, 4)).toBe(false);
    expect(isRange(b)).toBe(true);
    expect(isRange(blockOf({ anchor: { row: 1, col: 1 }, active: { row: 1, col: 1 } }))).toBe(
      false,
    );
  });
});

describe("the card grid's layout", () => {
  it("reads a stored layout back, and anything unreadable as the default", () => {
    const stored = {
      order: ["name", "points.1", 3],
      hidden: ["copies"],
      widths: { name: 200, bad: -4, worse: "x" },
      sort: { id: "name", desc: true },
      languages: ["fr"],
    };
    expect(readLayout(JSON.stringify(stored))).toEqual({
      order: ["name", "points.1"],
      hidden: ["copies"],
      widths: { name: 200 },
      sort: { id: "name", desc: true },
      languages: ["fr"],
    });
    expect(readLayout(null)).toEqual(DEFAULT_LAYOUT);
    expect(readLayout("{not json")).toEqual(DEFAULT_LAYOUT);
    expect(readLayout('"text"')).toEqual(DEFAULT_LAYOUT);
  });

  it("keeps the saved column order and puts new columns beside their model neighbours", () => {
    const model = ["name", "id", "type", "name@fr", "text@fr"];
    expect(orderedIds(model, ["type", "name", "id", "gone"])).toEqual([
      "type",
      "name@fr",
      "text@fr",
      "name",
      "id",
    ]);
    expect(orderedIds(model, [])).toEqual(model);
    expect(moveColumn(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveColumn(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
  });

  it("names a row's problems in words, errors and warnings together", () => {
    expect(problemBadge(undefined)).toBeUndefined();
    expect(problemBadge({ error: 0, warning: 0, info: 2 })).toBeUndefined();
    expect(problemBadge({ error: 1, warning: 1, info: 0 })).toEqual({
      text: "2 problems",
      tone: "bad",
    });
    expect(problemBadge({ error: 0, warning: 1, info: 0 })).toEqual({
      text: "1 problem",
      tone: "warn",
    });
  });
});

describe("the card grid's number columns", () => {
  it("sort by number, blank and empty cells last whichever way", () => {
    const cells = ["-5", "", "-10", "blank", "3", "-15"];
    const asc = [...cells].sort((a, b) => compareNumberCells(a, b, false));
    expect(asc).toEqual(["-15", "-10", "-5", "3", "blank", ""]);
    // The table reverses the answer for a descending sort.
    const desc = [...cells].sort((a, b) => -compareNumberCells(a, b, true));
    expect(desc).toEqual(["3", "-5", "-10", "-15", "blank", ""]);
  });

  it("names the cards an edit renamed, by their places", () => {
    const before = { cards: [{ id: "a" }, { id: "b" }] };
    expect(renamedCards(before, { cards: [{ id: "a" }, { id: "bee" }] })).toEqual(
      new Map([["b", "bee"]]),
    );
    expect(renamedCards(before, before).size).toBe(0);
  });
});
