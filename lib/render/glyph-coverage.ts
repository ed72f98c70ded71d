/**
 * Glyph coverage: the characters of a card's text that the font it is set in has no glyph for.
 * opentype.js draws such a character as the font's `.notdef` glyph (index 0), a box, so the
 * renderer reports them rather than printing boxes silently.
 */
import type { Diagnostic } from "../model";
import type { CardString } from "./card-text";
import { fieldDiagnostic } from "./card-text";
import type { FontSet } from "./fonts";
import type { Paragraph } from "./text-model";

/** How many missing characters a message lists before "and n more". */
const LISTED = 8;

/** What each printed field is called in a message. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: "name",
  text: "text",
  flavor: "flavour",
  reminder: "reminder",
};

/** Whether `face` has a glyph for the character `ch` (one code point). */
function hasGlyph(fonts: FontSet, role: keyof FontSet, ch: string): boolean {
  return fonts[role].font.charToGlyphIndex(ch) !== 0;
}

/**
 * `render/missing-glyph` warnings for `paragraphs` as they are set (each text piece in its own
 * font role), one per field of `fields` that has characters its font lacks: the card (`who`,
 * lib/model's `cardLabel`), the
 * field, its language and the characters ("card “X”, fr text: the card's fonts have no glyph
 * for 'Ж', 'з' — they print as boxes; …"), with the range of the first one. Whitespace is laid
 * out as space, never as a glyph, so it is not checked. Only the card's own fields (strings with
 * a `language`) are reported.
 */
export function missingGlyphDiagnostics(
  paragraphs: readonly Paragraph[],
  fonts: FontSet,
  fields: Readonly<Record<string, CardString | undefined>>,
  who: string,
): Diagnostic[] {
  const missing = new Map<string, { chars: string[]; first: number }>();
  for (const paragraph of paragraphs) {
    for (const piece of paragraph.pieces) {
      if (piece.kind !== "text") continue;
      let offset = piece.offset;
      for (const ch of piece.text) {
        const at = offset;
        offset += ch.length;
        if (/\s/.test(ch) || hasGlyph(fonts, piece.role, ch)) continue;
        const entry = missing.get(piece.field) ?? { chars: [], first: at };
        if (!entry.chars.includes(ch)) entry.chars.push(ch);
        missing.set(piece.field, entry);
      }
    }
  }
  const out: Diagnostic[] = [];
  for (const [field, { chars, first }] of missing) {
    const s = fields[field];
    if (s?.language === undefined) continue;
    const listed = chars.slice(0, LISTED).map((c) => `'${c}'`);
    if (chars.length > LISTED) listed.push(`and ${chars.length - LISTED} more`);
    const them = chars.length === 1 ? "it prints as a box" : "they print as boxes";
    out.push(
      fieldDiagnostic(
        s,
        "render/missing-glyph",
        "warning",
        `${who}, ${s.language} ${FIELD_NAMES[field] ?? field}: the card's fonts have no glyph for ${listed.join(", ")} — ${them}; write the text with characters the bundled fonts have (Latin, Greek and Cyrillic in the texts, Latin in names)`,
        first,
        first + (chars[0]?.length ?? 1),
      ),
    );
  }
  return out;
}
