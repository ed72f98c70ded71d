/** Id checks shared by the operations: refuse a bad id before any path is built. */
import { isSlug } from "../model";
import { storeError } from "./errors";
import { isArtFileName, isRevision } from "./paths";
import type { StoreError } from "./types";

function shown(value: unknown): string {
  const text = typeof value === "string" ? value : String(value);
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** A `bad-id` error unless `id` is a slug. */
export function checkSetId(id: unknown): StoreError | undefined {
  if (isSlug(id)) return undefined;
  return storeError(
    "bad-id",
    `set id ${shown(id)} is not valid — use lower-case letters, digits and single hyphens (e.g. "my-expansion")`,
  );
}

/** A `bad-id` error unless `file` is an allowed art file name. */
export function checkArtName(file: unknown): StoreError | undefined {
  if (isArtFileName(file)) return undefined;
  return storeError(
    "bad-id",
    `art file name ${shown(file)} is not allowed — use letters, digits, '.', '_' or '-', starting with a letter or digit, ending in .png, .jpg, .jpeg, .webp or .svg`,
  );
}

/** A `bad-id` error unless `revision` has the shape of a revision. */
export function checkRevision(revision: unknown): StoreError | undefined {
  if (isRevision(revision)) return undefined;
  return storeError(
    "bad-id",
    `revision ${shown(revision)} is not valid — a revision is 16 hex digits`,
  );
}
