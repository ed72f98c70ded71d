/**
 * Pure edits of a set's settings (DESIGN.md "The data"): languages and which card texts lack
 * them, the title and version, rules options, the set's words per language, card backs per card
 * type. Each returns a new set, or a refusal saying why; the settings page calls them and hands
 * the result to the store. Limits and patterns are lib/schema's; whether the rules options
 * can be played (player counts, families, stories) is lib/schema's setup check.
 */
import type {
  Card,
  CardBack,
  CardText,
  CardType,
  Result,
  RulesOptions,
  SetWords,
  VellumSet,
} from "../model";
import { err, languageName, ok, uniqueId } from "../model";
import { LANGUAGE_TAG_PATTERN, MAX_SET_NAME, VERSION_PATTERN } from "../schema";
import { missingTranslations } from "../text";

/**
 * A language tag as typed, checked (BCP 47, and the schema's form: a 2- or 3-letter language,
 * then subtags) and in its canonical case (`de-at` → `de-AT`), or why it cannot be added.
 */
export function parseLanguageTag(set: VellumSet, typed: string): Result<string, string> {
  const text = typed.trim().replace(/_/g, "-");
  if (text === "") return err("type a language tag, e.g. fr, de-AT or pt-BR");
  let tag: string;
  try {
    tag = Intl.getCanonicalLocales(text)[0] ?? "";
  } catch {
    return err(`'${text}' is not a language tag — use e.g. fr, de-AT or pt-BR`);
  }
  if (!LANGUAGE_TAG_PATTERN.test(tag)) {
    return err(`'${text}' is not a language tag of the form fr, de-AT or pt-BR`);
  }
  const primary = tag.split("-")[0] ?? tag;
  if (languageName(primary) === undefined) {
    return err(`'${primary}' is not a known language — use e.g. fr, de-AT or pt-BR`);
  }
  if (tag === set.language) return err(`'${tag}' is already the set's main language`);
  if ((set.languages ?? []).includes(tag)) return err(`'${tag}' is already listed`);
  return ok(tag);
}

/** The set with `tag` added to its other languages. */
export function addLanguage(set: VellumSet, tag: string): VellumSet {
  return { ...set, languages: [...(set.languages ?? []), tag] };
}

/**
 * The set without `tag` in its languages. Translations into it stay on the cards (nothing typed
 * is lost; the problems panel lists them as unlisted until the language is added again).
 */
export function removeLanguage(set: VellumSet, tag: string): VellumSet {
  const languages = (set.languages ?? []).filter((l) => l !== tag);
  const next: VellumSet = { ...set, languages };
  if (languages.length === 0) delete next.languages;
  return next;
}

/** A card's texts that a language still lacks. */
export interface LanguageGap {
  card: Card;
  /** The card's fields printed in the main language with no translation: name, text, … */
  missing: (keyof CardText)[];
}

/**
 * The cards whose printed texts lack a translation into `language`, by lib/text's one rule
 * (`missingTranslations`, the same the translation view and the edition's gaps read): the name
 * and flavour when the card has them; the rules text when the edition would print the main
 * language's text (written, or generated where Vellum has no catalog for the language) — not
 * when it is generated from the effect in the language; the reminder when the card prints it
 * (a persistent card).
 */
export function languageGaps(set: VellumSet, language: string): LanguageGap[] {
  const out: LanguageGap[] = [];
  for (const card of set.cards) {
    const missing = missingTranslations(card, set, language);
    if (missing.length > 0) out.push({ card, missing });
  }
  return out;
}

/** The set's title, version, author or description, an emptied optional one removed. */
export function setGeneral(
  set: VellumSet,
  key: "name" | "version" | "author" | "description",
  value: string,
): VellumSet {
  const next = { ...set, [key]: value };
  if ((key === "author" || key === "description") && value.trim() === "") delete next[key];
  return next;
}

