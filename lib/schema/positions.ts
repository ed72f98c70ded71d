import type { Position, Range } from "../model";

/**
 * Offsets ↔ line/column in a source text. Lines end at "\n", "\r\n" or "\r" (as in the
 * editor); columns count UTF-16 units from 1, like Monaco's.
 */

/** Converts offsets of one text to positions in O(log lines) each. */
export interface LineIndex {
  /** The position of a 0-based offset (clamped into the text). */
  positionAt(offset: number): Position;
  /** The range from `start` to `end` (offsets; `end` exclusive). */
  rangeAt(start: number, end: number): Range;
}

/** Builds the line index of `text` (one linear scan). */
export function createLineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    }
  }
  const positionAt = (offset: number): Position => {
    const at = Math.max(0, Math.min(Math.trunc(offset) || 0, text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (starts[lo] ?? 0) + 1, offset: at };
  };
  return {
    positionAt,
    rangeAt: (start, end) => ({ start: positionAt(start), end: positionAt(Math.max(start, end)) }),
  };
}
