/**
 * What a saved stack shows with the cards as they are now, for the lab's list: the same reading
 * the set's check makes (lib/layers' `analyzeStack` with lib/dsl's `cardTimings`), or why it
 * cannot be read (a card is gone).
 */
import { cardTimings } from "@/lib/dsl";
import { analyzeStack, expectationOf, resolveStack } from "@/lib/layers";
import type { Result, SavedStack, StackExpectation, VellumSet } from "@/lib/model";
import { loadedStack, resolveBuiltStack } from "./built-stack";

/** The expectation `saved` would be saved with today, or what keeps it from being read. */
export function readStackExpectation(
  saved: SavedStack,
  set: VellumSet,
): Result<StackExpectation, string> {
  const resolved = resolveBuiltStack(loadedStack(saved), set);
  if (!resolved.character) {
    return { ok: false, error: `the character '${saved.character}' no longer exists` };
  }
  if (resolved.missing.length > 0) {
    return {
      ok: false,
      error: `${resolved.missing.map((id) => `'${id}'`).join(", ")} no longer ${resolved.missing.length === 1 ? "exists" : "exist"}`,
    };
  }
  const cards = [resolved.character, ...resolved.layers.map((l) => l.card)];
  return { ok: true, value: expectationOf(analyzeStack(resolveStack(cards, set, cardTimings))) };
}
