import type { Diagnostic, Range } from "../model";
import { START_RANGE, errorDiagnostic, messageOf, warningDiagnostic } from "../model";
import { placeOf } from "./describe";
import { scanJson } from "./json-scan";
import {
  BLANK_CHECK_FROM,
  MAX_BLANK_SHARE,
  MAX_JSON_DEPTH,
  MAX_SET_BYTES,
  exceedsBytes,
  mostlyBlank,
} from "./limits";
import { NO_LOCATIONS, createLocator } from "./locate";
import type { Locator } from "./locate";
import { toPointer } from "./pointer";
import { createLineIndex } from "./positions";
import type { LineIndex } from "./positions";

/**
 * Safe JSON parsing with locations. In order: refuse texts over MAX_SET_BYTES (before reading
 * them) and large texts that are mostly blank padding (`mostlyBlank`), check syntax and depth in one linear pass (json-scan.ts), then let `JSON.parse` build
 * the value. `JSON.parse` defines own properties, so a `"__proto__"` key stays plain data and
 * never reaches a prototype.
 */

/** What {@link parseJson} returns; `value` is present iff the text is valid JSON. */
export interface ParsedJson {
  value?: unknown;
  diagnostics: Diagnostic[];
  /** The range of the value a JSON pointer leads to (the start of the text when unknown). */
  locate: (pointer: string) => Range;
  /** Every kind of range: values, keys, brackets, spans inside strings. */
  locator: Locator;
}

/** Parses `text` strictly (no comments, no trailing commas; a leading BOM is accepted). */
export function parseJson(text: string, source = "set.json"): ParsedJson {
  if (exceedsBytes(text, MAX_SET_BYTES)) {
    const mb = MAX_SET_BYTES / (1024 * 1024);
    return failed(source, {
      code: "json/too-large",
      message: `the file is over the ${mb} MB limit for set files — keep pictures in the art/ folder and icon SVGs small`,
      range: START_RANGE,
    });
  }
  // A BOM becomes a space: same length, so every offset still matches the caller's text.
  const json = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  let lineIndex: LineIndex | undefined;
  const lines = (): LineIndex => (lineIndex ??= createLineIndex(json));
  const padding = mostlyBlank(json);
  if (padding) {
    const { start, end } = padding.longest;
    const share = Math.floor((100 * padding.blank) / json.length);
    const at = lines().positionAt(start);
    return failed(source, {
      code: "json/padding",
      message: `the file is ${sizeOf(json.length)} and ${share}% of it is blank space (spaces, tabs, line breaks; ${sizeOf(end - start)} in one run from line ${at.line}) — remove the padding: a set file of ${sizeOf(BLANK_CHECK_FROM)} or more may be at most ${MAX_BLANK_SHARE * 100}% blank (Vellum writes sets indented by 2 spaces, about 40% blank)`,
      range: lines().rangeAt(start, end),
    });
  }

  const scanned = scanJson(json, (offset) => lines().positionAt(offset), MAX_JSON_DEPTH);
  if (scanned.problem) {
    const { code, message, start, end } = scanned.problem;
    return failed(source, { code, message, range: lines().rangeAt(start, end) });
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    // NOTE: unreachable while scanJson accepts exactly what JSON.parse accepts; kept so a
    // disagreement degrades to a diagnostic instead of an exception.
    const message = messageOf(e);
    return failed(source, { code: "json/syntax", message, range: START_RANGE });
  }
  const locator = createLocator(json, lines);
  const diagnostics: Diagnostic[] = scanned.duplicates.map((d) => {
    const place = placeOf(value, toPointer(d.path.slice(0, -1)));
    const where =
      place.field !== undefined
        ? `'${place.field}'${place.entity === undefined ? "" : ` of ${place.entity}`}`
        : (place.entity ?? "the top-level object");
    return warningDiagnostic(
      "json/duplicate-key",
      `duplicate key '${d.key}' in ${where} — only the last one counts; remove or rename the other`,
      source,
      { range: lines().rangeAt(d.start, d.end), pointer: toPointer(d.path) },
    );
  });
  return { value, diagnostics, locate: locator.value, locator };
}

/** A size in words: "9.1 MiB", "64 KiB", "812 bytes" (UTF-16 units, about bytes). */
function sizeOf(units: number): string {
  if (units >= 1024 * 1024) return `${Number((units / (1024 * 1024)).toFixed(1))} MiB`;
  if (units >= 1024) return `${Math.round(units / 1024)} KiB`;
  return `${units} bytes`;
}

function failed(source: string, d: Pick<Diagnostic, "code" | "message" | "range">): ParsedJson {
  return {
    diagnostics: [errorDiagnostic(d.code, d.message, source, { range: d.range })],
    locate: NO_LOCATIONS.value,
    locator: NO_LOCATIONS,
  };
}
