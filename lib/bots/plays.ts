/**
 * The greedy bot's plays (R4.2): each legal play scored by how much it improves the bot's
 * utility (board.ts) — its own characters pushed down, opponents' cheered up, its negative
 * characters buried when that lowers its family value, stories claimed — plus rough values of
 * the card's effects (effect-value.ts). Passing scores 0, so a play that would hurt is not made.
 */
import type { StepCategory } from "../dsl";
import type { Action } from "../engine";
import type { BoardChar } from "./board";
import { utility, withCard } from "./board";
import { abilitiesValue, sceneAfter } from "./effect-value";
import { canReceiveDeath, canReceiveModifier } from "./outcomes";
import type { Turn } from "./turn";
import { pickBest, sceneOf, slotsPerCard } from "./turn";

/** Small credit for any card played: it is replaced at the draw step. */
const CYCLE = 0.5;
/** An untimely death can only be a first play (R7.1): take a good one when it is on offer. */
const DEATH_NOW = 4;
/** What keeping a response card in hand is worth. */
const RESPONSE_KEEP = 6;

/**
 * The value of a played card's abilities, resolved by `resolver` on `target` (already changed
 * to `after`). An effect that does not name its character is valued once per resolver.
 */
function effectValue(
  t: Turn,
  cardId: string,
  categories: readonly StepCategory[],
  resolver: number,
  after: BoardChar | null,
): number {
  const facts = t.k.card(cardId);
  if (facts.abilities.length === 0) return 0;
  if (facts.selfFree || !after) {
    const slot = slotOf(t, EFFECT, facts.index, resolver);
    if (t.memo.has(slot)) return t.memo.get(slot);
    return t.memo.set(
      slot,
      abilitiesValue(cardId, categories, sceneAfter(sceneOf(t, resolver, null), t.played, [])),
    );
  }
  return abilitiesValue(
    cardId,
    categories,
    sceneAfter(sceneOf(t, resolver, after.id, cardId, after.ids.length - 1), t.played, [after]),
  );
}

/** Kinds of values memoised per decision (`Turn.memo`). */
const EVENT = 0;
const KEEP = 1;
const MODIFIER = 2;
const DEATH = 3;
const EFFECT = 4;

/**
 * The memo slot of a value of `kind` for card number `card` and `at` (a character id, or the
 * resolver's seat for EFFECT): per card, one EVENT and one KEEP slot, a MODIFIER and a DEATH
 * slot per character, an EFFECT slot per seat (`slotsPerCard`).
 */
function slotOf(t: Turn, kind: number, card: number, at = 0): number {
  const chars = t.board.chars.length;
  const base = card * slotsPerCard(t.board);
  if (kind < MODIFIER) return base + kind;
  if (kind === MODIFIER) return base + 2 + at;
  if (kind === DEATH) return base + 2 + chars + at;
  return base + 2 + 2 * chars + at;
}

/** Value of playing modifier `cardId` on `target`. */
function modifierValue(t: Turn, cardId: string, target: BoardChar): number {
  const slot = slotOf(t, MODIFIER, t.k.card(cardId).index, target.id);
  return t.memo.has(slot)
    ? t.memo.get(slot)
    : t.memo.set(slot, modifierValueNow(t, cardId, target));
}

function modifierValueNow(t: Turn, cardId: string, target: BoardChar): number {
  const after = withCard(t.k, target, cardId);
  let v = utility(t.board, t.me, [after]) - t.base;
  // Turning one of its own characters negative opens it to an untimely death from the hand.
  if (
    target.owner === t.me &&
    target.worth >= 0 &&
    after.worth < 0 &&
    t.handTypes.has("untimely-death")
  ) {
    v += 2;
  }
  return (
    v +
    effectValue(
      t,
      cardId,
      ["immediate", "continuous", "persistent", "trigger"],
      target.owner,
      after,
    ) +
    CYCLE
  );
}

/** Value of playing untimely death `cardId` on `target`. */
function deathValue(t: Turn, cardId: string, target: BoardChar): number {
  const slot = slotOf(t, DEATH, t.k.card(cardId).index, target.id);
  return t.memo.has(slot) ? t.memo.get(slot) : t.memo.set(slot, deathValueNow(t, cardId, target));
}

