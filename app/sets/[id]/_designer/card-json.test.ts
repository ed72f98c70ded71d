import { describe, expect, it } from "vitest";
import type { Card, Diagnostic } from "@/lib/model";
import { START_RANGE } from "@/lib/model";
import { cardJsonText, fieldRangeIn, placeInCardJson, readCardJson } from "./card-json";

const card: Card = {
  id: "gull",
  type: "modifier",
  name: "Bitten by a Gull",
  points: [-10, null, null],
  effect: "on play:\n  draw 1 card",
};
const text = cardJsonText(card);

describe("card JSON", () => {
  it("reads back the card it shows", () => {
    expect(readCardJson(text, new Set(["other"]))).toEqual({ ok: true, card });
  });

  it("takes a card the schema refuses, so its problems can be shown", () => {
    const read = readCardJson(text.replace("-10", '"many"'), new Set());
    expect(read.ok && read.card.points).toEqual(["many", null, null]);
  });

  it("refuses text that does not parse, at its line and column", () => {
    const read = readCardJson(text.replace('"type"', "type"), new Set());
    expect(read.ok).toBe(false);
    const d = !read.ok ? read.diagnostics[0] : undefined;
    expect(d?.severity).toBe("error");
    expect(d?.range.start).toMatchObject({ line: 3, column: 3 });
  });

  it("refuses a card without a string id, name or type, or with another card's id", () => {
    const noName = readCardJson('{ "id": "x", "type": "event" }', new Set());
    expect(!noName.ok && noName.diagnostics[0]?.message).toMatch(/needs "name"/);
    const taken = readCardJson(text, new Set(["gull"]));
    expect(!taken.ok && taken.diagnostics[0]).toMatchObject({
      code: "card-json/id-taken",
      range: { start: { line: 2, column: 9 } },
    });
    const list = readCardJson("[]", new Set());
    expect(!list.ok && list.diagnostics[0]?.code).toBe("card-json/not-object");
  });

  it("finds a field's value, or its longest existing prefix", () => {
    expect(fieldRangeIn(text, "points/0").start).toMatchObject({ line: 6, column: 5 });
    expect(fieldRangeIn(text, "effect").start).toMatchObject({ line: 10, column: 13 });
    expect(fieldRangeIn(text, "icons/1").start).toMatchObject({ line: 1, column: 1 });
    expect(fieldRangeIn("{ nope", "effect")).toEqual(START_RANGE);
  });

  it("places the set's non-schema problems of the card in its text", () => {
    const d = (code: string): Diagnostic => ({
      code,
      severity: "error",
      message: code,
      source: "set.json",
      range: START_RANGE,
      pointer: "/cards/3/effect",
    });
    const placed = placeInCardJson(text, [
      { diagnostic: d("dsl/unknown-word"), field: "effect" },
      { diagnostic: d("schema/type"), field: "points/0" },
    ]);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ code: "dsl/unknown-word", source: "card.json" });
    expect(placed[0]?.range.start.line).toBe(10);
  });
});
