/**
 * The translation units of a set: every text of an edition a translator translates (the set's
 * name and description, its words, its families, its cards' written texts, the print sheets'
 * words), each with a stable id, a label a person reads, the main language's text and the
 * target language's. The translators' files (exchange.ts) are these units in XLIFF or CSV.
 *
 * Ids are dotted (`card.ada.name`, `family.ashgrove.name`, `set.name`, `words.familyWord`,
 * `print.fronts`): an XLIFF 2.0 unit id is an XML name token, which has no `/`; and no slug has
 * a `.`, so an id reads back unambiguously.
 */
import {
  PRINT_WORD_KEYS,
  SET_WORD_KEYS,
  capitalised,
  cardLabel,
  languageLabel,
  readableWords,
  setText,
} from "../model";
import type {
  Card,
  CardText,
  CardTextField,
  Family,
  PrintWords,
  SetWords,
  VellumSet,
} from "../model";
import { sourceFingerprint } from "./fingerprint";
import { CARD_TEXT_FIELDS, textNeed } from "./text-need";

/** One text to translate. */
export interface TranslationUnit {
  id: string;
  /** What it is, for a person: `Card “Ada Vane” · flavour`. */
  label: string;
  /** The main language's text, as the main language prints it. */
  source: string;
  /** The text in the target language, when there is one. */
  target: string | undefined;
  /**
   * The fingerprint a translation of it remembers (`CardText.from`): the source's, or for rules
   * text generated from the effect the effect's source's (text-need.ts `translationSource`).
   */
  fingerprint: string;
  /** More for the translator to know (an XLIFF note), e.g. that a card's rules text is generated. */
  notes?: string[];
}

/** Where a unit's translation lives in the set. */
export type UnitPlace =
  | { kind: "set"; field: "name" | "description" }
  | { kind: "words"; field: keyof SetWords }
  | { kind: "print"; field: keyof PrintWords }
  | { kind: "family"; index: number; field: "name" | "description" }
  | { kind: "card"; index: number; field: CardTextField };

const FAMILY_FIELDS = ["name", "description"] as const;
const SET_FIELDS = ["name", "description"] as const;

const CARD_FIELD_LABEL: Readonly<Record<CardTextField, string>> = {
  name: "name",
  text: "rules text",
  flavor: "flavour",
  reminder: "reminder",
};

const PRINT_WORD_LABEL: Readonly<Record<keyof PrintWords, string>> = {
  fronts: "fronts",
  backs: "backs",
  underlay: "white underlay",
  longEdge: "long edge",
  shortEdge: "short edge",
  sheet: "sheet number",
  page: "page number",
  cardBack: "card back title",
};

const nonEmpty = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== "" ? text : undefined;

/**
 * The set's units for `language`, in the order a translator reads them; each has a source. A
 * card's field is a unit when the edition needs its translation (lib/text's one rule,
 * `textNeed`: its rules text when the edition would print the main language's text), or when it
 * has one (a translation written over generated rules text, to review and keep up to date).
 */
export function translationUnits(set: VellumSet, language: string): TranslationUnit[] {
  const units: TranslationUnit[] = [];
  const add = (place: UnitPlace, source: string | undefined, more?: Partial<TranslationUnit>) => {
    if (source === undefined) return;
    units.push({
      id: unitId(set, place),
      label: unitLabel(set, place),
      source,
      target: unitTarget(set, place, language),
      fingerprint: sourceFingerprint(source),
      ...more,
    });
  };
  const addPlace = (place: UnitPlace) => add(place, unitSource(set, place, language));
  for (const field of SET_FIELDS) addPlace({ kind: "set", field });
  for (const field of SET_WORD_KEYS) addPlace({ kind: "words", field });
  set.families.forEach((_, index) => {
    for (const field of FAMILY_FIELDS) addPlace({ kind: "family", index, field });
  });
  set.cards.forEach((card, index) => {
    const needs = CARD_TEXT_FIELDS.map((field) => textNeed(card, set, language, field));
    // Said on the card's name: its rules text has no unit because the language's catalog
    // writes it (a translation typed over it anyway is a unit).
    const generated = needs.some((n) => n.field === "text" && n.prints === "generated");
    for (const need of needs) {
      const exported = need.needed || need.translation !== undefined;
      add(
        { kind: "card", index, field: need.field },
        exported ? nonEmpty(need.source) : undefined,
        {
          fingerprint: need.fingerprint,
          ...(generated && need.field === "name" ? { notes: [generatedNote(language)] } : {}),
        },
      );
    }
  });
  for (const field of PRINT_WORD_KEYS) addPlace({ kind: "print", field });
  return units;
}

