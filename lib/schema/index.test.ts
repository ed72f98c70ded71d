import { describe, expect, it } from "vitest";
import { generateSet } from "../../test/fixtures/generate-set";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { validateSetText, validateSetValue } from "./index";

describe("validateSetText", () => {
  it("accepts the minimal set with no diagnostics at all", () => {
    const set = minimalSet();
    const result = validateSetText(JSON.stringify(set, null, 2));
    expect(result.diagnostics).toEqual([]);
    expect(result.set).toEqual(set);
    expect(result.value).toEqual(set);
  });

  it("accepts compact and CRLF texts alike", () => {
    const text = JSON.stringify(minimalSet());
    expect(validateSetText(text).diagnostics).toEqual([]);
    expect(
      validateSetText(JSON.stringify(minimalSet(), null, 2).replace(/\n/g, "\r\n")).diagnostics,
    ).toEqual([]);
  });

  it("returns the set when there are only warnings", () => {
    const set = minimalSet();
    set.cards[0]!.effect = "Draw 1 card.";
    const result = validateSetText(JSON.stringify(set));
    expect(result.diagnostics.map((d) => d.severity)).toEqual(["warning"]);
    expect(result.set).toEqual(set);
  });

  it("returns the parsed value but no set when the schema fails", () => {
    const result = validateSetText('{"id": "x"}');
    expect(result.value).toEqual({ id: "x" });
    expect(result.set).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "the set is missing the required field 'name'",
      "the set is missing the required field 'version'",
      "the set is missing the required field 'language'",
      "the set is missing the required field 'families'",
      "the set is missing the required field 'icons'",
      "the set is missing the required field 'cards'",
      "the set is missing the required field 'rules'",
    ]);
    expect(result.diagnostics[0]?.range.start).toEqual({ line: 1, column: 1, offset: 0 });
  });

  it("returns neither value nor set for a syntax error", () => {
    const result = validateSetText("{");
    expect(result).toEqual({ diagnostics: [expect.objectContaining({ code: "json/syntax" })] });
  });

  it("uses the given source name", () => {
    const result = validateSetText("", "sets/hollow/set.json");
    expect(result.diagnostics[0]?.source).toBe("sets/hollow/set.json");
  });

  it("reports a duplicate key as a warning and keeps the set", () => {
    const text = JSON.stringify(minimalSet(), null, 2).replace(
      '"version": "0.1.0",',
      '"version": "0.1.0",\n  "version": "0.1.1",',
    );
    const result = validateSetText(text);
    expect(result.diagnostics.map((d) => [d.code, d.message, d.range.start.line])).toEqual([
      [
        "json/duplicate-key",
        "duplicate key 'version' in the top-level object — only the last one counts; remove or rename the other",
        5,
      ],
    ]);
    expect(result.set?.version).toBe("0.1.1");
  });
});

describe("validateSetValue", () => {
  it("accepts the minimal set", () => {
    expect(validateSetValue(minimalSet())).toEqual({
      value: minimalSet(),
      set: minimalSet(),
      diagnostics: [],
    });
  });

  it("reports cross-check problems with pointers at 1:1", () => {
    const set = minimalSet();
    set.cards[0]!.family = "nobody";
    const { diagnostics } = validateSetValue(set, "memory");
    expect(
      diagnostics.map((d) => [d.code, d.pointer, d.range.start.line, d.range.start.column]),
    ).toEqual([["set/unknown-family", "/cards/0/family", 1, 1]]);
  });
});

describe("generateSet", () => {
  for (const count of [6, 7, 12, 44, 45, 46, 100, 500]) {
    it(`makes a valid set of ${count} cards`, () => {
      const set = generateSet(count);
      expect(set.cards).toHaveLength(count);
      expect(validateSetText(JSON.stringify(set, null, 2)).diagnostics).toEqual([]);
    });
  }

  it("is deterministic", () => {
    expect(JSON.stringify(generateSet(300))).toBe(JSON.stringify(generateSet(300)));
  });

  it("refuses counts it cannot make valid", () => {
    expect(() => generateSet(5)).toThrow(RangeError);
    expect(() => generateSet(10.5)).toThrow(RangeError);
  });
});
