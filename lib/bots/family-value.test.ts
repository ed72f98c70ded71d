/**
 * The greedy bot values family conditions and counts (issue 23 point 2) as the engine reads them:
 * a step under a family condition counts when the condition holds on the board and not when it
 * fails, and a `for each` of a family's icons or living characters scales with the table.
 */
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { sampleSet } from "../../test/fixtures/sample-set";
import { boardOf } from "./board";
import { abilitiesValue, CARD } from "./effect-value";
import type { Scene } from "./effect-value";
import { knowledgeOf } from "./knowledge";
import { makeView } from "./view.test-support";

const TIDE = "was-exhibited-as-a-mermaid";
const ROSE = "was-jilted-on-the-promenade";

/** The sample set with an event per effect (`ev0`, `ev1`, …). */
function withEvents(effects: readonly string[]): VellumSet {
  const set = sampleSet();
  effects.forEach((effect, i) =>
    set.cards.push({ id: `ev${i}`, type: "event", name: `Event ${i}`, effect, copies: 1 }),
  );
  return set;
}

/** `set` with a modifier, Charm, that counts its character as a member of the Gannetts. */
function withCharm(set: VellumSet): VellumSet {
  set.cards.push({
    id: "charm",
    type: "modifier",
    name: "Charm",
    points: [null, null, null],
    icons: [null, null, null],
    effect: "while visible:\n  this character counts as a member of the gannetts family",
    copies: 1,
  });
  return set;
}

/** The value to seat 0 of event `ev<i>` resolved by seat 0 on a table of `stacks`. */
function valueOn(set: VellumSet, i: number, stacks: string[][], dead: number[] = []): number {
  const k = knowledgeOf(set);
  const made = makeView(set, {
    me: 0,
    seats: 2,
    hand: [],
    chars: stacks.map((stack, c) => ({ owner: c < 2 ? 0 : 1, stack })),
  });
  const board = boardOf(made.view, k);
  const chars = board.chars.map((c) => (dead.includes(c.id) ? { ...c, dead: true } : c));
  const scene: Scene = {
    k,
    board: { ...board, chars },
    me: 0,
    resolver: 0,
    self: null,
    card: null,
    at: -1,
    ownIcons: false,
    discard: [],
    handTypes: new Set(),
  };
  return abilitiesValue(`ev${i}`, ["immediate"], scene);
}

const FRESH = [
  ["captain-absalom-gannett"],
  ["mrs-temperance-gannett"],
  ["the-great-augustus-flummery"],
  ["madame-coralie-flummery"],
];

describe("the greedy bot values family conditions and counts", () => {
  const set = withEvents([
    "on play:\n  if your family has a tide and a rose showing: draw 2 cards",
    "on play:\n  if an opponent's family has fewer living characters than yours: draw 1 card",
    "on play:\n  draw 1 card for each tide icon your family shows",
    "on play:\n  draw 1 card for each living character in your family",
  ]);

  it("R6.6 a step under your family's icons counts when they show, not when they do not", () => {
    const both = [[FRESH[0]![0]!, TIDE], [FRESH[1]![0]!, ROSE], FRESH[2]!, FRESH[3]!];
    expect(valueOn(set, 0, both)).toBeGreaterThan(0);
    const theirs = [[FRESH[0]![0]!, TIDE], FRESH[1]!, [FRESH[2]![0]!, ROSE], FRESH[3]!];
    expect(valueOn(set, 0, theirs)).toBe(0);
  });

  it("R6.7 a character counted as a member of your family shows its icons for it; without, not", () => {
    const charmed = withCharm(
      withEvents(["on play:\n  if your family has a tide and a rose showing: draw 2 cards"]),
    );
    const theirs = (extra: string[]) => [
      [FRESH[0]![0]!, TIDE],
      FRESH[1]!,
      [FRESH[2]![0]!, ROSE, ...extra],
      FRESH[3]!,
    ];
    expect(valueOn(charmed, 0, theirs(["charm"]))).toBeGreaterThan(0);
    expect(valueOn(charmed, 0, theirs([]))).toBe(0);
  });

  it("R6.7 a count of your family's icons or living characters includes a character counted as a member", () => {
    const charmed = withCharm(
      withEvents([
        "on play:\n  draw 1 card for each tide icon your family shows",
        "on play:\n  draw 1 card for each living character in your family",
      ]),
    );
    const table = (extra: string[]) => [
      [FRESH[0]![0]!, TIDE],
      FRESH[1]!,
      [FRESH[2]![0]!, TIDE, ...extra],
      FRESH[3]!,
    ];
    // The opponent's tide counts once its character is one of the family (as the engine counts).
    expect(valueOn(charmed, 0, table(["charm"]))).toBeCloseTo(2 * valueOn(charmed, 0, table([])));
    expect(valueOn(charmed, 1, table(["charm"]))).toBeCloseTo(1.5 * valueOn(charmed, 1, table([])));
  });

  it("R6.6 an opponent's family with fewer living characters: valued both ways", () => {
    expect(valueOn(set, 1, FRESH, [2])).toBeGreaterThan(0);
    expect(valueOn(set, 1, FRESH)).toBe(0);
  });

  it("R2.4 a count of your family's icons or living characters scales the value", () => {
    const one = valueOn(set, 2, [[FRESH[0]![0]!, TIDE], FRESH[1]!, FRESH[2]!, FRESH[3]!]);
    const two = valueOn(set, 2, [
      [FRESH[0]![0]!, TIDE],
      [FRESH[1]![0]!, TIDE],
      FRESH[2]!,
      FRESH[3]!,
    ]);
    const opponents = valueOn(set, 2, [FRESH[0]!, FRESH[1]!, [FRESH[2]![0]!, TIDE], FRESH[3]!]);
    expect(opponents).toBe(0);
    expect(two).toBeCloseTo(2 * one);
    expect(one).toBeGreaterThan(0);
    expect(valueOn(set, 3, FRESH)).toBeCloseTo(2 * valueOn(set, 3, FRESH, [1]));
    expect(valueOn(set, 3, FRESH, [1])).toBeGreaterThanOrEqual(CARD * 0.1);
  });
});