/** The note on a card's name whose rules text the language's catalog generates. */
function generatedNote(language: string): string {
  return `its rules text is generated from its effect in ${languageLabel(language)}: there is none to translate (a translation written anyway replaces it)`;
}

/** The unit id of a place. */
export function unitId(set: VellumSet, place: UnitPlace): string {
  switch (place.kind) {
    case "family":
      return `family.${(set.families[place.index] as Family).id}.${place.field}`;
    case "card":
      return `card.${(set.cards[place.index] as Card).id}.${place.field}`;
    default:
      return `${place.kind}.${place.field}`;
  }
}

/**
 * The place a unit id names in `set`, or undefined when it names nothing the set has (a card or
 * family not in it, a field that is not translated): an unknown id. Made once per set, so that
 * reading a file of thousands of units looks each card up in a map.
 */
export function unitPlaces(set: VellumSet): (id: string) => UnitPlace | undefined {
  const cards = new Map(set.cards.map((c, i) => [c.id, i]));
  const families = new Map(set.families.map((f, i) => [f.id, i]));
  return (id) => {
    const parts = id.split(".");
    const [kind, a, b] = parts;
    if (parts.length === 2 && a !== undefined) {
      if (kind === "set" && (SET_FIELDS as readonly string[]).includes(a))
        return { kind, field: a as "name" | "description" };
      if (kind === "words" && (SET_WORD_KEYS as readonly string[]).includes(a))
        return { kind, field: a as keyof SetWords };
      if (kind === "print" && (PRINT_WORD_KEYS as readonly string[]).includes(a))
        return { kind, field: a as keyof PrintWords };
      return undefined;
    }
    if (parts.length !== 3 || a === undefined || b === undefined) return undefined;
    if (kind === "family" && (FAMILY_FIELDS as readonly string[]).includes(b)) {
      const index = families.get(a);
      return index === undefined ? undefined : { kind, index, field: b as "name" | "description" };
    }
    if (kind === "card" && (CARD_TEXT_FIELDS as readonly string[]).includes(b)) {
      const index = cards.get(a);
      return index === undefined ? undefined : { kind, index, field: b as CardTextField };
    }
    return undefined;
  };
}

/** What a place is, for a person: `Card “Ada Vane” · flavour`, `Set · name`. */
export function unitLabel(set: VellumSet, place: UnitPlace): string {
  switch (place.kind) {
    case "set":
      return `Set · ${place.field}`;
    case "words":
      return `Set word · ${place.field === "familyWord" ? "family" : "points"}`;
    case "print":
      return `Print sheets · ${PRINT_WORD_LABEL[place.field]}`;
    case "family": {
      const family = set.families[place.index] as Family;
      return `${capitalised(readableWords(set).familyWord)} “${family.name}” · ${place.field}`;
    }
    case "card": {
      const card = set.cards[place.index] as Card;
      return `${capitalised(cardLabel(card.name, card.id))} · ${CARD_FIELD_LABEL[place.field]}`;
    }
  }
}

/**
 * The main language's text of a place, as it prints, or undefined when there is none to
 * translate into `language`. A card's field by lib/text's one rule (`textNeed`): a text the card
 * prints (a reminder only on a persistent card); its rules text, written or generated in the
 * main language, also where the language's catalog generates it (a translation may replace the
 * generated wording).
 */
