/**
 * `vellum text <set> [--card ID] [--language TAG] [--json]`: each card's rules text as it prints
 * in a language (lib/text `cardRulesText`, the one the preview, print and export use), where it
 * comes from — generated from the effect, written by hand, translated — and where a written
 * text disagrees with the effect (lib/text `checkRulesText`).
 */
import type { Card, Diagnostic, VellumSet } from "../../lib/model";
import { languageLabel, nearestWord, setLanguageTags } from "../../lib/model";
import { LANGUAGE_TAG_PATTERN } from "../../lib/schema";
import {
  cardRulesText,
  catalogLanguages,
  checkRulesText,
  generateRulesText,
  hasCatalog,
} from "../../lib/text";
import type { CardRulesText, TextOrigin } from "../../lib/text";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { usableSet } from "../load-set";

export const TEXT_HELP = `vellum text <set> [--card ID] [--language TAG] [--json]
  Prints each card's rules text as it is printed in a language (default: the set's main one) and
  where it comes from: generated from the effect, written by hand, or translated; with any place
  a written text disagrees with the effect, and a warning when the language is not one of the
  set's or Vellum has no phrase catalog for it (generated text then falls back). --json prints
  { set, language, cards: [{ id, name, text, origin, language, field, problems }], warnings }.
  Exit 1 for an unknown card, 2 for a bad option.`;

/** The options of `vellum text` (its help names each). */
export const TEXT_OPTIONS = {
  card: "string",
  language: "string",
  json: "boolean",
} as const satisfies OptionSpec;

/** How each origin is said in the text output. */
const ORIGIN_WORDS: Readonly<Record<TextOrigin, string>> = {
  generated: "generated from the effect",
  written: "written by hand",
  translated: "translated",
};

/** A diagnostic as the JSON output lists it. */
interface Problem {
  severity: Diagnostic["severity"];
  code: string;
  message: string;
}

/** One card's line of the output. */
interface CardTextReport {
  id: string;
  /** The card's name in the language (its main-language name when not translated). */
  name: string;
  /** The rules text with `{icon}` tokens and `\n` between paragraphs; null when it prints none. */
  text: string | null;
  origin: TextOrigin | null;
  /** The language the text is in (another than asked when it falls back). */
  language: string | null;
  /** The card field it comes from: `text`, `translations/<lang>/text` or `effect`. */
  field: string | null;
  problems: Problem[];
}

const problem = (d: Diagnostic): Problem => ({
  severity: d.severity,
  code: d.code,
  message: d.message,
});

/** The card's name in `language`, else its own. */
function nameIn(card: Card, language: string): string {
  const tr = card.translations;
  const own = tr && Object.hasOwn(tr, language) ? tr[language]?.name : undefined;
  return own !== undefined && own.trim() !== "" ? own : card.name;
}

/** The report of one card: its printed text, and what is wrong with it. */
function reportCard(card: Card, set: VellumSet, language: string): CardTextReport {
  const rules: CardRulesText | undefined = cardRulesText(card, set, language);
  const problems: Diagnostic[] = [];
  if (rules?.origin === "generated" && card.effect !== undefined)
    problems.push(...generateRulesText(card.effect, set, language).problems);
  problems.push(...checkRulesText(card, set, language));
  return {
    id: card.id,
    name: nameIn(card, language),
    text: rules?.text ?? null,
    origin: rules?.origin ?? null,
    language: rules?.language ?? null,
    field: rules?.field ?? null,
    problems: problems.map(problem),
  };
}

/** What the whole run must say once: a language the set lacks, a catalog Vellum lacks. */
function languageWarnings(set: VellumSet, language: string, cards: CardTextReport[]): Problem[] {
  const warnings: Problem[] = [];
  const tags = setLanguageTags(set);
  if (!tags.includes(language))
    warnings.push({
      severity: "warning",
      code: "text/unknown-language",
      message: `set '${set.id}' has no '${language}' texts (its languages are ${tags.join(", ")}): names and hand-written texts print in ${languageLabel(set.language)} — add '${language}' to the set's languages to translate them`,
    });
  // The catalogs' own answer (the language they wrote in), and which languages they ship.
  const fellBack = cards.filter(
    (c) => c.origin === "generated" && (c.language !== language || !hasCatalog(language)),
  );
  if (fellBack.length > 0) {
    const into = [...new Set(fellBack.map((c) => c.language))]
      .filter((l) => l !== language)
      .join(", ");
    warnings.push({
      severity: "warning",
      code: "text/no-catalog",
      message: `Vellum has no phrase catalog for ${languageLabel(language)}: the text generated for ${fellBack.length} ${fellBack.length === 1 ? "card" : "cards"} falls back${into ? ` to ${into}` : ""} — write it by hand in ${language}, or choose one of ${catalogLanguages().join(", ")}`,
    });
  }
  return warnings;
}

