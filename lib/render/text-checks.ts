/**
 * The text checks of a set without drawing its cards: every text a card prints (name, effect and
 * flavour, reminder), in every language of the set, laid out exactly as the renderer sets it, for
 * the problems only the layout sees — text cut off (`render/text-overflow`) and characters the
 * fonts lack (`render/missing-glyph`). `vellum validate` and the store's summary run it beside
 * the schema checks (lib/schema does not lay out text).
 */
import { cardElements, frameFor } from "../layers";
import type { Card, Diagnostic, VellumSet } from "../model";
import { drawReminder } from "./card-body";
import { cardStrings } from "./card-text";
import type { FontSet } from "./fonts";
import type { CardContext } from "./options";
import { drawCardText, drawName } from "./plate";
import { SvgDoc } from "./svg-doc";
import { paletteFor } from "./theme";
import { cardLabel } from "../model";

/** The codes the text checks report; the renderer's other diagnostics are left to it. */
const TEXT_CODES: ReadonlySet<string> = new Set(["render/text-overflow", "render/missing-glyph"]);

/**
 * Text problems of `card` printed in `language` (default: the set's): the same diagnostics,
 * with the same messages and ranges, that rendering the card reports for its texts.
 */
export function cardTextDiagnostics(
  card: Card,
  set: VellumSet,
  fonts: FontSet,
  language?: string,
): Diagnostic[] {
  const frame = frameFor(card, set);
  const diagnostics: Diagnostic[] = [];
  const ctx: CardContext = {
    doc: new SvgDoc("text-check"),
    set,
    fonts,
    card,
    frame,
    palette: paletteFor(frame, card.type),
    strings: cardStrings(card, set, language),
    opts: { language },
    bleed: 0,
    corner: 0,
    diagnostics,
  };
  for (const e of cardElements(card, frame)) {
    if (e.kind === "name") drawName(ctx, e);
    else if (e.kind === "text") drawCardText(ctx, e);
    else if (e.kind === "reminder") drawReminder(ctx, e);
  }
  return diagnostics.filter((d) => TEXT_CODES.has(d.code));
}

/**
 * Text problems of every card of `set` in its main language and each of its `languages`, in card
 * order. A field printed the same in several languages (a language without its own text falls
 * back to the main one) is reported once, and so is a family name cut on every character of the
 * family (at the first one); each message starts with the card and the language
 * ("card “X”, fr: the effect and flavour text does not fit: …"; a missing-glyph message already
 * names both).
 */
export function setTextDiagnostics(set: VellumSet, fonts: FontSet): Diagnostic[] {
  const languages = [set.language, ...(set.languages ?? []).filter((l) => l !== set.language)];
  const out: Diagnostic[] = [];
  // A family's name is printed on each of its characters: a problem with it is said once.
  const seenShared = new Set<string>();
  for (const card of set.cards) {
    const seen = new Set<string>();
    for (const language of languages) {
      for (const d of cardTextDiagnostics(card, set, fonts, language)) {
        const key = `${d.code}\n${d.source}\n${d.message}`;
        const shared = d.source.startsWith("family:");
        if ((shared ? seenShared : seen).has(key)) continue;
        (shared ? seenShared : seen).add(key);
        out.push(
          d.code === "render/text-overflow"
            ? { ...d, message: `${cardLabel(card.name, card.id)}, ${language}: ${d.message}` }
            : d,
        );
      }
    }
  }
  return out;
}