export function unitSource(set: VellumSet, place: UnitPlace, language: string): string | undefined {
  switch (place.kind) {
    case "set":
      return nonEmpty(set[place.field]);
    case "words":
      return nonEmpty(set.rules[place.field]);
    case "print":
      return setText(set).printWords[place.field];
    case "family":
      return nonEmpty((set.families[place.index] as Family)[place.field]);
    case "card": {
      const need = textNeed(set.cards[place.index] as Card, set, language, place.field);
      return need.translatable || need.translation !== undefined
        ? nonEmpty(need.source)
        : undefined;
    }
  }
}

/**
 * The fingerprint a translation of a place remembers (`CardText.from`): its source's, or for a
 * card's rules text generated from its effect, the effect source's (`translationSource`).
 */
export function unitFingerprint(
  set: VellumSet,
  place: UnitPlace,
  language: string,
  source: string,
): string {
  if (place.kind !== "card") return sourceFingerprint(source);
  return textNeed(set.cards[place.index] as Card, set, language, place.field).fingerprint;
}

/** Why a place has no source to translate (after "has"), for a refusal. */
export function noSourceWords(set: VellumSet, place: UnitPlace): string {
  if (place.kind === "card") {
    const card = set.cards[place.index] as Card;
    if (place.field === "reminder" && nonEmpty(card.reminder) !== undefined)
      return "a reminder the card does not print (it is not persistent)";
    if (place.field === "text")
      return "no rules text in the main language any more (no written text, and its effect generates none)";
  }
  return "no text in the main language any more";
}

/** The text of a place in `language`, when the set has one. */
export function unitTarget(set: VellumSet, place: UnitPlace, language: string): string | undefined {
  switch (place.kind) {
    case "set":
      return nonEmpty(set.translations?.[language]?.[place.field]);
    case "words":
      return nonEmpty(set.rules.translations?.[language]?.[place.field]);
    case "print":
      return nonEmpty(set.translations?.[language]?.printWords?.[place.field]);
    case "family":
      return nonEmpty(
        (set.families[place.index] as Family).translations?.[language]?.[place.field],
      );
    case "card":
      return nonEmpty((set.cards[place.index] as Card).translations?.[language]?.[place.field]);
  }
}

/** The JSON pointer of where a place's translation into `language` is written in set.json. */
export function unitPointer(place: UnitPlace, language: string): string {
  const lang = language.replace(/~/g, "~0").replace(/\//g, "~1");
  switch (place.kind) {
    case "set":
      return `/translations/${lang}/${place.field}`;
    case "words":
      return `/rules/translations/${lang}/${place.field}`;
    case "print":
      return `/translations/${lang}/printWords/${place.field}`;
    case "family":
      return `/families/${place.index}/translations/${lang}/${place.field}`;
    case "card":
      return `/cards/${place.index}/translations/${lang}/${place.field}`;
  }
}

/**
 * Writes `text` as the translation of a place into `language` of `draft` (a copy the caller
 * owns); a card's field also records `from`, the fingerprint of the source it was made from.
 */
export function writeUnit(
  draft: VellumSet,
  place: UnitPlace,
  language: string,
  text: string,
  from: string | undefined,
): void {
  switch (place.kind) {
    case "set": {
      const own = ((draft.translations ??= {})[language] ??= {});
      own[place.field] = text;
      return;
    }
    case "words": {
      const own = ((draft.rules.translations ??= {})[language] ??= {});
      own[place.field] = text;
      return;
    }
    case "print": {
      const own = ((draft.translations ??= {})[language] ??= {});
      (own.printWords ??= {})[place.field] = text;
      return;
    }
    case "family": {
      const family = draft.families[place.index] as Family;
      ((family.translations ??= {})[language] ??= {})[place.field] = text;
      return;
    }
    case "card": {
      const card = draft.cards[place.index] as Card;
      const own: CardText = ((card.translations ??= {})[language] ??= {});
      own[place.field] = text;
      if (from !== undefined) (own.from ??= {})[place.field] = from;
      return;
    }
  }
}
