/**
 * The designer's check of written rules text against the effect (lib/text `checkRulesText`, in
 * every language of the set), kept per card: lib/text reads the card, its place in the list (the
 * diagnostics' pointers) and the set's other fields, never another card, so a check is kept
 * while those are the same objects. An edit (a new card object) re-checks that card alone; a
 * change of the set's words, phrases, families, icons or languages re-checks every card.
 */
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import { checkRulesText } from "@/lib/text";

/** Where `card`'s written rules text disagrees with its effect, in each language of `set`. */
export function rulesTextProblems(card: Card, set: VellumSet): Diagnostic[] {
  const languages = [set.language, ...(set.languages ?? []).filter((l) => l !== set.language)];
  return languages.flatMap((language) => checkRulesText(card, set, language));
}

/** What a card's check reads besides the card: its place and every field of the set but cards. */
function inputsOf(set: VellumSet, index: number): unknown[] {
  const inputs: unknown[] = [index];
  for (const [key, value] of Object.entries(set)) if (key !== "cards") inputs.push(key, value);
  return inputs;
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/** Checks kept per card object (a card the document lets go takes its check with it). */
const kept = new WeakMap<Card, { inputs: unknown[]; diagnostics: Diagnostic[] }>();

/**
 * The text problems of `card`, at `index` in `set`'s cards: the kept ones while nothing they
 * were checked from changed, else `check`'s (lib/text's check; a test counts its calls).
 */
export function keptTextProblems(
  card: Card,
  set: VellumSet,
  index: number,
  check: (card: Card, set: VellumSet) => Diagnostic[] = rulesTextProblems,
): Diagnostic[] {
  const inputs = inputsOf(set, index);
  const found = kept.get(card);
  if (found && same(found.inputs, inputs)) return found.diagnostics;
  const diagnostics = check(card, set);
  kept.set(card, { inputs, diagnostics });
  return diagnostics;
}
