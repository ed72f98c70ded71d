/**
 * lib/model's diagnostics as Monaco markers, the one conversion for every Monaco editor of the
 * app (the effect language, the card's JSON). Takes Monaco as an argument, so it loads nothing
 * and is tested with a stand-in.
 */
import type * as Monaco from "monaco-editor";
import type { Diagnostic, Range } from "@/lib/model";

/** The part of Monaco's API the markers use. */
type MarkerApi = Pick<typeof Monaco, "MarkerSeverity">;

/** A lib/model range as a Monaco range, exactly (completions replace just the word typed). */
export function toMonacoRange(range: Range): Monaco.IRange {
  return {
    startLineNumber: range.start.line,
    startColumn: range.start.column,
    endLineNumber: range.end.line,
    endColumn: range.end.column,
  };
}

/** A marker's range: an empty range widens to one character so the squiggle can be seen. */
function markerRange(range: Range): Monaco.IRange {
  const exact = toMonacoRange(range);
  const empty =
    exact.startLineNumber === exact.endLineNumber && exact.startColumn === exact.endColumn;
  return empty ? { ...exact, endColumn: exact.endColumn + 1 } : exact;
}

/** Diagnostics as Monaco markers, each saying which check it comes from (`source`). */
export function toMarkers(
  monaco: MarkerApi,
  diagnostics: readonly Diagnostic[],
  source: string,
): Monaco.editor.IMarkerData[] {
  const severity = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    info: monaco.MarkerSeverity.Info,
  } as const;
  return diagnostics.map((d) => ({
    ...markerRange(d.range),
    severity: severity[d.severity],
    message: d.message,
    code: d.code,
    source,
  }));
}
