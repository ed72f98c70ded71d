/**
 * The one way to make an export file: a read request (read-options.ts) and the chosen cards in,
 * the bytes, the file name and the MIME type out. The CLI and the print route both call it.
 * Server only (sharp).
 */
import type { Card, VellumSet } from "../model";
import { editionGapDiagnostics, editionGaps } from "../text";
import type { PrintFormat } from "./formats";
import { exportFileName, formatInfo } from "./formats";
import { printPdf } from "./pdf";
import { cardPngZip } from "./png-zip";
import { resolveArt } from "./art-images";
import { checkLanguage } from "./pictures";
import type { PrintControl, PrintOptions } from "./print-options";
import { PrintOptionsError, printProblem } from "./print-options";
import type { ExportRequest } from "./read-options";
import { ttsDeckZip } from "./tts";

/** What to export: the set, the cards chosen (`selectCards`), the request, the art. */
export interface ExportJob extends ExportRequest {
  set: VellumSet;
  cards: readonly Card[];
  /**
   * Reads one of the set's art files (undefined when it is missing). The art is scaled to the
   * export's DPI (`resolveArt`); without a reader, placeholders.
   */
  readArt?: (file: string) => Promise<Uint8Array | undefined>;
}

/** A finished export. */
export interface ExportedFile {
  bytes: Uint8Array;
  /** `<set id>-print.pdf`, `-cards.zip`, `-tabletop.zip`. */
  name: string;
  /** Its MIME type. */
  type: string;
}

type Exporter = (
  set: VellumSet,
  cards: readonly Card[],
  options: PrintOptions & { artHref?: (file: string) => string | undefined },
  control: PrintControl,
) => Promise<Uint8Array>;

/** Which exporter draws each format. */
const EXPORTERS: Readonly<Record<PrintFormat, Exporter>> = {
  pdf: printPdf,
  png: cardPngZip,
  tts: ttsDeckZip,
};

/**
 * Draws `job` in its format. Progress, warnings (e.g. `print/no-marks-sides`) and cancelling go
 * through `control`, as for each exporter, and so do the renderer's (text cut off) and art that
 * could not be drawn (`art/undrawable`), and first what the edition of the export's language still
 * lacks (lib/text `editionGapDiagnostics`: texts printed in the main language). Throws PrintOptionsError for options the exporter
 * refuses (a `language` the set has no texts in: `print/unknown-language`) and an AbortError
 * when the signal fires.
 */
export async function exportFile(
  job: ExportJob,
  control: PrintControl = {},
): Promise<ExportedFile> {
  const { set, cards, format, options, readArt } = job;
  const badLanguage = checkLanguage(set, options.language);
  if (badLanguage)
    throw new PrintOptionsError([
      printProblem("unknown-language", `${badLanguage.message} — export in one of them`),
    ]);
  // What the edition still prints in the main language, reported first, with the file.
  const language = options.language ?? set.language;
  for (const d of editionGapDiagnostics(editionGaps(set, language, cards)))
    control.onDiagnostic?.(d);
  const art = readArt ? await resolveArt(set, cards, readArt, { dpi: options.dpi }) : undefined;
  for (const d of art?.diagnostics ?? []) control.onDiagnostic?.(d);
  const bytes = await EXPORTERS[format](
    set,
    cards,
    { ...options, ...(art ? { artHref: art.artHref } : {}) },
    control,
  );
  return { bytes, name: exportFileName(format, set.id), type: formatInfo(format).type };
}
