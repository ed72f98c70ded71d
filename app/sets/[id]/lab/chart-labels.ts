/**
 * Category labels under a bar chart: wrapped into the width of their bar's band and cut with
 * "…" when they need more lines than the axis gives them (the full name goes in a title), so
 * long names never run into each other. Pure.
 */

/** Most lines of a label under a bar. */
export const MAX_LABEL_LINES = 3;

/** Font size of the labels, in pixels; a line is 1.2 of it. */
export const LABEL_FONT_SIZE = 12;
export const LABEL_LINE_HEIGHT = Math.round(LABEL_FONT_SIZE * 1.2);

/**
 * An upper bound on the width of a character at LABEL_FONT_SIZE, in pixels: wide enough for the
 * app's fonts (capitals included), so a line of `charsFitting` characters stays inside its band.
 */
const CHAR_WIDTH = LABEL_FONT_SIZE * 0.62;

/** Characters that fit in `width` pixels, with a little space between neighbouring labels. */
export function charsFitting(width: number): number {
  return Math.max(3, Math.floor((width - 6) / CHAR_WIDTH));
}

/** A label laid out in lines. */
export interface WrappedLabel {
  lines: string[];
  /** Whether the text was cut (the lines do not hold all of it). */
  cut: boolean;
}

/**
 * `text` in lines of at most `maxChars` characters, broken between words (a word longer than a
 * line is split), at most `maxLines` of them; the last one ends with "…" when the rest did not
 * fit.
 */
export function wrapLabel(
  text: string,
  maxChars: number,
  maxLines = MAX_LABEL_LINES,
): WrappedLabel {
  const width = Math.max(2, maxChars);
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > 0) {
      const joined = line ? `${line} ${rest}` : rest;
      if (joined.length <= width) {
        line = joined;
        rest = "";
      } else if (line) {
        lines.push(line);
        line = "";
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, cut: false };
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  return { lines: kept, cut: true };
}

/** Lines the axis needs for `labels` in bands of `bandWidth` pixels. */
export function labelLines(labels: readonly string[], bandWidth: number): number {
  const chars = charsFitting(bandWidth);
  return Math.max(1, ...labels.map((l) => wrapLabel(l, chars).lines.length));
}
