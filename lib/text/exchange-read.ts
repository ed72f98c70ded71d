/**
 * Reading a translators' file (exchange.ts): XLIFF 2.0 through the `xliff` package, with each
 * unit's segments read whole, or a translators' CSV; what the file says it is and its texts,
 * or why it is not one. Pure.
 */
import xliff2js from "xliff/xliff2js";
import type { XliffJs } from "xliff/js2xliff";
import {
  messageOf,
  parseCsv,
  plural,
  unescapeFormula,
  warningDiagnostic,
  wordList,
} from "../model";
import type { Diagnostic, Range } from "../model";
import type { ExchangeFormat } from "./exchange";
import type { XliffUnit } from "xliff/js2xliff";

/** The prefix of a translators' XLIFF file id: `vellum.<set id>`. */
export const FILE_ID_PREFIX = "vellum.";
/** The columns of a translators' CSV, in order. */
export const CSV_HEADER = [
  "id",
  "field",
  "source",
  "translation",
  "context",
  "set",
  "language",
] as const;
export const CSV_REQUIRED = ["id", "field", "source", "translation"] as const;
export const FINGERPRINT_NOTE = /^source fingerprint ([0-9a-f]{8})$/;

/** One translated text as a file states it. */
export interface FileEntry {
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
export interface ReadFile {
  format: ExchangeFormat;
  /** The set the file is for, when it says. */
  setId?: string;
  sourceLanguage?: string;
  language?: string;
  entries: FileEntry[];
  problems: Diagnostic[];
}

/** Whether two language tags name the same language (BCP 47 tags are case-insensitive). */
export function sameLanguage(a: string, b: string | undefined): boolean {
  return b !== undefined && a.toLowerCase() === b.toLowerCase();
}

export type Refusal = { ok: false; message: string };
export const refuse = (message: string): Refusal => ({ ok: false, message });

export type Read = { ok: true; file: ReadFile } | Refusal;

export const TRANSLATORS_FILES =
  "Vellum reads the XLIFF 2.0 (.xlf) and CSV files it exports for translators (the CSV with the columns id, field, source, translation)";
export const NOT_A_TRANSLATION_FILE = `is not a translators' file: ${TRANSLATORS_FILES}`;

export function readXliff(text: string, fileName: string): Read {
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

export function readCsv(text: string, fileName: string): Read {
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
