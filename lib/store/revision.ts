/**
 * Revisions: a set's revision is a hash of the exact bytes of its set.json, so any change to the
 * file, including a hand edit outside Vellum, is a new revision, and equal bytes are equal
 * revisions.
 */
import { createHash } from "node:crypto";

/** The revision of set.json content: the first 16 hex digits of its SHA-256. */
export function revisionOf(content: Uint8Array | string): string {
  return createHash("sha256").update(content).digest("hex").slice(0, 16);
}
