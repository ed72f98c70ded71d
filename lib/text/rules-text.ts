/**
 * The contract the rest of the product reads a card's rules text through (issue 24): a card's
 * written text, or the text generated from its effect through the phrase catalogs
 * (generate.ts), memoised per set object, language and effect source.
 */
import type { Card, Diagnostic, VellumSet } from "../model";
import { diagnostic } from "../model";
import { headingWords } from "../dsl";
import { CATALOGS } from "./catalogs";
import { compiledEffect } from "./compiled";
import type { Catalog } from "./catalogs";
import { Writer } from "./generate";
import { catalogFor, overrideProblem } from "./messages";

/** The built-in headings' words, to tell a set's own heading from a copy of the built-in one. */
const HEADING_OF = {
  immediate: "on play:",
  response: "response:",
  continuous: "while visible:",
  persistent: "while persistent:",
} as const;

/** Where a printed rules text comes from. */
export type TextOrigin = "generated" | "written" | "translated";

/** A card's rules text in one language, as it is printed. */
export interface CardRulesText {
  /** The text, with `{icon}` tokens for inline icons and `\n` between paragraphs. */
  text: string;
  origin: TextOrigin;
  /** The language the text is written in (the one asked for, or the one that stood in for it). */
  language: string;
  /**
   * The card field it comes from, as a path under the card: `text`, `translations/it/text`, or
   * `effect` for generated text.
   */
  field: string;
}

/** Rules text generated from an effect in one language. */
export interface GeneratedText {
  text: string;
  /** The catalog's language that wrote it (the asked one, or the fallback when it has none). */
  language: string;
  /** Why it could not be written as asked: a language without a catalog, an effect with errors. */
  problems: Diagnostic[];
}

/** The languages Vellum ships phrase catalogs for. */
export function catalogLanguages(): readonly string[] {
  return Object.keys(CATALOGS);
}

/** What the text of one set in one language is written with, and the problems of choosing it. */
interface LanguageSetup {
  writer: Writer;
  problems: Diagnostic[];
}

/** Per set object: its writers per language, its texts per effect (compiles: compiled.ts). */
interface SetCache {
  setups: Map<string, LanguageSetup>;
  texts: Map<string, GeneratedText>;
}

// A set is replaced, never mutated, when it is edited: its object is the cache key, and the
// entries go with it.
const cache = new WeakMap<VellumSet, SetCache>();

function setCache(set: VellumSet): SetCache {
  let entry = cache.get(set);
  if (!entry) {
    entry = { setups: new Map(), texts: new Map() };
    cache.set(set, entry);
  }
  return entry;
}

/**
 * The catalog that writes `language` for `set`: its own; else its base tag's (`de-AT` → `de`);
 * else the set's main language's; else English — with a `text/no-catalog` warning whenever it
 * is not the language asked for.
 */
export function catalogChoice(
  language: string,
  set: Pick<VellumSet, "language">,
): { catalog: Catalog; problem?: Diagnostic } {
  const own = CATALOGS[language.toLowerCase()];
  if (own) return { catalog: own };
  const base = catalogFor(language);
  const main = base ? undefined : catalogFor(set.language);
  const catalog = base ?? main ?? CATALOGS.en!;
  const why = base ? "its base language" : main ? "the set's main language" : "English";
  return {
    catalog,
    problem: diagnostic(
      "warning",
      "text/no-catalog",
      `no phrase catalog for '${language}': rules text is generated in '${catalog.language}' (${why}) — write the text in '${language}' by hand, or add a catalog for it (docs/rules-text.md)`,
      "rules-text",
    ),
  };
}

/** The set's phrases for `language` that pass the checks (refused ones are left out). */
function usableOverrides(
  set: VellumSet,
  language: string,
  catalog: Catalog,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const tag of [catalog.language, language]) {
    const own = getOwnRecord(set.phrases, tag);
    for (const [id, message] of Object.entries(own ?? {})) {
      if (typeof message === "string" && overrideProblem(tag, id, message) === undefined)
        out[id] = message;
    }
  }
  return out;
}

function getOwnRecord(
  record: Record<string, Record<string, string>> | undefined,
  key: string,
): Record<string, string> | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A language tag's primary language, lower-case: `en-US` → `en`. */
function primaryTag(language: string): string {
  return (language.split("-")[0] ?? language).toLowerCase();
}

