/**
 * Where each construct is explained in docs/effect-language.md: the anchor (HTML id) of its
 * heading, as the app's reference page renders it, so hover help can link to the very section.
 */
import { DIAGNOSTIC_CODES } from "./codes";
import { referenceEntry } from "./reference";

/**
 * The anchor of a markdown heading: its words, lower-case, joined by single hyphens (inline code
 * marks and punctuation dropped), e.g. "on play — immediate effect" → `on-play-immediate-effect`,
 * "`dsl/unknown-icon` (error)" → `dsl-unknown-icon-error`.
 */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The section that explains the set's own words (icons, families, card types). */
export const SET_WORDS_ANCHOR = headingAnchor("The basics");

/** The anchor of a construct's section, if the reference has one. */
export function referenceAnchor(constructId: string): string | undefined {
  const entry = referenceEntry(constructId);
  return entry ? headingAnchor(entry.title) : undefined;
}

/** The anchor of a diagnostic code's section, if the code is documented. */
export function diagnosticAnchor(code: string): string | undefined {
  const info = DIAGNOSTIC_CODES.find((c) => c.code === code);
  return info ? headingAnchor(`${info.code} (${info.severity})`) : undefined;
}
