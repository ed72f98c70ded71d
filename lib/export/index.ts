/**
 * lib/export: server-side output (README.md). lib/render's SVG rasterised with sharp, print
 * sheets as PDF, card PNG zips and tabletop decks, the server's fonts and the text checks of a
 * set file. Server only: this index loads sharp and reads files, so a client component never
 * imports it; the print page imports the two pure modules, `formats.ts` and
 * `print-options.ts`, directly.
 */
export { FONTS_DIR, nodeFonts, readFontBytes } from "./fonts-node";
export { SET_TEXT_CHECKS, setTextProblems } from "./set-text-checks";
export type { RasterOptions } from "./raster";
export { PNG_OPTIONS, pxForMm, svgToPng, withPixelSize } from "./raster";
export type { Picture, StackFacts, StackPicture } from "./pictures";
export { artDataUrls, cardPicture, stackFacts, stackPicture } from "./pictures";
export type { ArtOptions, ResolvedArt } from "./art-images";
export { MAX_INLINE_PIXEL_BYTES, MAX_INLINE_SVG_BYTES, artUses, resolveArt } from "./art-images";
export type {
  ExportFormat,
  ExportFormatInfo,
  PrintFormat,
  PrintFormatInfo,
  SetFileFormat,
} from "./formats";
export {
  DEFAULT_PRINT_FORMAT,
  EXPORT_FORMATS,
  PRINT_FORMATS,
  SET_FILE_FORMATS,
  exportDefaults,
  exportFileName,
  formatInfo,
  isPrintFormat,
  isSetFileFormat,
} from "./formats";
export type {
  CardSelection,
  Duplex,
  Medium,
  Paper,
  PrintControl,
  PrintOptions,
  PrintProgress,
} from "./print-options";
export {
  PAPER_SIZES,
  PRINT_DEFAULTS,
  PrintOptionsError,
  RASTER_CONCURRENCY,
  abortError,
} from "./print-options";
export type { ExportRequest, OptionsReader } from "./read-options";
export { OPTION_FIELDS, printOptions, readExportRequest } from "./read-options";
export type { ExportJob, ExportedFile } from "./export-file";
export { exportFile } from "./export-file";
export { selectCards } from "./selection";
export type { PrintPdfOptions, SheetPlan } from "./pdf";
export { planSheets, printPdf, sheetDiagnostics } from "./pdf";
export type { PngManifest, PngManifestEntry, PngZipOptions } from "./png-zip";
export { cardPngZip } from "./png-zip";
export type { TtsOptions } from "./tts";
export { ttsDeckZip } from "./tts";
export { PREVIEW_DPI, previewPng } from "./sheet-preview";
export type { PageRect, SheetLayout } from "./sheet-layout";
export { backRect, sheetLayout } from "./sheet-layout";
