import type { Diagnostic, Position, Range, VellumSet } from "../model";
import { hasErrors } from "../model";
import { CHECKS_STOPPED } from "./checks/effects";
import type { CrossCheckOptions } from "./checks/authoring";
import { crossCheckSet, sortByPosition } from "./cross-checks";
import { MAX_DIAGNOSTICS, capDiagnostics } from "./limits";
import { NO_LOCATIONS } from "./locate";
import type { Locator } from "./locate";
import { parseJson } from "./parse-json";
import { schemaDiagnostics } from "./schema-errors";
import { setValidator } from "./schemas";

/**
 * Validation of set files: parse (safely, with locations) → JSON Schema → cross-checks, all
 * producing the project's one Diagnostic shape. Nothing here throws on user input.
 */

export {
  BLANK_CHECK_FROM,
  MAX_BLANK_SHARE,
  MAX_DIAGNOSTICS,
  MAX_JSON_DEPTH,
  MAX_SET_BYTES,
  capDiagnostics,
  exceedsBytes,
} from "./limits";
export type { CapSummary } from "./limits";
export { svgDataImages, unsafeSvgReason } from "./checks/svg";
export type { SvgDataImage } from "./checks/svg";
export { decodeText } from "./decode-text";
export { fromPointer, toPointer } from "./pointer";
export { crossCheckSet, setupDiagnostics } from "./cross-checks";
export { readsAsRules } from "./checks/authoring";
export type { CrossCheckOptions } from "./checks/authoring";
export { placeInSetFile } from "./place-in-file";
export { createLineIndex } from "./positions";
export type { LineIndex } from "./positions";
export { SCHEMA_DOCUMENTS, SET_SCHEMA_ID } from "./schemas";
// schemaProblems (lib/schema/read-value.ts) compiles schemas at run time: server only, import it directly.
export type { Naming } from "./describe";
export { parseJson } from "./parse-json";
export { scanJson } from "./json-scan";
export type { ParsedJson } from "./parse-json";
export { STACK_EXPECTATION_CODES } from "./checks/stacks";
export {
  ART_POSITION_LIMITS,
  CARD_LIMITS,
  CARD_TEXT_LIMITS,
  MAX_ART_NAME,
  MAX_CARD_SIDE,
  LANGUAGE_TAG_PATTERN,
  MAX_FRAME_NAME,
  MAX_ICON_SVG,
  MAX_SET_NAME,
  MAX_STACK_NAME,
  PRINT_LIMITS,
  RULE_LIMITS,
  ruleSchema,
  schemaDescription,
  VERSION_PATTERN,
} from "./set-facts";
export type { NumericRule, RuleFacts, SchemaRange } from "./set-facts";
export type { Position, Range };

/** The outcome of validating a set file. */
export interface SetValidation {
  /** The parsed JSON, whenever the text parsed (even if the schema then failed). */
  value?: unknown;
  /** The set, present iff no diagnostic is an error. */
  set?: VellumSet;
  /** Every problem found, in text order. */
  diagnostics: Diagnostic[];
}

/**
 * Parse + schema + cross-checks of a set file's text. `set` is present iff no diagnostic is an
 * error; `value` is the parsed JSON whenever the text parsed. Never throws.
 */
export function validateSetText(
  text: string,
  source = "set.json",
  options: CrossCheckOptions = {},
): SetValidation {
  const parsed = parseJson(text, source);
  if (parsed.value === undefined) return { diagnostics: parsed.diagnostics };
  return validateParsed(parsed.value, source, parsed.locator, parsed.diagnostics, options);
}

/**
 * Schema + cross-checks of an already-parsed value. Ranges all point at 1:1 (there is no text);
 * each diagnostic's `pointer` still says where the problem is.
 */
export function validateSetValue(
  value: unknown,
  source = "set.json",
  options: CrossCheckOptions = {},
): SetValidation {
  return validateParsed(value, source, NO_LOCATIONS, [], options);
}

function validateParsed(
  value: unknown,
  source: string,
  locator: Locator,
  earlier: Diagnostic[],
  options: CrossCheckOptions,
): SetValidation {
  const validate = setValidator();
  let diagnostics = earlier;
  if (validate(value)) {
    diagnostics = diagnostics.concat(
      crossCheckSet(value as VellumSet, source, locator.value, locator.inString, options),
    );
  } else {
    diagnostics = diagnostics.concat(
      schemaDiagnostics(validate.errors ?? [], value, locator, source),
    );
  }
  diagnostics = capped(sortByPosition(diagnostics), source);
  return hasErrors(diagnostics)
    ? { value, diagnostics }
    : { value, set: value as VellumSet, diagnostics };
}

/**
 * At most MAX_DIAGNOSTICS, then one summary, so a broken file cannot flood the editor. When the
 * effect checks stopped early (`set/checks-stopped`), the summary says so too.
 */
function capped(all: Diagnostic[], source: string): Diagnostic[] {
  const stopped = all.find((d) => d.code === CHECKS_STOPPED);
  const diagnostics = stopped ? all.filter((d) => d !== stopped) : all;
  if (diagnostics.length <= MAX_DIAGNOSTICS) return all;
  return capDiagnostics(diagnostics, {
    code: "set/too-many-problems",
    source,
    ...(stopped ? { unchecked: stopped.message.replace(/ — fix the ones shown first$/, "") } : {}),
  });
}
