/**
 * What the rules read off a character's stack, through lib/layers (the only place self-worth,
 * icons, live effects and death are computed). Results are memoised per stack content and per
 * `characters` array (table-memo.ts): states never mutate arrays, so an unchanged stack of a
 * later state hits the memo and `apply` re-analyses only the stacks an action changed.
 */
import { analyzeStack, summarizeStack } from "../layers";
import type { StackAnalysis, StackEntry } from "../layers";
import { cardOf, runtimeOf } from "./catalog";
import type { LiveAbility, StackFacts } from "./catalog";
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

/**
 * The facts of one stack, memoised per content (the same cards in the same order always read
 * the same: analyses are pure functions of the cards and frames). Callers reach it through the
 * per-`characters` memo (`factsOf`, `allFacts`), which reads each stack array once.
 */
export function stackFacts(catalog: Catalog, stack: readonly InstanceId[]): StackFacts {
  const rt = runtimeOf(catalog);
  const memo = rt.content;
  if (memo.size >= MAX_CONTENT_MEMO) {
    memo.child.clear();
    memo.facts.length = 1;
    memo.size = 0;
  }
  // The content memo is a trie over catalog indices, bottom card first (catalog.ts): no key to
  // build, one map lookup per card.
  const width = catalog.cards.length;
  let node = 0;
  // The tallest analysed stack this one starts with (usually: before its top card was played).
  let below: StackFacts | undefined;
  let belowCards = 0;
  for (let i = 0; i < stack.length; i++) {
    const known = memo.facts[node];
    if (known && i > 0) {
      below = known;
      belowCards = i;
    }
    const key = node * width + catalog.instances[stack[i]!]!;
    let child = memo.child.get(key);
    if (child === undefined) {
      child = memo.facts.length;
      memo.facts.push(undefined);
      memo.child.set(key, child);
    }
    node = child;
  }
  let facts = memo.facts[node];
  if (!facts) {
    const indices = new Array<number>(stack.length);
    const entries = new Array<StackEntry>(stack.length);
    for (let i = 0; i < stack.length; i++) {
      indices[i] = catalog.instances[stack[i]!]!;
      entries[i] = rt.entries[indices[i]!]!;
    }
    const summary = summarizeStack(
      entries,
      below ? { cards: belowCards, summary: below.summary } : undefined,
    );
    const { analysis, visibleCards } = summary;
    facts = { analysis, visibleCards, lasting: liveAbilities(catalog, indices, analysis), summary };
    memo.facts[node] = facts;
    memo.size++;
  }
  return facts;
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

/** The character's name (its card's name), for messages. */
export function characterName(state: GameState, ch: CharacterId): string {
  return cardOf(state.catalog, characterAt(state, ch).stack[0]!).card.name;
}

/** The points of a lone card (a held story, R8.4, R9.2), read through lib/layers. */
export function lonePoints(catalog: Catalog, instance: InstanceId): number {
  const rt = runtimeOf(catalog);
  const index = catalog.instances[instance]!;
  let a = rt.alone.get(index);
  if (!a) {
    a = analyzeStack([rt.entries[index]!]);
    rt.alone.set(index, a);
  }
  return a.selfWorth;
}
