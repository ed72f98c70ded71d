import { createWriteStream } from "node:fs";
import { open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import path from "node:path";
import { formatDiagnostic, messageOf } from "../../lib/model";
import type { Diagnostic } from "../../lib/model";
import { MAX_SET_BYTES, decodeText } from "../../lib/schema";
import { MAX_ZIP_BYTES, mib, setZipFileText } from "../../lib/store";
import type { StoreError } from "../../lib/store";
import { EXPORT_FORMATS, exportFileName, isPrintFormat, isSetFileFormat } from "../../lib/export";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { cliWorkspace } from "../open-workspace";
import { historyText } from "./history-text";
import { printCommand } from "./print";
import { PRINT_HELP, PRINT_OPTIONS } from "./print-help";

export const LIST_HELP = `vellum list
  Lists the sets in the workspace (VELLUM_WORKSPACE, default ./workspace).`;

export const IMPORT_HELP = `vellum import <set.json | set.zip> [--id ID] [--overwrite]
vellum import <cards.csv> --into SET
  Adds a set to the workspace, or replaces one with --overwrite. A CSV of cards merges into an
  existing set: rows update the card with the same id, new ids are added.`;

/** The options of `vellum import` (its help names each). */
export const IMPORT_OPTIONS = {
  id: "string",
  into: "string",
  overwrite: "boolean",
} as const satisfies OptionSpec;

export const EXPORT_HELP = `vellum export <set> --format ${EXPORT_FORMATS.map((f) => f.id).join("|")} [--out PATH] [--language LANG]
  Writes a set from the workspace as set.json, a zip with its art, or a CSV of its cards.
  Without --out, json and csv go to standard output and zip to ./<set>.zip. --language LANG
  (csv and the print formats): the CSV's translation columns for that language only (none for
  the set's main language); set.json and the zip always carry every language.
${PRINT_HELP}`;

/** The options of `vellum export`: those of every format, then the print formats' own. */
const SET_FILE_OPTIONS = {
  format: "string",
  out: "string",
  language: "string",
} as const satisfies OptionSpec;
export const EXPORT_OPTIONS: OptionSpec = { ...SET_FILE_OPTIONS, ...PRINT_OPTIONS };

export const HISTORY_HELP = `vellum history <set>
vellum restore <set> <revision>
  Lists the kept revisions of a set (newest first, by age: every save of the last hours, one an
  hour for a week, one a day before; older ones are thinned out), or makes an old one current
  again.`;

function printDiagnostics(io: CliIo, diagnostics: readonly Diagnostic[], file: string): void {
  for (const d of diagnostics) io.err(formatDiagnostic(d, file));
}

/** Prints a store error with its diagnostics and returns the failure exit code. */
export function reportStoreError(io: CliIo, error: StoreError, file = "set.json"): number {
  printDiagnostics(io, error.diagnostics ?? [], file);
  io.err(`error: ${error.message}`);
  return EXIT.failed;
}

/** `vellum list`. */
export async function listCommand(_args: ParsedArgs, io: CliIo): Promise<number> {
  const ws = await cliWorkspace(io);
  const sets = await ws.list();
  if (sets.length === 0) {
    io.out(`no sets in ${ws.root}`);
    return EXIT.ok;
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  for (const s of sets) {
    // `checking` only when the set changed while it was being listed: never called valid.
    const state = s.checking
      ? "changed while listed: list again"
      : s.errors > 0
        ? plural(s.errors, "error")
        : s.warnings > 0
          ? plural(s.warnings, "warning")
          : "valid";
    io.out(
      `${s.id.padEnd(28)} ${s.name.padEnd(36)} ${String(s.totalCards).padStart(4)} cards  ${state}`,
    );
    // A broken set says what is wrong first, so the list is where the fix starts.
    const first = s.diagnostics.find((d) => d.severity === "error");
    if (first) io.out(`    ${formatDiagnostic(first, `${s.id}/set.json`)}`);
  }
  if (sets.some((s) => s.errors > 0)) {
    io.out("'vellum validate <set folder>' lists every problem of a set.");
  }
  return EXIT.ok;
}

/** `vellum import`. */
export async function importCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [file] = args.positionals;
  if (!file) {
    io.err(IMPORT_HELP);
    return EXIT.usage;
  }
  const info = await inputFile(io, file);
  if (!info) return EXIT.failed;
  const { full } = info;
  const isCsv = file.toLowerCase().endsWith(".csv");
  const isZip = !isCsv && (await startsAsZip(full));
  // A zip is read from its file entry by entry (never whole in memory); a text file whole.
  const limit = isZip ? MAX_ZIP_BYTES : MAX_SET_BYTES;
  if (info.size > limit) {
    io.err(
      `error: ${file} is ${mib(info.size)}; the import limit ${isZip ? "of a zip" : "of a set or CSV file"} is ${mib(limit, "limit")}`,
    );
    return EXIT.failed;
  }
  const ws = await cliWorkspace(io);
  const bytes = isZip ? undefined : new Uint8Array(await readFile(full));
  // Text is decoded strictly: a file in another encoding is reported, never stored mangled.
  const text = bytes && decodeText(bytes, file);
  if (text && !text.ok) {
    printDiagnostics(io, [text.error], file);
    io.err(`error: ${file} is not UTF-8 text; nothing was imported`);
    return EXIT.failed;
  }
  const into = stringOption(args, "into");
  if (isCsv && text) {
    if (!into) {
      io.err("error: a CSV holds cards, not a set: say which set it goes into with --into SET");
      return EXIT.usage;
    }
    const current = await ws.read(into);
    if (!current.ok) return reportStoreError(io, current.error);
    const merged = await ws.importCardsCsv(into, text.value, current.value.revision);
    if (!merged.ok) return reportStoreError(io, merged.error, file);
    printDiagnostics(io, merged.value.diagnostics, file);
    const { added, updated, unchanged, revision } = merged.value;
    io.out(
      `merged ${file} into ${into}: ${added} added, ${updated} updated, ${unchanged} unchanged (revision ${revision})`,
    );
    return EXIT.ok;
  }
  const id = stringOption(args, "id");
  const overwrite = flag(args, "overwrite");
  let baseRevision: string | undefined;
  if (overwrite) {
    // The CLI overwrites what is there now; the store still refuses a save racing another.
    const target = id ?? (await peekSetId(full, text?.value));
    if (target) {
      const current = await ws.read(target);
      if (current.ok) baseRevision = current.value.revision;
    }
  }
  const opts = { ...(id ? { id } : {}), overwrite, ...(baseRevision ? { baseRevision } : {}) };
  const imported = text
    ? await ws.importJson(text.value, opts)
    : await ws.importZipFile(full, opts);
  if (!imported.ok) return reportStoreError(io, imported.error, file);
  printDiagnostics(io, imported.value.diagnostics, file);
  io.out(`imported ${imported.value.id} (revision ${imported.value.revision}) into ${ws.root}`);
  const errors = imported.value.diagnostics.filter((d) => d.severity === "error").length;
  if (errors > 0) {
    const count = errors === 1 ? "1 error" : `${errors} errors`;
    io.err(
      `note: ${imported.value.id} has ${count}; it is saved, but cannot be played, simulated or printed until ${errors === 1 ? "it is" : "they are"} fixed (vellum validate ${imported.value.id})`,
    );
  }
  return EXIT.ok;
}

/** The path and size of the file `file` a command reads, or undefined after saying it is not one. */
export async function inputFile(
  io: CliIo,
  file: string,
): Promise<{ full: string; size: number } | undefined> {
  const full = path.resolve(io.cwd, file);
  const info = await stat(full).catch(() => undefined);
  if (!info?.isFile()) {
    io.err(`error: no such file: ${file}`);
    return undefined;
  }
  return { full, size: info.size };
}

/** Whether a file starts as a zip does. */
async function startsAsZip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(2);
    await handle.read(head, 0, 2, 0);
    return head[0] === 0x50 && head[1] === 0x4b;
  } finally {
    await handle.close();
  }
}

