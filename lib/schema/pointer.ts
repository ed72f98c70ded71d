/** JSON pointers (RFC 6901): the `pointer` of every diagnostic. */

/** The pointer of a path: `["cards", 3, "name"]` → `/cards/3/name`; `[]` → `""` (the root). */
export function toPointer(path: readonly (string | number)[]): string {
  let out = "";
  for (const segment of path) {
    out += `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`;
  }
  return out;
}

/** The segments of a pointer: `/cards/3/name` → `["cards", "3", "name"]`; `""` → `[]`. */
export function fromPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(pointer.startsWith("/") ? 1 : 0)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** `pointer` extended by one segment. */
export function childPointer(pointer: string, segment: string | number): string {
  return pointer + toPointer([segment]);
}

/**
 * The own property `key` of `value`, or `undefined`. Never reads inherited members, so keys such
 * as `__proto__` or `constructor` in user data reach nothing but the data.
 */
export function getOwn(value: unknown, key: string): unknown {
  if (value === null || typeof value !== "object") return undefined;
  if (Array.isArray(value)) {
    if (!/^(0|[1-9][0-9]*)$/.test(key)) return undefined;
    return value[Number(key)];
  }
  return Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
