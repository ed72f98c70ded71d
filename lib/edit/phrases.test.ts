/** The house-style edit: an override set, replaced, cleared; empty maps leave the set. */
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { setPhrase } from ".";

const SET = { id: "s", name: "S", language: "en", cards: [] } as unknown as VellumSet;

describe("setPhrase", () => {
  it("adds an override, keeps it as typed (problems and all), and leaves the set as it was", () => {
    const one = setPhrase(SET, "en", "op.draw", "take {n");
    expect(one.phrases).toEqual({ en: { "op.draw": "take {n" } });
    expect(SET.phrases).toBeUndefined();
    const two = setPhrase(one, "it", "op.draw", "pesca");
    expect(two.phrases).toEqual({ en: { "op.draw": "take {n" }, it: { "op.draw": "pesca" } });
    expect(one.phrases).toEqual({ en: { "op.draw": "take {n" } });
  });

  it("clearing removes the override, an emptied language and an emptied `phrases`", () => {
    const both = setPhrase(setPhrase(SET, "en", "op.draw", "a"), "en", "op.discard", "b");
    const less = setPhrase(both, "en", "op.draw", "");
    expect(less.phrases).toEqual({ en: { "op.discard": "b" } });
    const none = setPhrase(less, "en", "op.discard", "   ");
    expect(none).not.toHaveProperty("phrases");
    const other = setPhrase(setPhrase(SET, "it", "op.draw", "x"), "en", "op.draw", "y");
    expect(setPhrase(other, "it", "op.draw", "").phrases).toEqual({ en: { "op.draw": "y" } });
  });
});
