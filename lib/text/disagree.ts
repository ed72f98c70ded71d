/**
 * Text that disagrees with its effect (issue 24, point 2): a card's written rules text, in its
 * main language or a translation, read for what it states (text-claims.ts) and compared with what
 * its compiled effect does (effect-facts.ts). Each difference is one warning
 * `text/disagrees-with-effect` on the text's field, with the range of the words in the text.
 */
import type { EffectIR } from "../dsl";
import { compileEffect, contextFromSet } from "../dsl";
import type { Card, Diagnostic, Position, VellumSet } from "../model";
import { cardLabel, warningDiagnostic } from "../model";
import { compare } from "./compare-claims";
import { effectFacts } from "./effect-facts";
import { lexiconFor } from "./lexicons";
import { cardRulesText } from "./rules-text";
import type { Span } from "./text-claims";
import { textClaims } from "./text-claims";

/** The code of every diagnostic this check reports. */
export const TEXT_DISAGREES = "text/disagrees-with-effect";

const compiled = new WeakMap<VellumSet, WeakMap<Card, EffectIR | null>>();
const contexts = new WeakMap<VellumSet, ReturnType<typeof contextFromSet>>();

/** `card`'s effect compiled against `set` (memoised per set and card object), or null. */
function irOf(card: Card, set: VellumSet): EffectIR | null {
  let bySet = compiled.get(set);
  if (!bySet) compiled.set(set, (bySet = new WeakMap()));
  let ir = bySet.get(card);
  if (ir === undefined) {
    let ctx = contexts.get(set);
    if (!ctx) contexts.set(set, (ctx = contextFromSet(set)));
    ir = compileEffect(card.effect ?? "", ctx, { cardType: card.type }).ir ?? null;
    bySet.set(card, ir);
  }
  return ir;
}

/** 1-based line and column of `offset` in `text` (lines end at `\n`, `\r\n`, `\r`). */
function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1, offset };
}

/**
 * Where the rules text `card` prints in `language` (hand-written or translated) states something
 * its effect does not do — numbers, icons, the people and piles it names, the category — as
 * warnings; none for generated text or a card without an effect.
 */
export function checkRulesText(card: Card, set: VellumSet, language?: string): Diagnostic[] {
  const asked = language ?? set.language;
  const printed = cardRulesText(card, set, asked);
  if (!printed || printed.origin === "generated") return [];
  // A language without its own text prints the main one: that text is checked as the main one.
  if (asked !== set.language && printed.origin !== "translated") return [];
  if (card.effect === undefined || card.effect.trim() === "") return [];
  const ir = irOf(card, set);
  if (!ir) return [];
  const text = printed.text;
  const lexicon = lexiconFor(printed.language);
  const claims = textClaims(text, set, printed.language, lexicon);
  const index = set.cards.indexOf(card);
  const at = index >= 0 ? index : set.cards.findIndex((c) => c.id === card.id);
  const pointer = `/cards/${at}/${printed.field}`;
  const reading = {
    lexical: lexicon !== undefined,
    iconNames: printed.language === set.language,
  };
  return compare(claims, effectFacts(ir), set, reading).map(({ message, span }) =>
    warningDiagnostic(TEXT_DISAGREES, message, `card:${card.id}/${printed.field}`, {
      range: range(text, span),
      pointer,
    }),
  );
}

function range(text: string, span: Span | undefined) {
  const s = span ?? { start: 0, end: text.length };
  return { start: positionAt(text, s.start), end: positionAt(text, s.end) };
}

/**
 * Every disagreement of `set`: each card's text in the main language, then in each of the set's
 * other languages, in card order, each message starting with the card and the language (“card
 * “X”, fr: the text says …”) for a list that is not grouped by card (`vellum validate`).
 */
export function checkSetRulesText(set: VellumSet): Diagnostic[] {
  const languages = [set.language, ...(set.languages ?? []).filter((l) => l !== set.language)];
  const out: Diagnostic[] = [];
  for (const card of set.cards) {
    for (const language of languages) {
      for (const d of checkRulesText(card, set, language))
        out.push({ ...d, message: `${cardLabel(card.name, card.id)}, ${language}: ${d.message}` });
    }
  }
  return out;
}
