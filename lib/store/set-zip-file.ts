/**
 * A set zip read from a file, entry by entry: the central directory first (from the file's
 * end), then each entry's data in small reads, inflated and checked as `unpackSetZip` checks it
 * (set-zip.ts: the same plan, caps and checks), each art file written to a staging folder before
 * the next is read. At most one entry's content (an art file: 20 MiB) is in memory at a time,
 * however large the zip.
 */
import { open } from "node:fs/promises";
import type { FileHandle } from "node:fs/promises";
import type { Diagnostic, Result } from "../model";
import { err, ok } from "../model";
import { NODE_WRITE_STEPS } from "./atomic-write";
import { storeError } from "./errors";
import { resolveInside, SET_FILE } from "./paths";
import { checkedEntry, entryCap, MAX_ZIP_ENTRIES, planSetZip, zipTooLarge } from "./set-zip";
import type { StoreError } from "./types";
import {
  EntryContent,
  entryDataStart,
  LOCAL_HEADER_BYTES,
  locateZipDirectory,
  parseZipDirectory,
  ZIP_TAIL_BYTES,
} from "./zip-reader";
import type { ZipEntry } from "./zip-reader";

/** Bytes read from the zip at a time. */
const READ_STEP = 256 * 1024;

/**
 * Largest central directory read: 4 KiB an entry is far more than a real zip's (46 bytes and a
 * name, and a few extra fields), and bounds what a directory padded with junk costs.
 */
const MAX_DIRECTORY_BYTES = MAX_ZIP_ENTRIES * 4096;

/** A set zip read into a staging folder: set.json's text and where each art file now is. */
export interface StagedArchive {
  text: string;
  art: { file: string; path: string; size: number }[];
  /** Warnings about skipped entries. */
  diagnostics: Diagnostic[];
}

/** `length` bytes at `position` (fewer at the end of the file), into `into` when given. */
async function readAt(
  handle: FileHandle,
  position: number,
  length: number,
  into?: Uint8Array,
): Promise<Uint8Array> {
  const buffer = into ? into.subarray(0, length) : new Uint8Array(Math.max(0, length));
  let done = 0;
  while (done < buffer.length) {
    const { bytesRead } = await handle.read(buffer, done, buffer.length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return buffer.subarray(0, done);
}

async function readDirectory(
  handle: FileHandle,
  size: number,
): Promise<Result<ZipEntry[], string>> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const place = locateZipDirectory(
    await readAt(handle, tailStart, size - tailStart),
    size,
    MAX_ZIP_ENTRIES,
  );
  if (!place.ok) return place;
  if (place.value.size > MAX_DIRECTORY_BYTES) {
    return err(`the archive's central directory is over ${MAX_DIRECTORY_BYTES} bytes`);
  }
  return parseZipDirectory(
    await readAt(handle, place.value.offset, place.value.size),
    place.value.count,
  );
}

async function readEntry(
  handle: FileHandle,
  size: number,
  entry: ZipEntry,
  cap: number,
  scratch: Uint8Array,
): Promise<Result<Uint8Array, string>> {
  const header = await readAt(handle, entry.localHeaderOffset, LOCAL_HEADER_BYTES);
  const start = entryDataStart(header, entry, cap);
  if (!start.ok) return start;
  const end = start.value + entry.compressedSize;
  if (end > size) return err(`entry '${entry.name}' is truncated`);
  const content = new EntryContent(entry, cap, scratch);
  // A stored entry's pieces are copied out at once, so one read buffer serves them all; the
  // inflater may keep a view of a piece until the next, so it gets fresh ones.
  const reused = entry.method === 0 ? new Uint8Array(READ_STEP) : undefined;
  let at = start.value;
  do {
    const chunk = await readAt(handle, at, Math.min(READ_STEP, end - at), reused);
    at += chunk.length;
    if (chunk.length === 0 && at < end) return err(`entry '${entry.name}' is truncated`);
    // NOTE: a piece that fails (past the cap, corrupt) stops the reading at once.
    if (!content.push(chunk, at >= end)) break;
  } while (at < end);
  return content.finish();
}

/**
 * Reads the set zip at `file` (`source` names it in diagnostics), writing its art files into
 * folder `artDir` as it goes (without one, art entries are not read: only set.json is). Refuses
 * what `unpackSetZip` refuses; on a refusal some art may already be in `artDir` (the caller
 * discards the folder).
 */
export async function unpackSetZipFile(
  file: string,
  artDir: string | undefined,
  source = "set.zip",
): Promise<Result<StagedArchive, StoreError>> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tooLarge = zipTooLarge(size);
    if (tooLarge) return err(tooLarge);
    const plan = planSetZip(await readDirectory(handle, size), source);
    if (!plan.ok) return plan;
    let text: string | undefined;
    const art: StagedArchive["art"] = [];
    // One buffer for every entry's content (each is written out before the next is read), as
    // large as the largest declared size within its cap: memory does not grow with the zip.
    const largest = Math.max(
      0,
      ...plan.value.wanted.map((w) => Math.min(w.entry.size, entryCap(w))),
    );
    const scratch = new Uint8Array(largest);
    for (const wanted of plan.value.wanted) {
      if (artDir === undefined && wanted.target !== SET_FILE) continue;
      const content = await readEntry(handle, size, wanted.entry, entryCap(wanted), scratch);
      const checked = checkedEntry(wanted, content, source);
      if (!checked.ok) return checked;
      if ("text" in checked.value) {
        text = checked.value.text;
        continue;
      }
      if (artDir === undefined) continue; // (not read: see above)
      const { file: name, bytes } = checked.value;
      const path = resolveInside(artDir, name);
      // Synced now: the set's art folder takes it by a rename (`ArtFile.staged`).
      await NODE_WRITE_STEPS.writeTemp(path, bytes);
      art.push({ file: name, path, size: bytes.length });
    }
    if (text === undefined) return err(storeError("invalid", "the zip has no set.json"));
    return ok({ text, art, diagnostics: plan.value.diagnostics });
  } finally {
    await handle.close();
  }
}

/** The set.json text of the set zip at `file`, read without its art (to peek at its id). */
export async function setZipFileText(
  file: string,
  source = "set.zip",
): Promise<Result<string, StoreError>> {
  const archive = await unpackSetZipFile(file, undefined, source);
  return archive.ok ? ok(archive.value.text) : archive;
}
