import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { customisedCopy, withFrame } from "@/lib/edit";
import { BUILTIN_FRAMES } from "@/lib/layers";
import type { VellumSet } from "@/lib/model";
import { choiceLabel, firstChoice, frameChoices, sampleStack } from "./frame-choices";
import { withoutMarks } from "@/test/fixtures/sample-set";

const SAMPLE = withoutMarks(
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, "../../../../examples/saltmarrow/set.json"),
      "utf8",
    ),
  ) as VellumSet,
);

describe("frame choices", () => {
  it("offers the built-in frames with how many cards use each, the most used first", () => {
    const choices = frameChoices(SAMPLE);
    expect(choices.every((c) => c.builtin)).toBe(true);
    expect(choices.reduce((n, c) => n + c.uses, 0)).toBe(SAMPLE.cards.length);
    const first = firstChoice(choices)!;
    expect(first.frame.id).toBe("vellum-modifier");
    expect(choiceLabel(first)).toMatch(/^Modifier \(built-in, for modifiers\) — \d+ cards$/);
  });

  it("opens the set's own frame first once a built-in one is customised", () => {
    const set = withFrame(SAMPLE, customisedCopy(SAMPLE, BUILTIN_FRAMES.modifier));
    expect(firstChoice(frameChoices(set))?.frame.id).toBe("saltmarrow-modifier");
  });

  it("stacks a character under two cards on the frame, or two modifiers on a character frame", () => {
    const onModifiers = sampleStack(SAMPLE, "vellum-modifier");
    expect(onModifiers.map((c) => c.type)).toEqual(["character", "modifier", "modifier"]);
    const onCharacters = sampleStack(SAMPLE, "vellum-character");
    expect(onCharacters.map((c) => c.type)).toEqual(["character", "modifier", "modifier"]);
    expect(sampleStack({ ...SAMPLE, cards: [] }, "vellum-modifier")).toEqual([]);
  });
});