/**
 * The id a set file would import under, if it names one: `json` is the text of a set file, or
 * undefined for a zip (the file `zip`), whose set.json alone is read.
 */
async function peekSetId(zip: string, json: string | undefined): Promise<string | undefined> {
  let text = json;
  if (text === undefined) {
    const archive = await setZipFileText(zip);
    if (!archive.ok) return undefined; // the import itself reports what is wrong
    text = archive.value;
  }
  try {
    const value: unknown = JSON.parse(text);
    const id = (value as { id?: unknown }).id;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Streams a zip export to `target` (never whole in memory), through a `.part` file renamed when
 * it is complete: a zip that failed on the way (art removed meanwhile) leaves no file behind.
 */
async function writeZip(
  io: CliIo,
  zip: ReadableStream<Uint8Array>,
  target: string,
): Promise<number> {
  const full = path.resolve(io.cwd, target);
  const part = `${full}.part`;
  try {
    await pipeline(
      Readable.fromWeb(zip as NodeReadableStream<Uint8Array>),
      createWriteStream(part),
    );
    await rename(part, full);
  } catch (e) {
    await rm(part, { force: true });
    io.err(
      `error: the zip could not be written: ${messageOf(e)} — nothing was written; export again`,
    );
    return EXIT.failed;
  }
  io.err(`wrote ${target}`);
  return EXIT.ok;
}

/** `vellum export`. */
export async function exportCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [id] = args.positionals;
  const format = stringOption(args, "format") ?? "json";
  if (isPrintFormat(format)) return printCommand(args, io, format);
  if (!isSetFileFormat(format)) {
    io.err(
      `error: unknown format '${format}' — use one of ${EXPORT_FORMATS.map((f) => f.id).join(", ")}`,
    );
    return EXIT.usage;
  }
  const printOnly = Object.keys(PRINT_OPTIONS).find((name) => args.values[name] !== undefined);
  if (printOnly !== undefined) {
    io.err(`error: --${printOnly} is for the print formats, not --format ${format}`);
    return EXIT.usage;
  }
  const language = stringOption(args, "language");
  if (language !== undefined && format !== "csv") {
    io.err(
      `error: --language is for csv and the print formats, not --format ${format} (set.json and the zip carry every language)`,
    );
    return EXIT.usage;
  }
  if (!id) {
    io.err(EXPORT_HELP);
    return EXIT.usage;
  }
  const ws = await cliWorkspace(io);
  const out = stringOption(args, "out");
  let data: string;
  if (format === "zip") {
    const zip = await ws.exportZip(id);
    if (!zip.ok) return reportStoreError(io, zip.error);
    return writeZip(io, zip.value, out ?? exportFileName(format, id));
  } else if (format === "csv") {
    const csv = await ws.exportCardsCsv(id, language ? { language } : {});
    if (!csv.ok) return reportStoreError(io, csv.error);
    data = csv.value;
  } else {
    const text = await ws.exportJson(id);
    if (!text.ok) return reportStoreError(io, text.error);
    data = text.value;
  }
  if (out === undefined) {
    io.out(data.replace(/\n$/, ""));
    return EXIT.ok;
  }
  await writeFile(path.resolve(io.cwd, out), data);
  io.err(`wrote ${out}`);
  return EXIT.ok;
}

/** `vellum history`. */
export async function historyCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [id] = args.positionals;
  if (!id) {
    io.err(HISTORY_HELP);
    return EXIT.usage;
  }
  const history = await (await cliWorkspace(io)).history(id);
  if (!history.ok) return reportStoreError(io, history.error);
  // NOTE: the clock is read here; historyText takes the time.
  for (const line of historyText(history.value, Date.now())) io.out(line);
  return EXIT.ok;
}

/** `vellum restore`. */
export async function restoreCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [id, revision] = args.positionals;
  if (!id || !revision) {
    io.err(HISTORY_HELP);
    return EXIT.usage;
  }
  const ws = await cliWorkspace(io);
  const current = await ws.read(id);
  if (!current.ok) return reportStoreError(io, current.error);
  const restored = await ws.restore(id, revision, current.value.revision);
  if (!restored.ok) return reportStoreError(io, restored.error);
  io.out(`restored ${id} to ${revision} (now revision ${restored.value.revision})`);
  return EXIT.ok;
}
