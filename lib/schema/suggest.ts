/**
 * "Did you mean …?" suggestions: the nearest known word by edit distance. Shared by the schema
 * messages and the cross-checks, and meant for the effect-language compiler too.
 */

/** Largest edit distance {@link nearestWord} accepts by default. */
export const DEFAULT_MAX_DISTANCE = 2;

/**
 * Levenshtein distance between `a` and `b` (insertions, deletions, substitutions), computed with
 * one row of memory. When `max` is given, returns `max + 1` as soon as the distance must exceed
 * it, so comparing a word against a long list stays cheap.
 */
export function levenshtein(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let row = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const next = new Array<number>(b.length + 1);
    next[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
      next[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * The candidate nearest to `word` (case-insensitive) within `maxDistance` edits, or `undefined`.
 * Ties go to the earlier candidate, so the answer is deterministic. The word itself is never
 * suggested.
 */
export function nearestWord(
  word: string,
  candidates: Iterable<string>,
  maxDistance = DEFAULT_MAX_DISTANCE,
): string | undefined {
  const needle = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = levenshtein(needle, candidate.toLowerCase(), bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 0) break;
    }
  }
  return best;
}

/** " — did you mean 'x'?" when a near candidate exists, else "". */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const near = nearestWord(word, candidates);
  return near === undefined ? "" : ` — did you mean '${near}'?`;
}
