/**
 * A defensive zip reader: it reads the central directory itself so every limit is checked before
 * anything is inflated, and it inflates each entry in small steps, stopping as soon as the
 * output passes the entry's cap (a zip bomb's declared sizes may lie). Stored and deflated
 * entries only; encrypted and Zip64 archives are refused. Pure: bytes in, values out.
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

/** Reads the central directory; refuses more than `maxEntries` entries before reading them. */
export function readZipDirectory(
  bytes: Uint8Array,
  maxEntries: number,
): Result<ZipEntry[], string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfDirectory(view);
  if (eocd < 0) return err("not a zip archive (no end-of-central-directory record)");
  const count = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || dirOffset === ZIP64_MARK) return err("Zip64 archives are not supported");
  if (count > maxEntries)
    return err(`the archive has ${count} entries, more than the ${maxEntries} allowed`);
  if (dirOffset + dirSize > bytes.length)
    return err("the archive is truncated (central directory out of range)");
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CDH_SIG) {
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
      name: new TextDecoder("utf-8").decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) {
      return err(`entry '${entry.name}' uses Zip64, which is not supported`);
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return ok(entries);
}

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let i = last; i >= first; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) return i;
  }
  return -1;
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
  if (entry.flags & 1) return err(`entry '${entry.name}' is encrypted`);
  if (entry.size > cap)
    return err(`entry '${entry.name}' is ${entry.size} bytes, over the ${cap}-byte limit`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LFH_SIG) {
    return err(`entry '${entry.name}' is corrupt (bad local header)`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return err(`entry '${entry.name}' is truncated`);
  const data = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === 0) {
    out = data;
  } else if (entry.method === 8) {
    const inflated = inflateCapped(data, cap);
    if (!inflated.ok) return err(`entry '${entry.name}' ${inflated.error}`);
    out = inflated.value;
  } else {
    return err(
      `entry '${entry.name}' uses compression method ${entry.method}; only stored and deflated entries are supported`,
    );
  }
  if (out.length > cap) return err(`entry '${entry.name}' inflates past the ${cap}-byte limit`);
  if (out.length !== entry.size)
    return err(`entry '${entry.name}' is corrupt (size differs from the directory)`);
  if (crc32(out) !== entry.crc) return err(`entry '${entry.name}' is corrupt (CRC mismatch)`);
  return ok(out);
}

function inflateCapped(data: Uint8Array, cap: number): Result<Uint8Array, string> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) {
      over = true;
      throw new Error("over cap");
    }
    chunks.push(chunk);
  });
  try {
    for (let i = 0; i < data.length || i === 0; i += INFLATE_STEP) {
      inflate.push(data.subarray(i, i + INFLATE_STEP), i + INFLATE_STEP >= data.length);
    }
  } catch (e) {
    if (over) return err(`inflates past the ${cap}-byte limit`);
    return err(`cannot be inflated (${messageOf(e)})`);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return ok(out);
}

let crcTable: Uint32Array | undefined;

/** CRC-32 (IEEE), as zip uses it. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) {
    crc = (crcTable[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}
