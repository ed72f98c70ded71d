/**
 * The bots read a card's requirements as the engine judges them (RULES.md R6.6, R7.2): over random
 * games on the minimal set whose modifiers and untimely deaths all say "if …: gain 1 free play",
 * the greedy bot's prediction for every card that lands agrees with what the engine did, with
 * the card's own icons counting or not.
 */
import { describe, expect, it } from "vitest";
import type { Action, GameEvent, GameState } from "../engine";
import { apply, createGame, legalActions, viewFor } from "../engine";
import type { VellumSet } from "../model";
import { minimalSet } from "../../test/fixtures/minimal-set";
import { boardOf, withCard } from "./board";
import { knowledgeOf } from "./knowledge";
import { requirementHolds } from "./requirements";
import { createRng } from "./rng";

/** Requirements of every kind the language has, given to the cards in turn. */
const REQUIREMENTS = [
  "this character has rose",
  "this character has raven and key",
  "this character has coin or mask",
  "this character has negative self-worth",
  "this character has self-worth at most -10",
  "this character has self-worth at least 0",
  "this character has the highest self-worth",
  "at least 1 character is dead",
  "at most 1 of your characters are dead",
  "your family has a raven and a rose showing",
  "your family shows coin or mask",
  "an opponent's family has fewer living characters than yours",
  "each opponent's family has as many living characters as yours",
  "your family has at least 3 living characters",
  "your family has at least 1 dead character",
];

function requirementSet(): VellumSet {
  const set = minimalSet();
  let n = 0;
  for (const card of set.cards) {
    if (card.type !== "modifier" && card.type !== "untimely-death") continue;
    card.effect = `on play:\n  if ${REQUIREMENTS[n++ % REQUIREMENTS.length]}: gain 1 free play`;
  }
  return set;
}

interface Tally {
  agreed: number;
  held: number;
  disagreements: string[];
}

/** Plays one random game, comparing the bot's reading of each landing card with the engine. */
function playAndCompare(set: VellumSet, seed: number, ownIcons: boolean, tally: Tally): void {
  const k = knowledgeOf(set);
  const created = createGame(
    set,
    {
      players: [0, 1, 2].map((i) => ({ name: `P${i}`, family: set.families[i]!.id })),
      turnLimit: 30,
      options: { ownIconsCountForRequirements: ownIcons },
    },
    seed,
  );
  if (!created.ok) throw new Error(created.error.message);
  let state: GameState = created.value;
  const rng = createRng(seed);
  while (!state.over) {
    const who = state.pending ? state.pending.player : state.turn.seat;
    const legal = legalActions(state, who);
    const action: Action = legal[Math.floor(rng.next() * legal.length)]!;
    const predicted = prediction(state, action, k);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    if (predicted !== null && !r.value.state.over) {
      const gained = r.value.events.some(
        (e: GameEvent) => e.type === "free-plays-gained" && e.player === predicted.resolver,
      );
      if (gained === predicted.holds) tally.agreed++;
      else tally.disagreements.push(`seed ${seed}: ${predicted.what} → engine ${gained}`);
      if (gained) tally.held++;
    }
    state = r.value.state;
  }
}

/** The bot's reading of the requirement of a modifier or untimely death about to land. */
function prediction(
  state: GameState,
  action: Action,
  k: ReturnType<typeof knowledgeOf>,
): { holds: boolean; resolver: number; what: string } | null {
  if (action.type !== "play-modifier" && action.type !== "play-untimely-death") return null;
  const view = viewFor(state, action.player);
  const cardId = view.seats[action.player]!.hand!.find((c) => c.instance === action.card)!.cardId;
  const board = boardOf(view, k);
  const target = board.chars[action.target]!;
  const after = withCard(k, target, cardId);
  const chars = board.chars.slice();
  chars[after.id] = after;
  const ability = k.card(cardId).abilities[0]!;
  if (ability.category === "story-requirement") return null;
  const step = ability.steps[0]!;
  if (step.type !== "if") return null;
  const holds = requirementHolds(
    {
      k,
      board: { ...board, chars },
      resolver: target.owner,
      self: target.id,
      card: cardId,
      at: after.ids.length - 1,
      ownIcons: view.rules.ownIconsCountForRequirements,
    },
    step.condition,
    true,
  );
  return {
    holds: holds === true,
    resolver: target.owner,
    what: `${cardId} on ${target.ids.join("|")}`,
  };
}

describe("the bots' reading of requirements", () => {
  it("R6.6 agrees with the engine for every card that lands, own icons counting or not", () => {
    const set = requirementSet();
    const tally: Tally = { agreed: 0, held: 0, disagreements: [] };
    for (let seed = 1; seed <= 40; seed++) playAndCompare(set, seed, seed % 2 === 0, tally);
    expect(tally.disagreements).toEqual([]);
    // Both outcomes were seen many times.
    expect(tally.agreed).toBeGreaterThan(200);
    expect(tally.held).toBeGreaterThan(50);
    expect(tally.agreed - tally.held).toBeGreaterThan(50);
  });
});
