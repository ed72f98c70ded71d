/**
 * Translators' files (issue 24, point 3): the set's texts in one language as XLIFF 2.0 (through
 * the `xliff` package) or a CSV per language, out and back in. An import is planned first (what
 * it changes, what looks wrong) and applied only when asked; a file for another set, another
 * language or with ids the set does not have changes nothing and says why. The units are in
 * exchange-units.ts. Pure: runs in the browser too.
 */
import js2xliff from "xliff/js2xliff";
import type { XliffUnit } from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import type { XliffJs } from "xliff/js2xliff";
import {
  START_RANGE,
  escapeFormula,
  languageLabel,
  messageOf,
  parseCsv,
  plural,
  serializeCsv,
  unescapeFormula,
  warningDiagnostic,
  wordList,
} from "../model";
import type { Diagnostic, Range, VellumSet } from "../model";
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

/** The prefix of a translators' XLIFF file id: `vellum.<set id>`. */
const FILE_ID_PREFIX = "vellum.";
/** The columns of a translators' CSV, in order. */
const CSV_HEADER = ["id", "field", "source", "translation", "context", "set", "language"] as const;
const CSV_REQUIRED = ["id", "field", "source", "translation"] as const;
const FINGERPRINT_NOTE = /^source fingerprint ([0-9a-f]{8})$/;
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

/** One translated text as a file states it. */
interface FileEntry {
  id: string;
  source: string;
  /** The translation; undefined or blank when untranslated. */
  target: string | undefined;
  /** The fingerprint of the source it was translated from, when the file states one. */
  from?: string;
  /** Where its translation is in the file (CSV), for diagnostics. */
  range?: Range;
  /** Where it is, for a person: `row 4`, `unit card.ada.name`. */
  where: string;
}

/** A translators' file as read: what it says it is, and its texts. */
interface ReadFile {
  format: ExchangeFormat;
  /** The set the file is for, when it says. */
  setId?: string;
  sourceLanguage?: string;
  language?: string;
  entries: FileEntry[];
  problems: Diagnostic[];
}

/** Whether two language tags name the same language (BCP 47 tags are case-insensitive). */
function sameLanguage(a: string, b: string | undefined): boolean {
  return b !== undefined && a.toLowerCase() === b.toLowerCase();
}

type Refusal = { ok: false; message: string };
const refuse = (message: string): Refusal => ({ ok: false, message });

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

type Read = { ok: true; file: ReadFile } | Refusal;

const TRANSLATORS_FILES =
  "Vellum reads the XLIFF 2.0 (.xlf) and CSV files it exports for translators (the CSV with the columns id, field, source, translation)";
const NOT_A_TRANSLATION_FILE = `is not a translators' file: ${TRANSLATORS_FILES}`;

function readXliff(text: string, fileName: string): Read {
  if (!/<xliff[\s>]/.test(text))
    return refuse(`${NOT_A_TRANSLATION_FILE} (it has no <xliff> element)`);
  let js: XliffJs | undefined;
  let failure: string | undefined;
  const exposed = exposeUnits(text);
  try {
    xliff2js(exposed.text, {}, (error, out) => {
      if (error) failure = xmlError(messageOf(error));
      else js = out;
    });
  } catch (e) {
    // The package throws on XML without an <xliff> root.
    failure = messageOf(e).split("\n")[0];
  }
  if (failure !== undefined || js === undefined)
    return refuse(`is not readable XML (${failure ?? "no XLIFF in it"}); ${TRANSLATORS_FILES}`);
  if (js.resources === undefined) {
    const version = /<xliff\b[^>]*\bversion\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
    return refuse(
      version !== undefined
        ? `is XLIFF ${version}; Vellum reads XLIFF 2.0 — export the file from Vellum again and translate that`
        : NOT_A_TRANSLATION_FILE,
    );
  }
  const fileIds = Object.keys(js.resources);
  const ours = fileIds.filter((id) => id.startsWith(FILE_ID_PREFIX));
  if (fileIds.length === 0)
    return refuse("holds no <file> element, so no texts — export the file from Vellum again");
  if (ours.length === 0)
    return refuse(
      `${NOT_A_TRANSLATION_FILE} (its file id${fileIds.length === 1 ? "" : "s"} ${wordList(fileIds.map((id) => `'${id}'`))} name${fileIds.length === 1 ? "s" : ""} no Vellum set)`,
    );
  const setIds = [...new Set(ours.map((id) => id.slice(FILE_ID_PREFIX.length)))];
  if (setIds.length > 1 || ours.length !== fileIds.length)
    return refuse(
      `holds files for ${wordList(fileIds.map((id) => `'${id}'`))}; a translators' file holds one set's texts`,
    );
  const entries: FileEntry[] = [];
  const problems: Diagnostic[] = [];
  let units = 0;
  const collect = (level: Record<string, XliffUnit | XmlNode[]>) => {
    for (const [key, value] of Object.entries(level)) {
      if (key === "_additionalElements" && Array.isArray(value)) {
        for (const node of value) {
          if (node.name !== RAW_UNIT) continue;
          units++;
          const read = readUnit(node);
          if ("entry" in read) entries.push(read.entry);
          else problems.push(warningDiagnostic(read.code, read.message, fileName));
        }
      } else if (!Array.isArray(value) && value.groupUnits !== undefined)
        collect(value.groupUnits as Record<string, XliffUnit | XmlNode[]>);
    }
  };
  collect(js.resources[ours[0] as string] as Record<string, XliffUnit | XmlNode[]>);
  const lost = exposed.units - units;
  if (lost > 0)
    return refuse(
      `has ${plural(lost, "<unit>")} Vellum cannot place (without an id, outside a <file>, or in a <group> whose id is used twice): it cannot tell which text ${lost === 1 ? "it translates" : "they translate"} — export the file from Vellum again`,
    );
  if (entries.length === 0 && problems.length === 0)
    return refuse("holds no translation units — export the file from Vellum again");
  return {
    ok: true,
    file: {
      format: "xliff",
      setId: setIds[0] as string,
      ...(js.sourceLanguage ? { sourceLanguage: js.sourceLanguage } : {}),
      ...(js.targetLanguage ? { language: js.targetLanguage } : {}),
      entries,
      problems,
    },
  };
}