/** Why a title or version cannot be saved as typed (by the schema's limits), or undefined. */
export function generalProblem(key: "name" | "version", value: string): string | undefined {
  if (key === "name") {
    if (value.trim() === "") return "the set needs a title";
    if (value.length > MAX_SET_NAME) return `at most ${MAX_SET_NAME} characters`;
    return undefined;
  }
  if (!VERSION_PATTERN.test(value)) {
    return "a version is MAJOR.MINOR.PATCH, e.g. 1.0.0 or 0.2.1-beta";
  }
  return undefined;
}

/** The set with one rules option changed. */
export function setRule<K extends keyof RulesOptions>(
  set: VellumSet,
  key: K,
  value: RulesOptions[K],
): VellumSet {
  return { ...set, rules: { ...set.rules, [key]: value } };
}

/**
 * The set with one of its words changed in `language`: the main language's is the rules option
 * itself; another language's lives in `rules.translations` (an emptied one falls back to the
 * main language's and is removed).
 */
export function setWord(
  set: VellumSet,
  language: string,
  key: keyof SetWords,
  value: string,
): VellumSet {
  if (language === set.language) return setRule(set, key, value);
  const translations = { ...(set.rules.translations ?? {}) };
  const words = { ...(translations[language] ?? {}) };
  if (value.trim() === "") delete words[key];
  else words[key] = value;
  if (Object.keys(words).length === 0) delete translations[language];
  else translations[language] = words;
  const rules: RulesOptions = { ...set.rules, translations };
  if (Object.keys(translations).length === 0) delete rules.translations;
  return { ...set, rules };
}

/** The back a card type uses by default: the first back listing it, or undefined (generated). */
export function backOfType(set: VellumSet, type: CardType): CardBack | undefined {
  return (set.backs ?? []).find((b) => b.types?.includes(type));
}

/** The set with `type`'s default back made `backId` (undefined: Vellum's generated back). */
export function chooseBack(set: VellumSet, type: CardType, backId: string | undefined): VellumSet {
  const backs = (set.backs ?? []).map((b) => {
    const listed = b.types?.includes(type) ?? false;
    if (b.id === backId && !listed) return { ...b, types: [...(b.types ?? []), type] };
    if (b.id !== backId && listed) {
      const types = (b.types ?? []).filter((t) => t !== type);
      const next: CardBack = { ...b, types };
      if (types.length === 0) delete next.types;
      return next;
    }
    return b;
  });
  return { ...set, backs };
}

/** The set with a new generated back (named `name`) added; returns it and its id. */
export function addBack(set: VellumSet, name: string): { set: VellumSet; id: string } {
  const backs = set.backs ?? [];
  const id = uniqueId(
    `${set.id}-${name}`,
    backs.map((b) => b.id),
    "back",
  );
  return { set: { ...set, backs: [...backs, { id, name, color: "#2b2118" }] }, id };
}

/** The set with the back `id` changed (an `undefined` value removes an optional field). */
export function patchBack(set: VellumSet, id: string, patch: Partial<CardBack>): VellumSet {
  return {
    ...set,
    backs: (set.backs ?? []).map((b) => {
      if (b.id !== id) return b;
      const next: Record<string, unknown> = { ...b, ...patch };
      for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
      return next as unknown as CardBack;
    }),
  };
}

/** The set without the back `id`, or a refusal naming the cards that ask for it. */
export function removeBack(set: VellumSet, id: string): Result<VellumSet, string> {
  const users = set.cards.filter((c) => c.back === id);
  if (users.length > 0) {
    const names = users.slice(0, 3).map((c) => c.name);
    const more = users.length > 3 ? ` and ${users.length - 3} more` : "";
    return err(
      `${names.join(", ")}${more} ${users.length === 1 ? "uses" : "use"} this back; give them another back first`,
    );
  }
  const backs = (set.backs ?? []).filter((b) => b.id !== id);
  const next: VellumSet = { ...set, backs };
  if (backs.length === 0) delete next.backs;
  return ok(next);
}