function deathValueNow(t: Turn, cardId: string, target: BoardChar): number {
  const after = withCard(t.k, target, cardId);
  const v = utility(t.board, t.me, [after]) - t.base;
  return v + effectValue(t, cardId, ["immediate"], target.owner, after) + CYCLE;
}

/** Value of playing event `cardId`. */
function eventValue(t: Turn, cardId: string): number {
  const slot = slotOf(t, EVENT, t.k.card(cardId).index);
  return t.memo.has(slot) ? t.memo.get(slot) : t.memo.set(slot, eventValueNow(t, cardId));
}

function eventValueNow(t: Turn, cardId: string): number {
  if (t.k.card(cardId).cancels.length > 0) return -RESPONSE_KEEP;
  return effectValue(t, cardId, ["immediate"], t.me, null) + CYCLE;
}

/** Value of claiming (or taking) story `instance`. */
function storyValue(t: Turn, instance: number): number {
  const centre = t.view.centre.find((c) => c.instance === instance);
  const holder = t.view.seats.findIndex((s) => s.held?.instance === instance);
  const cardId = centre?.cardId ?? t.view.seats[holder]?.held?.cardId;
  if (cardId === undefined) return 0;
  const story = t.board.story.slice();
  if (holder >= 0) story[holder] = 0;
  story[t.me] = t.k.card(cardId).lonePoints;
  const v = utility(t.board, t.me, [], story) - t.base;
  return v + effectValue(t, cardId, ["on-claim", "while-held", "trigger"], t.me, null);
}

/**
 * What a card in hand is worth keeping: the best it could do now (never below 0), an untimely
 * death a little more (it waits for a first play), a response card its keep value.
 */
export function keepValue(t: Turn, cardId: string): number {
  const slot = slotOf(t, KEEP, t.k.card(cardId).index);
  return t.memo.has(slot) ? t.memo.get(slot) : t.memo.set(slot, keepValueNow(t, cardId));
}

function keepValueNow(t: Turn, cardId: string): number {
  const facts = t.k.card(cardId);
  const chars = t.board.chars;
  switch (facts.type) {
    case "modifier": {
      let best = 0;
      for (const c of chars)
        if (canReceiveModifier(c)) best = Math.max(best, modifierValue(t, cardId, c));
      return best;
    }
    case "untimely-death": {
      let best = 0;
      for (const c of chars)
        if (canReceiveDeath(c)) best = Math.max(best, deathValue(t, cardId, c));
      return best + 2;
    }
    case "event":
      return facts.cancels.length > 0 ? RESPONSE_KEEP : Math.max(0, eventValue(t, cardId));
    default:
      return 0;
  }
}

/** The card id of card `instance` of the bot's hand. */
function cardOf(t: Turn, instance: number): string | undefined {
  for (const c of t.hand) if (c.instance === instance) return c.cardId;
  return undefined;
}

/** Scores one play. */
function playValue(t: Turn, a: Action): number {
  switch (a.type) {
    case "play-modifier": {
      const id = cardOf(t, a.card);
      const target = t.board.chars[a.target];
      return id === undefined || !target ? -Infinity : modifierValue(t, id, target);
    }
    case "play-untimely-death": {
      const id = cardOf(t, a.card);
      const target = t.board.chars[a.target];
      if (id === undefined || !target) return -Infinity;
      const v = deathValue(t, id, target);
      return v > 1 ? v + DEATH_NOW : v;
    }
    case "play-event": {
      const id = cardOf(t, a.card);
      return id === undefined ? -Infinity : eventValue(t, id);
    }
    case "claim-story":
      return storyValue(t, a.story);
    case "discard-hand": {
      // Worth it only for a hand of cards that do nothing useful.
      let sum = 0;
      for (const c of t.hand) sum += 1 - keepValue(t, c.cardId);
      return sum / 2;
    }
    case "end-plays":
      return 0;
    default:
      return -Infinity;
  }
}

/** The best play of the legal plays. */
export function choosePlay(t: Turn, legal: readonly Action[]): Action {
  return pickBest(t, legal, (a) => playValue(t, a));
}
