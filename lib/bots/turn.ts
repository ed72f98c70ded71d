/** What the greedy bot knows at one decision: the board, its hand, the piles, its PRNG. */
import type { Action, PlayerView, RandomStream } from "../engine";
import type { CardType } from "../model";
import type { Board } from "./board";
import { boardOf, utility } from "./board";
import type { Scene } from "./effect-value";
import type { Knowledge } from "./knowledge";

/** A plan across the steps of one choice sequence (e.g. a modifier's source, then its destination). */
export interface Plan {
  /** Instance of the card whose effect asks. */
  source: number;
  first: number;
  /** Stack index of the card acted on in `first`'s stack. */
  at?: number;
  second?: number;
}

/**
 * The storage of every decision's memo: one store serves every decision of every bot, so a
 * decision allocates nothing for its memo. Each decision gets its own number; a slot counts
 * for a decision only when that decision wrote it.
 */
class MemoStore {
  gen = 0;
  stamps = new Uint32Array(0);
  values = new Float64Array(0);

  /** A memo of `size` slots, all unknown, for a new decision. */
  begin(size: number): Memo {
    if (size > this.stamps.length) {
      this.stamps = new Uint32Array(size);
      this.values = new Float64Array(size);
    }
    return new Memo(this, ++this.gen);
  }
}

/** Values memoised for one decision, in numbered slots (see plays.ts). */
export class Memo {
  constructor(
    private readonly store: MemoStore,
    private readonly gen: number,
  ) {}

  /** Whether slot `i` was written in this decision. */
  has(i: number): boolean {
    return this.store.stamps[i] === this.gen;
  }

  /** Slot `i`'s value (read only after `has(i)`). */
  get(i: number): number {
    return this.store.values[i]!;
  }

  set(i: number, v: number): number {
    this.store.stamps[i] = this.gen;
    this.store.values[i] = v;
    return v;
  }
}

/** The greedy bot's memory between decisions of one game. */
export interface Memory {
  plan: Plan | null;
}

const MEMO = new MemoStore();

/** One decision, as the greedy bot sees it. */
export interface Turn {
  k: Knowledge;
  view: PlayerView;
  board: Board;
  me: number;
  /** Utility of the board now, for `me`. */
  base: number;
  hand: readonly { instance: number; cardId: string }[];
  handTypes: ReadonlySet<CardType>;
  discard: readonly string[];
  rng: RandomStream;
  memory: Memory;
  /** The board once the bot's played card has left its hand (its effects resolve on this). */
  played: Board;
  /**
   * Values computed once per decision, by slot (plays.ts): plays and effects that do not
   * depend on their character, by card, target and resolver, and the value of keeping cards.
   */
  memo: Memo;
  /** Card ids of the stories in the centre. */
  centre: readonly string[];
}

/** Memo slots per card of a decision on `board` (plays.ts lays them out). */
export function slotsPerCard(board: Board): number {
  return 2 + 2 * board.chars.length + board.seats;
}

/** The decision's context. */
export function turnOf(
  view: PlayerView,
  seat: number,
  k: Knowledge,
  rng: RandomStream,
  memory: Memory,
): Turn {
  const board = boardOf(view, k);
  const hand = view.seats[seat]?.hand ?? [];
  const handCounts = board.handCounts.map((n, p) => (p === seat ? Math.max(0, n - 1) : n));
  const memo = MEMO.begin(k.set.cards.length * slotsPerCard(board));
  return {
    k,
    view,
    board: { ...board, me: seat },
    me: seat,
    base: utility(board, seat),
    hand,
    handTypes: new Set(hand.map((c) => k.card(c.cardId).type)),
    discard: view.discard.map((c) => c.cardId),
    rng,
    memory,
    played: { ...board, me: seat, handCounts },
    memo,
    centre: view.centre.map((c) => c.cardId),
  };
}

/**
 * A scene for an effect of card `card` resolved by `resolver` on `self`, the card lying at stack
 * index `at` of `self` (-1: on no stack).
 */
export function sceneOf(
  t: Turn,
  resolver: number,
  self: number | null,
  card: string | null = null,
  at = -1,
): Omit<Scene, "board"> {
  return {
    k: t.k,
    me: t.me,
    resolver,
    self,
    card,
    at,
    ownIcons: t.view.rules.ownIconsCountForRequirements,
    discard: t.discard,
    handTypes: t.handTypes,
    centre: t.centre,
  };
}

/**
 * The action of `candidates` with the highest score; ties (within a hair) broken by the bot's
 * PRNG so that equal choices do not always fall on the same seat or character.
 */
export function pickBest<T>(t: Turn, candidates: readonly T[], score: (c: T) => number): T {
  let best: T[] = [];
  let top = -Infinity;
  for (const c of candidates) {
    const s = score(c);
    if (s > top + 1e-9) {
      top = s;
      best = [c];
    } else if (s > top - 1e-9) {
      best.push(c);
    }
  }
  const pick = best.length === 1 ? best[0] : best[t.rng.int(best.length)];
  if (pick === undefined) throw new Error("pickBest: no candidates");
  return pick;
}

/** The character whose stack holds card `instance`, or `null`. */
export function holderOf(t: Turn, instance: number): number | null {
  return placeOf(t, instance)?.character ?? null;
}

/** The character whose stack holds card `instance` and its index there, or `null`. */
export function placeOf(t: Turn, instance: number): { character: number; at: number } | null {
  for (const c of t.view.characters) {
    const at = c.stack.findIndex((r) => r.instance === instance);
    if (at >= 0) return { character: c.id, at };
  }
  return null;
}

/** Narrows an action list to one type. */
export function ofType<T extends Action["type"]>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}
