/**
 * Edits of the set's saved stacks (`stacks`, the stack expectations) as whole new documents, for
 * the page store's undoable `replaceDocument`. Pure.
 */
import type { SavedStack, StackExpectation, VellumSet } from "@/lib/model";

/** The longest stack name the schema allows. */
export const MAX_STACK_NAME = 120;

/** A slug from a name ("Captain drowned!" → "captain-drowned"), never empty. */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 56)
    .replace(/-+$/, "");
  return slug || "stack";
}

/** An id for a new stack named `name`, unused among the set's stacks. */
export function newStackId(set: VellumSet, name: string): string {
  const taken = new Set((set.stacks ?? []).map((s) => s.id));
  const base = slugOf(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
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
