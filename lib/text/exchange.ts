/**
 * Translators' files (issue 24, point 3): the set's texts in one language as XLIFF 2.0 (through
 * the `xliff` package) or a CSV per language, out and back in. An import is planned first (what
 * it changes, what looks wrong) and applied only when asked; a file for another set, another
 * language or with ids the set does not have changes nothing and says why. The units are in
 * exchange-units.ts, the reading of a file in exchange-read.ts. Pure: runs in the browser too.
 */
import js2xliff from "xliff/js2xliff";
import type { XliffUnit } from "xliff/js2xliff";
import {
  START_RANGE,
  escapeFormula,
  languageLabel,
  plural,
  serializeCsv,
  warningDiagnostic,
  wordList,
} from "../model";
import type { Diagnostic, VellumSet } from "../model";
import { sourceFingerprint } from "./fingerprint";
import {
  noSourceWords,
  translationUnits,
  unitLabel,
  unitPlaces,
  unitFingerprint,
  unitPointer,
  unitSource,
  unitTarget,
  writeUnit,
} from "./exchange-units";
import type { TranslationUnit } from "./exchange-units";
import {
  CSV_HEADER,
  FILE_ID_PREFIX,
  readCsv,
  readXliff,
  refuse,
  sameLanguage,
} from "./exchange-read";
import type { FileEntry, ReadFile } from "./exchange-read";

/** The file formats a translator can be handed. */
export type ExchangeFormat = "xliff" | "csv";

/** A file to hand a translator. */
export interface TranslationFile {
  /** A file name such as `saltmarrow.it.xlf`. */
  name: string;
  mime: string;
  content: string;
  /** How many texts it holds to translate. */
  units?: number;
  /** How many of them are translated already. */
  translated?: number;
}

/** One text an import would change. */
export interface TranslationChange {
  /**
   * What it translates: the unit id, e.g. `card.ada.name`, `family.ashgrove.name`, `set.name`,
   * `words.familyWord`, `print.fronts`.
   */
  target: string;
  /** A label a person reads: the card's name and the field. */
  label: string;
  language: string;
  /** The source (main language) text it was translated from. */
  source: string;
  before: string | undefined;
  after: string;
  /**
   * The fingerprint (`sourceFingerprint`) of the source the file says it was translated from:
   * what the card's `from` records when applied.
   */
  from?: string;
}

/** What importing a file would do, shown before it is applied. */
export interface ImportPlan {
  language: string;
  format: ExchangeFormat;
  changes: TranslationChange[];
  /** Texts in the file equal to what the set has already. */
  unchanged: number;
  /** Why parts of the file are not applied (each names the unit or row). */
  problems: Diagnostic[];
  /** Units of the file left untranslated (no target, or an empty one): they change nothing. */
  untranslated?: number;
}

/** How many unknown ids a refusal names before it counts the rest. */
const NAMED_IDS = 5;

/**
 * Why `set` cannot be translated into `language` (the main language, or one it does not list),
 * with what to do; undefined when it can.
 */
export function translationLanguageProblem(set: VellumSet, language: string): string | undefined {
  if (language === set.language)
    return `${languageLabel(language)} is the set's main language: its texts are the source, there is nothing to translate into it`;
  if (!(set.languages ?? []).includes(language)) {
    const listed = (set.languages ?? []).filter((l) => l !== set.language);
    return `the set does not list ${languageLabel(language)} among its languages${listed.length > 0 ? ` (it lists ${wordList(listed)})` : ""} — add it in the set's Settings under Languages (or to "languages" in set.json), then try again`;
  }
  return undefined;
}

