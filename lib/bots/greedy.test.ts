/**
 * The greedy bot plays like a sensible person: unit cases on hand-made views of the sample set
 * (characters read through lib/layers, as the engine would).
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../engine";
import { greedyBot } from "./greedy-bot";
import type { Made, ViewSpec } from "./view.test-support";
import { sampleSet } from "../../test/fixtures/sample-set";
import { legalPlays, makeView } from "./view.test-support";

const SET = sampleSet();

/** Two seats, two fresh characters each (0, 1 are seat 0's; 2, 3 seat 1's) plus extra cards. */
function table(extra: Partial<ViewSpec> & { stacks?: string[][] } = {}): ViewSpec {
  const base = [
    ["captain-absalom-gannett"],
    ["mrs-temperance-gannett"],
    ["the-great-augustus-flummery"],
    ["madame-coralie-flummery"],
  ];
  const stacks = extra.stacks ?? base;
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

describe("greedyBot plays", () => {
  it("puts a negative modifier on one of its own characters", () => {
    const made = makeView(SET, table({ hand: ["lost-a-wager-to-a-heron"] }));
    const a = choose(made, legalPlays(SET, made));
    expect(a).toMatchObject({
      type: "play-modifier",
      card: made.instance("lost-a-wager-to-a-heron"),
    });
    expect([0, 1]).toContain((a as { target: number }).target);
  });

  it("puts a positive modifier on an opponent's character", () => {
    const made = makeView(SET, table({ hand: ["found-a-pearl-in-the-pudding"] }));
    const a = choose(made, legalPlays(SET, made));
    expect(a.type).toBe("play-modifier");
    expect([2, 3]).toContain((a as { target: number }).target);
  });

  it("sinks its own dead character further when an effect allows modifiers on the dead", () => {
    const stacks = [
      [
        "captain-absalom-gannett",
        "was-buried-up-to-the-neck-at-low-tide",
        "succumbed-to-a-strong-draught",
      ],
      ["mrs-temperance-gannett"],
      ["the-great-augustus-flummery"],
      ["madame-coralie-flummery"],
    ];
    const hand = ["lost-a-wager-to-a-heron"];
    const allowed = makeView(SET, table({ stacks, hand, modifiersOnDead: true }));
    expect(allowed.view.characters[0]!.dead).toBe(true);
    // A dead character's points count in full toward its family's value: the best place.
    expect(choose(allowed, legalPlays(SET, allowed))).toMatchObject({
      type: "play-modifier",
      target: 0,
    });
    const barred = makeView(SET, table({ stacks, hand }));
    expect(legalPlays(SET, barred).some((a) => "target" in a && a.target === 0)).toBe(false);
  });

  it("buries its own negative character, not the opponent's", () => {
    const stacks = [
      ["captain-absalom-gannett", "was-buried-up-to-the-neck-at-low-tide"],
      ["mrs-temperance-gannett"],
      ["the-great-augustus-flummery", "was-buried-up-to-the-neck-at-low-tide"],
      ["madame-coralie-flummery"],
    ];
    const made = makeView(SET, table({ stacks, hand: ["succumbed-to-a-strong-draught"] }));
    const legal = legalPlays(SET, made);
    expect(legal.filter((a) => a.type === "play-untimely-death")).toHaveLength(2);
    expect(choose(made, legal)).toMatchObject({ type: "play-untimely-death", target: 0 });
  });

  it("does not kill an opponent's very negative character", () => {
    const stacks = [
      ["captain-absalom-gannett"],
      ["mrs-temperance-gannett"],
      [
        "the-great-augustus-flummery",
        "was-buried-up-to-the-neck-at-low-tide",
        "lost-a-wager-to-a-heron",
      ],
      ["madame-coralie-flummery"],
    ];
    const made = makeView(SET, table({ stacks, hand: ["succumbed-to-a-strong-draught"] }));
    expect(made.view.characters[2]!.selfWorth).toBe(-30);
    expect(choose(made, legalPlays(SET, made))).toMatchObject({ type: "end-plays" });
  });

  it("ends the game when burying its last living character wins it, and not when it loses", () => {
    const stacks = (mine: string) => [
      ["captain-absalom-gannett", mine],
      ["mrs-temperance-gannett", "was-buried-up-to-the-neck-at-low-tide", "ate-the-wrong-whelk"],
      ["the-great-augustus-flummery"],
      ["madame-coralie-flummery"],
    ];
    // Seat 0 has one dead character (−25); burying the other ends the game.
    const winning = makeView(
      SET,
      table({
        stacks: stacks("was-exhibited-as-a-mermaid"),
        hand: ["succumbed-to-a-strong-draught"],
      }),
    );
    expect(choose(winning, legalPlays(SET, winning))).toMatchObject({
      type: "play-untimely-death",
      target: 0,
    });
    const both = [
      ...stacks("was-exhibited-as-a-mermaid").slice(0, 2),
      [
        "the-great-augustus-flummery",
        "misplaced-an-entire-lighthouse",
        "was-buried-up-to-the-neck-at-low-tide",
        "mislaid-a-grandmother-in-the-fog",
        "expired-during-the-encore",
      ],
      ["madame-coralie-flummery"],
    ];
    // Now seat 1 already has −55 dead: ending the game at −40 would make seat 1 the winner.
    const losing = makeView(SET, table({ stacks: both, hand: ["succumbed-to-a-strong-draught"] }));
    expect(losing.view.seats[1]!.familyValue).toBe(-55);
    const legal = legalPlays(SET, losing).filter(
      (a) => a.type !== "play-untimely-death" || a.target === 0,
    );
    expect(choose(losing, legal)).toMatchObject({ type: "end-plays" });
  });

  it("claims a story when its family meets the requirement", () => {
    const made = makeView(
      SET,
      table({ hand: ["won-the-sandcastle-cup"], centre: ["the-riddle-of-the-raven-s-key"] }),
    );
    const story = made.instance("the-riddle-of-the-raven-s-key");
    const legal: Action[] = [...legalPlays(SET, made), { type: "claim-story", player: 0, story }];
    expect(choose(made, legal)).toMatchObject({ type: "claim-story", story });
  });

  it("keeps a response card rather than wasting it as an event", () => {
    const made = makeView(SET, table({ hand: ["an-ill-wind"] }));
    expect(choose(made, legalPlays(SET, made))).toMatchObject({ type: "end-plays" });
  });
});

describe("greedyBot values chance", () => {
  // A rare big gain against a likely loss: worth less than a sure small gain on average, though
  // its outcomes summed unweighted would be worth more.
  const longShot = "on play:\n  roll a die:\n    1: draw 3 cards\n    2-6: discard 1 card";
  const sure = "on play:\n  roll a die:\n    1-6: draw 1 card";
  const withEvents = (first: string, second: string) => ({
    ...SET,
    cards: [
      ...SET.cards,
      { id: "first", type: "event" as const, name: "First", copies: 1, effect: first },
      { id: "second", type: "event" as const, name: "Second", copies: 1, effect: second },
    ],
  });

  it("plays the roll with the better expected value, not the one with the best outcome", () => {
    for (const [first, second, best] of [
      [longShot, sure, "second"],
      [sure, longShot, "first"],
    ] as const) {
      const set = withEvents(first, second);
      const made = makeView(set, table({ hand: ["first", "second", "an-ill-wind"] }));
      const bot = greedyBot({ set, seat: 0, seed: 1 });
      const action = bot.choose({ seat: 0, legal: legalPlays(set, made), view: () => made.view });
      expect(action).toMatchObject({ type: "play-event", card: made.instance(best) });
    }
  });
});

describe("greedyBot values lasting effects on others", () => {
  it("puts a card raising its controller's plays on its own character, and one lowering them on an opponent's", () => {
    for (const [effect, owner] of [
      ["while visible:\n  your plays per turn +1", 0],
      ["while visible:\n  your plays per turn -1", 1],
      ["while visible:\n  each other player's draw limit -1", 0],
    ] as const) {
      const set = {
        ...SET,
        cards: [
          ...SET.cards,
          { id: "card", type: "modifier" as const, name: "Card", copies: 1, effect },
        ],
      };
      const made = makeView(set, table({ hand: ["card"] }));
      const bot = greedyBot({ set, seat: 0, seed: 1 });
      const action = bot.choose({ seat: 0, legal: legalPlays(set, made), view: () => made.view });
      expect(action.type, effect).toBe("play-modifier");
      if (action.type === "play-modifier") expect(action.target < 2 ? 0 : 1, effect).toBe(owner);
    }
  });
});

describe("greedyBot answers", () => {
  it("discards its weakest card", () => {
    const spec = table({
      hand: ["married-well-and-dry", "won-the-sandcastle-cup"],
      pending: {
        kind: "card",
        player: 0,
        prompt: "Gossip: choose a card to discard (1 left)",
        options: [],
        zone: "own-hand",
        source: "gossip-at-the-bandstand",
      },
    });
    const made = makeView(SET, spec);
    const options = [
      made.instance("married-well-and-dry"),
      made.instance("won-the-sandcastle-cup"),
    ];
    made.view.pending!.options = options;
    const legal: Action[] = options.map((card) => ({ type: "choose-card", player: 0, card }));
    expect(choose(made, legal)).toMatchObject({ card: made.instance("won-the-sandcastle-cup") });
  });

  it("kills its own negative character when an effect lets it choose", () => {
    const stacks = [
      ["captain-absalom-gannett", "was-buried-up-to-the-neck-at-low-tide"],
      ["mrs-temperance-gannett"],
      ["the-great-augustus-flummery", "was-buried-up-to-the-neck-at-low-tide"],
      ["madame-coralie-flummery"],
    ];
    const made = makeView(
      SET,
      table({
        stacks,
        pending: {
          kind: "character",
          player: 0,
          prompt: "The Lamplighter's Last Romance: choose a character to kill",
          options: [0, 2],
          source: "the-lamplighter-s-last-romance",
        },
      }),
    );
    const legal: Action[] = [0, 2].map((character) => ({
      type: "choose-character",
      player: 0,
      character,
    }));
    expect(choose(made, legal)).toMatchObject({ character: 0 });
  });

  it("moves a modifier where it helps: a bad one off an opponent onto itself, via a plan", () => {
    const stacks = [
      ["captain-absalom-gannett"],
      ["mrs-temperance-gannett"],
      ["the-great-augustus-flummery", "was-buried-up-to-the-neck-at-low-tide"],
      ["madame-coralie-flummery", "won-the-sandcastle-cup"],
    ];
    const prompt = (what: string) => `Spring Tide: choose a character to move ${what}`;
    const made = makeView(
      SET,
      table({
        stacks,
        pending: {
          kind: "character",
          player: 0,
          prompt: prompt("a modifier from"),
          options: [2, 3],
          source: "spring-tide",
        },
      }),
    );
    const bot = greedyBot({ set: SET, seat: 0, seed: 3 });
    const from = bot.choose({
      seat: 0,
      legal: [2, 3].map((character) => ({ type: "choose-character", player: 0, character })),
      view: () => made.view,
    });
    expect(from).toMatchObject({ character: 2 });
    made.view.pending = {
      ...made.view.pending!,
      prompt: prompt("the modifier to"),
      options: [0, 1, 3],
    };
    const to = bot.choose({
      seat: 0,
      legal: [0, 1, 3].map((character) => ({ type: "choose-character", player: 0, character })),
      view: () => made.view,
    });
    expect([0, 1]).toContain((to as { character: number }).character);
  });

  it('accepts a "may" step that helps it and declines one that does not', () => {
    const decide = (stacks: string[][], prompt: string) => {
      const made = makeView(
        SET,
        table({
          stacks,
          pending: {
            kind: "yes-no",
            player: 0,
            prompt,
            options: [],
            source: "the-lamplighter-s-last-romance",
          },
        }),
      );
      const legal: Action[] = [true, false].map((accept) => ({
        type: "decide",
        player: 0,
        accept,
      }));
      return (choose(made, legal) as { accept: boolean }).accept;
    };
    const fresh = ["mrs-temperance-gannett"];
    const buried = (c: string) => [c, "was-buried-up-to-the-neck-at-low-tide"];
    const kill =
      "The Lamplighter's Last Romance: do you want to kill any living character with negative self-worth?";
    // Its own character at −20 can be killed: yes.
    expect(
      decide(
        [
          buried("captain-absalom-gannett"),
          fresh,
          ["the-great-augustus-flummery"],
          ["madame-coralie-flummery"],
        ],
        kill,
      ),
    ).toBe(true);
    // Only an opponent's character is negative: killing it would help that opponent.
    expect(
      decide(
        [
          ["captain-absalom-gannett"],
          fresh,
          buried("the-great-augustus-flummery"),
          ["madame-coralie-flummery"],
        ],
        kill,
      ),
    ).toBe(false);
    expect(
      decide(
        [
          ["captain-absalom-gannett"],
          fresh,
          ["the-great-augustus-flummery"],
          ["madame-coralie-flummery"],
        ],
        "X: do you want to discard a card?",
      ),
    ).toBe(false);
    expect(
      decide(
        [
          ["captain-absalom-gannett"],
          fresh,
          ["the-great-augustus-flummery"],
          ["madame-coralie-flummery"],
        ],
        "X: do you want to draw 2 cards?",
      ),
    ).toBe(true);
  });

  it("gives draws to itself and discards to an opponent", () => {
    const ask = (prompt: string) => {
      const made = makeView(
        SET,
        table({
          pending: {
            kind: "player",
            player: 0,
            prompt,
            options: [0, 1],
            source: "gossip-at-the-bandstand",
          },
        }),
      );
      const legal: Action[] = [0, 1].map((seat) => ({ type: "choose-player", player: 0, seat }));
      return choose(made, legal);
    };
    expect(ask("Villa: choose a player draw 2")).toMatchObject({ seat: 0 });
    expect(ask("Gossip: choose a player discard 2")).toMatchObject({ seat: 1 });
  });

  it("cancels an untimely death that would bury an opponent's very negative character", () => {
    const stacks = [
      ["captain-absalom-gannett"],
      ["mrs-temperance-gannett"],
      [
        "the-great-augustus-flummery",
        "was-buried-up-to-the-neck-at-low-tide",
        "lost-a-wager-to-a-heron",
      ],
      ["madame-coralie-flummery"],
    ];
    const spec = table({
      stacks,
      hand: ["not-dead-merely-resting"],
      turnSeat: 1,
      pending: {
        kind: "response",
        player: 0,
        prompt: "P1 plays 'Was Mistaken for Ballast' — respond or pass",
        source: "was-mistaken-for-ballast",
      },
    });
    const made = makeView(SET, spec);
    const card = made.instance("not-dead-merely-resting");
    const legal: Action[] = [
      { type: "respond", player: 0, card },
      { type: "pass-response", player: 0 },
    ];
    expect(choose(made, legal)).toMatchObject({ type: "respond", card });
    // The same untimely death on one of the bot's own negative characters is let through.
    const mine = makeView(SET, {
      ...spec,
      chars: spec.chars.map((c, i) => ({ ...c, owner: i === 2 ? 0 : i === 0 ? 1 : c.owner })),
    });
    const legal2: Action[] = [
      { type: "respond", player: 0, card: mine.instance("not-dead-merely-resting") },
      { type: "pass-response", player: 0 },
    ];
    expect(choose(mine, legal2)).toMatchObject({ type: "pass-response" });
  });
});
