/**
 * `stepQuestion`: an optional step as the player asked reads it (the engine's "do you want to
 * …?"), for every operation a "you may" can start: the effect's own words, "a card" for one.
 */
import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import type { Operation } from "./ir";
import { stepQuestion } from "./ir-to-text";
import { SAMPLE_CONTEXT } from "./reference";
import { operationsOf } from "./steps";

function firstOp(source: string): Operation {
  const ir = compileEffect(`on play:\n  ${source}`, SAMPLE_CONTEXT).ir;
  const a = ir?.abilities[0];
  if (!a || a.category === "story-requirement") throw new Error(`no steps in '${source}'`);
  return operationsOf(a.steps)[0]!;
}

describe("stepQuestion", () => {
  it("says each optional step as its effect text does, to the one asked", () => {
    const cases: [string, string][] = [
      ["you may draw 1 card", "draw a card"],
      ["you may draw 2 cards", "draw 2 cards"],
      ["each other player may discard 1 card", "discard a card"],
      ["you may discard your hand", "discard your hand"],
      ["you may skip your next turn", "skip your next turn"],
      ["you may take 1 card from an opponent's hand", "take a card from an opponent's hand"],
      ["you may swap hands with an opponent", "swap hands with an opponent"],
      ["you may gain 1 free play", "gain a free play"],
      ["you may return any dead character to life", "return any dead character to life"],
      ["you may kill any living character", "kill any living character"],
      [
        "you may move the top modifier from any living character to this character",
        "move the top modifier from any living character to this character",
      ],
      ["you may pass your hand to the left", "pass your hand to the left"],
      ["you may take a story from the centre", "take a story from the centre"],
      [
        "you may shuffle the discard pile into the draw pile",
        "shuffle the discard pile into the draw pile",
      ],
    ];
    for (const [source, question] of cases) {
      const op = firstOp(source);
      expect("optional" in op && op.optional, source).toBe(true);
      expect(stepQuestion(op), source).toBe(question);
    }
  });

  it("puts the amount the engine worked out in place of a count", () => {
    const op = firstOp("you may draw 1 card for each dead character");
    expect(stepQuestion(op)).toBe("draw a card for each dead character");
    expect(stepQuestion(op, {}, 3)).toBe("draw 3 cards");
    expect(stepQuestion(op, {}, 1)).toBe("draw a card");
  });
});
