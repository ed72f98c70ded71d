/**
 * Bytes → text for every file Vellum reads as text (set files, cards CSV, JSON request bodies):
 * strict UTF-8, so a byte that is not UTF-8 is reported where it is instead of silently becoming
 * U+FFFD (a replaced byte would then be saved, and the file would validate as if nothing were
 * wrong). A leading UTF-8 BOM is accepted and dropped. A UTF-16 file is named as such.
 */
import type { Diagnostic, Position, Result } from "../model";
import { err, errorDiagnostic, ok } from "../model";
import { createLineIndex } from "./positions";

const STRICT = new TextDecoder("utf-8", { fatal: true });

/** Where a byte sequence stops being UTF-8: its first byte and how many bytes are bad. */
export interface InvalidUtf8 {
  /** Byte offset of the first bad byte. */
  at: number;
  /** Length of the bad sequence (a lead byte and the continuation bytes it did get). */
  length: number;
}

/**
 * The first place `bytes` is not well-formed UTF-8 (Unicode table 3-7: no overlong forms, no
 * surrogates, nothing above U+10FFFF), or undefined when all of it is. The bad sequence is the
 * longest start of a character the decoder accepted before failing, as in the WHATWG decoder.
 */
export function firstInvalidUtf8(bytes: Uint8Array): InvalidUtf8 | undefined {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i] ?? 0;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) need = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      need = 2;
      if (lead === 0xe0) lo = 0xa0; // overlong
      if (lead === 0xed) hi = 0x9f; // surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      need = 3;
      if (lead === 0xf0) lo = 0x90; // overlong
      if (lead === 0xf4) hi = 0x8f; // above U+10FFFF
    } else return { at: i, length: 1 };
    for (let j = 1; j <= need; j++) {
      const next = bytes[i + j];
      if (next === undefined || next < lo || next > hi) return { at: i, length: j };
      lo = 0x80;
      hi = 0xbf;
    }
    i += need + 1;
  }
  return undefined;
}

/**
 * "little-endian" or "big-endian" when `bytes` look like UTF-16: a UTF-16 byte order mark, or
 * (without one) a NUL in every other byte of the first 256 at least half the time and never in
 * the others — what mostly-ASCII text such as JSON or CSV looks like in UTF-16.
 */
export function utf16ByteOrder(bytes: Uint8Array): "little-endian" | "big-endian" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "little-endian";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "big-endian";
  const n = Math.min(bytes.length, 256) & ~1;
  if (n === 0) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) evenNul++;
    else oddNul++;
  }
  const half = n / 4; // half of the n / 2 code units
  if (oddNul >= half && evenNul === 0) return "little-endian";
  if (evenNul >= half && oddNul === 0) return "big-endian";
  return undefined;
}

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
}

/**
 * Decodes `bytes` as UTF-8 (a leading BOM dropped), or a diagnostic (`source` names the file):
 * `text/utf16` at the start for a UTF-16 file, `text/not-utf8` at the line and column of the
 * first bad byte (columns count UTF-16 units of the text before it, like every other
 * diagnostic) otherwise. Never throws.
 */
export function decodeText(bytes: Uint8Array, source: string): Result<string, Diagnostic> {
  const order = utf16ByteOrder(bytes);
  if (order) {
    return err(
      errorDiagnostic("text/utf16", `this file is UTF-16 (${order}); save it as UTF-8`, source),
    );
  }
  try {
    return ok(STRICT.decode(bytes));
  } catch {
    // fall through: find and report the first bad byte
  }
  const bad = firstInvalidUtf8(bytes);
  if (!bad) return ok(STRICT.decode(bytes)); // cannot happen: the decoder just refused them
  const before = STRICT.decode(bytes.subarray(0, bad.at));
  const start = createLineIndex(before).positionAt(before.length);
  const end: Position = { ...start, column: start.column + 1, offset: start.offset + 1 };
  const what =
    bad.length === 1
      ? `the byte ${hex(bytes.subarray(bad.at, bad.at + 1))} does`
      : `the bytes ${hex(bytes.subarray(bad.at, bad.at + bad.length))} do`;
  return err(
    errorDiagnostic(
      "text/not-utf8",
      `this file is not UTF-8: ${what} not form a character at line ${start.line}, column ${start.column} — save the file as UTF-8 (text saved as Latin-1 or Windows-1252 looks like this)`,
      source,
      { range: { start, end } },
    ),
  );
}
