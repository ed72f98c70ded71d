/**
 * The print form's state and what it sends: the fields as the user set them, the request body of
 * the print route (`POST /api/sets/[id]/print`, `GET ?preview=1&request=…`), why nothing can be
 * printed yet, and the server's diagnostics as messages. Pure: no React, no fetch.
 * NOTE: formats.ts and print-options.ts are imported into the browser bundle; they are pure
 * (lib/model only), unlike the rest of lib/export.
 */
import type { PrintFormat } from "@/lib/export/formats";
import { DEFAULT_PRINT_FORMAT, exportDefaults } from "@/lib/export/formats";
import type { Duplex, Medium, PrintOptions } from "@/lib/export/print-options";
import type { RequestFailure } from "@/app/_api/client";
import { failureMessage, setUrl } from "@/app/_api/client";
import { pluralWord } from "@/lib/model";
import type { EditionView } from "./edition-view";

/** One of the set's languages, as the Language field lists it. */
export interface PrintLanguage {
  tag: string;
  /** Its name and tag, "Italian (it)". */
  label: string;
  /** What the edition in it still prints in the main language (lib/text `editionGaps`). */
  edition: EditionView;
}

/** How the cards are chosen. */
export type Which = "all" | "type" | "family" | "ids";

/**
 * Every field of the form. Numbers are NaN while their input is empty (the server then says
 * which field needs a number).
 */
export type PrintFormState = Omit<
  PrintOptions,
  "cards" | "language" | "medium" | "bleed" | "duplex" | "offset"
> & {
  format: PrintFormat;
  which: Which;
  type: string;
  family: string;
  ids: string[];
  /** The medium the user chose; undefined: the format's default ({@link exportDefaults}). */
  medium: Medium | undefined;
  /** The bleed the user chose, in mm; undefined: the format's default (PNGs are trimmed). */
  bleed: number | undefined;
  /** The duplex turn, or "" for fronts only (a select's empty value). */
  duplex: Duplex | "";
  offsetX: number;
  offsetY: number;
  /** The language of the card texts the user chose; undefined: the set's main language. */
  language: string | undefined;
};

/**
 * The body of a print request, as lib/export's read-options.ts reads it: lib/export's print
 * options, with the format and a selection whose type is still the user's string.
 */
export type PrintRequestBody = Omit<PrintOptions, "cards"> & {
  format: PrintFormat;
  cards:
    | { kind: "all" }
    | { kind: "type"; type: string }
    | { kind: "family"; family: string }
    | { kind: "ids"; ids: string[] };
};

/** The form as it opens: lib/export's defaults, all cards, a PDF. */
export function initialPrintForm(
  types: readonly string[],
  familyIds: readonly string[],
): PrintFormState {
  const format = DEFAULT_PRINT_FORMAT;
  const d = exportDefaults(format);
  return {
    format,
    which: "all",
    type: types[0] ?? "",
    family: familyIds[0] ?? "",
    ids: [],
    medium: undefined,
    bleed: undefined,
    paper: d.paper,
    landscape: d.landscape,
    dpi: d.dpi,
    gap: d.gap,
    margin: d.margin,
    marks: d.marks,
    guides: d.guides,
    labels: d.labels,
    underlay: d.underlay,
    duplex: d.duplex ?? "",
    offsetX: d.offset.x,
    offsetY: d.offset.y,
    calibration: d.calibration,
    copies: d.copies,
    language: d.language,
  };
}

/** The medium in effect: the user's choice, else the format's default (paper for a deck). */
export function effectiveMedium(form: Pick<PrintFormState, "format" | "medium">): Medium {
  return form.medium ?? exportDefaults(form.format).medium;
}

/** The bleed in effect, in mm: the user's choice, else the format's default (0 for PNGs). */
export function effectiveBleed(form: Pick<PrintFormState, "format" | "bleed">): number {
  return form.bleed ?? exportDefaults(form.format).bleed;
}

/**
 * Why nothing can be previewed or exported with this choice of cards, or undefined when the
 * server can be asked (it still has the last word: an unknown family, an empty type).
 */
export function selectionProblem(
  form: Pick<PrintFormState, "which" | "type" | "family" | "ids">,
  familyWord = "family",
): string | undefined {
  if (form.which === "ids" && form.ids.length === 0)
    return "No cards selected: pick at least one card in the list to preview or export.";
  if (form.which === "type" && !form.type)
    return "No card type to choose: this set has no cards yet.";
  if (form.which === "family" && !form.family)
    return `No ${familyWord} to choose: this set has no ${pluralWord(familyWord)}; choose the cards another way.`;
  return undefined;
}

/**
 * The request the form sends; the underlay only on film, no duplex means no backs, no language
 * means the set's main one.
 */
export function printRequestBody(form: PrintFormState): PrintRequestBody {
  const medium = effectiveMedium(form);
  return {
    format: form.format,
    cards:
      form.which === "type"
        ? { kind: "type", type: form.type }
        : form.which === "family"
          ? { kind: "family", family: form.family }
          : form.which === "ids"
            ? { kind: "ids", ids: form.ids }
            : { kind: "all" },
    medium,
    paper: form.paper,
    landscape: form.landscape,
    dpi: form.dpi,
    bleed: effectiveBleed(form),
    gap: form.gap,
    margin: form.margin,
    marks: form.marks,
    guides: form.guides,
    labels: form.labels,
    underlay: medium === "film" && form.underlay,
    ...(form.duplex ? { duplex: form.duplex } : {}),
    offset: { x: form.offsetX, y: form.offsetY },
    calibration: form.calibration,
    copies: form.copies,
    ...(form.language !== undefined ? { language: form.language } : {}),
  };
}

/** The print route of set `setId`. */
export function printRoute(setId: string): string {
  return setUrl(setId, "print");
}

/** The URL of the first sheet's preview PNG for `body`. */
export function previewUrl(setId: string, body: PrintRequestBody): string {
  return `${printRoute(setId)}?preview=1&request=${encodeURIComponent(JSON.stringify(body))}`;
}

/**
 * The messages of a refused request: each diagnostic's message (the server states the
 * constraint and the fix), else its own message (the status, when it said nothing).
 */
export function responseProblems(failure: RequestFailure): string[] {
  const messages = failure.diagnostics.map((d) => d?.message).filter((m) => !!m);
  return messages.length > 0 ? [...new Set(messages)] : [failureMessage(failure)];
}

/**
 * What the page says when the server does not start an export: the status line and the note. A
 * full export queue (503 `print/queue-full`) is "not now", not a failed export: the note says
 * it was not started, with the server's words on when to try again.
 */
export function exportRefusal(failure: RequestFailure): { status: string; error: string } {
  const problems = responseProblems(failure).join("; ");
  if (failure.diagnostic.code === "print/queue-full") {
    return { status: "The export queue is full.", error: `Export not started: ${problems}` };
  }
  return { status: "Export failed.", error: `Export failed: ${problems}` };
}
