import type { Diagnostic } from "../model";
import { START_RANGE } from "../model";
import { createLocator } from "./locate";
import { createLineIndex } from "./positions";

/**
 * Diagnostics about a field of a set (a range inside the field's string and the field's JSON
 * `pointer`, as lib/render reports them) moved into the set file `text` named `source`: the
 * range becomes the characters' place in the file (escapes accounted for). A diagnostic without
 * a pointer points at the start of the file. `text` must be the set's valid JSON.
 */
export function placeInSetFile(
  text: string,
  source: string,
  diagnostics: readonly Diagnostic[],
): Diagnostic[] {
  if (diagnostics.length === 0) return [];
  let lines: ReturnType<typeof createLineIndex> | undefined;
  const locator = createLocator(text, () => (lines ??= createLineIndex(text)));
  return diagnostics.map((d) => ({
    ...d,
    source,
    range:
      d.pointer === undefined
        ? START_RANGE
        : locator.inString(d.pointer, d.range.start.offset, d.range.end.offset),
  }));
}
