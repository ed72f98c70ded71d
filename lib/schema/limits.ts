/** Limits that keep validation fast and safe on hostile input. */

/** Largest set file accepted, in UTF-8 bytes (10 MiB); larger texts are refused unparsed. */
export const MAX_SET_BYTES = 10 * 1024 * 1024;

/** Deepest nesting of objects and arrays accepted; a set file needs about 6. */
export const MAX_JSON_DEPTH = 64;

/** Most diagnostics reported for one text; the rest are summarised in one last diagnostic. */
export const MAX_DIAGNOSTICS = 500;

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
