/**
 * Text that disagrees with its effect (issue 24, point 2). Contract: the helper "i24-check"
 * builds the comparison behind it.
 */
import type { Card, Diagnostic, VellumSet } from "../model";

/**
 * Where the rules text `card` prints in `language` (hand-written or translated) states something
 * its effect does not do — numbers, icons, the people and piles it names, the category — as
 * warnings; none for generated text or a card without an effect.
 */
export function checkRulesText(card: Card, set: VellumSet, language?: string): Diagnostic[] {
  void card;
  void set;
  void language;
  return [];
}
