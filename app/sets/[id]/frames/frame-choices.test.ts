import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUILTIN_FRAMES } from "@/lib/layers";
import type { VellumSet } from "@/lib/model";
import { validateSetValue } from "@/lib/schema";
import {
  cardsUsing,
  choiceLabel,
  customisedCopy,
  firstChoice,
  frameChoices,
  sampleStack,
  withFrame,
} from "./frame-choices";

const SAMPLE = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, "../../../../examples/saltmarrow/set.json"),
    "utf8",
  ),
) as VellumSet;

describe("frame choices", () => {
  it("offers the built-in frames with how many cards use each, the most used first", () => {
    const choices = frameChoices(SAMPLE);
    expect(choices.every((c) => c.builtin)).toBe(true);
    expect(choices.reduce((n, c) => n + c.uses, 0)).toBe(SAMPLE.cards.length);
    const first = firstChoice(choices)!;
    expect(first.frame.id).toBe("vellum-modifier");
    expect(choiceLabel(first)).toMatch(/^Modifier \(built-in, for modifiers\) — \d+ cards$/);
  });

  it("customises a built-in frame into the set's own copy, used by the same cards, and valid", () => {
    const copy = customisedCopy(SAMPLE, BUILTIN_FRAMES.modifier);
    expect(copy.id).toBe("saltmarrow-modifier");
    expect(copy.types).toEqual(["modifier"]);
    const set = withFrame(SAMPLE, copy);
    expect(cardsUsing(set, copy.id)).toEqual(cardsUsing(SAMPLE, "vellum-modifier"));
    expect(cardsUsing(set, "vellum-modifier")).toEqual([]);
    expect(validateSetValue(set).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // A second copy of the same frame gets another id and leaves the type to the first.
    const again = customisedCopy(set, BUILTIN_FRAMES.modifier);
    expect(again.id).toBe("saltmarrow-modifier-2");
    expect(again.types).toBeUndefined();
    expect(firstChoice(frameChoices(set))?.frame.id).toBe(copy.id);
  });

  it("never puts a built-in frame into the set, and replaces the set's frame by id", () => {
    expect(withFrame(SAMPLE, BUILTIN_FRAMES.event)).toBe(SAMPLE);
    const copy = customisedCopy(SAMPLE, BUILTIN_FRAMES.event);
    const set = withFrame(withFrame(SAMPLE, copy), { ...copy, safe: 1 });
    expect(set.frames?.map((f) => [f.id, f.safe])).toEqual([[copy.id, 1]]);
  });

  it("stacks a character under two cards on the frame, or two modifiers on a character frame", () => {
    const onModifiers = sampleStack(SAMPLE, "vellum-modifier");
    expect(onModifiers.map((c) => c.type)).toEqual(["character", "modifier", "modifier"]);
    const onCharacters = sampleStack(SAMPLE, "vellum-character");
    expect(onCharacters.map((c) => c.type)).toEqual(["character", "modifier", "modifier"]);
    expect(sampleStack({ ...SAMPLE, cards: [] }, "vellum-modifier")).toEqual([]);
  });
});
