/** The house-style section's model: its rows, the search, which phrases are overridden, where a problem is. */
import { describe, expect, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { setPhrase } from "@/lib/edit";
import { phraseIds } from "@/lib/text";
import { houseStyleLanguages, overriddenPhrases, phraseRows, problemPosition } from "./house-style";

const TAKE =
  "{who, select, you {{optional, select, yes {you may take} other {take}}} other {{players} {optional, select, yes {may take} other {takes}}}} {n, plural, one {# card} other {# cards}}{per}";
const BROKEN = "Take {n, plural, one {# card} other {# cards}.";

const SET = {
  id: "s",
  name: "S",
  language: "en",
  languages: ["it", "en", "pl"],
  cards: [],
  phrases: { en: { "op.draw": TAKE, "op.discard": BROKEN, "op.nope": "x" }, it: {} },
} as unknown as VellumSet;

describe("house style", () => {
  it("lists the main language first, each language once", () => {
    expect(houseStyleLanguages(SET)).toEqual(["en", "it", "pl"]);
  });

  it("knows which phrases a language overrides (registry order, unknown ids last)", () => {
    expect(overriddenPhrases(SET, "en")).toEqual(["op.draw", "op.discard", "op.nope"]);
    expect(overriddenPhrases(SET, "it")).toEqual([]);
    expect(overriddenPhrases(SET, "fr")).toEqual([]);
  });

  it("has a row per phrase id with the shipped phrase, then the set's unknown ids", () => {
    const rows = phraseRows(SET, "en");
    expect(rows.map((r) => r.id)).toEqual([...phraseIds(), "op.nope"]);
    const draw = rows.find((r) => r.id === "op.draw")!;
    expect(draw.phrase).toContain("{n, plural, one {# card} other {# cards}}");
    expect(draw.placeholders).toEqual(["who", "players", "optional", "n", "per"]);
    expect(draw.override).toBe(TAKE);
    expect(draw.problem).toBeUndefined();
    expect(rows.find((r) => r.id === "op.discard")!.problem?.message).toMatch(/not an ICU/);
    expect(rows.find((r) => r.id === "op.nope")!.problem?.message).toMatch(/unknown phrase id/);
    // Italian's shipped phrases, none overridden.
    const it = phraseRows(SET, "it").find((r) => r.id === "op.draw")!;
    expect(it.phrase).toMatch(/pesc/);
    expect(it.override).toBeUndefined();
  });

  it("filters by every word of the search, in the id, the phrases or the description", () => {
    expect(phraseRows(SET, "en", "op.draw").map((r) => r.id)).toEqual(
      phraseIds().filter((id) => id.includes("op.draw")),
    );
    // "takes" is only in the override.
    expect(phraseRows(SET, "en", "TAKES").map((r) => r.id)).toEqual(["op.draw"]);
    expect(phraseRows(SET, "en", "heading  r6.3").map((r) => r.id)).toEqual(["heading.continuous"]);
    expect(phraseRows(SET, "en", "zzzz")).toEqual([]);
    expect(phraseRows(SET, "en", "  ")).toHaveLength(phraseIds().length + 1);
  });

  it("says where inside an override its problem is", () => {
    const problem = phraseRows(SET, "en").find((r) => r.id === "op.discard")!.problem!;
    // The unclosed plural, from its brace to the end.
    expect(problemPosition(BROKEN, problem)).toBe(
      "at characters 6–45: “Take {n, plural, one {# card} oth…”",
    );
    // A dropped placeholder is about the whole message: no position.
    const row = phraseRows(setPhrase(SET, "en", "op.draw", "Take cards."), "en", "op.draw")[0]!;
    expect(row.problem?.message).toMatch(/drops/);
    expect(problemPosition("Take cards.", row.problem!)).toBeUndefined();
  });
});
