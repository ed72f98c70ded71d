/** Small pieces of English every message of the app builds the same way. */

/** "a", "a and b", "a, b and c" (or "… or c"): a list in running text. */
export function wordList(words: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words[words.length - 1]!}`;
}

/** "1 card", "3 cards" (or the given plural: "2 families"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
