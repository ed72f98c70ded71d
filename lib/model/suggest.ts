/**
 * "Did you mean …?": the nearest known word by edit distance, for every message that names a
 * word it does not know (schema values, cross-checks, the effect language, CSV columns, export
 * selections). In lib/model so each layer above reaches the same one.
 */

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
 * letters (optimal string alignment: `drwa` is one edit from `draw`), giving up with `max + 1`
 * as soon as it must exceed `max`, so comparing a word against a long list stays cheap.
 */
function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  let before: number[] = [];
  let previous: number[] = [];
  for (let j = 0; j <= b.length; j++) previous.push(j);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      const swapped =
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1);
      if (swapped) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How many edits a word of this length may be from a suggestion: 1 up to 4 letters, then 2, then 3. */
function suggestionBudget(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** Words longer than this get no suggestion (a pasted paragraph is not a typo). */
const LONGEST_WORD = 64;

/**
 * The candidate nearest to `word`, compared case-insensitively, within `budget` edits (by default
 * {@link suggestionBudget} of its length), or `undefined`. Ties go to the earlier candidate, so
 * the answer is deterministic. A candidate spelled exactly as `word` is never suggested; one that
 * differs only in case is the nearest of all (`EVENT` → `event`).
 */
export function nearestWord(
  word: string,
  candidates: Iterable<string>,
  budget?: number,
): string | undefined {
  const needle = word.toLowerCase();
  if (needle.length > LONGEST_WORD) return undefined;
  let best: string | undefined;
  let bestDistance = (budget ?? suggestionBudget(needle.length)) + 1;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = editDistance(needle, candidate.toLowerCase(), bestDistance - 1);
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