/**
 * The name `<unit>` elements are given before the package reads the file. The package keeps one
 * source and one target per unit (each <segment> overwrites the last, <ignorable>s are dropped),
 * but hands elements it does not know over as parsed XML: renamed, each unit arrives whole and
 * `readUnit` joins its segments itself.
 */
const RAW_UNIT = "vellum-unit";

/** An element as the package's XML parser (xml-js) gives it. */
interface XmlNode {
  type: string;
  name?: string;
  attributes?: Record<string, string | number | undefined>;
  elements?: XmlNode[];
  text?: string | number | boolean;
  cdata?: string;
}

/**
 * `text` with its `<unit>` tags renamed `RAW_UNIT` (not inside CDATA or comments: a translation
 * may quote anything there), and with whitespace-only sources and targets (an <ignorable>'s space
 * between two sentences) wrapped as CDATA, which the parser keeps where it drops blank text.
 */
function exposeUnits(text: string): { text: string; units: number } {
  let units = 0;
  const parts = text.split(/(<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->)/);
  const exposed = parts.map((part, i) =>
    i % 2 === 1
      ? part
      : part
          .replace(/<(\/?)unit(?=[\s/>])/g, (_, close: string) => {
            if (close === "") units++;
            return `<${close}${RAW_UNIT}`;
          })
          .replace(/(<(source|target)\b[^>]*>)(\s+)(<\/\2\s*>)/g, "$1<![CDATA[$3]]>$4"),
  );
  return { text: exposed.join(""), units };
}

type UnitRead = { entry: FileEntry } | { code: string; message: string };

/**
 * One `<unit>`'s whole text: its <segment>s and <ignorable>s joined in order, sources with
 * sources and targets with targets (an <ignorable> without a target keeps its source, as XLIFF
 * says). A unit Vellum cannot read whole is not imported, with why.
 */
function readUnit(node: XmlNode): UnitRead {
  const id = String(node.attributes?.id ?? "");
  const where = `unit ${id}`;
  const children = node.elements ?? [];
  const bad = (message: string): UnitRead => ({
    code: "translations/unreadable-unit",
    message: `${where} ${message}, so it is not imported`,
  });
  const parts = children.filter((c) => c.name === "segment" || c.name === "ignorable");
  if (parts.length === 0) return bad("has no <segment> (it is empty)");
  const sources: string[] = [];
  const targets: (string | undefined)[] = [];
  const segments: boolean[] = [];
  for (const [n, part] of parts.entries()) {
    const what = parts.length === 1 ? `its <${part.name}>` : `its <${part.name}> ${n + 1}`;
    const of = (name: string) => (part.elements ?? []).filter((c) => c.name === name);
    const [source, ...moreSources] = of("source");
    const [target, ...moreTargets] = of("target");
    if (source === undefined) return bad(`has no <source> in ${what}`);
    if (moreSources.length > 0 || moreTargets.length > 0)
      return bad(`has more than one <source> or <target> in ${what}`);
    const sourceText = plainText(source);
    const targetText = target === undefined ? undefined : plainText(target);
    if (sourceText === null || targetText === null)
      return {
        code: "translations/markup",
        message: `${where} has inline markup Vellum does not read (write icons as {icon} tokens, as in the source), so it is not imported`,
      };
    sources.push(sourceText);
    // An empty <target/> is a segment not translated yet (what tools write before translating).
    targets.push(targetText === "" ? undefined : (targetText ?? undefined));
    segments.push(part.name === "segment");
  }
  const translated = targets.filter((t, i) => segments[i] && t !== undefined).length;
  const segmentCount = segments.filter(Boolean).length;
  let target: string | undefined;
  if (translated > 0 && translated < segmentCount)
    return bad(
      `has ${plural(segmentCount, "segment")} of which only ${translated} ${translated === 1 ? "is" : "are"} translated`,
    );
  if (translated > 0) target = targets.map((t, i) => t ?? sources[i]).join("");
  const notes = children
    .filter((c) => c.name === "notes")
    .flatMap((c) => (c.elements ?? []).filter((e) => e.name === "note"))
    .map((e) => plainText(e)?.trim() ?? "");
  const from = notes.map((n) => FINGERPRINT_NOTE.exec(n)?.[1]).find((f) => f !== undefined);
  return {
    entry: {
      id,
      source: sources.join(""),
      target,
      where,
      ...(from !== undefined ? { from } : {}),
    },
  };
}

