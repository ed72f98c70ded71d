/**
 * Identity effects (`this character cannot return to life`, `… counts as a member of the X
 * family`): about the character, so unlike other lasting effects they hold on a set-aside (dead)
 * stack too (README "Rules decisions"). `familiesOf` is the one reading of membership.
 */
import { factsOf, stackFacts } from "./analysis";
import { cardOf, changesIdentity } from "./catalog";
import { addLasting, emptySum } from "./lasting-sum";
import type { GameState } from "./types";

/**
 * What a character's own stack says about it, alive or dead (README "Rules decisions": identity
 * effects hold on a set-aside stack too): it cannot return to life; the families it counts as a
 * member of besides its own.
 */
export function identityOf(
  state: GameState,
  ch: number,
  absent = -1,
): { noReturn: boolean; families: string[] } {
  const c = state.characters[ch];
  if (!c || state.rules.beginner || readingIdentity || !state.catalog.uses.identity)
    return NO_IDENTITY;
  // `absent`: the stack read without the card at that index (a requirement judged as it stood
  // before the card was placed, R6.6).
  const stack = absent < 0 ? c.stack : [...c.stack.slice(0, absent), ...c.stack.slice(absent + 1)];
  const facts = absent < 0 ? factsOf(state, ch) : stackFacts(state.catalog, stack);
  if (facts.lasting.length === 0) return NO_IDENTITY;
  // Most live abilities cannot change who the character is: skip their conditions entirely.
  const { instances } = state.catalog;
  let any = false;
  for (const live of facts.lasting) {
    if (changesIdentity(state.catalog, instances[stack[live.index]!]!, live.ability)) {
      any = true;
      break;
    }
  }
  if (!any) return NO_IDENTITY;
  const sum = emptySum();
  // An identity effect's own conditions read printed families only (no effect defines itself).
  readingIdentity = true;
  try {
    for (const live of facts.lasting) {
      const instance = stack[live.index]!;
      const ability = cardOf(state.catalog, instance).ir?.abilities[live.ability];
      if (!ability || ability.category === "story-requirement") continue;
      addLasting(state, ability.steps, c.owner, ch, instance, sum);
    }
  } finally {
    readingIdentity = false;
  }
  if (!sum.noReturn && !sum.families) return NO_IDENTITY;
  return { noReturn: sum.noReturn, families: sum.families ?? [] };
}

let readingIdentity = false;

/**
 * The families character `ch` is a member of: its card's family, then those a live effect on its
 * stack adds (`this character counts as a member of the crane family`), each once. The one reading
 * of membership: `is in the … family` tests and story requirements (R6.7) use it.
 */
export function familiesOf(state: GameState, ch: number, absent = -1): readonly string[] {
  const c = state.characters[ch];
  if (!c) return [];
  const printed = cardOf(state.catalog, c.stack[0]!).card.family;
  const extra = identityOf(state, ch, absent).families;
  if (extra.length === 0) return printed === undefined ? [] : [printed];
  const out = printed === undefined ? [] : [printed];
  for (const family of extra) if (!out.includes(family)) out.push(family);
  return out;
}

/**
 * Whether character `ch` is a member of `family`: `familiesOf(state, ch).includes(family)`,
 * without building the list (story requirements ask it of every character, R6.7).
 */
export function isMemberOf(state: GameState, ch: number, family: string): boolean {
  const c = state.characters[ch];
  if (!c) return false;
  if (cardOf(state.catalog, c.stack[0]!).card.family === family) return true;
  return identityOf(state, ch).families.includes(family);
}

const NO_IDENTITY: { noReturn: boolean; families: string[] } = Object.freeze({
  noReturn: false,
  families: Object.freeze([]) as unknown as string[],
}) as { noReturn: boolean; families: string[] };
