/**
 * The stack being built in the stacks page: a character and the cards played on it (layers,
 * bottom to top), each layer with a key of its own (a card may be played twice), plus the saved
 * stack it was loaded from. Pure: every change returns a new value; nothing here reads what a
 * stack shows (that is lib/layers' `analyzeStack`, read by the picture service's `stack`).
 */
import type { Card, SavedStack, VellumSet } from "@/lib/model";

/** One card played on the character. */
export interface Layer {
  /** Stable while the layer exists (the sortable list's id). */
  key: string;
  cardId: string;
}

/** The lab's stack. */
export interface BuiltStack {
  /** Id of the character at the bottom, when one is chosen. */
  character: string | undefined;
  /** The cards on it, bottom to top. */
  layers: readonly Layer[];
  /** Keys handed out so far. */
  made: number;
  /** Id of the saved stack this was loaded from (kept until another is loaded). */
  savedId: string | undefined;
}

/** An empty lab. */
export const EMPTY_STACK: BuiltStack = {
  character: undefined,
  layers: [],
  made: 0,
  savedId: undefined,
};

/** The card types the lab plays on a character (the picker lists them). */
export function isPlayableOnStack(card: Card): boolean {
  return card.type === "modifier" || card.type === "untimely-death";
}

/** The stack with `character` at the bottom (the layers stay). */
export function withCharacter(stack: BuiltStack, character: string): BuiltStack {
  return { ...stack, character };
}

/**
 * The stack with `cardId` played at position `at` of the layers (0 = just on the character;
 * default: on top).
 */
export function withCardAt(
  stack: BuiltStack,
  cardId: string,
  at = stack.layers.length,
): BuiltStack {
  const layers = [...stack.layers];
  const index = Math.max(0, Math.min(layers.length, at));
  layers.splice(index, 0, { key: `layer-${stack.made + 1}`, cardId });
  return { ...stack, layers, made: stack.made + 1 };
}

/** The stack without the layer `key`. */
export function withoutLayer(stack: BuiltStack, key: string): BuiltStack {
  return { ...stack, layers: stack.layers.filter((l) => l.key !== key) };
}

/**
 * The stack with layer `key` moved to where layer `to` is (the other layers shift), as a sortable
 * list does. Unknown keys change nothing.
 */
export function withLayerMoved(stack: BuiltStack, key: string, to: string): BuiltStack {
  const from = stack.layers.findIndex((l) => l.key === key);
  const at = stack.layers.findIndex((l) => l.key === to);
  if (from < 0 || at < 0 || from === at) return stack;
  const layers = [...stack.layers];
  const [moved] = layers.splice(from, 1);
  layers.splice(at, 0, moved!);
  return { ...stack, layers };
}

/** A saved stack, loaded into the lab (its cards as layers, bottom to top). */
export function loadedStack(saved: SavedStack): BuiltStack {
  let stack: BuiltStack = { ...EMPTY_STACK, character: saved.character, savedId: saved.id };
  for (const id of saved.cards) stack = withCardAt(stack, id);
  return stack;
}

/** The lab's stack read against `set`: the cards that exist, and the ids that no longer do. */
export interface ResolvedLabStack {
  character: Card | undefined;
  /** The layers whose card exists and can be played on a character, bottom to top. */
  layers: { layer: Layer; card: Card }[];
  /** Ids of layers' cards the set no longer has (or that cannot be played on a stack). */
  missing: string[];
}

/** Resolves the lab's ids against the set as it is now (edited cards are read afresh). */
export function resolveBuiltStack(stack: BuiltStack, set: VellumSet): ResolvedLabStack {
  const byId = new Map<string, Card>();
  for (const card of set.cards) if (!byId.has(card.id)) byId.set(card.id, card);
  const found = stack.character === undefined ? undefined : byId.get(stack.character);
  const character = found?.type === "character" ? found : undefined;
  const layers: ResolvedLabStack["layers"] = [];
  const missing: string[] = [];
  for (const layer of stack.layers) {
    const card = byId.get(layer.cardId);
    if (card && isPlayableOnStack(card)) layers.push({ layer, card });
    else missing.push(layer.cardId);
  }
  return { character, layers, missing };
}
