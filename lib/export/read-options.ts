/**
 * Reading export options — a print request's JSON body, the flags of `vellum export`, the
 * options an exporter is called with — against schemas/export-options.schema.json (lib/schema's
 * ajv and messages), with the format's defaults filled in: one set of rules and one set of
 * defaults for every caller. A user's bad option comes back as a diagnostic, never a throw.
 */
import exportOptionsSchema from "../../schemas/export-options.schema.json";
import type { Diagnostic, Result } from "../model";
import { err, ok } from "../model";
import type { Naming } from "../schema";
// Deep on purpose: schemaProblems compiles schemas at run time, so lib/schema keeps it out of
// its index (which the browser bundles).
import { schemaProblems } from "../schema/read-value";
import type { PrintFormat } from "./formats";
import { DEFAULT_PRINT_FORMAT, exportDefaults } from "./formats";
import type { PrintOptions } from "./print-options";
import { printProblem } from "./print-options";

/** A checked export request: the format, and every option with the format's defaults. */
export interface ExportRequest {
  format: PrintFormat;
  options: PrintOptions;
}

/** Who reads the options: the diagnostics' source, and how messages name the value and fields. */
export interface OptionsReader extends Naming {
  source: string;
}

/** A request to the print routes: "unknown field 'bleeed' in the request". */
export const REQUEST_READER: OptionsReader = Object.freeze({
  source: "request",
  whole: "the request",
});

/** The options an exporter was called with, in code. */
const CALL_READER: OptionsReader = Object.freeze({ source: "options", whole: "the options" });

/** The names of the options: every field of the schema but `format`. */
export const OPTION_FIELDS: readonly string[] = Object.freeze(
  Object.keys(exportOptionsSchema.properties).filter((field) => field !== "format"),
);

/**
 * Reads an export request from parsed JSON: `format` (default pdf) and any of the options, each
 * left out getting the format's default ({@link exportDefaults}: PNGs trimmed, decks on paper).
 * The problems are the schema's (`schema/…`, e.g. "'dpi' must be from 36 to 1200; got 5") and
 * `print/underlay-needs-film`. Never throws.
 */
export function readExportRequest(
  raw: unknown,
  reader: OptionsReader = REQUEST_READER,
): Result<ExportRequest, Diagnostic[]> {
  const problems = schemaProblems(exportOptionsSchema, raw, reader.source, reader);
  if (problems.length > 0) return err(problems);
  // NOTE: the schema has checked every field, and allows no other.
  const { format = DEFAULT_PRINT_FORMAT, ...given } = raw as Partial<PrintOptions> & {
    format?: PrintFormat;
  };
  const options: PrintOptions = { ...exportDefaults(format), ...given };
  if (options.underlay && options.medium !== "film") {
    const message = "a white underlay is for clear film: choose the film medium";
    return err([{ ...printProblem("underlay-needs-film", message), source: reader.source }]);
  }
  return ok({ format, options });
}

/**
 * The options an exporter was called with, checked as {@link readExportRequest} checks a
 * request, with `format`'s defaults for those left out. Fields that are not options (`artHref`,
 * `maxSheets`) and undefined ones are passed over. The exporters throw PrintOptionsError with
 * the diagnostics.
 */
export function printOptions(
  partial: object,
  format: PrintFormat,
): Result<PrintOptions, Diagnostic[]> {
  const given = Object.entries(partial).filter(
    ([field, value]) => value !== undefined && OPTION_FIELDS.includes(field),
  );
  const read = readExportRequest({ ...Object.fromEntries(given), format }, CALL_READER);
  return read.ok ? ok(read.value.options) : read;
}
