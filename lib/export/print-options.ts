/**
 * The options of every print export (PDF sheets, per-card PNGs, virtual-tabletop decks), their
 * defaults, how a caller follows an export, and its errors. Reading and checking the options is
 * read-options.ts (schemas/export-options.schema.json); each format's own defaults are
 * formats.ts.
 * NOTE: pure (lib/model only), so the print page imports it into the browser bundle.
 */
import type { CardType, Diagnostic } from "../model";
import { errorDiagnostic, warningDiagnostic } from "../model";

/** Paper sizes, in mm (portrait). */
export const PAPER_SIZES = Object.freeze({
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
});
export type Paper = keyof typeof PAPER_SIZES;

/** What the cards are printed on: clear film (alpha kept) or white card (print-and-play). */
export type Medium = "film" | "paper";

/** How the printer turns the sheet for the second side. */
export type Duplex = "long" | "short";

/** Which cards to print. */
export type CardSelection =
  | { kind: "all" }
  | { kind: "type"; type: CardType }
  | { kind: "family"; family: string }
  | { kind: "ids"; ids: string[] };

/** The options of every print export; every field has a default (see {@link PRINT_DEFAULTS}). */
export interface PrintOptions {
  paper: Paper;
  landscape: boolean;
  /** Raster resolution of the card images. */
  dpi: number;
  /** Bleed printed around each trim, in mm (clipped at half a gap between cards). */
  bleed: number;
  /** Space between neighbouring trims, in mm. */
  gap: number;
  /** Minimum distance from the paper edge to any trim, in mm. */
  margin: number;
  /** Crop marks in the margins, on the extension of every trim edge. */
  marks: boolean;
  /** Safe-zone (dashed) and trim (dotted) guides over each card, for proofs. */
  guides: boolean;
  /** A footer with the set's title and the page number. */
  labels: boolean;
  medium: Medium;
  /** After each fronts page, a white-underlay mask page (film only). */
  underlay: boolean;
  /** A backs page after each fronts page, placed for this duplex turn; undefined: no backs. */
  duplex?: Duplex;
  /** Correction of the backs' position for printer drift, in mm (+x right, +y down). */
  offset: { x: number; y: number };
  /** A first pair of pages with marks to measure the duplex drift. */
  calibration: boolean;
  /** Print each card `copies` times (its print quantity) instead of once. */
  copies: boolean;
  cards: CardSelection;
  /** Card text language (defaults to the set's). */
  language?: string;
}

/**
 * The defaults: A4 portrait, 300 DPI, 3 mm bleed, 1 mm gaps, crop marks, film, fronts only —
 * the PDF's; `exportDefaults(format)` (formats.ts) adds where PNGs and decks differ.
 *
 * The 1 mm gap is what gives the default 3 × 3 A4 sheet crop marks on all four sides: with 3 ×
 * 63 mm + 2 gaps the grid leaves 9.5 mm at each side, so the 3 mm outer bleed ends 6.5 mm from
 * the paper edge and a mark (1 mm beyond it, 4 mm clear of the edge) is 1.5 mm long, exactly
 * crop-marks.ts' MARK_MIN; a 3 mm gap left 4.5 mm, no side marks and a `print/no-marks-sides`
 * warning. Between neighbours the bleed is clipped at half the gap (0.5 mm of cutting
 * tolerance). Gap 0 would give 2.5 mm side marks but no bleed at all between neighbours: a cut
 * off by a hair shows the next card's edge (README.md "Sheets").
 */
export const PRINT_DEFAULTS: Readonly<PrintOptions> = Object.freeze({
  paper: "a4",
  landscape: false,
  dpi: 300,
  bleed: 3,
  gap: 1,
  margin: 5,
  marks: true,
  guides: false,
  labels: true,
  medium: "film",
  underlay: false,
  // NOTE: frozen too, as every export's options share them.
  offset: Object.freeze({ x: 0, y: 0 }),
  calibration: false,
  copies: false,
  cards: Object.freeze({ kind: "all" }) as CardSelection,
});

/** Progress of a long export: a fraction from 0 to 1, and the page (or item) reached. */
export interface PrintProgress {
  progress: number;
  page: number;
  of: number;
}

/** How a caller follows and cancels a long export. */
export interface PrintControl {
  onProgress?: (p: PrintProgress) => void;
  /** Warnings about the output (e.g. `print/no-marks-sides`), each reported once. */
  onDiagnostic?: (d: Diagnostic) => void;
  signal?: AbortSignal;
  /**
   * Pictures rasterised at once (default {@link RASTER_CONCURRENCY}). Each holds a thread of
   * libuv's pool (shared with file access) while sharp works on it: a server exporting beside
   * other requests uses fewer.
   */
  concurrency?: number;
}

/** Pictures rasterised at once by default: a few in flight keep two cores busy. */
export const RASTER_CONCURRENCY = 4;

/** A print option problem as a diagnostic (code `print/…`). */
export function printProblem(code: string, message: string): Diagnostic {
  return errorDiagnostic(`print/${code}`, message, "request");
}

/** A print warning (code `print/…`): the export goes ahead, but not quite as asked. */
export function printWarning(code: string, message: string): Diagnostic {
  return warningDiagnostic(`print/${code}`, message, "request");
}

/** Options a caller got wrong: the diagnostics say which and how to fix them. */
export class PrintOptionsError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join("; "));
    this.name = "PrintOptionsError";
  }
}

/** An AbortError, as fetch and streams throw when their signal fires. */
export function abortError(): Error {
  const e = new Error("the export was cancelled");
  e.name = "AbortError";
  return e;
}

/** Throws an AbortError when `signal` has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}
