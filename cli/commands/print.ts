/**
 * `vellum export <set> --format pdf|png|tts`: print sheets, per-card PNGs and virtual-tabletop
 * decks (lib/export's `exportFile`, as the print route). The flags become the same JSON options
 * the route reads, through the same reader, so both have the same defaults. json, zip and csv
 * stay with the workspace export (workspace.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Diagnostic, Result, VellumSet } from "../../lib/model";
import { err, ok } from "../../lib/model";
import { PrintOptionsError, exportFile, readExportRequest, selectCards } from "../../lib/export";
import type {
  ExportRequest,
  ExportedFile,
  OptionsReader,
  PrintFormat,
  PrintProgress,
} from "../../lib/export";
import type { ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { usableSet } from "../load-set";
import { PRINT_HELP } from "./print-help";

/** The flag a field of the options comes from, where it is not `--<field>`. */
const FLAG_OF_FIELD: Readonly<Record<string, string>> = {
  marks: "--no-marks",
  labels: "--no-labels",
  "offset.x": "the X of --offset",
  "offset.y": "the Y of --offset",
  "cards.type": "--type",
  "cards.family": "--family",
};

/** Messages about the options name the flags: "--dpi must be from 36 to 1200; got 5". */
const CLI_READER: OptionsReader = {
  source: "command line",
  whole: "the command line",
  field: (field) =>
    FLAG_OF_FIELD[field] ?? (field.startsWith("cards.ids") ? "--cards" : `--${field}`),
};

/** A number option's value as a number when it reads as one, else the text (the reader says). */
function numberOrText(value: string): number | string {
  return /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : value;
}

/**
 * The export options the command line asks for, as JSON: only what it names, so every default
 * is the reader's. A message for a flag the reader cannot check (the X,Y of --offset, two ways
 * to choose the cards).
 */
export function printRequestOfArgs(
  args: ParsedArgs,
  format: PrintFormat,
): Result<Record<string, unknown>, string> {
  const raw: Record<string, unknown> = { format };
  for (const name of ["paper", "medium", "duplex", "language"]) {
    const value = stringOption(args, name);
    if (value !== undefined) raw[name] = value;
  }
  for (const name of ["dpi", "bleed", "gap", "margin"]) {
    const value = stringOption(args, name);
    if (value !== undefined) raw[name] = numberOrText(value);
  }
  for (const name of ["landscape", "guides", "underlay", "calibration", "copies"]) {
    if (flag(args, name)) raw[name] = true;
  }
  if (flag(args, "no-marks")) raw.marks = false;
  if (flag(args, "no-labels")) raw.labels = false;
  const offset = stringOption(args, "offset");
  if (offset !== undefined) {
    const m = /^\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*$/.exec(offset);
    if (!m) return err(`--offset must be X,Y in mm (e.g. 0.5,-1), not '${offset}'`);
    raw.offset = { x: Number(m[1]), y: Number(m[2]) };
  }
  const type = stringOption(args, "type");
  const family = stringOption(args, "family");
  const list = stringOption(args, "cards");
  if ([type, family, list].filter((v) => v !== undefined).length > 1)
    return err("choose the cards with one of --type, --family or --cards");
  if (type !== undefined) raw.cards = { kind: "type", type };
  if (family !== undefined) raw.cards = { kind: "family", family };
  if (list !== undefined)
    raw.cards = {
      kind: "ids",
      ids: list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    };
  return ok(raw);
}

/** The checked export request of the command line, or the messages for exit code 2. */
export function readPrintArgs(
  args: ParsedArgs,
  format: PrintFormat,
): Result<ExportRequest, string[]> {
  const raw = printRequestOfArgs(args, format);
  if (!raw.ok) return err([raw.error]);
  const read = readExportRequest(raw.value, CLI_READER);
  return read.ok ? read : err(read.error.map((d) => d.message));
}

/** A progress line on stderr rewritten in place, on terminals only, at most every 100 ms. */
function progressBar(io: CliIo, what: string): ((p: PrintProgress) => void) | undefined {
  if (!io.isTty || io.env.CI) return undefined;
  let shown = false;
  let last = 0;
  return ({ progress, page, of }) => {
    const now = Date.now();
    if (progress < 1 && now - last < 100) return;
    last = now;
    const width = 30;
    const full = Math.round(width * progress);
    const bar = `${what} ${"█".repeat(full)}${"░".repeat(width - full)} ${Math.round(progress * 100)}% (${page}/${of})`;
    // NOTE: io.err writes whole lines: move up and clear the previous progress line first.
    io.err(shown ? `\x1b[1A\x1b[2K${bar}` : bar);
    shown = true;
  };
}

/** `vellum export --format pdf|png|tts`. */
export async function printCommand(
  args: ParsedArgs,
  io: CliIo,
  format: PrintFormat,
): Promise<number> {
  const [name] = args.positionals;
  const out = stringOption(args, "out");
  if (!name || !out) {
    io.err(PRINT_HELP);
    return EXIT.usage;
  }
  const request = readPrintArgs(args, format);
  if (!request.ok) {
    for (const message of request.error) io.err(`error: ${message}`);
    return EXIT.usage;
  }
  const named = await usableSet(name, io);
  if (typeof named === "number") return named;
  const set: VellumSet = named.set;
  const selected = selectCards(set, request.value.options.cards);
  if (!selected.ok) {
    io.err(`error: ${selected.error.message}`);
    return EXIT.usage;
  }
  const cards = selected.value;
  const onProgress = progressBar(io, `export ${format}`);
  const control = {
    ...(onProgress ? { onProgress } : {}),
    onDiagnostic: (d: Diagnostic) => io.err(`${d.severity} ${d.code}: ${d.message}`),
  };
  let file: ExportedFile;
  try {
    file = await exportFile({ set, cards, ...request.value, readArt: named.readArt }, control);
  } catch (e) {
    if (e instanceof PrintOptionsError) {
      for (const d of e.diagnostics) io.err(`error: ${d.message}`);
      return EXIT.usage;
    }
    throw e;
  }
  await writeFile(path.resolve(io.cwd, out), file.bytes);
  io.err(`wrote ${out} (${cards.length} cards, ${(file.bytes.length / 2 ** 20).toFixed(1)} MiB)`);
  return EXIT.ok;
}
