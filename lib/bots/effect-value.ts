/**
 * Rough values of card effects for the greedy bot, in utility units (see board.ts), from the
 * bot's side. A card in hand is worth about `CARD`; stack-changing operations are valued by the
 * best outcome for whoever chooses (outcomes.ts); a step under a requirement counts when the
 * requirement holds as the engine would judge it (requirements.ts), half when that cannot be
 * known ahead of time.
 */
import { walkSteps } from "../dsl";
import type {
  Amount,
  CharacterSelector,
  Operation,
  PlayerSelector,
  Step,
  StepCategory,
  StepVisitor,
  Trigger,
} from "../dsl";
import type { CardType } from "../model";
import type { Board, BoardChar } from "./board";
import { applyChanges, gainFor, topDeath, topModifier, utility } from "./board";
import type { Outcome } from "./outcomes";
import { inFamilyOf, requirementHolds } from "./requirements";
import type { Reading } from "./requirements";
import {
  bestOutcome,
  canReceiveDeath,
  candidates,
  discardModifierOutcomes,
  killOutcomes,
  modifierChoicesOf,
  moveDeathOutcomes,
  moveModifierOutcomes,
  reviveOutcomes,
  shuffleStackOutcomes,
  swapStacksOutcomes,
  swapTopOutcomes,
} from "./outcomes";

/** What a card in hand is worth, in utility units. */
export const CARD = 3;

/**
 * Where an effect would resolve: the board as the effect finds it (the played card already
 * landed, at `at` on `self`), read as the engine reads its requirements (requirements.ts).
 */
export interface Scene extends Reading {
  /** Whose value is reported. */
  me: number;
  /** Card ids of the discard pile. */
  discard: readonly string[];
  /** Card types in the bot's hand (for free plays restricted to a type). */
  handTypes: ReadonlySet<CardType>;
  /** Card ids of the stories in the centre (for `take a story from the centre`). */
  centre?: readonly string[];
}

/** A scene whose board has `changes` applied. */
export function sceneAfter(
  scene: Omit<Scene, "board">,
  board: Board,
  changes: readonly BoardChar[],
): Scene {
  // Field by field (not a spread): one shape for every scene, and no board copied for nothing.
  return {
    k: scene.k,
    board:
      changes.length === 0
        ? board
        : {
            me: board.me,
            seats: board.seats,
            chars: applyChanges(board, changes),
            story: board.story,
            handCounts: board.handCounts,
            families: board.families,
          },
    resolver: scene.resolver,
    self: scene.self,
    card: scene.card,
    at: scene.at,
    ownIcons: scene.ownIcons,
    me: scene.me,
    discard: scene.discard,
    handTypes: scene.handTypes,
    centre: scene.centre,
  };
}

function amountOf(a: Amount, s: Scene): number {
  if (a.kind === "number") return a.value;
  const c = a.count;
  if (c.kind === "dead-characters") {
    const n = s.board.chars.filter(
      (ch) => ch.dead && (c.owner === "anyone" || ch.owner === s.resolver),
    ).length;
    return a.each * n;
  }
  if (c.kind === "living-characters") {
    const n = s.board.chars.filter(
      (ch) => !ch.dead && (c.owner === "anyone" || inFamilyOf(s, ch, s.resolver)),
    ).length;
    return a.each * n;
  }
  if (c.kind === "family-icons") {
    // As the engine counts: the family's characters and those counted as its members (R6.7).
    let n = 0;
    for (const ch of s.board.chars) {
      if (inFamilyOf(s, ch, s.resolver)) n += ch.read.icons[c.icon] ?? 0;
    }
    return a.each * n;
  }
  const self = s.self === null ? undefined : s.board.chars[s.self];
  return self ? a.each * (self.read.icons[c.icon] ?? 0) : a.each;
}

/**
 * The value to `me` of a step done by the players a selector names, each gaining `gain(p)` in
 * its own units; `optional` steps are declined by whoever would lose by them.
 */
function byPlayers(
  s: Scene,
  sel: PlayerSelector,
  optional: boolean,
  gain: (p: number) => number,
): number {
  const b = s.board;
  const own = (p: number) => (optional ? Math.max(0, gain(p)) : gain(p));
  const worth = (p: number) => gainFor(b, s.me, p, own(p));
  switch (sel.kind) {
    case "you":
      return worth(s.resolver);
    case "each-player": {
      let sum = 0;
      for (let p = 0; p < b.seats; p++) sum += worth(p);
      return sum;
    }
    case "each-other-player": {
      let sum = 0;
      for (let p = 0; p < b.seats; p++) if (p !== s.resolver) sum += worth(p);
      return sum;
    }
    case "chosen-player":
    case "opponent": {
      // The resolver picks the player best for themselves.
      let best = -Infinity;
      let value = 0;
      for (let p = 0; p < b.seats; p++) {
        if (sel.kind === "opponent" && p === s.resolver) continue;
        const forResolver = gainFor(b, s.resolver, p, own(p));
        if (forResolver > best) {
          best = forResolver;
          value = worth(p);
        }
      }
      return value;
    }
  }
}

