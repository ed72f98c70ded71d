/**
 * Translators' files (issue 24, point 3): XLIFF 2.0 and a CSV per language, out and back in.
 * Contract: the helper "i24-xliff" builds what is behind it.
 */
import type { Diagnostic, VellumSet } from "../model";

/** The file formats a translator can be handed. */
export type ExchangeFormat = "xliff" | "csv";

/** A file to hand a translator. */
export interface TranslationFile {
  /** A file name such as `saltmarrow.it.xlf`. */
  name: string;
  mime: string;
  content: string;
}

/** One text an import would change. */
export interface TranslationChange {
  /** What it translates, e.g. `card:ada/name`, `family:ashgrove/name`, `set/name`. */
  target: string;
  /** A label a person reads: the card's name and the field. */
  label: string;
  language: string;
  /** The source (main language) text it was translated from. */
  source: string;
  before: string | undefined;
  after: string;
}

/** What importing a file would do, shown before it is applied. */
export interface ImportPlan {
  language: string;
  format: ExchangeFormat;
  changes: TranslationChange[];
  /** Texts in the file equal to what the set has already. */
  unchanged: number;
  /** Why parts of the file are not applied (each names the unit or row). */
  problems: Diagnostic[];
}

/** The set's texts in `language` as a file for a translator. */
export function exportTranslations(
  set: VellumSet,
  language: string,
  format: ExchangeFormat,
): TranslationFile {
  void set;
  void format;
  throw new Error(`exporting translations into '${language}' is not built yet`);
}

/**
 * What importing `content` (a file named `fileName`) into `set` would change, or why nothing can
 * be (a file for another set, unknown ids, not a translation file): then `ok` is false.
 */
export function planTranslationImport(
  set: VellumSet,
  content: string,
  fileName: string,
): { ok: true; plan: ImportPlan } | { ok: false; message: string } {
  void set;
  void content;
  return { ok: false, message: `importing '${fileName}' is not built yet` };
}

/** `set` with the plan's changes applied (and each translation's `from` fingerprints set). */
export function applyTranslationImport(set: VellumSet, plan: ImportPlan): VellumSet {
  void plan;
  return set;
}
