/**
 * The verbs of the effect language (RULES.md R10), one row each: the parser reads a statement's
 * verb, its subject and `may` from this table, and completion offers, files and documents verbs
 * from the same rows.
 */
import type { OperationType, StepCategory } from "./ir";
import { allowedCategories } from "./placement";

/** Who may be the subject of a verb. */
export type VerbDoer =
  /** Any player: `each other player discards 1 card`. */
  | "any-player"
  /** Only you, and the subject is left out: `take 1 card from an opponent's hand`. */
  | "you"
  /** No player: not a player's action, so no subject and no `may` (`cancel`, `no …`). */
  | "no-player";

/** One verb of the language. */
export interface Verb {
  /** The form after a subject other than you (`each player draws`), where there is one. */
  readonly thirdPerson?: string;
  readonly doer: VerbDoer;
  /**
   * The reference entry a statement starting with the verb belongs to, unless the words after
   * it say otherwise (`discard your hand` is `discard-hand`).
   */
  readonly construct: string;
  /** Every operation a statement starting with the verb can build. */
  readonly operations: readonly OperationType[];
}

/** Every verb, in the order completion offers them. */
export const VERBS: Readonly<Record<string, Verb>> = Object.freeze({
  draw: verb("draws", "any-player", "draw", ["draw", "draw-limit"]),
  discard: verb("discards", "any-player", "discard", [
    "discard",
    "discard-hand",
    "discard-modifier",
  ]),
  skip: verb("skips", "any-player", "skip", ["skip"]),
  take: verb("takes", "you", "take-cards", ["take-cards", "take-story"]),
  look: verb("looks", "you", "look-at-hand", ["look-at-hand", "look-at-draw"]),
  swap: verb("swaps", "you", "swap", ["swap-hands", "swap-stacks", "swap-top-modifiers"]),
  // Any player: `each player gains 1 free play` (a free play waits for its owner's turn).
  gain: verb("gains", "any-player", "gain-free-plays", ["gain-free-plays"]),
  move: verb("moves", "you", "move-modifier", ["move-modifier", "move-untimely-death"]),
  return: verb("returns", "you", "return-to-life", ["return-to-life", "return-story"]),
  kill: verb("kills", "you", "kill", ["kill"]),
  shuffle: verb("shuffles", "you", "shuffle-discard", [
    "shuffle-discard-into-draw",
    "shuffle-stack-into-draw",
  ]),
  search: verb("searches", "you", "search-discard", ["search-discard"]),
  put: verb(undefined, "you", "look-at-draw", ["look-at-draw"]),
  pass: verb("passes", "any-player", "pass-hand", ["pass-hand", "pass-cards"]),
  give: verb("gives", "any-player", "pass-cards", ["pass-cards", "pass-hand"]),
  cancel: verb("cancels", "no-player", "cancel", ["cancel"]),
  play: verb("plays", "no-player", "play-at-once", ["play-at-once"]),
  no: verb(undefined, "no-player", "forbid", ["forbid"]),
  allow: verb(undefined, "no-player", "allow-on-dead", ["allow-on-dead"]),
});

function verb(
  thirdPerson: string | undefined,
  doer: VerbDoer,
  construct: string,
  operations: readonly OperationType[],
): Verb {
  const row = { doer, construct, operations: Object.freeze([...operations]) };
  return Object.freeze(thirdPerson === undefined ? row : { thirdPerson, ...row });
}

/** Every verb as you write it: `draw`, `discard`, … */
export const VERB_WORDS: readonly string[] = Object.freeze(Object.keys(VERBS));

/** Every third-person form (`draws`, `takes`, …), in the order of {@link VERB_WORDS}. */
export const THIRD_PERSON_WORDS: readonly string[] = Object.freeze(
  VERB_WORDS.flatMap((word) => VERBS[word]?.thirdPerson ?? []),
);

/** The verbs any player may do (`draw`, `discard`, `skip`). */
export const ANY_PLAYER_VERBS: readonly string[] = Object.freeze(
  VERB_WORDS.filter((word) => VERBS[word]?.doer === "any-player"),
);

const BASE_OF_THIRD_PERSON: ReadonlyMap<string, string> = new Map(
  VERB_WORDS.flatMap((word) => {
    const third = VERBS[word]?.thirdPerson;
    return third === undefined ? [] : [[third, word] as const];
  }),
);

/** The verb `word` is, in either form (`draws` → `draw`), or `undefined`. */
export function verbOf(word: string): string | undefined {
  return Object.hasOwn(VERBS, word) ? word : BASE_OF_THIRD_PERSON.get(word);
}

/** The categories a statement starting with verb `word` may stand under. */
export function verbCategories(word: string): readonly StepCategory[] {
  const row = VERBS[word];
  if (!row) return [];
  return [...new Set(row.operations.flatMap((op) => allowedCategories(op)))];
}