/** The set's texts in `language` as a file for a translator; throws for a language it lacks. */
export function exportTranslations(
  set: VellumSet,
  language: string,
  format: ExchangeFormat,
): TranslationFile {
  const problem = translationLanguageProblem(set, language);
  if (problem !== undefined) throw new Error(problem);
  const units = translationUnits(set, language);
  const counts = { units: units.length, translated: units.filter((u) => u.target).length };
  if (format === "csv") {
    const rows = units.map((u) => {
      const dot = u.id.lastIndexOf(".");
      return [
        u.id.slice(0, dot),
        u.id.slice(dot + 1),
        escapeFormula(u.source),
        escapeFormula(u.target ?? ""),
        escapeFormula(u.label),
        set.id,
        language,
      ];
    });
    return {
      name: `${set.id}.${language}.csv`,
      mime: "text/csv;charset=utf-8",
      // The BOM makes spreadsheet programs read the file as UTF-8 (accents, “quotes”).
      content: serializeCsv([[...CSV_HEADER], ...rows], { bom: true }),
      ...counts,
    };
  }
  const resource: Record<string, XliffUnit> = {};
  for (const u of units) resource[u.id] = xliffUnit(u);
  let xml = "";
  js2xliff(
    {
      sourceLanguage: set.language,
      targetLanguage: language,
      resources: { [`${FILE_ID_PREFIX}${set.id}`]: resource },
    },
    { indent: "  ", targetXliffVersion: "2.0" },
    (error, out) => {
      if (error) throw error;
      xml = out;
    },
  );
  return {
    name: `${set.id}.${language}.xlf`,
    mime: "application/xliff+xml",
    content: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`,
    ...counts,
  };
}

function xliffUnit(unit: TranslationUnit): XliffUnit {
  const note = [unit.label, `source fingerprint ${unit.fingerprint}`, ...(unit.notes ?? [])];
  return {
    note,
    source: unit.source,
    ...(unit.target !== undefined ? { target: unit.target } : {}),
  };
}

/**
 * What importing `content` (a file named `fileName`) into `set` would change, or why nothing can
 * be (a file for another set, unknown ids, not a translation file): then `ok` is false.
 */
export function planTranslationImport(
  set: VellumSet,
  content: string,
  fileName: string,
): { ok: true; plan: ImportPlan } | { ok: false; message: string } {
  const text = content.replace(/^\uFEFF/, "");
  if (text.trim() === "") return refuse(`${fileName} is empty: nothing was imported`);
  const read = text.trimStart().startsWith("<")
    ? readXliff(text, fileName)
    : readCsv(text, fileName);
  if (!read.ok) return refuse(`${fileName}: ${read.message} — nothing was imported`);
  const file = read.file;
  const nothing = " — nothing was imported";
  if (file.setId !== undefined && file.setId !== set.id)
    return refuse(
      `${fileName} is for the set '${file.setId}', not '${set.id}' — import it into that set, or export a file from '${set.id}'${nothing}`,
    );
  if (file.sourceLanguage !== undefined && !sameLanguage(file.sourceLanguage, set.language))
    return refuse(
      `${fileName} translates from ${languageLabel(file.sourceLanguage)}, but the set's main language is ${languageLabel(set.language)} — export a new file from the set${nothing}`,
    );
  // Language tags are case-insensitive (trgLang="FR" is French): the set's own spelling is kept.
  const language =
    file.language === undefined
      ? undefined
      : ([set.language, ...(set.languages ?? [])].find((l) => sameLanguage(l, file.language)) ??
        file.language);
  if (language === undefined)
    return refuse(
      file.format === "xliff"
        ? `${fileName} does not say which language it is in (its <xliff> element has no trgLang) — add trgLang="<language>" to it${nothing}`
        : `${fileName} does not say which language it is in — add a 'language' column, or name the file ${set.id}.<language>.csv${nothing}`,
    );
  const languageProblem = translationLanguageProblem(set, language);
  if (languageProblem !== undefined) return refuse(`${fileName}: ${languageProblem}${nothing}`);
  const placeOf = unitPlaces(set);
  const unknown = file.entries.filter((e) => placeOf(e.id) === undefined);
  if (unknown.length > 0) {
    const named = unknown.slice(0, NAMED_IDS).map((e) => `'${e.id}' (${e.where})`);
    const more = unknown.length - named.length;
    return refuse(
      `${fileName} has ${plural(unknown.length, "id")} the set does not have: ${wordList(more > 0 ? [...named, `${more} more`] : named)} — a card or family removed or renamed since the file was exported? Export a new file, or take ${unknown.length === 1 ? "it" : "them"} out of this one${nothing}`,
    );
  }
  const seen = new Map<string, FileEntry>();
  for (const e of file.entries) {
    const first = seen.get(e.id);
    if (first !== undefined)
      return refuse(
        `${fileName} translates '${e.id}' twice (${first.where} and ${e.where}) — keep one${nothing}`,
      );
    seen.set(e.id, e);
  }
  return { ok: true, plan: planEntries(set, file, language, fileName, placeOf) };
}

