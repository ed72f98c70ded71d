/**
 * Ids of sets, cards, families, icons, frames and backs are slugs: lower-case letters, digits
 * and single hyphens, starting with a letter or digit. A slug can never name a path outside its
 * folder (no dots, no slashes), which is why the store accepts nothing else as a set id.
 */

/** The slug pattern, shared with the JSON Schemas. */
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const SLUG_RE = new RegExp(SLUG_PATTERN);

/** Longest id accepted anywhere. */
export const MAX_ID_LENGTH = 64;

/** Whether `id` is a valid slug. */
export function isSlug(id: unknown): id is string {
  return typeof id === "string" && id.length > 0 && id.length <= MAX_ID_LENGTH && SLUG_RE.test(id);
}

/** Turns any text into a slug ("Lady Ada Vane!" → "lady-ada-vane"); "" when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_ID_LENGTH)
    .replace(/-+$/g, "");
}

/**
 * The one way to make a new id from a name: the name's slug (`fallback` when the name has no
 * letter or digit), or when `taken` holds it the slug with "-2", "-3"… — the slug cut so the
 * suffix still fits in MAX_ID_LENGTH. `taken` is the ids in use, or a test for ids reserved
 * beyond a list (built-in frames' ids). Retyping the name of a thing whose own id is left out
 * of `taken` gives back the same id.
 */
export function uniqueId(
  name: string,
  taken: Iterable<string> | ((id: string) => boolean),
  fallback: string,
): string {
  const used = typeof taken === "function" ? undefined : new Set(taken);
  const isTaken = typeof taken === "function" ? taken : (id: string) => used!.has(id);
  const root = slugify(name) || fallback;
  if (!isTaken(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${root.slice(0, MAX_ID_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!isTaken(id)) return id;
  }
}
