/**
 * "Did you mean …?" for the effect language: the nearest known word by edit distance. Kept
 * inside lib/dsl so the compiler depends on nothing but lib/model.
 */

/**
 * Edit distance counting insertions, deletions, substitutions and swaps of two neighbouring
 * letters (optimal string alignment), giving up with `max + 1` once it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
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
export function suggestionBudget(length: number): number {
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * The candidate nearest to `word` (case-insensitive) within `budget` edits (by default the
 * length's budget), or
 * `undefined`. Ties go to the earlier candidate; the word itself is never suggested.
 */
export function nearestWord(
  word: string,
  candidates: Iterable<string>,
  budget?: number,
): string | undefined {
  const needle = word.toLowerCase();
  if (needle.length > 64) return undefined;
  let best: string | undefined;
  let bestDistance = (budget ?? suggestionBudget(needle.length)) + 1;
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (lower === needle) continue;
    const distance = editDistance(needle, lower, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
