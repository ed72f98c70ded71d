/**
 * The greedy bot answers the choices of effects that move cards (issue 23 point 3) sensibly: the
 * best card back on top of the draw pile when it draws next (the worst when another player
 * does), looked-at cards discarded only when that helps, the story worth most taken, its own
 * cards kept when passing (it gives the weakest), and the moving operations valued, not skipped.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../engine";
import { compileEffect, contextFromSet } from "../dsl";
import type { Operation } from "../dsl";
import { greedyBot } from "./greedy-bot";
import type { Made, ViewSpec } from "./view.test-support";
import { sampleSet } from "../../test/fixtures/sample-set";
import { makeView } from "./view.test-support";
import { opValue, sceneAfter } from "./effect-value";
import { knowledgeOf } from "./knowledge";
import { createRng } from "./rng";
import { turnOf, sceneOf } from "./turn";

const SET = sampleSet();
const GOOD = "married-well-and-dry";
const WEAK = "won-the-sandcastle-cup";

function table(extra: Partial<ViewSpec> = {}): ViewSpec {
  const stacks = [
    ["captain-absalom-gannett"],
    ["mrs-temperance-gannett"],
    ["the-great-augustus-flummery"],
    ["madame-coralie-flummery"],
  ];
  return {
    me: 0,
    seats: 2,
    hand: [],
    ...extra,
    chars: stacks.map((stack, i) => ({ owner: i < 2 ? 0 : 1, stack })),
  };
}

function choose(made: Made, legal: Action[], seed = 1): Action {
  const bot = greedyBot({ set: SET, seat: made.view.viewer as number, seed });
  return bot.choose({ seat: made.view.viewer as number, legal, view: () => made.view });
}

/** A card choice on the top of the draw pile between GOOD (900) and WEAK (901). */
function lookedAt(turnSeat: number, kind: "card" | "yes-no", cards = [GOOD, WEAK]): Made {
  const made = makeView(
    SET,
    table({
      turnSeat,
      pending: {
        kind,
        player: 0,
        prompt: "Lobster: choose the card to put back on top of the draw pile",
        options: [],
        zone: "draw-pile",
        source: "was-bitten-by-a-lobster-of-note",
      },
    }),
  );
  const refs = cards.map((cardId, i) => ({ instance: 900 + i, cardId }));
  made.view.pending!.options = refs.map((r) => r.instance);
  made.view.pending!.optionCards = refs;
  return made;
}

describe("greedy answers to moving choices", () => {
  it("puts the best card on top when it draws next, the worst when another player does", () => {
    const legal: Action[] = [900, 901].map((card) => ({ type: "choose-card", player: 0, card }));
    expect(choose(lookedAt(0, "card"), legal)).toMatchObject({ card: 900 });
    expect(choose(lookedAt(1, "card"), legal)).toMatchObject({ card: 901 });
  });

  it("keeps a good looked-at card it will draw, and takes it away from the next drawer", () => {
    const legal: Action[] = [true, false].map((accept) => ({ type: "decide", player: 0, accept }));
    expect(choose(lookedAt(0, "yes-no", [GOOD]), legal)).toMatchObject({ accept: false });
    expect(choose(lookedAt(1, "yes-no", [GOOD]), legal)).toMatchObject({ accept: true });
  });

  it("takes the story that lowers its family value most", () => {
    const made = makeView(
      SET,
      table({
        centre: ["the-riddle-of-the-raven-s-key", "the-lamplighter-s-last-romance"],
        pending: {
          kind: "card",
          player: 0,
          prompt: "Ravens: choose a story to take from the centre",
          options: [],
          zone: "story",
          source: "was-mobbed-by-ravens",
        },
      }),
    );
    const stories = [
      made.instance("the-riddle-of-the-raven-s-key"),
      made.instance("the-lamplighter-s-last-romance"),
    ];
    made.view.pending!.options = stories;
    made.view.pending!.optionCards = made.view.centre.slice();
    const legal: Action[] = stories.map((card) => ({ type: "choose-card", player: 0, card }));
    expect(choose(made, legal)).toMatchObject({ card: stories[1] });
  });

  it("values every moving operation (none is skipped as worth nothing)", () => {
    const made = makeView(
      SET,
      table({ hand: [GOOD, WEAK], centre: ["the-riddle-of-the-raven-s-key"] }),
    );
    const t = turnOf(made.view, 0, knowledgeOf(SET), createRng(1), { plan: null });
    const scene = sceneAfter(sceneOf(t, 0, null), t.board, []);
    const ctx = contextFromSet(SET);
    const value = (source: string) => {
      const ir = compileEffect(`on play:\n  ${source}`, ctx).ir!;
      const a = ir.abilities[0]!;
      if (a.category === "story-requirement") throw new Error("no steps");
      return opValue(a.steps[0] as Operation, scene);
    };
    expect(value("take a story from the centre")).toBeGreaterThan(0);
    expect(
      value("look at the top 3 cards of the draw pile and put them back in any order"),
    ).toBeGreaterThan(0);
    expect(value("pass 2 cards to the left")).toBeLessThan(0);
    expect(value("give a card to the next player")).toBeLessThan(0);
  });
});
