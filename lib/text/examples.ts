/**
 * An example of each phrase for a settings page's preview: the effect-language fixtures whose
 * text uses a phrase id (found once by writing every fixture in English and noting the phrases
 * each formats), and the text one of them prints for a set in a language, so a designer sees
 * their override of the phrase (the set's house style) take effect.
 */
import type { Card, VellumSet } from "../model";
import type { EffectIR } from "../dsl";
// Each from its own file: the fixtures' index also holds the diagnostics' fixtures, which the
// settings page's bundle does not need.
import { CONSTRUCT_FIXTURES } from "../dsl/fixtures/constructs";
import { OPERATION_FIXTURES } from "../dsl/fixtures/operations";
import { TRIGGER_FIXTURES } from "../dsl/fixtures/triggers";
import { CATALOGS } from "./catalogs";
import { compiledEffect } from "./compiled";
import { Writer } from "./generate";
import { isPhraseId } from "./phrases";
import { generateRulesText } from "./rules-text";

let index: Map<string, string[]> | undefined;

/** The phrase ids an effect's text is written with (headings as a set's own too). */
function phrasesOf(ir: EffectIR): Set<string> {
  const plain = new Writer(CATALOGS.en!);
  // A set with its own heading for every category writes `heading.set` instead.
  const headed = new Writer(CATALOGS.en!, { heading: () => "house" });
  plain.effect(ir);
  headed.effect(ir);
  return new Set([...plain.used, ...headed.used]);
}

/**
 * The effect sources of the effect language's fixtures whose text uses phrase `id`, shortest
 * first (the plainest example); empty for an unknown id.
 */
export function phraseExamples(id: string): readonly string[] {
  if (!isPhraseId(id)) return [];
  if (!index) {
    index = new Map();
    const fixtures = [...OPERATION_FIXTURES, ...TRIGGER_FIXTURES, ...CONSTRUCT_FIXTURES];
    for (const f of fixtures) {
      if (!f.ir || f.ir.abilities.length === 0) continue;
      for (const used of phrasesOf(f.ir)) {
        const list = index.get(used) ?? [];
        if (!list.includes(f.source)) list.push(f.source);
        index.set(used, list);
      }
    }
    for (const list of index.values()) list.sort((a, b) => a.length - b.length);
  }
  return index.get(id) ?? [];
}

// Per cards list (an edit of the set's phrases keeps it): the phrase ids each card's text uses.
const cardUses = new WeakMap<readonly Card[], Map<string, Set<string>>>();

function cardPhrases(set: VellumSet): Map<string, Set<string>> {
  let uses = cardUses.get(set.cards);
  if (!uses) {
    uses = new Map();
    for (const card of set.cards) {
      if (card.effect === undefined || card.effect.trim() === "") continue;
      const { ir } = compiledEffect(card.effect, set);
      if (ir) uses.set(card.id, phrasesOf(ir));
    }
    cardUses.set(set.cards, uses);
  }
  return uses;
}

/** A phrase's example: the effect, the text it prints, and the set's card it is from, if one. */
export interface PhraseExample {
  effect: string;
  text: string;
  card?: Pick<Card, "id" | "name">;
}

/**
 * The text of an example effect that uses phrase `id`, written for `set` in `language` (with
 * the set's words, headings and usable overrides): the first fixture that compiles against the
 * set (a fixture may name icons or families the set lacks), else the first of the set's own
 * cards whose effect uses the phrase; `undefined` when neither has one.
 */
export function phraseExample(
  id: string,
  set: VellumSet,
  language: string,
): PhraseExample | undefined {
  for (const effect of phraseExamples(id)) {
    const out = generateRulesText(effect, set, language);
    if (out.text !== "") return { effect, text: out.text };
  }
  if (!isPhraseId(id)) return undefined;
  const uses = cardPhrases(set);
  for (const card of set.cards) {
    if (card.effect === undefined || !uses.get(card.id)?.has(id)) continue;
    const out = generateRulesText(card.effect, set, language);
    if (out.text !== "")
      return { effect: card.effect, text: out.text, card: { id: card.id, name: card.name } };
  }
  return undefined;
}
