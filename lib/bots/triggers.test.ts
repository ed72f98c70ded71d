/**
 * The greedy bot values trigger abilities (effect-value.ts `triggerWeight`): a card whose whole
 * value is in a trigger is played where its trigger helps the bot, and its choices answered.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../engine";
import type { Card, VellumSet } from "../model";
import { greedyBot } from "./greedy-bot";
import { legalPlays, makeView } from "./view.test-support";
import { sampleSet } from "../../test/fixtures/sample-set";

function withCard(set: VellumSet, card: Card): VellumSet {
  return { ...set, cards: [...set.cards, card] };
}

const STACKS = [
  ["captain-absalom-gannett"],
  ["mrs-temperance-gannett"],
  ["the-great-augustus-flummery"],
  ["madame-coralie-flummery"],
];

function choice(set: VellumSet, hand: string[]): Action {
  const made = makeView(set, {
    me: 0,
    seats: 2,
    hand,
    chars: STACKS.map((stack, i) => ({ owner: i < 2 ? 0 : 1, stack })),
  });
  const bot = greedyBot({ set, seat: 0, seed: 1 });
  return bot.choose({ seat: 0, legal: legalPlays(set, made), view: () => made.view });
}

describe("greedyBot and triggers", () => {
  it("puts a card whose trigger hurts its resolver on an opponent's character", () => {
    const set = withCard(sampleSet(), {
      id: "nagging-doubt",
      type: "modifier",
      name: "Nagging Doubt",
      points: [null, null, null],
      effect: "at the start of your turn: discard 2 cards",
    });
    const a = choice(set, ["nagging-doubt"]);
    expect(a.type).toBe("play-modifier");
    expect([2, 3]).toContain((a as { target: number }).target);
  });

  it("puts a card whose trigger helps its resolver on one of its own characters", () => {
    const set = withCard(sampleSet(), {
      id: "windfall",
      type: "modifier",
      name: "Windfall",
      points: [null, null, null],
      effect: "whenever a card is played on one of your characters: draw 1 card",
    });
    // A trigger of the played card never fires for itself, but for the cards played later on.
    const a = choice(set, ["windfall"]);
    expect(a.type).toBe("play-modifier");
    expect([0, 1]).toContain((a as { target: number }).target);
  });

  it.each([
    ["whenever an opponent plays an event: draw 1 card", "envy"],
    ["whenever this character dies: draw 1 card", "lament"],
  ])("values `%s` (not skipped): played on one of its own characters", (effect, id) => {
    const set = withCard(sampleSet(), {
      id,
      type: "modifier",
      name: id,
      points: [null, null, null],
      effect,
    });
    const a = choice(set, [id]);
    expect(a.type).toBe("play-modifier");
    expect([0, 1]).toContain((a as { target: number }).target);
  });
});