/** The text of an element holding only text (entities read, CDATA kept); null with markup in it. */
function plainText(node: XmlNode): string | null {
  let text = "";
  for (const child of node.elements ?? []) {
    if (child.type === "text") text += String(child.text ?? "");
    else if (child.type === "cdata") text += child.cdata ?? "";
    else if (child.type !== "comment") return null;
  }
  return text;
}

/** The XML parser's message ("Unexpected close tag\nLine: 0\nColumn: 42…") on one line. */
function xmlError(message: string): string {
  const [first] = message.split("\n");
  const line = /Line: (\d+)/.exec(message)?.[1];
  const column = /Column: (\d+)/.exec(message)?.[1];
  return line !== undefined && column !== undefined
    ? `${first} at line ${Number(line) + 1}, column ${column}`
    : (first as string);
}

function readCsv(text: string, fileName: string): Read {
  const parsed = parseCsv(text, fileName, { maxCells: 64 });
  const [head, ...rows] = parsed.records;
  const header = (head?.cells ?? []).map((c) => c.value.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const missing = CSV_REQUIRED.filter((name) => column(name) < 0);
  if (missing.length > 0) {
    const cards = header.includes("type") && header.includes("name");
    const semicolons = CSV_REQUIRED.every((name) =>
      (header[0] ?? "").split(";").some((cell) => cell.trim() === name),
    );
    if (semicolons)
      return refuse(
        "has ';' between its cells, as a spreadsheet set to some languages saves CSV — save it again as “CSV UTF-8 (comma delimited)”",
      );
    return refuse(
      cards
        ? "is a CSV of cards, not a translators' file — import it with 'vellum import <cards.csv> --into SET' or on the set's page; a translators' CSV has the columns id, field, source, translation"
        : `${NOT_A_TRANSLATION_FILE}; this one lacks ${wordList(missing.map((m) => `'${m}'`))}`,
    );
  }
  const bad = parsed.diagnostics[0];
  if (bad !== undefined)
    return refuse(`line ${bad.range.start.line}, column ${bad.range.start.column}: ${bad.message}`);
  const cell = (record: (typeof rows)[number], name: string) => {
    const at = column(name);
    return at < 0 ? undefined : record.cells[at];
  };
  const value = (record: (typeof rows)[number], name: string) => {
    const c = cell(record, name);
    return c === undefined ? "" : unescapeFormula(c.value);
  };
  const entries: FileEntry[] = [];
  const sets = new Set<string>();
  const languages = new Set<string>();
  for (const record of rows) {
    if (record.cells.every((c) => c.value.trim() === "")) continue;
    const id = value(record, "id").trim();
    const field = value(record, "field").trim();
    const setId = value(record, "set").trim();
    const language = value(record, "language").trim();
    if (setId !== "") sets.add(setId);
    if (language !== "") languages.add(language);
    const translation = cell(record, "translation");
    entries.push({
      id: field === "" ? id : `${id}.${field}`,
      source: value(record, "source").replace(/\r\n?/g, "\n"),
      target: translation === undefined ? undefined : unescapeFormula(translation.value),
      where: `line ${record.line}`,
      ...(translation !== undefined ? { range: translation.range } : {}),
    });
  }
  if (sets.size > 1)
    return refuse(`has rows for more than one set (${wordList([...sets].map((s) => `'${s}'`))})`);
  if (languages.size > 1)
    return refuse(
      `has rows in more than one language (${wordList([...languages])}) — one file per language`,
    );
  const named = /\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*)\.csv$/i.exec(fileName)?.[1];
  const language = [...languages][0] ?? named;
  const setId = [...sets][0];
  return {
    ok: true,
    file: {
      format: "csv",
      ...(setId !== undefined ? { setId } : {}),
      ...(language !== undefined ? { language } : {}),
      entries,
      problems: [],
    },
  };
}
