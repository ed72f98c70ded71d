/**
 * Pure edits of a set's settings (DESIGN.md "The data"): languages and which card texts lack
 * them, rules options, the set's words per language, card backs per card type. Each returns a
 * new set, or a refusal saying why; the settings page calls them and hands the result to the
 * store.
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
} from "@/lib/model";
import { err, languageName, ok, slugify } from "@/lib/model";

/** Same as the schema's `languageTag`. */
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

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
  if (!LANGUAGE_TAG.test(tag)) {
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

/** A language's English name; lib/model's, which the print page and the library share. */
export { languageName };

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

function present(s: string | undefined): boolean {
  return s !== undefined && s.trim() !== "";
}

/**
 * The cards whose printed texts lack a translation into `language`: the name always, the rules
 * text when the card prints one (its `text`, or its effect when it has none), the flavour and
 * the reminder when the card has them.
 */
export function languageGaps(set: VellumSet, language: string): LanguageGap[] {
  const out: LanguageGap[] = [];
  for (const card of set.cards) {
    const tr = card.translations?.[language] ?? {};
    const missing: (keyof CardText)[] = [];
    if (!present(tr.name)) missing.push("name");
    if ((present(card.text) || present(card.effect)) && !present(tr.text)) missing.push("text");
    if (present(card.flavor) && !present(tr.flavor)) missing.push("flavor");
    if (present(card.reminder) && !present(tr.reminder)) missing.push("reminder");
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

/** Why a title or version cannot be saved as typed, or undefined. */
export function generalProblem(key: "name" | "version", value: string): string | undefined {
  if (key === "name") {
    if (value.trim() === "") return "the set needs a title";
    if (value.length > 80) return "at most 80 characters";
    return undefined;
  }
  if (
    !/^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.test(
      value,
    )
  ) {
    return "a version is MAJOR.MINOR.PATCH, e.g. 1.0.0 or 0.2.1-beta";
  }
  return undefined;
}

/** The rules options whose values are numbers. */
export type NumericRule =
  | "handSize"
  | "playsPerTurn"
  | "minPlayers"
  | "maxPlayers"
  | "fourPlayerRemoval"
  | "storiesInCentre";

/**
 * Why `rules` cannot be saved (a pair of options that contradict each other), keyed by the
 * option to show it at; empty when they are fine. Single options' ranges are the fields' own.
 */
export function rulesProblems(rules: RulesOptions): Partial<Record<keyof RulesOptions, string>> {
  const out: Partial<Record<keyof RulesOptions, string>> = {};
  if (rules.minPlayers > rules.maxPlayers) {
    out.minPlayers = `the fewest players (${rules.minPlayers}) must not be more than the most (${rules.maxPlayers})`;
  }
  return out;
}

/** Warnings about rules options that are legal but will not play as written. */
export function rulesWarnings(set: VellumSet): Partial<Record<keyof RulesOptions, string>> {
  const out: Partial<Record<keyof RulesOptions, string>> = {};
  const families = set.families.length;
  const { maxPlayers, stories, storiesInCentre } = set.rules;
  // R3.2: five players can build a fifth family from four families' removed characters.
  const seats = families >= 4 ? Math.max(families, 5) : families;
  if (maxPlayers > seats) {
    out.maxPlayers = `the set has ${families} ${families === 1 ? "family" : "families"}, enough for ${seats} players`;
  }
  const storyCards = set.cards.filter((c) => c.type === "story").length;
  if (stories && storiesInCentre > storyCards) {
    out.storiesInCentre = `the set has only ${storyCards} story ${storyCards === 1 ? "card" : "cards"}`;
  }
  return out;
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

/** An id not yet used in `taken`, built from `base`. */
export function uniqueId(taken: readonly string[], base: string, fallback: string): string {
  const root = slugify(base) || fallback;
  if (!taken.includes(root)) return root;
  for (let n = 2; ; n++) if (!taken.includes(`${root}-${n}`)) return `${root}-${n}`;
}

/** The set with a new generated back (named `name`) added; returns it and its id. */
export function addBack(set: VellumSet, name: string): { set: VellumSet; id: string } {
  const backs = set.backs ?? [];
  const id = uniqueId(
    backs.map((b) => b.id),
    `${set.id}-${name}`,
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
