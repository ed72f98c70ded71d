/**
 * A defensive zip reader: it reads the central directory itself so every limit is checked before
 * anything is inflated, and it inflates each entry in small steps, stopping as soon as the
 * output passes the entry's cap (a zip bomb's declared sizes may lie). Stored and deflated
 * entries only; encrypted and Zip64 archives are refused. Pure: bytes in, values out; an archive
 * on disk is read piece by piece through the same steps (`zip-file.ts`).
 */
import { Inflate } from "fflate";
import type { Result } from "../model";
import { err, messageOf, ok } from "../model";

/** One entry of a zip's central directory. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  /** Declared uncompressed size (checked against the real one while inflating). */
  size: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
const INFLATE_STEP = 8 * 1024;

/** Where the central directory is, from the end-of-central-directory record. */
export interface ZipDirectoryPlace {
  count: number;
  size: number;
  offset: number;
}

/** Longest end-of-central-directory record: 22 bytes and a comment of up to 65,535. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;

/**
 * Finds the central directory from the archive's last bytes (`tail`, at most ZIP_TAIL_BYTES of
 * an archive of `archiveBytes`); refuses more than `maxEntries` entries before reading them.
 */
export function locateZipDirectory(
  tail: Uint8Array,
  archiveBytes: number,
  maxEntries: number,
): Result<ZipDirectoryPlace, string> {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const eocd = findEndOfDirectory(view);
  if (eocd < 0) return err("not a zip archive (no end-of-central-directory record)");
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === ZIP64_MARK) return err("Zip64 archives are not supported");
  if (count > maxEntries)
    return err(`the archive has ${count} entries, more than the ${maxEntries} allowed`);
  if (offset + size > archiveBytes)
    return err("the archive is truncated (central directory out of range)");
  return ok({ count, size, offset });
}

/** Reads the `count` entries of a central directory (its bytes, `directory`). */
export function parseZipDirectory(
  directory: Uint8Array,
  count: number,
): Result<ZipEntry[], string> {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || view.getUint32(at, true) !== CDH_SIG) {
      return err("the archive is corrupt (bad central directory entry)");
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const entry: ZipEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: new TextDecoder("utf-8").decode(directory.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) {
      return err(`entry '${entry.name}' uses Zip64, which is not supported`);
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return ok(entries);
}

/** Reads the central directory; refuses more than `maxEntries` entries before reading them. */
export function readZipDirectory(
  bytes: Uint8Array,
  maxEntries: number,
): Result<ZipEntry[], string> {
  const place = locateZipDirectory(bytes, bytes.length, maxEntries);
  if (!place.ok) return place;
  const { count, size, offset } = place.value;
  return parseZipDirectory(bytes.subarray(offset, offset + size), count);
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) return i;
  }
  return -1;
}

/** Bytes of a local file header before its variable parts. */
export const LOCAL_HEADER_BYTES = 30;

/**
 * Where an entry's data starts, from the first LOCAL_HEADER_BYTES of its local header, or why it
 * cannot be read (encrypted, over `cap` by its declared size, an unsupported method, a bad
 * header): every check made before any of it is inflated.
 */
export function entryDataStart(
  header: Uint8Array,
  entry: ZipEntry,
  cap: number,
): Result<number, string> {
  if (entry.flags & 1) return err(`entry '${entry.name}' is encrypted`);
  if (entry.size > cap)
    return err(`entry '${entry.name}' is ${entry.size} bytes, over the ${cap}-byte limit`);
  if (entry.method !== 0 && entry.method !== 8) {
    return err(
      `entry '${entry.name}' uses compression method ${entry.method}; only stored and deflated entries are supported`,
    );
  }
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  if (header.length < LOCAL_HEADER_BYTES || view.getUint32(0, true) !== LFH_SIG) {
    return err(`entry '${entry.name}' is corrupt (bad local header)`);
  }
  const at = entry.localHeaderOffset;
  return ok(at + LOCAL_HEADER_BYTES + view.getUint16(26, true) + view.getUint16(28, true));
}

