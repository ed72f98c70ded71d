/**
 * RULES.md R6.6 (character requirements) and R7.2: a card's own requirements and filters are
 * judged on its target as it stood before the card was placed — an icon the card covers still
 * counts, an icon covered before does not, the card's own icons count only with the rules option,
 * and its own points and death do not count yet.
 */
import { describe, expect, it } from "vitest";
import type { RulesOptions } from "../model";
import type { CardSpec } from "./scenario.test-support";
import { act, death, handIds, mod, scenario } from "./scenario.test-support";

const fillers = [
  ...["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id, [-5, null, null])),
  mod("low-2", [null, -10, null]),
];

/** Below the played card: rose in slot 1, nothing in slots 2 and 3. */
const ROSE_1 = mod("rose-1", [null, null, null], ["rose", null, null]);
/** Below the played card: rose in slot 2. */
const ROSE_2 = mod("rose-2", [null, null, null], [null, "rose", null]);
/** A blank over slot 1, laid before the played card. */
const BLANK_1 = mod("blank-1", [null, null, null], ["blank", null, null]);

/**
 * Plays modifier `card` (seat 0) on Ada, whose stack holds `below`; the cards seat 0 drew from
 * its effect ("draw 1 card" under the requirement).
 */
function drawsOnPlay(card: CardSpec, below: string[], options: Partial<RulesOptions> = {}) {
  const b = scenario({
    cards: [...fillers, ROSE_1, ROSE_2, BLANK_1, card],
    stacks: { ada: below },
    hands: [[card.id]],
    draw: ["f1"],
    options,
  });
  const s = act(b.state, {
    type: "play-modifier",
    player: 0,
    card: b.card(card.id),
    target: b.ch("ada"),
  }).state;
  return handIds(s, 0);
}

const IF_ROSE = "on play:\n  if this character has rose: draw 1 card";
const IF_RAVEN = "on play:\n  if this character has raven: draw 1 card";

describe("R6.6 a requirement is judged on the target as it stood when the card was played", () => {
  it("R6.6 an icon the played card covers with a blank still counts", () => {
    const blanker = mod("blanker", [-5, null, null], ["blank", null, null], IF_ROSE);
    expect(drawsOnPlay(blanker, ["rose-1"])).toEqual(["f1"]);
    // Not when the rose was already covered before the card was played.
    expect(drawsOnPlay(blanker, ["rose-1", "blank-1"])).toEqual([]);
  });

  it("R6.6 an icon the played card covers with an icon of its own still counts; its own does not", () => {
    const raven = mod("raven-over", [-5, null, null], ["raven", null, null], IF_ROSE);
    expect(drawsOnPlay(raven, ["rose-1"])).toEqual(["f1"]);
    expect(drawsOnPlay(raven, [])).toEqual([]);
    const needsRaven = mod("raven-needs", [-5, null, null], ["raven", null, null], IF_RAVEN);
    expect(drawsOnPlay(needsRaven, ["rose-1"])).toEqual([]);
  });

  it("R6.6 an icon the played card leaves uncovered counts", () => {
    const clear = mod("clear", [-5, null, null], ["blank", null, "raven"], IF_ROSE);
    expect(drawsOnPlay(clear, ["rose-2"])).toEqual(["f1"]);
    expect(drawsOnPlay(clear, [])).toEqual([]);
  });

  it("R6.6 the played card's own icon counts only with the rules option", () => {
    const own = mod("own-rose", [-5, null, null], [null, null, "rose"], IF_ROSE);
    expect(drawsOnPlay(own, [])).toEqual([]);
    expect(drawsOnPlay(own, [], { ownIconsCountForRequirements: true })).toEqual(["f1"]);
    // With the option, what the card covers counts as well as what it shows.
    const both = mod(
      "own-raven",
      [-5, null, null],
      ["raven", null, null],
      "on play:\n  if this character has rose and raven: draw 1 card",
    );
    expect(drawsOnPlay(both, ["rose-1"], { ownIconsCountForRequirements: true })).toEqual(["f1"]);
    expect(drawsOnPlay(both, ["rose-1"])).toEqual([]);
  });

  it("R6.6 a self-worth requirement reads the target without the card's own points", () => {
    const lift = mod(
      "lift",
      [10, null, null],
      [null, null, null],
      "on play:\n  if this character has negative self-worth: draw 1 card",
    );
    // Ada at -5 before: negative, though the card makes it +5.
    expect(drawsOnPlay(lift, ["f2"])).toEqual(["f1"]);
    const sink = mod(
      "sink",
      [-10, null, null],
      [null, null, null],
      "on play:\n  if this character has negative self-worth: draw 1 card",
    );
    // Ada at 0 before: not negative, though the card makes it -10.
    expect(drawsOnPlay(sink, [])).toEqual([]);
    expect(drawsOnPlay(sink, ["f2"])).toEqual(["f1"]);
  });

  it("R6.6 the highest self-worth is compared before the card's own points", () => {
    const crown = mod(
      "crown",
      [20, null, null],
      [null, null, null],
      "on play:\n  if this character has the highest self-worth: draw 1 card",
    );
    // Every other character is at 0: Ada at 0 ties for the highest (ties pass), at -5 does not.
    expect(drawsOnPlay(crown, [])).toEqual(["f1"]);
    expect(drawsOnPlay(crown, ["f2"])).toEqual([]);
  });

  it("R6.6 a filter of the card's choice reads its target as it stood before the card", () => {
    const b = scenario({
      cards: [
        ...fillers,
        ROSE_1,
        mod(
          "sweep",
          [-5, null, null],
          ["blank", null, null],
          "on play:\n  discard the top modifier of any living character with rose",
        ),
      ],
      stacks: { ada: ["rose-1"], dora: ["rose-1"] },
      hands: [["sweep"]],
    });
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("sweep"),
      target: b.ch("ada"),
    }).state;
    // Ada's rose, covered by the card's blank, still lets her be chosen.
    expect(s.pending).toMatchObject({ kind: "character", options: [b.ch("ada"), b.ch("dora")] });
  });
});

describe("R7.2 an untimely death's requirements are judged before it applies", () => {
  /** Plays untimely death `card` (seat 0) on Ada (at -5); the cards seat 0 drew. */
  function drawsOnDeath(card: CardSpec, stacks: Record<string, string[]>) {
    const b = scenario({
      cards: [...fillers, card, death("old-death")],
      stacks: { ada: ["f2"], ...stacks },
      hands: [[card.id]],
      draw: ["f1"],
    });
    const s = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card(card.id),
      target: b.ch("ada"),
    }).state;
    return handIds(s, 0);
  }

  it("R7.2 the character it kills is not yet dead for its requirement", () => {
    const count = death(
      "count",
      [null, null, null],
      "on play:\n  if at least 1 character is dead: draw 1 card",
    );
    expect(drawsOnDeath(count, {})).toEqual([]);
    expect(drawsOnDeath(count, { dora: ["f3", "old-death"] })).toEqual(["f1"]);
  });

  it("R7.2 its own points do not count toward a self-worth requirement", () => {
    const deep = death(
      "deep",
      [-20, null, null],
      "on play:\n  if this character has self-worth at most -10: draw 1 card",
    );
    expect(drawsOnDeath(deep, {})).toEqual([]);
    expect(drawsOnDeath(deep, { ada: ["f2", "low-2"] })).toEqual(["f1"]);
  });
});