/** Every way the resolver could do a stack-changing operation, or `null` for other operations. */
export function opOutcomes(op: Operation, s: Scene): Outcome[] | null {
  const { k } = s;
  const pick = (sel: CharacterSelector) => candidates(s, sel);
  // The second picks' candidates do not depend on the first pick: listed once, when needed.
  let seconds: BoardChar[] | undefined;
  const later = (sel: CharacterSelector) => (seconds ??= pick(sel));
  switch (op.type) {
    case "move-modifier":
      return moveModifierOutcomes(
        k,
        pick(op.from).filter((c) => modifierChoicesOf(k, c, op.which).length > 0),
        (src) => later(op.to).filter((c) => c.id !== src.id && !c.noModifiers),
        op.which,
      );
    case "discard-modifier":
      return discardModifierOutcomes(k, pick(op.of), op.which);
    case "swap-stacks":
      return swapStacksOutcomes(k, pick(op.first), (a) =>
        later(op.second).filter((c) => c.id !== a.id),
      );
    case "swap-top-modifiers":
      return swapTopOutcomes(
        k,
        pick(op.first).filter((c) => topModifier(k, c) >= 0),
        (a) => later(op.second).filter((c) => c.id !== a.id),
      );
    case "return-to-life":
      return reviveOutcomes(k, pick(op.target));
    case "move-untimely-death":
      return moveDeathOutcomes(
        k,
        // The engine moves no untimely death off a character that cannot return to life.
        pick(op.from).filter((c) => topDeath(k, c) >= 0 && !c.noReturn),
        (from) => later(op.to).filter((c) => c.id !== from.id && canReceiveDeath(c)),
      );
    case "kill":
      return killOutcomes(pick(op.target).filter(canReceiveDeath));
    case "shuffle-stack-into-draw":
      return shuffleStackOutcomes(k, pick(op.of));
    default:
      return null;
  }
}

type LastingOp = Extract<
  Operation,
  {
    type: "draw-limit" | "forbid" | "plays-per-turn" | "cannot-return-to-life" | "counts-as-family";
  }
>;

function lastingValue(op: LastingOp, s: Scene): number {
  if (op.type === "draw-limit" || op.type === "plays-per-turn") {
    const n = amountOf(op.amount, s) * (op.change === "increase" ? 1 : -1);
    // A regular play is worth about a card drawn each turn.
    const each = (op.type === "draw-limit" ? 0.7 : 1) * CARD * n;
    const sel: PlayerSelector = { kind: op.players ?? "you" };
    return byPlayers(s, sel, false, () => each);
  }
  const c = s.self === null ? undefined : s.board.chars[s.self];
  if (op.type === "cannot-return-to-life") {
    // Keeps a dead character's (final) points: good for its owner while they are negative.
    return c ? gainFor(s.board, s.me, c.owner, c.worth < 0 ? 1 : -1) : 0;
  }
  // Another family's member helps that family's story requirements a little.
  if (op.type === "counts-as-family") return 0.1;
  if (op.where !== "this-character" || !c) return 0;
  // A filtered forbid keeps out some of the cards only.
  const share = op.filter ? 0.5 : 1;
  // No modifiers keeps a character as it is: good for its owner while it is negative.
  if (op.cardType === "modifier")
    return share * gainFor(s.board, s.me, c.owner, c.worth < 0 ? 2 : -2);
  // No untimely deaths: the owner cannot bury a negative character any more.
  if (op.cardType === "untimely-death")
    return share * gainFor(s.board, s.me, c.owner, c.worth < 0 ? -4 : 0);
  return 0;
}

