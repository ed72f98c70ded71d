/**
 * What the rules read off a character's stack, through lib/layers `analyzeStack` (the only place
 * self-worth, icons, live effects and death are computed). Results are memoised per stack array:
 * states never mutate arrays, so an unchanged stack of a later state hits the memo and `apply`
 * re-analyses only the stacks an action changed.
 */
import { analyzeStack } from "../layers";
import type { StackAnalysis, StackEntry } from "../layers";
import { cardOf, runtimeOf } from "./catalog";
import type { LiveAbility, StackFacts } from "./catalog";
import type { Catalog, CharacterId, CharacterState, GameState, InstanceId } from "./types";

/** Entries kept in the content memo before it is cleared (bounds its memory). */
const MAX_CONTENT_MEMO = 20_000;

const NO_ELEMENTS: StackAnalysis["elements"] = [];

/**
 * The facts of one stack, memoised per array and per content (the same cards in the same order
 * always read the same: analyses are pure functions of the cards and frames).
 */
export function stackFacts(catalog: Catalog, stack: readonly InstanceId[]): StackFacts {
  const rt = runtimeOf(catalog);
  let facts = rt.facts.get(stack);
  if (facts) return facts;
  const indices = new Array<number>(stack.length);
  for (let i = 0; i < stack.length; i++) indices[i] = catalog.instances[stack[i]!]!;
  const key = indices.join(",");
  facts = rt.byContent.get(key);
  if (!facts) {
    const entries = new Array<StackEntry>(stack.length);
    for (let i = 0; i < stack.length; i++) entries[i] = rt.entries[indices[i]!]!;
    const full = analyzeStack(entries);
    const visibleCards = new Array<boolean>(stack.length).fill(false);
    for (const e of full.elements) if (e.visible) visibleCards[e.index] = true;
    // The element list is large and only needed here: drop it from the memoised analysis.
    const analysis = { ...full, elements: NO_ELEMENTS };
    facts = { analysis, visibleCards, lasting: liveAbilities(catalog, indices, analysis) };
    if (rt.byContent.size >= MAX_CONTENT_MEMO) rt.byContent.clear();
    rt.byContent.set(key, facts);
  }
  rt.facts.set(stack, facts);
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
  return stackFacts(state.catalog, characterAt(state, ch).stack);
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
  return c.killed || stackFacts(state.catalog, c.stack).analysis.dead;
}

/** The character's self-worth (R2.3). */
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
