/** Limits that keep validation fast and safe on hostile input. */
import { diagnostic, hasErrors } from "../model";
import type { Diagnostic, Range } from "../model";

/** Largest set file accepted, in UTF-8 bytes (10 MiB); larger texts are refused unparsed. */
export const MAX_SET_BYTES = 10 * 1024 * 1024;

/** Deepest nesting of objects and arrays accepted; a set file needs about 6. */
export const MAX_JSON_DEPTH = 64;

/** Most diagnostics reported for one text; the rest are summarised in one last diagnostic. */
export const MAX_DIAGNOSTICS = 500;

/** The last diagnostic of a capped list: what it is called and what else it says. */
export interface CapSummary {
  /** Its code, e.g. `set/too-many-problems`. */
  code: string;
  source: string;
  /** What was left unchecked (e.g. "the last 20 lines were not read"), said after the count. */
  unchecked?: string;
  /** Where it points; the last diagnostic kept when not given. */
  range?: Range;
}

/**
 * At most {@link MAX_DIAGNOSTICS} of `all`, then one diagnostic saying how many more there are
 * (and what was left unchecked, when checking stopped early), so that no answer, editor or
 * terminal is flooded by a broken file. An error when any hidden one is, or checking stopped.
 * The one way every list of problems is capped (set checks, CSV imports, API answers).
 */
export function capDiagnostics(all: readonly Diagnostic[], summary: CapSummary): Diagnostic[] {
  if (all.length <= MAX_DIAGNOSTICS && summary.unchecked === undefined) return [...all];
  const kept = all.slice(0, MAX_DIAGNOSTICS);
  const hidden = all.length - kept.length;
  const range = summary.range ?? kept.at(-1)?.range;
  const said = [
    ...(hidden > 0 ? [`${hidden} more problem${hidden === 1 ? " is" : "s are"} not shown`] : []),
    ...(summary.unchecked === undefined ? [] : [summary.unchecked]),
  ];
  kept.push(
    diagnostic(
      summary.unchecked !== undefined || hasErrors(all.slice(MAX_DIAGNOSTICS))
        ? "error"
        : "warning",
      summary.code,
      `${said.join("; ")} — fix the ones above first`,
      summary.source,
      range ? { range } : {},
    ),
  );
  return kept;
}

/**
 * UTF-8 length of `text`, without allocating an encoded copy. Counts a surrogate pair as 4
 * bytes and a lone surrogate as 3 (what `TextEncoder` writes for its replacement character).
 */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Whether `text` is longer than `maxBytes` in UTF-8. Cheap for the common cases: a UTF-16 unit
 * is at least one byte and at most three, so only texts between `maxBytes / 3` and `maxBytes`
 * units need counting.
 */
export function exceedsBytes(text: string, maxBytes: number): boolean {
  if (text.length > maxBytes) return true;
  if (text.length * 3 <= maxBytes) return false;
  return utf8Length(text) > maxBytes;
}

/**
 * Set texts of at least this many UTF-16 units are refused when they are mostly blank (see
 * {@link MAX_BLANK_SHARE}); a smaller text costs nothing to read, however it is laid out.
 */
export const BLANK_CHECK_FROM = 64 * 1024;

/**
 * Largest share of blank space (JSON whitespace: spaces, tabs, line breaks, in strings too) in a
 * set text of {@link BLANK_CHECK_FROM} or more. Sets as formatters write them are 5–45 % blank
 * (Vellum's 2-space indentation about 40 %, 4 spaces 40–57 %, even 8 spaces at most 72 %); a
 * small set followed by megabytes of spaces is 99 %. 90 % refuses only such padding, which cost
 * seconds of parsing (jsonc-parser builds each run of blanks one character at a time).
 */
export const MAX_BLANK_SHARE = 0.9;

/** How blank a text is: its count of JSON whitespace, and its longest run of it. */
export interface Blankness {
  blank: number;
  longest: { start: number; end: number };
}

/**
 * Whether `text` is mostly padding: {@link BLANK_CHECK_FROM} units or more, of which over
 * {@link MAX_BLANK_SHARE} are blank. One linear pass; undefined when the text is fine.
 */
export function mostlyBlank(text: string): Blankness | undefined {
  if (text.length < BLANK_CHECK_FROM) return undefined;
  let blank = 0;
  let runStart = -1;
  const longest = { start: 0, end: 0 };
  for (let i = 0; i <= text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      blank++;
      if (runStart < 0) runStart = i;
    } else if (runStart >= 0) {
      if (i - runStart > longest.end - longest.start) {
        longest.start = runStart;
        longest.end = i;
      }
      runStart = -1;
    }
  }
  return blank > text.length * MAX_BLANK_SHARE ? { blank, longest } : undefined;
}