/**
 * One entry's content, fed its stored data in pieces (`push`): inflated in small steps, refused
 * as soon as more than `cap` bytes come out (a zip bomb's declared sizes may lie), then checked
 * against the directory's size and CRC-32 (`finish`). Holds the declared size (at most `cap`)
 * and nothing more, whatever comes out.
 */
export class EntryContent {
  /** The content, as large as the directory declares (at most `cap`, checked before). */
  private readonly out: Uint8Array;
  private total = 0;
  private crc = 0xffffffff;
  private over = false;
  private failure: string | undefined;
  private readonly inflate: Inflate | undefined;

  /**
   * `scratch`: a buffer to fill instead of a new one, when it is large enough (a reader of many
   * entries that is done with each before the next reuses one).
   */
  constructor(
    private readonly entry: ZipEntry,
    private readonly cap: number,
    scratch?: Uint8Array,
  ) {
    const size = Math.min(entry.size, cap);
    this.out = scratch && scratch.length >= size ? scratch.subarray(0, size) : new Uint8Array(size);
    if (entry.method === 8) this.inflate = new Inflate((chunk) => this.take(chunk));
  }

  private take(chunk: Uint8Array): void {
    const at = this.total;
    this.total += chunk.length;
    if (this.total > this.cap) {
      this.over = true;
      throw new Error("over cap");
    }
    // Past the declared size the content is corrupt (`finish` says so); only counted up to the
    // cap, so a lying zip bomb is refused as one.
    if (this.total > this.out.length) return;
    this.crc = crc32Update(this.crc, chunk);
    this.out.set(chunk, at);
  }

  /** Feeds the next piece of stored data (`last`: the final one); false once it has failed. */
  push(data: Uint8Array, last: boolean): boolean {
    if (this.failure !== undefined) return false;
    const name = this.entry.name;
    try {
      if (!this.inflate) this.take(data);
      else {
        for (let i = 0; i < data.length || i === 0; i += INFLATE_STEP) {
          const end = i + INFLATE_STEP >= data.length;
          this.inflate.push(data.subarray(i, i + INFLATE_STEP), last && end);
          if (end) break;
        }
      }
    } catch (e) {
      this.failure = this.over
        ? `entry '${name}' inflates past the ${this.cap}-byte limit`
        : `entry '${name}' cannot be inflated (${messageOf(e)})`;
      return false;
    }
    return true;
  }

  /** The content, once all data was pushed: checked against the directory's size and CRC. */
  finish(): Result<Uint8Array, string> {
    if (this.failure !== undefined) return err(this.failure);
    const name = this.entry.name;
    if (this.total !== this.entry.size)
      return err(`entry '${name}' is corrupt (size differs from the directory)`);
    if ((this.crc ^ 0xffffffff) >>> 0 !== this.entry.crc)
      return err(`entry '${name}' is corrupt (CRC mismatch)`);
    return ok(this.out);
  }
}

/**
 * The content of one entry, refusing (without inflating further) once more than `cap` bytes
 * come out, and checking the size and CRC-32 against the directory.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  cap: number,
): Result<Uint8Array, string> {
  const at = entry.localHeaderOffset;
  const start = entryDataStart(bytes.subarray(at, at + LOCAL_HEADER_BYTES), entry, cap);
  if (!start.ok) return start;
  const end = start.value + entry.compressedSize;
  if (end > bytes.length) return err(`entry '${entry.name}' is truncated`);
  const content = new EntryContent(entry, cap);
  content.push(bytes.subarray(start.value, end), true);
  return content.finish();
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (IEEE), as zip uses it. */
export function crc32(bytes: Uint8Array): number {
  return (crc32Update(0xffffffff, bytes) ^ 0xffffffff) >>> 0;
}

/** A running CRC-32 (start at 0xffffffff, finish with `^ 0xffffffff`) after `bytes`. */
function crc32Update(running: number, bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = running;
  for (let i = 0; i < bytes.length; i++) {
    crc = (crcTable[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return crc;
}
