/**
 * Help and options of the print formats of `vellum export`, apart from the command (print.ts) so
 * workspace.ts can show them without an import cycle through load-set.ts. The formats and the
 * defaults shown are lib/export's.
 */
import { PRINT_FORMATS, exportDefaults } from "../../lib/export";
import type { OptionSpec } from "../args";

const pdf = exportDefaults("pdf");
const png = exportDefaults("png");

export const PRINT_HELP = `vellum export <set> --format ${PRINT_FORMATS.map((f) => f.id).join("|")} --out PATH [options]
  pdf: print sheets with bleed and crop marks; png: a zip of one PNG per card (alpha kept) with
  manifest.json; tts: a Tabletop Simulator deck zip (10 × 7 sheets, back image, deck.json).
  --paper a4|letter  --landscape  --dpi N (${pdf.dpi})  --bleed MM (${pdf.bleed}; png: ${png.bleed} = trimmed, the default)
  --gap MM (${pdf.gap})  --margin MM (${pdf.margin})  --no-marks  --no-labels (no footer)  --guides
  --medium film|paper (${PRINT_FORMATS.map((f) => `${f.id}: ${exportDefaults(f.id).medium}`).join(", ")})  --underlay
  --duplex long|short (adds a backs page after each fronts page)  --offset X,Y (mm; a negative X
  as --offset=-1,0)  --calibration  --copies (each card as many times as its print quantity,
  in every format; without it each card once)  --language LANG (that edition; what it
  still prints in the main language is listed first, as text/edition-missing warnings)
  --type T | --family F | --cards a,b,c  (default: every card)
  US Letter fits 3 × 2 cards with the defaults, 3 × 3 with --no-labels --gap 0 --bleed 1.`;

/** The options of the print formats of `vellum export`, besides --format, --out and --language. */
export const PRINT_OPTIONS = {
  paper: "string",
  landscape: "boolean",
  dpi: "string",
  bleed: "string",
  gap: "string",
  margin: "string",
  "no-marks": "boolean",
  "no-labels": "boolean",
  guides: "boolean",
  medium: "string",
  underlay: "boolean",
  duplex: "string",
  offset: "string",
  calibration: "boolean",
  copies: "boolean",
  type: "string",
  family: "string",
  cards: "string",
} as const satisfies OptionSpec;