/**
 * Problems several cards share (a catalog's fallback, said on each generated text) are said once
 * among the warnings, not under every card; a card's catalog fallback, once the run's warning
 * says it, is not said again at all.
 */
function hoistShared(cards: CardTextReport[], warnings: Problem[]): void {
  const key = (p: Problem) => `${p.code}\n${p.message}`;
  const counts = new Map<string, number>();
  for (const c of cards)
    for (const p of c.problems) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  const said = new Set(warnings.map(key));
  // The run's own catalog warning says it for every card: a card's fallback is not said again.
  const runSays = new Set(warnings.map((w) => w.code));
  for (const c of cards) {
    c.problems = c.problems.filter((p) => {
      if (p.code === "text/no-catalog" && runSays.has(p.code)) return false;
      if ((counts.get(key(p)) ?? 0) < 2) return true;
      if (!said.has(key(p))) warnings.push(p);
      said.add(key(p));
      return false;
    });
  }
}

/** A card's report as lines of text: its id, name and origin, its text indented, its problems. */
function cardLines(c: CardTextReport, language: string): string[] {
  const where =
    c.origin === null
      ? "prints no rules text"
      : `${ORIGIN_WORDS[c.origin]}${c.language !== language ? `, in ${c.language}` : ""}`;
  const lines = [`${c.id} — ${c.name} (${where})`];
  if (c.text !== null) for (const line of c.text.split("\n")) lines.push(`  ${line}`);
  for (const p of c.problems) lines.push(`  ${p.severity} ${p.code}: ${p.message}`);
  return lines;
}

/** "12 generated from the effect, 3 written by hand, 1 translated, 20 with none". */
function summary(reports: readonly CardTextReport[]): string {
  const count = (origin: TextOrigin | null) => reports.filter((c) => c.origin === origin).length;
  const parts = (["generated", "written", "translated"] as const)
    .filter((o) => count(o) > 0)
    .map((o) => `${count(o)} ${ORIGIN_WORDS[o]}`);
  if (count(null) > 0) parts.push(`${count(null)} with none`);
  return parts.join(", ") || "no cards";
}

/** `vellum text`. */
export async function textCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [name] = args.positionals;
  if (!name) {
    io.err(TEXT_HELP);
    return EXIT.usage;
  }
  const asked = stringOption(args, "language");
  if (asked !== undefined && !LANGUAGE_TAG_PATTERN.test(asked)) {
    io.err(`error: --language must be a language tag such as en, it or de-AT, not '${asked}'`);
    return EXIT.usage;
  }
  const found = await usableSet(name, io);
  if (typeof found === "number") return found;
  const { set } = found;
  const language = asked ?? set.language;
  const id = stringOption(args, "card");
  let cards: readonly Card[] = set.cards;
  if (id !== undefined) {
    const card = set.cards.find((c) => c.id === id);
    if (!card) {
      const near = nearestWord(
        id,
        set.cards.map((c) => c.id),
      );
      io.err(
        `error: no card '${id}' in set '${set.id}'${near === undefined ? "" : ` — did you mean '${near}'?`}`,
      );
      return EXIT.failed;
    }
    cards = [card];
  }
  const reports = cards.map((c) => reportCard(c, set, language));
  const warnings = languageWarnings(set, language, reports);
  hoistShared(reports, warnings);
  if (flag(args, "json")) {
    io.out(JSON.stringify({ set: set.id, language, cards: reports, warnings }, null, 2));
  } else {
    // A card that prints no rules text (a character) is counted, not listed, unless asked for.
    const shown = id !== undefined ? reports : reports.filter((c) => c.origin !== null);
    io.out(`${set.name}: rules text in ${languageLabel(language)} — ${summary(reports)}`);
    for (const c of shown) {
      io.out("");
      for (const line of cardLines(c, language)) io.out(line);
    }
  }
  for (const w of warnings) io.err(`${w.severity} ${w.code}: ${w.message}`);
  const failed = [...warnings, ...reports.flatMap((c) => c.problems)].some(
    (p) => p.severity === "error",
  );
  return failed ? EXIT.failed : EXIT.ok;
}
