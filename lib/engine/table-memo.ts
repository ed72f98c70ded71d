/**
 * Derived data of one `characters` array — the facts of its stacks, the summary of its lasting
 * effects, the self-worth of its dead — memoised for the few most recent arrays the engine read.
 *
 * Sound because a `characters` array is never mutated (draft.ts): the same array always holds
 * the same characters with the same stacks. The catalog is compared too, as a hand-built state
 * could share an array with another game. Nothing here is ever serialised: a state that went
 * through JSON simply misses and recomputes.
 *
 * NOTE: a small ring of strong references, not a WeakMap keyed by the arrays. The engine reads
 * the same few tables over and over (the state being decided and the drafts of one `apply`);
 * an older table that is read again is rebuilt, its stacks' analyses coming from the content
 * memo (analysis.ts). Weak maps keyed by every state's array made V8 keep their entries alive
 * through minor garbage collections, which cost more than the lookups they saved.
 */
import type { StackFacts } from "./catalog";
import type { TableEffects } from "./lasting";
import type { Catalog, CharacterId, CharacterState, GameState } from "./types";

/** What is memoised for one `characters` array; each part is filled on first use. */
export interface TableMemo {
  readonly characters: readonly CharacterState[];
  readonly catalog: Catalog;
  /** Per character id: the facts of its stack (analysis.ts). */
  facts: (StackFacts | undefined)[];
  /** The lasting-effects summary (lasting.ts); valid for the rules it records. */
  effects: TableEffects | null;
  /** Per seat: the self-worth of its dead characters (scoring.ts). */
  deadWorth: number[] | null;
}

/** Tables kept: enough for a decision's state and the drafts of one `apply`. */
export const RECENT_TABLES = 8;

const recent: (TableMemo | null)[] = new Array<TableMemo | null>(RECENT_TABLES).fill(null);
/** Where the next new table goes (the oldest slot). */
let nextSlot = 0;

function remember(memo: TableMemo): TableMemo {
  recent[nextSlot] = memo;
  nextSlot = (nextSlot + 1) % RECENT_TABLES;
  return memo;
}

function find(characters: readonly CharacterState[], catalog: Catalog): TableMemo | null {
  // Newest first: nearly every read is of the table read last.
  for (let k = 1; k <= RECENT_TABLES; k++) {
    const memo = recent[(nextSlot - k + RECENT_TABLES) % RECENT_TABLES];
    if (memo && memo.characters === characters && memo.catalog === catalog) return memo;
  }
  return null;
}

/** The memo of the state's `characters` array (a new, empty one when it is not among the recent). */
export function tableMemo(state: GameState): TableMemo {
  return (
    find(state.characters, state.catalog) ??
    remember({
      characters: state.characters,
      catalog: state.catalog,
      facts: new Array<StackFacts | undefined>(state.characters.length),
      effects: null,
      deadWorth: null,
    })
  );
}

/**
 * Starts the memo of `after`, a copy of `before` with character `changed` replaced (draft.ts),
 * with the stack facts of `before` carried over: every other character keeps its stack, and so
 * does `changed` when only its other fields changed. Nothing is carried when `before` is not
 * among the recent tables.
 */
export function carryTable(
  catalog: Catalog,
  before: readonly CharacterState[],
  after: readonly CharacterState[],
  changed: CharacterId,
): void {
  const from = find(before, catalog);
  if (!from || after.length !== before.length) return;
  const facts = from.facts.slice();
  if (after[changed]?.stack !== before[changed]?.stack) facts[changed] = undefined;
  remember({ characters: after, catalog, facts, effects: null, deadWorth: null });
}
