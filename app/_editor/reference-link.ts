/**
 * Where the effect-language reference lives in the app (app/docs/effect-language, rendered
 * from docs/effect-language.md), and the address of one of its sections.
 */

/** The reference page's path. */
export const REFERENCE_PATH = "/docs/effect-language";

/**
 * The address of the reference, at a section when `anchor` is given (lib/dsl's
 * `referenceAnchor`). Absolute in a browser: Monaco opens the links of its hovers only when
 * they name their origin.
 */
export function referenceUrl(anchor?: string): string {
  const origin = typeof location === "undefined" ? "" : location.origin;
  return `${origin}${REFERENCE_PATH}${anchor ? `#${anchor}` : ""}`;
}
