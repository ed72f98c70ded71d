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

/** One text to translate. */
export interface TranslationUnit {
  id: string;
  /** What it is, for a person: `Card “Ada Vane” · flavour`. */
  label: string;
  /** The main language's text. */
  source: string;
  /** The text in the target language, when there is one. */
  target: string | undefined;
}

/** Where a unit's translation lives in the set. */
export type UnitPlace =
  | { kind: "set"; field: "name" | "description" }
  | { kind: "words"; field: keyof SetWords }
  | { kind: "print"; field: keyof PrintWords }
  | { kind: "family"; index: number; field: "name" | "description" }
  | { kind: "card"; index: number; field: CardTextField };

const CARD_FIELDS: readonly CardTextField[] = ["name", "text", "flavor", "reminder"];
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

/** The set's units for `language`, in the order a translator reads them; each has a source. */
export function translationUnits(set: VellumSet, language: string): TranslationUnit[] {
  const units: TranslationUnit[] = [];
  const add = (place: UnitPlace) => {
    const source = unitSource(set, place);
    if (source === undefined) return;
    units.push({
      id: unitId(set, place),
      label: unitLabel(set, place),
      source,
      target: unitTarget(set, place, language),
    });
  };
  for (const field of SET_FIELDS) add({ kind: "set", field });
  for (const field of SET_WORD_KEYS) add({ kind: "words", field });
  set.families.forEach((_, index) => {
    for (const field of FAMILY_FIELDS) add({ kind: "family", index, field });
  });
  set.cards.forEach((_, index) => {
    for (const field of CARD_FIELDS) add({ kind: "card", index, field });
  });
  for (const field of PRINT_WORD_KEYS) add({ kind: "print", field });
  return units;
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
    if (kind === "card" && (CARD_FIELDS as readonly string[]).includes(b)) {
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
 * The main language's text of a place, or undefined when there is none to translate. A card's
 * rules text is a unit only when a person wrote it: text generated from the effect is
 * generated in every language.
 */
export function unitSource(set: VellumSet, place: UnitPlace): string | undefined {
  switch (place.kind) {
    case "set":
      return nonEmpty(set[place.field]);
    case "words":
      return nonEmpty(set.rules[place.field]);
    case "print":
      return setText(set).printWords[place.field];
    case "family":
      return nonEmpty((set.families[place.index] as Family)[place.field]);
    case "card":
      return nonEmpty((set.cards[place.index] as Card)[place.field]);
  }
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
