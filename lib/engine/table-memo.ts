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
import type { TriggerEvent } from "../dsl";
import type { StackFacts } from "./catalog";
import { memosOn } from "./memos";
import type { LastingSum } from "./lasting-sum";
import type { TableEffects } from "./table-effects";
import type { Catalog, CharacterId, CharacterState, GameState, InstanceId } from "./types";

/** What is memoised for one `characters` array; each part is filled on first use. */
export interface TableMemo {
  readonly characters: readonly CharacterState[];
  readonly catalog: Catalog;
  /** Per character id: the facts of its stack (analysis.ts). */
  facts: (StackFacts | undefined)[];
  /** The lasting-effects summary (lasting.ts); valid for the rules it records. */
  effects: TableEffects | null;
  /**
   * The summary of an earlier table this one differs from in the characters `changed` only
   * (carried through a draft's patches; lasting.ts updates it instead of starting over).
   */
  base: TableEffects | null;
  changed: CharacterId[] | null;
  /**
   * Per seat: the story held when its while-held lasting operations were added up (lasting.ts),
   * and the sum; valid for the rules of `effects`' reading (`heldRules`).
   */
  heldStory: (InstanceId | null)[] | null;
  heldSum: (LastingSum | null)[] | null;
  heldRules: GameState["rules"] | null;
  /** Per seat: the self-worth of its dead characters (scoring.ts). */
  deadWorth: number[] | null;
  /**
   * Per seat: the icons its family's characters show (stories.ts), with the family they were
   * read for; kept only for a table without identity effects live, where membership is printed.
   */
  familyIcons: ({ family: string | null; icons: Record<string, number>[] } | undefined)[] | null;
  /**
   * The trigger abilities live on the table's living characters, in table order, each stack
   * bottom to top (triggers.ts): what every happening is matched against.
   */
  triggers: LiveTrigger[] | null;
  /** Whether a live ability on some stack can change a character's identity (stories.ts). */
  identity: boolean | null;
}

/** A trigger ability live on a living character's stack (triggers.ts). */
export interface LiveTrigger {
  ch: CharacterId;
  owner: number;
  card: InstanceId;
  ability: number;
  event: TriggerEvent;
}

/** A new, empty memo of `characters`. */
function emptyMemo(
  characters: readonly CharacterState[],
  catalog: Catalog,
  facts: (StackFacts | undefined)[],
): TableMemo {
  return {
    characters,
    catalog,
    facts,
    effects: null,
    base: null,
    changed: null,
    heldStory: null,
    heldSum: null,
    heldRules: null,
    deadWorth: null,
    familyIcons: null,
    triggers: null,
    identity: null,
  };
}

/** Tables kept: enough for a decision's state and the drafts of one `apply`. */
const RECENT_TABLES = 8;

const recent: (TableMemo | null)[] = new Array<TableMemo | null>(RECENT_TABLES).fill(null);
/** Where the next new table goes (the oldest slot). */
let nextSlot = 0;

function remember(memo: TableMemo): TableMemo {
  if (recent[nextSlot] === last) last = null;
  recent[nextSlot] = memo;
  nextSlot = (nextSlot + 1) % RECENT_TABLES;
  return memo;
}

/** The table found last (nearly every read is of it). */
let last: TableMemo | null = null;

function find(characters: readonly CharacterState[], catalog: Catalog): TableMemo | null {
  if (last !== null && last.characters === characters && last.catalog === catalog) return last;
  // Newest first.
  for (let k = 1; k <= RECENT_TABLES; k++) {
    const memo = recent[(nextSlot - k + RECENT_TABLES) % RECENT_TABLES];
    if (memo && memo.characters === characters && memo.catalog === catalog) {
      last = memo;
      return memo;
    }
  }
  return null;
}

/** The memo of the state's `characters` array (a new, empty one when it is not among the recent). */
export function tableMemo(state: GameState): TableMemo {
  if (!memosOn()) {
    const facts = new Array<StackFacts | undefined>(state.characters.length);
    return emptyMemo(state.characters, state.catalog, facts);
  }
  return (
    find(state.characters, state.catalog) ??
    remember(
      emptyMemo(
        state.characters,
        state.catalog,
        new Array<StackFacts | undefined>(state.characters.length),
      ),
    )
  );
}

/**
 * Starts the memo of `after`, a copy of `before` with character `changed` replaced (draft.ts),
 * with the stack facts of `before` carried over: every other character keeps its stack, and so
 * does `changed` when only its other fields changed. The lasting-effects summary of `before`
 * (or the one `before` was carried from) goes along as the base to update, with the characters
 * changed since. Nothing is carried when `before` is not among the recent tables.
 */
export function carryTable(
  catalog: Catalog,
  before: readonly CharacterState[],
  after: readonly CharacterState[],
  changed: CharacterId,
): void {
  if (!memosOn()) return;
  const from = find(before, catalog);
  if (!from || after.length !== before.length) return;
  const facts = from.facts.slice();
  if (after[changed]?.stack !== before[changed]?.stack) facts[changed] = undefined;
  const memo = emptyMemo(after, catalog, facts);
  if (from.effects) {
    memo.base = from.effects;
    memo.changed = [changed];
  } else if (from.base && from.changed) {
    memo.base = from.base;
    memo.changed = from.changed.includes(changed) ? from.changed : [...from.changed, changed];
  }
  remember(memo);
}
