/**
 * The one diagnostic shape of the project (STYLE.md "Errors are values"): schema errors,
 * cross-checks, effect-language errors, text overflow and rule violations all become it, so the
 * editor, the CLI and the API show them the same way.
 */

/** A place in a source text. `line` and `column` are 1-based; `offset` is a 0-based UTF-16 index. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}

/** A half-open span of a source text, `start` inclusive, `end` exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

export type Severity = "error" | "warning" | "info";

/** A problem found in user input, with where it is and how to fix it. */
export interface Diagnostic {
  /** Namespaced code, e.g. `schema/type`, `set/unknown-family`, `dsl/unknown-icon`. */
  code: string;
  severity: Severity;
  /** States the constraint and the fix: "unknown icon 'beest' — did you mean 'beast'?". */
  message: string;
  /** What the range points into: a file path, or a logical source such as `card:ada/effect`. */
  source: string;
  range: Range;
  /** JSON pointer (RFC 6901) into the document, where the diagnostic is about a JSON value. */
  pointer?: string;
  /**
   * The text that fixes the problem when it replaces `range` (the "did you mean" word), when
   * there is one: editors offer it as a quick fix.
   */
  suggestion?: string;
}

/** The start of a text: where diagnostics about a whole file point. */
export const START_RANGE: Readonly<Range> = Object.freeze({
  start: Object.freeze({ line: 1, column: 1, offset: 0 }),
  end: Object.freeze({ line: 1, column: 1, offset: 0 }),
});

/** Where a diagnostic points inside its source, when it is more than the start of the text. */
export interface DiagnosticPlace {
  range?: Range;
  pointer?: string;
}

/**
 * The one constructor of diagnostics: without a `range` it points at the start of the source
 * (a fresh range, never shared), and `pointer` is set only when given.
 */
export function diagnostic(
  severity: Severity,
  code: string,
  message: string,
  source: string,
  place: DiagnosticPlace = {},
): Diagnostic {
  const range = place.range ?? {
    start: { ...START_RANGE.start },
    end: { ...START_RANGE.end },
  };
  const d: Diagnostic = { code, severity, message, source, range };
  if (place.pointer !== undefined) d.pointer = place.pointer;
  return d;
}

/** An error diagnostic (see {@link diagnostic}). */
export function errorDiagnostic(
  code: string,
  message: string,
  source: string,
  place?: DiagnosticPlace,
): Diagnostic {
  return diagnostic("error", code, message, source, place);
}

/** A warning diagnostic (see {@link diagnostic}). */
export function warningDiagnostic(
  code: string,
  message: string,
  source: string,
  place?: DiagnosticPlace,
): Diagnostic {
  return diagnostic("warning", code, message, source, place);
}

/** Whether any diagnostic is an error (warnings and infos do not block). */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** Formats a diagnostic as `file:line:col severity code message` (the CLI's format). */
export function formatDiagnostic(d: Diagnostic, file = d.source): string {
  return `${file}:${d.range.start.line}:${d.range.start.column} ${d.severity} ${d.code} ${d.message}`;
}