/** The value to `s.me` of one operation. */
export function opValue(op: Operation, s: Scene): number {
  const b = s.board;
  const optional = "optional" in op && op.optional === true;
  const hand = (p: number) => b.handCounts[p] ?? 0;
  switch (op.type) {
    case "draw": {
      const n = amountOf(op.amount, s);
      return byPlayers(s, op.players, optional, () => n * CARD);
    }
    case "discard": {
      const n = amountOf(op.amount, s);
      return byPlayers(s, op.players, optional, (p) => -0.8 * CARD * Math.min(n, hand(p)));
    }
    case "discard-hand":
      return byPlayers(s, op.players, optional, (p) => -0.6 * CARD * hand(p));
    case "skip":
      return byPlayers(s, op.players, optional, () => (op.phase === "turn" ? -4 : -1.5) * CARD);
    case "take-cards": {
      const n = amountOf(op.amount, s);
      return (
        byPlayers(s, op.from, false, (p) => {
          if (p === s.resolver) return 0;
          const taken = Math.min(n, hand(p)) * CARD;
          return -taken;
        }) + gainFor(b, s.me, s.resolver, CARD * n)
      );
    }
    case "look-at-hand":
      return gainFor(b, s.me, s.resolver, 0.2);
    case "swap-hands":
      return byPlayers(s, op.with, optional, (p) =>
        p === s.resolver ? 0 : CARD * (hand(s.resolver) - hand(p)),
      );
    case "gain-free-plays": {
      const n = amountOf(op.amount, s);
      const usable = op.cardType === undefined || s.handTypes.has(op.cardType);
      if (!op.players) return gainFor(b, s.me, s.resolver, n * CARD * (usable ? 0.7 : 0.2));
      // Others' hands are unknown: a free play is worth to them what an unrestricted one is.
      return byPlayers(s, op.players, false, (p) =>
        p === s.resolver ? n * CARD * (usable ? 0.7 : 0.2) : n * CARD * 0.5,
      );
    }
    case "search-discard": {
      const found = s.discard.some(
        (id) => op.cardType === undefined || s.k.card(id).type === op.cardType,
      );
      return found ? gainFor(b, s.me, s.resolver, 1.2 * CARD) : 0;
    }
    case "pass-hand":
    case "pass-cards":
      return passValue(op, s);
    case "look-at-draw":
      // Knowing (and arranging) the next draws is worth a little to the looker.
      return gainFor(b, s.me, s.resolver, 0.3 + (op.reorder ? 0.6 : 0) + (op.discard ? 0.6 : 0));
    case "take-story":
    case "return-story": {
      const value = storyMoveValue(op, s);
      return optional && value < 0 ? 0 : value;
    }
    case "draw-limit":
    case "forbid":
    case "plays-per-turn":
    case "cannot-return-to-life":
    case "counts-as-family":
      return lastingValue(op, s);
    case "shuffle-discard-into-draw":
    case "cancel":
    case "play-at-once":
      return 0;
    default: {
      const outcomes = opOutcomes(op, s);
      if (!outcomes) return 0;
      const best = bestOutcome(b, outcomes, s.resolver, s.me);
      if (!best) return 0;
      return optional && best.gain < 0 ? 0 : best.mine;
    }
  }
}

/** The seats a player selector names when no one chooses (a chosen player: the resolver's pick). */
function seatsOf(sel: PlayerSelector, s: Scene): number[] {
  const all = Array.from({ length: s.board.seats }, (_, p) => p);
  switch (sel.kind) {
    case "you":
    case "chosen-player":
      return [s.resolver];
    case "each-player":
      return all;
    case "each-other-player":
    case "opponent":
      return all.filter((p) => p !== s.resolver);
  }
}

/**
 * Passing cards: a passer gives away cards (its worst, when it chooses: half a card each), the
 * receiver gains as many; passing a hand swaps hand sizes around the table. Optional passes are
 * declined by passers who would lose by them.
 */
function passValue(op: Extract<Operation, { type: "pass-hand" | "pass-cards" }>, s: Scene): number {
  const b = s.board;
  const n = b.seats;
  const to = (p: number) => (op.direction === "left" ? (p + 1) % n : (p + n - 1) % n);
  const hand = (p: number) => b.handCounts[p] ?? 0;
  const change = new Array<number>(n).fill(0);
  for (const p of seatsOf(op.players, s)) {
    const cards = op.type === "pass-hand" ? hand(p) : Math.min(amountOf(op.amount, s), hand(p));
    if (op.optional && cards > 0) continue;
    const each = op.type === "pass-hand" ? CARD : 0.5 * CARD;
    change[p] = change[p]! - each * cards;
    change[to(p)] = change[to(p)]! + each * cards;
  }
  return change.reduce((sum, v, p) => sum + gainFor(b, s.me, p, v), 0);
}

/**
 * Taking or returning a story changes who holds which points (R9.2): the resolver picks the
 * story best for themselves; the value is the change in the utility of `s.me`.
 */
