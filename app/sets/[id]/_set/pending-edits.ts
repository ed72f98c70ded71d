/**
 * Edits not yet saved, kept in the browser (localStorage) per set, with the revision they were
 * based on, so a reload, a crash or a stopped server never loses them.
 * NOTE: impure (localStorage); every call tolerates a storage that is missing or full.
 */

/** Unsaved set text and the server revision it was edited from. */
export interface PendingEdits {
  baseRevision: string;
  text: string;
  /** When they were kept, ms since the epoch. */
  at: number;
}

/** The small part of the Storage API this needs (tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const key = (setId: string) => `vellum:pending:${setId}`;

/** The pending edits of a set, if any were kept and still read back. */
export function readPending(
  storage: KeyValueStorage | undefined,
  setId: string,
): PendingEdits | undefined {
  try {
    const raw = storage?.getItem(key(setId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PendingEdits>;
    if (typeof value.baseRevision !== "string" || typeof value.text !== "string") return undefined;
    return { baseRevision: value.baseRevision, text: value.text, at: Number(value.at) || 0 };
  } catch {
    return undefined;
  }
}

/** Keeps a set's pending edits; false when the storage refused them (full or unavailable). */
export function writePending(
  storage: KeyValueStorage | undefined,
  setId: string,
  pending: PendingEdits,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key(setId), JSON.stringify(pending));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a set's pending edits (they are saved). */
export function clearPending(storage: KeyValueStorage | undefined, setId: string): void {
  try {
    storage?.removeItem(key(setId));
  } catch {
    // nothing kept, nothing to clear
  }
}
