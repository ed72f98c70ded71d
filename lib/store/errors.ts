/**
 * Store errors. Expected failures are values (`StoreError`);
 * `StorePathError` is the one exception the store throws internally, when a resolved path would
 * leave the workspace, and `toStoreError` turns it (and any fs error) back into a value.
 */
import type { StoreError, StoreErrorKind } from "./types";
import { messageOf } from "../model";

/** Builds a `StoreError`. */
export function storeError(
  kind: StoreErrorKind,
  message: string,
  extra: Omit<StoreError, "kind" | "message"> = {},
): StoreError {
  return { kind, message, ...extra };
}

/** Thrown when a path built from user input would resolve outside the workspace root. */
export class StorePathError extends Error {
  override name = "StorePathError";
}

/**
 * Thrown when a folder or file the store reads or writes inside the workspace is a symbolic
 * link: following it could make a save land (or a read come from) outside the workspace.
 */
export class StoreLinkError extends Error {
  override name = "StoreLinkError";
}

/** Thrown when another process holds a set's lock for too long. */
export class StoreLockError extends Error {
  override name = "StoreLockError";
}

/** The error code of a Node fs error (`ENOENT`, `EEXIST`, …), if it has one. */
export function errorCode(e: unknown): string | undefined {
  if (typeof e === "object" && e !== null && "code" in e) {
    const code = (e as { code: unknown }).code;
    return typeof code === "string" ? code : undefined;
  }
  return undefined;
}

/** Whether `e` is a "no such file or directory" error. */
export function isNotFound(e: unknown): boolean {
  return errorCode(e) === "ENOENT" || errorCode(e) === "ENOTDIR";
}

/** Whether `e` says the disk (or the user's quota on it) is full. */
export function isDiskFull(e: unknown): boolean {
  const code = errorCode(e);
  return code === "ENOSPC" || code === "EDQUOT";
}

/** What a person is told when the disk holding the workspace is full. */
export const DISK_FULL_MESSAGE =
  "the disk holding the workspace is full — free some space there and try again (what was saved before is intact: writes replace files only once complete)";

/** Turns anything caught while doing `doing` into a `StoreError` (`bad-id` or `io`). */
export function toStoreError(e: unknown, doing: string): StoreError {
  if (e instanceof StorePathError) return storeError("bad-id", e.message);
  if (isDiskFull(e)) return storeError("io", `${doing}: ${DISK_FULL_MESSAGE}`, { diskFull: true });
  const message = messageOf(e);
  return storeError("io", `${doing}: ${message}`);
}
