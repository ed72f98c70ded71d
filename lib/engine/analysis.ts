/**
 * What the rules read off a character's stack, through lib/layers (the only place self-worth,
 * icons, live effects and death are computed). Results are memoised per stack content and per
 * `characters` array (table-memo.ts): states never mutate arrays, so an unchanged stack of a
 * later state hits the memo and `apply` re-analyses only the stacks an action changed.
 */
import { analyzeStack, summarizeStack } from "../layers";
import type { StackAnalysis, StackEntry } from "../layers";
import { cardOf, runtimeOf, stackEntry } from "./catalog";
import type { LiveAbility, StackFacts } from "./catalog";
import { memosOn } from "./memos";
import { tableMemo } from "./table-memo";
import type { Catalog, CharacterId, CharacterState, GameState, InstanceId } from "./types";

/**
 * Stacks kept in the content memo before it is emptied. Small on purpose: what pays is the
 * stack a card was just played on (summarised again on top of it) and the stacks of the game
 * going on; a big memo kept every analysis alive long enough for the garbage collector to copy
 * it to the old generation, which cost more than the hits saved (measured: 20,000 → 512 made the
 * engine loop about 20 % faster).
 */
const MAX_CONTENT_MEMO = 512;

/** Slots of the trie's hash table (a power of two); emptied too when half of them are used. */
const TRIE_SLOTS = 1 << 13;

/**
 * The content memo of one catalog: a trie over catalog indices, bottom card first, so copies and
 * later games on the same set share analyses. Node 0 is the empty stack; the child of node `n`
 * for catalog card `c` is found under the key `n × cards + c` in an open-addressing hash table of
 * numbers (linear probing; cheaper than a `Map` on the engine's hottest lookup).
 */
interface ContentTrie {
  keys: Int32Array;
  children: Int32Array;
  /** Per node: the facts of the stack its path spells, once analysed. */
  facts: (StackFacts | undefined)[];
  /** Analyses held. */
  size: number;
}

const tries = new WeakMap<Catalog, ContentTrie>();
let lastCatalog: Catalog | null = null;
let lastTrie: ContentTrie | null = null;

function trieOf(catalog: Catalog): ContentTrie {
  if (catalog === lastCatalog) return lastTrie!;
  let trie = tries.get(catalog);
  if (!trie) {
    trie = {
      keys: new Int32Array(TRIE_SLOTS).fill(-1),
      children: new Int32Array(TRIE_SLOTS),
      facts: [undefined],
      size: 0,
    };
    tries.set(catalog, trie);
  }
  lastCatalog = catalog;
  lastTrie = trie;
  return trie;
}

/** Empties the trie (its arrays are reused). */
function clearTrie(trie: ContentTrie): void {
  trie.keys.fill(-1);
  trie.facts.length = 1;
  trie.size = 0;
}

/** The child of the node whose key is `key` (node × cards + card), made when missing. */
function childOf(trie: ContentTrie, key: number): number {
  const keys = trie.keys;
  const mask = keys.length - 1;
  // Fibonacci hashing spreads the consecutive keys of one node's children.
  let slot = Math.imul(key, 0x9e3779b1) >>> 19;
  for (;;) {
    slot &= mask;
    const k = keys[slot]!;
    if (k === key) return trie.children[slot]!;
    if (k === -1) break;
    slot++;
  }
  const child = trie.facts.length;
  trie.facts.push(undefined);
  keys[slot] = key;
  trie.children[slot] = child;
  return child;
}

/**
 * The facts of one stack, memoised per content (the same cards in the same order always read
 * the same: analyses are pure functions of the cards and frames). Callers reach it through the
 * per-`characters` memo (`factsOf`, `allFacts`), which reads each stack array once.
 */
export function stackFacts(catalog: Catalog, stack: readonly InstanceId[]): StackFacts {
  if (!memosOn()) return analysedFacts(catalog, stack, undefined, 0);
  const trie = trieOf(catalog);
  if (trie.size >= MAX_CONTENT_MEMO || trie.facts.length + stack.length > TRIE_SLOTS / 2) {
    clearTrie(trie);
  }
  const width = catalog.cards.length;
  const instances = catalog.instances;
  let node = 0;
  // The tallest analysed stack this one starts with (usually: before its top card was played).
  let below: StackFacts | undefined;
  let belowCards = 0;
  for (let i = 0; i < stack.length; i++) {
    const known = trie.facts[node];
    if (known && i > 0) {
      below = known;
      belowCards = i;
    }
    node = childOf(trie, node * width + instances[stack[i]!]!);
  }
  let facts = trie.facts[node];
  if (!facts) {
    facts = analysedFacts(catalog, stack, below, belowCards);
    trie.facts[node] = facts;
    trie.size++;
  }
  return facts;
}

