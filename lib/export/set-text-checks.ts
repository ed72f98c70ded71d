/**
 * The text checks of a set file (lib/render `setTextDiagnostics`: text cut off and characters
 * the bundled fonts lack, every card in every language; lib/text `checkSetRulesText`: written
 * rules text that disagrees with its effect) with their ranges placed in the file.
 * Shared by `vellum validate` and the store's summary, which run them after the schema checks
 * passed; saving a set does not (it would lay out every text on every save).
 */
import type { Diagnostic, VellumSet } from "../model";
import { setTextDiagnostics } from "../render";
import { placeInSetFile } from "../schema";
import { checkSetRulesText } from "../text";
import { nodeFonts } from "./fonts-node";

/**
 * Names validation with these checks in the set summaries lib/store keeps (`SummaryCheck`):
 * raise the number when either changes what it reports, so summaries stored before are
 * computed again rather than shown.
 */
export const SET_TEXT_CHECKS = "validation+text/2";

/**
 * Text problems of `set`, parsed from `text` (the file named `source`), as warnings pointing at
 * the characters in the file. NOTE: reads the bundled fonts from disk on the first call.
 */
export function setTextProblems(text: string, set: VellumSet, source: string): Diagnostic[] {
  return placeInSetFile(text, source, [
    ...setTextDiagnostics(set, nodeFonts()),
    ...checkSetRulesText(set),
  ]);
}
