/**
 * What the report tracker (tracker.ts) reads off the engine's events and words: the events
 * that only an effect causes, and a skipped step's condition in the set's words.
 */
import type { Condition } from "../dsl";
import { conditionText } from "../dsl";
import type { GameEvent } from "../engine";

/** Events that only happen because an effect did something. */
export const EFFECT_OUTPUT = new Set<GameEvent["type"]>([
  "drew",
  "discarded",
  "took-cards",
  "looked-at-hand",
  "swapped-hands",
  "free-plays-gained",
  "skip-added",
  "modifier-moved",
  "modifier-discarded",
  "stacks-swapped",
  "top-modifiers-swapped",
  "untimely-death-moved",
  "discard-shuffled-into-draw",
  "searched-discard",
  "returned-to-life",
  "passed-cards",
  "looked-at-draw",
  "discarded-from-draw",
  "draw-top-returned",
  "stack-shuffled-into-draw",
  "story-taken",
  "choice",
  "rolled",
]);

/** A condition's text, once per condition of a catalog (conditions are shared by reference). */
const conditionTexts = new WeakMap<Condition, string>();

export function textOf(condition: Condition, familyWord: string): string {
  let text = conditionTexts.get(condition);
  if (text === undefined) {
    // In the set's own word (`your party has …`); a catalog's conditions belong to one set.
    text = conditionText(condition, { familyWord });
    conditionTexts.set(condition, text);
  }
  return text;
}