function setup(set: VellumSet, language: string): LanguageSetup {
  const entry = setCache(set);
  let out = entry.setups.get(language);
  if (out) return out;
  const { catalog, problem } = catalogChoice(language, set);
  const tag = catalog.language;
  // The main language's own words; a regional variant of it (en-US in an en set) has its own
  // translations (words, family names, headings), and falls back to the main language's.
  const main = set.language === language;
  const variant = !main && primaryTag(set.language) === primaryTag(language);
  const rules = set.rules ?? ({} as Partial<VellumSet["rules"]>);
  const translated = (key: "familyWord" | "pointsWord", builtIn: string): string | undefined => {
    const own = rules.translations?.[language]?.[key] ?? rules.translations?.[tag]?.[key];
    const word = main ? rules[key] : (own ?? rules[key]);
    // The built-in English word stands for "none of its own": the catalog writes its own.
    if (word === undefined || word.trim() === "" || (!own && word === builtIn)) return undefined;
    return word;
  };
  const families = new Map(set.families.map((f) => [f.id, f]));
  const writer = new Writer(catalog, {
    overrides: usableOverrides(set, language, catalog),
    familyWord: translated("familyWord", "family"),
    pointsWord: translated("pointsWord", "Self-Worth"),
    familyName: (id) => {
      const family = families.get(id);
      if (!family) return id;
      return (main ? undefined : family.translations?.[language]?.name) ?? family.name;
    },
    heading: (category) => {
      const settings = rules.effectCategories?.[category];
      const heading = main
        ? settings?.heading
        : (settings?.translations?.[language]?.heading ??
          (variant ? settings?.heading : settings?.translations?.[tag]?.heading));
      if (heading === undefined || heading.trim() === "") return undefined;
      // A set that writes the built-in heading has no heading of its own.
      return headingWords(heading).join(" ") === HEADING_OF[category].slice(0, -1)
        ? undefined
        : heading.trim();
    },
  });
  out = { writer, problems: problem ? [problem] : [] };
  entry.setups.set(language, out);
  return out;
}

/** The rules text generated from `effect` (source, compiled against `set`) in `language`. */
export function generateRulesText(effect: string, set: VellumSet, language: string): GeneratedText {
  const entry = setCache(set);
  const memo = `${language}\u0000${effect}`;
  const known = entry.texts.get(memo);
  if (known) return known;
  const { writer, problems } = setup(set, language);
  const { ir, diagnostics } = compiledEffect(effect, set);
  let out: GeneratedText;
  if (!ir) {
    const first = diagnostics.find((d) => d.severity === "error");
    out = {
      text: "",
      language: writer.language,
      problems: [
        ...problems,
        diagnostic(
          "error",
          "text/effect-has-errors",
          `no rules text: the effect does not compile${first ? ` (${first.message})` : ""} — fix the effect, or write the text by hand`,
          "rules-text",
        ),
      ],
    };
  } else {
    const text = writer.effect(ir);
    const missing = [...writer.missing];
    out = {
      text,
      language: writer.language,
      problems:
        missing.length === 0
          ? problems
          : [
              ...problems,
              diagnostic(
                "warning",
                "text/missing-phrase",
                `the '${writer.language}' catalog has no usable phrase ${missing.map((m) => `'${m}'`).join(", ")}: written in English there`,
                "rules-text",
              ),
            ],
    };
  }
  entry.texts.set(memo, out);
  return out;
}

/**
 * The rules text `card` prints in `language` (default: the set's main language), `undefined`
 * when it has neither text nor effect:
 * - its hand-written text in that language (`translated`, or `written` in the main language);
 * - else, in another language, the text generated from its effect in that language, when
 *   Vellum has a catalog for it (its own or its base language's) and the effect compiles: a
 *   translated edition prints its own language rather than the main language's words;
 * - else its main language's written text;
 * - else the generated text (with a stand-in catalog's words when the language has none; empty
 *   when the effect does not compile — `generateRulesText` says why).
 */
export function cardRulesText(
  card: Card,
  set: VellumSet,
  language: string = set.language,
): CardRulesText | undefined {
  const other = language !== set.language;
  const tr = other ? card.translations?.[language]?.text : undefined;
  if (tr !== undefined && tr.trim() !== "")
    return { text: tr, origin: "translated", language, field: `translations/${language}/text` };
  const effect = card.effect !== undefined && card.effect.trim() !== "" ? card.effect : undefined;
  const generated = (): CardRulesText | undefined => {
    if (effect === undefined) return undefined;
    const out = generateRulesText(effect, set, language);
    return { text: out.text, origin: "generated", language: out.language, field: "effect" };
  };
  if (other && effect !== undefined && catalogFor(language) !== undefined) {
    const own = generated();
    if (own !== undefined && own.text !== "") return own;
  }
  if (card.text !== undefined && card.text.trim() !== "")
    return { text: card.text, origin: "written", language: set.language, field: "text" };
  return generated();
}