/** The facts of a stack read through lib/layers, on top of those of its first `belowCards`. */
function analysedFacts(
  catalog: Catalog,
  stack: readonly InstanceId[],
  below: StackFacts | undefined,
  belowCards: number,
): StackFacts {
  const rt = memosOn() ? runtimeOf(catalog) : null;
  const instances = catalog.instances;
  const indices = new Array<number>(stack.length);
  const entries = new Array<StackEntry>(stack.length);
  for (let i = 0; i < stack.length; i++) {
    indices[i] = instances[stack[i]!]!;
    entries[i] = rt ? rt.entries[indices[i]!]! : stackEntry(catalog, indices[i]!);
  }
  const summary = summarizeStack(
    entries,
    below ? { cards: belowCards, summary: below.summary } : undefined,
  );
  const { analysis, visibleCards } = summary;
  return { analysis, visibleCards, lasting: liveAbilities(catalog, indices, analysis), summary };
}

/**
 * Maps lib/layers' live effect statuses back to IR abilities: a card's statuses come in the
 * order of its `timings`, which are its step abilities in order.
 */
function liveAbilities(
  catalog: Catalog,
  indices: readonly number[],
  analysis: StackAnalysis,
): LiveAbility[] {
  const out: LiveAbility[] = [];
  if (analysis.liveEffects.length === 0) return out;
  let lastIndex = -1;
  let k = 0;
  for (const status of analysis.effects) {
    if (status.index !== lastIndex) {
      lastIndex = status.index;
      k = 0;
    } else {
      k++;
    }
    if (!status.live || status.kind === "immediate") continue;
    const ability = stepAbilityIndex(catalog, indices[status.index]!, k);
    if (ability >= 0) out.push({ index: status.index, ability });
  }
  return out;
}

/** The index in `ir.abilities` of the k-th step ability (story requirements skipped). */
function stepAbilityIndex(catalog: Catalog, cardIndex: number, k: number): number {
  const abilities = catalog.cards[cardIndex]?.ir?.abilities ?? [];
  let seen = 0;
  for (let i = 0; i < abilities.length; i++) {
    if (abilities[i]!.category === "story-requirement") continue;
    if (seen === k) return i;
    seen++;
  }
  return -1;
}

/** The facts of a character's stack. */
export function factsOf(state: GameState, ch: CharacterId): StackFacts {
  const table = tableMemo(state);
  let facts = table.facts[ch];
  if (!facts) {
    facts = stackFacts(state.catalog, characterAt(state, ch).stack);
    table.facts[ch] = facts;
  }
  return facts;
}

/** The facts of every character's stack, by character id (one memo read for a whole loop). */
export function allFacts(state: GameState): readonly StackFacts[] {
  const table = tableMemo(state);
  const facts = table.facts;
  for (let ch = 0; ch < state.characters.length; ch++) {
    facts[ch] ??= stackFacts(state.catalog, state.characters[ch]!.stack);
  }
  return facts as StackFacts[];
}

/** The character, or a thrown programmer error for an unknown id. */
export function characterAt(state: GameState, ch: CharacterId): CharacterState {
  const c = state.characters[ch];
  if (!c) throw new Error(`unknown character ${ch}`);
  return c;
}

/** Whether the character is dead: an untimely death in its stack (R7.3), or killed (R10). */
export function isDead(state: GameState, ch: CharacterId): boolean {
  const c = characterAt(state, ch);
  return c.killed || factsOf(state, ch).analysis.dead;
}

/**
 * The character's self-worth now (R2.3): lib/layers' reading of its stack, memoised like every
 * stack reading (public: the simulator's report measures plays with it).
 */
export function selfWorth(state: GameState, ch: CharacterId): number {
  return factsOf(state, ch).analysis.selfWorth;
}

/**
 * The self-worth of a stack of cards (as `selfWorth` reads it on a character with this stack),
 * straight from the memo by stack content: a reader of an older state (the simulator's report)
 * takes it without making that state's table the engine's most recent one.
 */
export function stackSelfWorth(catalog: Catalog, stack: readonly InstanceId[]): number {
  return stackFacts(catalog, stack).analysis.selfWorth;
}

/**
 * The statuses of the live (and covered) effects on the character's stack, as its view shows
 * them (`CharacterView.liveEffects`), without building a view of the whole table.
 */
export function liveEffectsOf(state: GameState, ch: CharacterId): StackAnalysis["liveEffects"] {
  return factsOf(state, ch).analysis.liveEffects;
}

/** The character's name (its card's name), for messages. */
export function characterName(state: GameState, ch: CharacterId): string {
  return cardOf(state.catalog, characterAt(state, ch).stack[0]!).card.name;
}

/** The points of a lone card (a held story, R8.4, R9.2), read through lib/layers. */
export function lonePoints(catalog: Catalog, instance: InstanceId): number {
  const index = catalog.instances[instance]!;
  if (!memosOn()) return analyzeStack([stackEntry(catalog, index)]).selfWorth;
  const rt = runtimeOf(catalog);
  let a = rt.alone.get(index);
  if (!a) {
    a = analyzeStack([rt.entries[index]!]);
    rt.alone.set(index, a);
  }
  return a.selfWorth;
}