function planEntries(
  set: VellumSet,
  file: ReadFile,
  language: string,
  fileName: string,
  placeOf: ReturnType<typeof unitPlaces>,
): ImportPlan {
  const plan: ImportPlan = {
    language,
    format: file.format,
    changes: [],
    unchanged: 0,
    problems: [...file.problems],
    untranslated: 0,
  };
  for (const entry of file.entries) {
    const place = placeOf(entry.id);
    if (place === undefined) continue; // refused above
    const label = unitLabel(set, place);
    const at = { range: entry.range ?? { ...START_RANGE }, pointer: unitPointer(place, language) };
    const after = entry.target?.replace(/\r\n?/g, "\n");
    if (after === undefined || after.trim() === "") {
      plan.untranslated = (plan.untranslated ?? 0) + 1;
      continue;
    }
    const source = unitSource(set, place, language);
    if (source === undefined) {
      plan.problems.push(
        warningDiagnostic(
          "translations/no-source",
          `${label} (${entry.where}) has ${noSourceWords(set, place)}, so its translation is not imported`,
          fileName,
          at,
        ),
      );
      continue;
    }
    const before = unitTarget(set, place, language);
    if (before === after) {
      plan.unchanged++;
      continue;
    }
    // What it was made from: the file's fingerprint (XLIFF); else its source as the file gives
    // it (CSV), the current one when it reads the same or is left empty — then the fingerprint
    // the set keeps for it (for generated rules text, of the effect's source).
    const current = unitFingerprint(set, place, language, source);
    const given = entry.source.trim() === "" ? undefined : sourceFingerprint(entry.source);
    const from =
      entry.from ?? (given === undefined || given === sourceFingerprint(source) ? current : given);
    if (from !== current)
      plan.problems.push(
        warningDiagnostic(
          "translations/source-changed",
          `${label} (${entry.where}) was translated from an older text (“${entry.source}”); the source now reads “${source}” — it is imported, and shows as changed since translated until it is brought up to date`,
          fileName,
          at,
        ),
      );
    const dropped = [...new Set(source.match(/\{[^{}\s]+\}/g) ?? [])].filter(
      (token) => !after.includes(token),
    );
    if (dropped.length > 0)
      plan.problems.push(
        warningDiagnostic(
          "translations/dropped-token",
          `${label} (${entry.where}): the translation leaves out ${wordList(dropped)}, which the source has — write ${dropped.length === 1 ? "it" : "them"} as in the source (an icon or a number filled in when printed)`,
          fileName,
          at,
        ),
      );
    plan.changes.push({ target: entry.id, label, language, source, before, after, from });
  }
  return plan;
}

/** Problems about a change the plan makes all the same: a warning to read, not a refusal. */
const APPLIED_WITH_WARNING = new Set(["translations/source-changed", "translations/dropped-token"]);

/**
 * The plan's problems in two: warnings about texts it imports (translated from an older source,
 * an icon token left out) and the texts it does not import (no source any more, markup, a unit
 * it cannot read), for a person to see which is which.
 */
export function importProblemGroups(plan: ImportPlan): {
  imported: Diagnostic[];
  notImported: Diagnostic[];
} {
  return {
    imported: plan.problems.filter((d) => APPLIED_WITH_WARNING.has(d.code)),
    notImported: plan.problems.filter((d) => !APPLIED_WITH_WARNING.has(d.code)),
  };
}

/** `set` with the plan's changes applied (and each translation's `from` fingerprints set). */
export function applyTranslationImport(set: VellumSet, plan: ImportPlan): VellumSet {
  if (plan.changes.length === 0) return set;
  const draft = structuredClone(set);
  const placeOf = unitPlaces(draft);
  for (const change of plan.changes) {
    const place = placeOf(change.target);
    if (place !== undefined) writeUnit(draft, place, plan.language, change.after, change.from);
  }
  return draft;
}