function storyMoveValue(
  op: Extract<Operation, { type: "take-story" | "return-story" }>,
  s: Scene,
): number {
  const b = s.board;
  const you = s.resolver;
  const options: number[][] = [];
  const moved = (from: number | null, points: number, to: number | null) => {
    const story = b.story.slice();
    if (from !== null) story[from] = 0;
    if (to !== null) story[to] = points;
    return story;
  };
  if (op.type === "take-story") {
    if (op.from === "centre") {
      for (const id of s.centre ?? []) options.push(moved(null, s.k.card(id).lonePoints, you));
    } else {
      for (let p = 0; p < b.seats; p++)
        if (p !== you && b.story[p] !== 0) options.push(moved(p, b.story[p]!, you));
    }
  } else if (op.which === "yours") {
    options.push(moved(you, 0, null));
  } else {
    for (let p = 0; p < b.seats; p++) if (b.story[p] !== 0) options.push(moved(p, 0, null));
  }
  let best = -Infinity;
  let value = 0;
  for (const story of options) {
    const forResolver = utility(b, you, [], story);
    if (forResolver > best) {
      best = forResolver;
      value = utility(b, s.me, [], story) - utility(b, s.me);
    }
  }
  return value;
}

/** A walk valuing steps: how much a step counts at this level, and the value of the level so far. */
interface Valuing {
  s: Scene;
  beforeCard: boolean;
  weight: number;
  sum: number;
}

/**
 * A step under a requirement counts in full when the requirement holds on the scene's board as
 * the engine would read it, not at all when it fails, half when it names `that character`
 * (chosen during the effect). NOTE: a requirement's steps are summed on their own, then added,
 * so the floating-point sums (and the bot's choices) are those of a plain recursion.
 */
const VALUING: StepVisitor<Valuing> = {
  operation: (op, v) => {
    v.sum += v.weight * opValue(op, v.s);
  },
  branch: (step, v) => {
    const holds = requirementHolds(v.s, step.condition, v.beforeCard);
    if (holds === false) return undefined;
    return { s: v.s, beforeCard: v.beforeCard, weight: holds ? v.weight : v.weight * 0.5, sum: 0 };
  },
  // A die roll is worth the expected value of its outcomes: each weighed by its chance.
  chance: (_roll, probability, v) =>
    probability > 0
      ? { s: v.s, beforeCard: v.beforeCard, weight: v.weight * probability, sum: 0 }
      : undefined,
  leave: (inner, outer) => {
    outer.sum += inner.sum;
  },
};

/** The value of steps (see {@link VALUING}). */
function stepsValue(steps: readonly Step[], s: Scene, weight: number, beforeCard: boolean): number {
  const v: Valuing = { s, beforeCard, weight, sum: 0 };
  walkSteps(steps, v, VALUING);
  return v.sum;
}

/** Lasting abilities, read while their card lies on a stack (or a story is held). */
const LASTING: readonly StepCategory[] = ["continuous", "persistent", "while-held"];

/**
 * How many times a trigger is expected to fire while its card applies, as a weight on the value
 * of its steps done now: a card is often covered within a round, so a turn of its controller's
 * comes about once, each player's turn about once per seat; a `whenever` about once (something
 * is played on a character most turns, a death or a claim less often).
 */
function triggerWeight(trigger: Trigger | undefined, seats: number): number {
  switch (trigger?.event.kind) {
    case "turn-start":
    case "turn-end":
      return trigger.event.whose === "yours" ? 1 : Math.max(1, seats - 1);
    case "played-on":
      return trigger.event.on === "this" ? 0.6 : 1;
    case "event-played":
      return trigger.event.by === "you" ? 0.6 : trigger.event.by === "opponent" ? 0.8 : 1;
    case "character-dies":
      // `this`: at most once, and only if the character it is on dies while it shows.
      return trigger.event.whose === "this" ? 0.2 : trigger.event.whose === "yours" ? 0.3 : 0.6;
    case "story-claimed":
      return trigger.event.by === "you" ? 0.3 : trigger.event.by === "opponent" ? 0.4 : 0.5;
    case "card-played":
      // A modifier is played most turns; an untimely death less often.
      if (trigger.event.cardType === "untimely-death")
        return trigger.event.by === "you" ? 0.3 : 0.5;
      return trigger.event.by === "you" ? 0.6 : trigger.event.by === "opponent" ? 0.8 : 1;
    default:
      return 0;
  }
}

/**
 * The value to `s.me` of a card's abilities of the given categories. A trigger (category
 * `trigger`) is valued as its steps done now, by its resolver, times how often it is expected
 * to fire ({@link triggerWeight}); it reads the table as it shows, like a lasting ability.
 */
export function abilitiesValue(
  cardId: string,
  categories: readonly StepCategory[],
  s: Scene,
): number {
  let sum = 0;
  for (const a of s.k.card(cardId).abilities) {
    if (a.category === "story-requirement" || !categories.includes(a.category)) continue;
    if (a.category === "trigger") {
      const weight = triggerWeight(a.trigger, s.board.seats);
      if (weight > 0) sum += stepsValue(a.steps, s, weight, false);
      continue;
    }
    sum += stepsValue(a.steps, s, 1, !LASTING.includes(a.category));
  }
  return sum;
}
