/**
 * Modifiers on a stack: which cards are modifiers, the top one, the visible ones (any element
 * showing, per lib/layers), and moving one card within or between stacks.
 */
import { factsOf } from "./analysis";
import { typeOf } from "./catalog";
import type { CharacterId, GameState, InstanceId } from "./types";

/** The modifiers of a character's stack, bottom first. */
export function modifiersOf(state: GameState, ch: CharacterId): InstanceId[] {
  const stack = state.characters[ch]!.stack;
  const out: InstanceId[] = [];
  for (let i = 1; i < stack.length; i++) {
    if (typeOf(state.catalog, stack[i]!) === "modifier") out.push(stack[i]!);
  }
  return out;
}

/** The top modifier of a character's stack (the last played still there), or `null`. */
export function topModifier(state: GameState, ch: CharacterId): InstanceId | null {
  const stack = state.characters[ch]!.stack;
  for (let i = stack.length - 1; i >= 1; i--) {
    if (typeOf(state.catalog, stack[i]!) === "modifier") return stack[i]!;
  }
  return null;
}

/** The modifiers of a stack that can be seen: at least one of their elements is visible. */
export function visibleModifiers(state: GameState, ch: CharacterId): InstanceId[] {
  const stack = state.characters[ch]!.stack;
  const visible = factsOf(state, ch).visibleCards;
  const out: InstanceId[] = [];
  for (let i = 1; i < stack.length; i++) {
    if (visible[i] && typeOf(state.catalog, stack[i]!) === "modifier") out.push(stack[i]!);
  }
  return out;
}

/** The stack without `card`. */
export function without(stack: readonly InstanceId[], card: InstanceId): InstanceId[] {
  return stack.filter((i) => i !== card);
}

/** The stack with `card` in place of `old`. */
export function replaced(
  stack: readonly InstanceId[],
  old: InstanceId,
  card: InstanceId,
): InstanceId[] {
  return stack.map((i) => (i === old ? card : i));
}
