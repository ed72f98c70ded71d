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
