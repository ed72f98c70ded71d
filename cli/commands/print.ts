/**
 * `vellum export <set> --format pdf|png|tts`: print sheets, per-card PNGs and virtual-tabletop
 * decks (lib/export). json, zip and csv stay with the workspace export (workspace.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { CardType, Diagnostic, VellumSet } from "../../lib/model";
import { printPdf } from "../../lib/export/pdf";
import { artDataUrls } from "../../lib/export/pictures";
import { cardPngZip } from "../../lib/export/png-zip";
import type { CardSelection, PrintOptions, PrintProgress } from "../../lib/export/print-options";
import { PrintOptionsError, printOptions } from "../../lib/export/print-options";
import { selectCards } from "../../lib/export/selection";
import { ttsDeckZip } from "../../lib/export/tts";
import type { CliIo, ParsedArgs } from "../io";
import { EXIT, stringOption } from "../io";
import { usableSet } from "../load-set";
import type { PRINT_FORMATS } from "./print-help";
import { PRINT_BOOLEANS, PRINT_HELP } from "./print-help";

export { PRINT_BOOLEANS, PRINT_FORMATS, PRINT_HELP } from "./print-help";

const KNOWN = new Set([
  "format",
  "out",
  "paper",
  "dpi",
  "bleed",
  "gap",
  "margin",
  "medium",
  "duplex",
  "offset",
  "type",
  "family",
  "cards",
  "language",
  ...PRINT_BOOLEANS,
]);

/** What the command line asked for, or the message saying what is wrong with it. */
interface Request {
  options: Partial<PrintOptions>;
  selection: CardSelection;
  bleedGiven: boolean;
}

function num(args: ParsedArgs, name: string): number | string | undefined {
  const raw = args.options.get(name);
  if (raw === undefined) return undefined;
  const n = typeof raw === "string" ? Number(raw) : NaN;
  return Number.isFinite(n)
    ? n
    : `--${name} needs a number, not ${raw === true ? "nothing" : `'${raw}'`}`;
}

/** Reads the print options from the command line, or a message for exit code 2. */
export function parsePrintArgs(args: ParsedArgs): Request | string {
  for (const option of args.options.keys()) {
    if (!KNOWN.has(option)) return `unknown option --${option} (vellum help export)`;
  }
  const options: Partial<PrintOptions> = {};
  for (const name of ["dpi", "bleed", "gap", "margin"] as const) {
    const v = num(args, name);
    if (typeof v === "string") return v;
    if (v !== undefined) options[name] = v;
  }
  const paper = stringOption(args, "paper");
  if (paper !== undefined) options.paper = paper as PrintOptions["paper"];
  const medium = stringOption(args, "medium");
  if (medium !== undefined) options.medium = medium as PrintOptions["medium"];
  const duplex = stringOption(args, "duplex");
  if (duplex !== undefined) options.duplex = duplex as PrintOptions["duplex"];
  for (const name of ["paper", "medium", "duplex", "offset", "type", "family", "cards"]) {
    if (args.options.get(name) === true) return `--${name} needs a value`;
  }
  const offset = stringOption(args, "offset");
  if (offset !== undefined) {
    const m = /^\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*$/.exec(offset);
    if (!m) return `--offset must be X,Y in mm (e.g. 0.5,-1), not '${offset}'`;
    options.offset = { x: Number(m[1]), y: Number(m[2]) };
  }
  options.landscape = args.options.get("landscape") === true;
  options.marks = args.options.get("no-marks") !== true;
  options.labels = args.options.get("no-labels") !== true;
  options.guides = args.options.get("guides") === true;
  options.underlay = args.options.get("underlay") === true;
  options.calibration = args.options.get("calibration") === true;
  options.copies = args.options.get("copies") === true;
  const language = stringOption(args, "language");
  if (language) options.language = language;
  const type = stringOption(args, "type");
  const family = stringOption(args, "family");
  const list = stringOption(args, "cards");
  if ([type, family, list].filter((v) => v !== undefined).length > 1)
    return "choose the cards with one of --type, --family or --cards";
  const selection: CardSelection = type
    ? { kind: "type", type: type as CardType }
    : family
      ? { kind: "family", family }
      : list
        ? {
            kind: "ids",
            ids: list
              .split(",")
              .map((s) => s.trim())
              .filter(Boolean),
          }
        : { kind: "all" };
  const checked = printOptions({ ...options, cards: selection });
  if (!checked.ok) return checked.error.map((d) => d.message).join("; ");
  return { options, selection, bleedGiven: args.options.has("bleed") };
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
export async function printCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [name] = args.positionals;
  const format = stringOption(args, "format") as (typeof PRINT_FORMATS)[number];
  const out = stringOption(args, "out");
  if (!name || !out) {
    io.err(PRINT_HELP);
    return EXIT.usage;
  }
  const request = parsePrintArgs(args);
  if (typeof request === "string") {
    io.err(`error: ${request}`);
    return EXIT.usage;
  }
  const named = await usableSet(name, io);
  if (typeof named === "number") return named;
  const set: VellumSet = named.set;
  const selected = selectCards(set, request.selection);
  if (!selected.ok) {
    io.err(`error: ${selected.error.message}`);
    return EXIT.usage;
  }
  const cards = selected.value;
  const artHref = await artDataUrls(set, cards, named.readArt);
  const onProgress = progressBar(io, `export ${format}`);
  const control = {
    ...(onProgress ? { onProgress } : {}),
    onDiagnostic: (d: Diagnostic) => io.err(`${d.severity} ${d.code}: ${d.message}`),
  };
  const o = request.options;
  let bytes: Uint8Array;
  try {
    if (format === "pdf") {
      bytes = await printPdf(set, cards, { ...o, artHref }, control);
    } else if (format === "png") {
      bytes = await cardPngZip(
        set,
        cards,
        {
          artHref,
          ...(o.dpi !== undefined ? { dpi: o.dpi } : {}),
          // PNGs are trimmed unless a bleed is asked for.
          bleed: request.bleedGiven ? (o.bleed ?? 0) : 0,
          ...(o.medium ? { medium: o.medium } : {}),
          copies: o.copies === true,
          ...(o.language ? { language: o.language } : {}),
        },
        control,
      );
    } else {
      bytes = await ttsDeckZip(
        set,
        cards,
        {
          artHref,
          copies: o.copies === true,
          ...(o.medium ? { medium: o.medium } : {}),
          ...(o.language ? { language: o.language } : {}),
        },
        control,
      );
    }
  } catch (e) {
    if (e instanceof PrintOptionsError) {
      io.err(`error: ${e.message}`);
      return EXIT.usage;
    }
    throw e;
  }
  await writeFile(path.resolve(io.cwd, out), bytes);
  io.err(`wrote ${out} (${cards.length} cards, ${(bytes.length / 2 ** 20).toFixed(1)} MiB)`);
  return EXIT.ok;
}
