import type { Diagnostic, Range, VellumSet } from "../model";
import { START_RANGE } from "../model";
import {
  checkArtFiles,
  checkDisabledCategories,
  checkModifierPoints,
  checkPrintedText,
} from "./checks/authoring";
import type { CrossCheckOptions } from "./checks/authoring";
import { checkCardContent } from "./checks/card-content";
import { checkCategoryHeadings } from "./checks/category-headings";
import { checkEffects } from "./checks/effects";
import { createContext } from "./checks/context";
import { checkFrames } from "./checks/frames";
import { checkIds } from "./checks/ids";
import { checkLanguages, checkPhrases } from "./checks/languages";
import { checkReferences } from "./checks/references";
import { checkSetup } from "./checks/setup";
import { checkIconSvgs } from "./checks/svg";
import { checkStacks } from "./checks/stacks";

/**
 * The checks a JSON Schema cannot express: ids unique and references resolvable, frames
 * geometrically sound, the set playable at its player counts (RULES R1, R3), and every card's
 * effect compiled by the effect language. Codes are `set/…` (and `dsl/…` from the compiler);
 * each diagnostic points at the offending value and says the fix.
 *
 * Invariant: `set` has the shape of the schema (validateSetText runs these only once the schema
 * passed); code-built sets must be typed VellumSet. `options` carries what the set file cannot
 * say (its art folder's files), given by whoever read the set (lib/store).
 */
export function crossCheckSet(
  set: VellumSet,
  source = "set.json",
  locate: (pointer: string) => Range = () => START_RANGE,
  locateInString: (pointer: string, start: number, end: number) => Range = () => START_RANGE,
  options: CrossCheckOptions = {},
): Diagnostic[] {
  const { ctx, diagnostics } = createContext(set, source, locate);
  checkIds(ctx);
  checkReferences(ctx);
  checkCardContent(ctx);
  checkSetup(ctx);
  checkFrames(ctx);
  checkLanguages(ctx);
  checkIconSvgs(ctx);
  const compiled = checkEffects(ctx, locateInString);
  checkStacks(ctx);
  checkModifierPoints(ctx);
  checkArtFiles(ctx, options.artFiles);
  checkPrintedText(ctx);
  checkDisabledCategories(ctx, compiled);
  checkCategoryHeadings(ctx);
  checkPhrases(ctx, locateInString);
  return sortByPosition(diagnostics);
}

/**
 * The setup check alone (RULES R3: player counts, families, hands, stories), for a form that
 * shows what it finds as the rules options are typed, without checking the whole set.
 */
export function setupDiagnostics(set: VellumSet, source = "set.json"): Diagnostic[] {
  const { ctx, diagnostics } = createContext(set, source, () => START_RANGE);
  checkSetup(ctx);
  return diagnostics;
}

/** Diagnostics in text order; equal positions keep their order (stable sort). */
export function sortByPosition(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
}
