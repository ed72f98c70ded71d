/**
 * What `vellum export` and the routes can write: each format's id, what it is, the file it
 * makes and its MIME type, and for the print formats the defaults of their options. The one
 * list: the CLI, the routes and the print page read it, and schemas/export-options.schema.json
 * names the same print formats (tested).
 * NOTE: pure (lib/model types only), so the print page imports it into the browser bundle.
 */
import type { PrintOptions } from "./print-options";
import { PRINT_DEFAULTS } from "./print-options";

/** One format: its id, a label for menus, its file name after the set id, its MIME type. */
export interface ExportFormatInfo {
  readonly id: string;
  /** What it is, in a few words (the print page's menu). */
  readonly label: string;
  /** The file name is the set's id followed by this. */
  readonly suffix: string;
  readonly type: string;
}

/** A print format, and the options in which its defaults differ from {@link PRINT_DEFAULTS}. */
export interface PrintFormatInfo extends ExportFormatInfo {
  readonly defaults: Readonly<Partial<PrintOptions>>;
}

/**
 * The set file formats, written by lib/store from the workspace (`vellum export`, `GET
 * /api/sets/<id>/export`).
 */
export const SET_FILE_FORMATS = Object.freeze([
  { id: "json", label: "The set file", suffix: ".json", type: "application/json; charset=utf-8" },
  { id: "zip", label: "The set and its art (zip)", suffix: ".zip", type: "application/zip" },
  { id: "csv", label: "Its cards (CSV)", suffix: "-cards.csv", type: "text/csv; charset=utf-8" },
] as const satisfies readonly ExportFormatInfo[]);

/**
 * The print formats, drawn by lib/export (`exportFile`). PNGs are trimmed unless a bleed is
 * asked for (each file is one card, cut); a tabletop deck is on paper unless film is asked for
 * (a tabletop card is opaque).
 */
export const PRINT_FORMATS = Object.freeze([
  {
    id: "pdf",
    label: "PDF print sheets",
    suffix: "-print.pdf",
    type: "application/pdf",
    defaults: {},
  },
  {
    id: "png",
    label: "PNG per card (zip)",
    suffix: "-cards.zip",
    type: "application/zip",
    defaults: { bleed: 0 },
  },
  {
    id: "tts",
    label: "Virtual tabletop deck (zip)",
    suffix: "-tabletop.zip",
    type: "application/zip",
    defaults: { medium: "paper" },
  },
] as const satisfies readonly PrintFormatInfo[]);

/** A set file format: json, zip or csv. */
export type SetFileFormat = (typeof SET_FILE_FORMATS)[number]["id"];
/** A print format: pdf, png or tts. */
export type PrintFormat = (typeof PRINT_FORMATS)[number]["id"];
/** Any format `vellum export` writes. */
export type ExportFormat = SetFileFormat | PrintFormat;

/** Every format, set files first: `vellum export --format`'s choices. */
export const EXPORT_FORMATS: readonly (ExportFormatInfo & { id: ExportFormat })[] = Object.freeze([
  ...SET_FILE_FORMATS,
  ...PRINT_FORMATS,
]);

/** The print format an export request that names none makes. */
export const DEFAULT_PRINT_FORMAT: PrintFormat = "pdf";

/** Whether `id` is a print format (a type guard for a user's word). */
export function isPrintFormat(id: string): id is PrintFormat {
  return PRINT_FORMATS.some((f) => f.id === id);
}

/** Whether `id` is a set file format. */
export function isSetFileFormat(id: string): id is SetFileFormat {
  return SET_FILE_FORMATS.some((f) => f.id === id);
}

/** The entry of format `id`. */
export function formatInfo(id: ExportFormat): ExportFormatInfo {
  const info = EXPORT_FORMATS.find((f) => f.id === id);
  if (info === undefined) throw new Error(`unknown export format ${String(id)}`);
  return info;
}

/** The file an export of set `setId` in `format` is named: `saltmarrow-print.pdf`. */
export function exportFileName(format: ExportFormat, setId: string): string {
  return `${setId}${formatInfo(format).suffix}`;
}

/**
 * Every option's default for `format`: {@link PRINT_DEFAULTS} with the format's own (PNGs
 * trimmed, decks on paper). The one set of defaults: the options reader fills them in for the
 * CLI and the routes, the exporters for their direct callers, and the print page shows them.
 */
export function exportDefaults(format: PrintFormat): PrintOptions {
  const info = PRINT_FORMATS.find((f) => f.id === format);
  if (info === undefined) throw new Error(`unknown print format ${String(format)}`);
  return { ...PRINT_DEFAULTS, ...info.defaults };
}
