/**
 * Edits of the set's saved stacks (`stacks`, the stack expectations) as whole new documents, for
 * the page store's undoable `replaceDocument`. Pure.
 */
import type { SavedStack, StackExpectation, VellumSet } from "../model";
import { uniqueId } from "../model";
import { MAX_STACK_NAME } from "../schema";

/** An id for a new stack named `name`, unused among the set's stacks. */
export function newStackId(set: VellumSet, name: string): string {
  return uniqueId(
    name,
    (set.stacks ?? []).map((s) => s.id),
    "stack",
  );
}

/** What the lab saves: the stack's cards and what it shows now. */
export interface StackToSave {
  name: string;
  character: string;
  cards: string[];
  expect: StackExpectation;
}

/**
 * The set with `stack` saved: replacing the stack with id `id` when given (and present), else
 * added at the end under a new id. Returns the document and the saved stack's id.
 */
export function withSavedStack(
  set: VellumSet,
  stack: StackToSave,
  id?: string,
): { doc: VellumSet; id: string } {
  const stacks = set.stacks ?? [];
  const at = id === undefined ? -1 : stacks.findIndex((s) => s.id === id);
  const saved: SavedStack = {
    id: at >= 0 ? id! : newStackId(set, stack.name),
    name: stack.name.trim().slice(0, MAX_STACK_NAME),
    character: stack.character,
    cards: [...stack.cards],
    expect: stack.expect,
  };
  const next = at >= 0 ? stacks.map((s, i) => (i === at ? saved : s)) : [...stacks, saved];
  return { doc: { ...set, stacks: next }, id: saved.id };
}

/** The set without the stack `id` (the `stacks` list goes when it empties). */
export function withoutSavedStack(set: VellumSet, id: string): VellumSet {
  const stacks = (set.stacks ?? []).filter((s) => s.id !== id);
  if (stacks.length > 0) return { ...set, stacks };
  const doc: VellumSet = { ...set };
  delete doc.stacks;
  return doc;
}
