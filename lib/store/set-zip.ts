/**
 * A set as one zip: `set.json` plus `art/<file>`. Reading enforces the archive rules: at most
 * MAX_ZIP_BYTES and MAX_ZIP_ENTRIES entries, at most MAX_SET_ART_FILES art files, per-entry and
 * total size caps checked on declared sizes and again while inflating, no absolute paths, no
 * `..`, nothing but set.json and art files (`__MACOSX/` and dot-files are skipped with a
 * warning), optionally all inside one top-level folder. Pure: bytes in, values out (a zip on
 * disk is read entry by entry through the same rules: `set-zip-file.ts`).
 */
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, ok, warningDiagnostic } from "../model";
import { MAX_SET_BYTES, capDiagnostics, decodeText } from "../schema";
import {
  checkArtFile,
  MAX_ART_BYTES,
  MAX_SET_ART_BYTES,
  MAX_SET_ART_FILES,
  mib,
} from "./art-files";
import { storeError } from "./errors";
import { isArtFileName, SET_FILE } from "./paths";
import { readZipDirectory, readZipEntry } from "./zip-reader";
import type { ZipEntry } from "./zip-reader";
import type { StoreError } from "./types";

/**
 * What one entry may add to a zip beyond its content: local and central headers with its name
 * (at most 2 × 133 bytes), a data descriptor, and deflate's worst-case growth of an SVG or
 * set.json that does not compress (5 bytes a 16 KiB block of a 20 MiB file). Generous.
 */
const ZIP_ENTRY_OVERHEAD = 8 * 1024;

/**
 * Largest set zip: the one limit export and import share. Export refuses to write a bigger zip
 * (it could not be imported again) and import refuses to read one. It is what the largest set
 * the store lets you build takes as a zip — set.json at its limit and art at the per-set limits
 * (`art-files.ts`), plus each entry's overhead — so every set can be backed up and restored.
 */
export const MAX_ZIP_BYTES =
  MAX_SET_BYTES + MAX_SET_ART_BYTES + (MAX_SET_ART_FILES + 1) * ZIP_ENTRY_OVERHEAD;
/**
 * Most entries a zip may have: set.json and the art files, with room for folder entries and a
 * macOS `__MACOSX/` twin of each file (skipped, but entries all the same).
 */
export const MAX_ZIP_ENTRIES = 2 * (MAX_SET_ART_FILES + 1) + 64;
/** Most bytes all entries of a zip may inflate to together: what a set may hold. */
export const MAX_ZIP_TOTAL_BYTES = MAX_SET_BYTES + MAX_SET_ART_BYTES;

/**
 * At most how many bytes `streamSetZip` makes of a set.json of `setBytes` and art files of these
 * names and sizes (stored; SVG deflated, which can only grow by the overhead).
 */
export function zipSizeBound(setBytes: number, art: readonly { file: string; size: number }[]) {
  const entry = (size: number) => size + ZIP_ENTRY_OVERHEAD;
  return 22 + entry(setBytes) + art.reduce((sum, a) => sum + entry(a.size), 0);
}

/** Why a zip of this size could not be imported again, or undefined when it could. */
export function zipExportProblem(
  id: string,
  setBytes: number,
  art: readonly { file: string; size: number }[],
): StoreError | undefined {
  const artBytes = art.reduce((sum, a) => sum + a.size, 0);
  const bound = zipSizeBound(setBytes, art);
  if (art.length <= MAX_SET_ART_FILES && artBytes <= MAX_SET_ART_BYTES && bound <= MAX_ZIP_BYTES) {
    return undefined;
  }
  return storeError(
    "too-large",
    `set '${id}' has ${art.length.toLocaleString("en-US")} art files (${mib(artBytes)}); its zip would be up to ${mib(bound)}, over the ${mib(MAX_ZIP_BYTES, "limit")} a zip import takes (at most ${MAX_SET_ART_FILES.toLocaleString("en-US")} art files and ${mib(MAX_SET_ART_BYTES, "limit")} of art a set), so it could not be restored — nothing was written; remove art the set does not use, or move some cards and their art to another set`,
  );
}

/** The content of a set zip. */
export interface SetArchive {
  text: string;
  art: { file: string; bytes: Uint8Array }[];
  /** Warnings about skipped entries. */
  diagnostics: Diagnostic[];
}

/** One art file of a streamed zip: its name, and its content read in pieces when its turn comes. */
export interface ZipArtSource {
  file: string;
  /** The content, a piece at a time; throws when it cannot be read (the zip then fails). */
  chunks(): AsyncIterable<Uint8Array>;
}

/** Bytes of set.json deflated at a time, so a 10 MiB set.json is no one long step. */
const TEXT_STEP = 256 * 1024;

/** Formats whose content is compressed already: stored as they are. */
const STORED = /\.(png|jpe?g|webp)$/i;

/**
 * The zip of a set as a stream: set.json (deflated) and the art files (stored; SVG deflated), in
 * that order. Pulled a piece at a time: each art file is opened only when its turn comes and
 * read piece by piece (`chunks`), so the stream holds about one piece and fflate's buffers,
 * never all the art, and each piece is one short step on the event loop. A source that fails
 * errors the stream (the zip is never finished, so it cannot pass for a complete one);
 * cancelling the stream stops reading and closes the file being read.
 */
export function streamSetZip(
  text: string,
  art: readonly ZipArtSource[],
  mtime: Date = new Date(),
): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((e, chunk) => {
    if (e) failure = e;
    else out.push(chunk);
  });
  // Each step is one piece pushed into the zip: the stream's pull runs steps until output waits.
  async function* steps(): AsyncGenerator<void> {
    const setJson = new ZipDeflate(SET_FILE, { level: 6 });
    setJson.mtime = mtime;
    zip.add(setJson);
    const bytes = new TextEncoder().encode(text);
    for (let at = 0; at < bytes.length || at === 0; at += TEXT_STEP) {
      setJson.push(bytes.subarray(at, at + TEXT_STEP), at + TEXT_STEP >= bytes.length);
      yield;
    }
    for (const a of art) {
      const name = `art/${a.file}`;
      const entry = STORED.test(a.file)
        ? new ZipPassThrough(name)
        : new ZipDeflate(name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      // A piece is pushed once the next is known, so the last one is marked final.
      let held: Uint8Array | undefined;
      for await (const piece of a.chunks()) {
        if (held) {
          entry.push(held as Uint8Array<ArrayBuffer>, false);
          yield;
        }
        held = piece;
      }
      entry.push((held ?? new Uint8Array(0)) as Uint8Array<ArrayBuffer>, true);
      yield;
    }
    zip.end();
  }
  const feed = steps();
  let ended = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (out.length === 0 && !ended) {
          ended = (await feed.next()).done === true;
          if (failure) throw failure;
        }
        for (const chunk of out.splice(0)) controller.enqueue(chunk);
        if (ended) controller.close();
      },
      async cancel() {
        zip.terminate();
        await feed.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The whole of a zip stream (tests and small zips: it holds every byte). */
export async function zipStreamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

type Placed =
  | { kind: "skip" }
  | { kind: "ignored"; name: string }
  | { kind: "bad"; name: string; why: string }
  | { kind: "file"; segments: string[]; entry: ZipEntry };

function place(entry: ZipEntry): Placed {
  const { name } = entry;
  if (name.includes("\\") || name.includes("\0")) {
    return { kind: "bad", name, why: "has a backslash or NUL in its path" };
  }
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) {
    return { kind: "bad", name, why: "has an absolute path" };
  }
  const segments = name.split("/").filter((s) => s !== "" && s !== ".");
  if (segments.includes("..")) return { kind: "bad", name, why: "has '..' in its path" };
  if (segments[0] === "__MACOSX" || segments.some((s) => s.startsWith("."))) {
    return name.endsWith("/") ? { kind: "skip" } : { kind: "ignored", name };
  }
  if (name.endsWith("/") || segments.length === 0) return { kind: "skip" };
  return { kind: "file", segments, entry };
}

/** Where set.json sits: "" at the root, or the one top-level folder every file is in. */
function findPrefix(files: readonly { segments: string[] }[]): string | undefined {
  if (files.some((f) => f.segments.length === 1 && f.segments[0] === SET_FILE)) return "";
  const top = files[0]?.segments[0];
  if (top === undefined || !files.every((f) => f.segments.length > 1 && f.segments[0] === top)) {
    return undefined;
  }
  return files.some((f) => f.segments.length === 2 && f.segments[1] === SET_FILE) ? top : undefined;
}

function invalid(
  message: string,
  source: string,
  names: { name: string; why: string }[],
): StoreError {
  const diagnostics = names.map((n) =>
    errorDiagnostic("zip/bad-entry", `zip entry '${n.name}' ${n.why}`, source),
  );
  return storeError("invalid", message, {
    diagnostics: capDiagnostics(diagnostics, { code: "zip/too-many-problems", source }),
  });
}

/** Reads a set zip; see the file comment for what is refused. */
export function unpackSetZip(
  bytes: Uint8Array,
  source = "set.zip",
): Result<SetArchive, StoreError> {
  const tooLarge = zipTooLarge(bytes.length);
  if (tooLarge) return err(tooLarge);
  const plan = planSetZip(readZipDirectory(bytes, MAX_ZIP_ENTRIES), source);
  if (!plan.ok) return plan;
  let text: string | undefined;
  const art: { file: string; bytes: Uint8Array }[] = [];
  for (const wanted of plan.value.wanted) {
    const content = readZipEntry(bytes, wanted.entry, entryCap(wanted));
    const checked = checkedEntry(wanted, content, source);
    if (!checked.ok) return checked;
    if ("text" in checked.value) text = checked.value.text;
    else art.push(checked.value);
  }
  if (text === undefined) return err(storeError("invalid", "the zip has no set.json"));
  return ok({ text, art, diagnostics: plan.value.diagnostics });
}

/** The refusal of a zip of `bytes` bytes, over MAX_ZIP_BYTES. */
export function zipTooLarge(bytes: number): StoreError | undefined {
  if (bytes <= MAX_ZIP_BYTES) return undefined;
  return storeError(
    "too-large",
    `the zip is ${mib(bytes)}, over the ${mib(MAX_ZIP_BYTES, "limit")} limit — remove unused art from it, or split the set`,
  );
}

/** What a set zip holds that import reads, in the order it is read, with skip warnings. */
export interface SetZipPlan {
  wanted: Wanted[];
  diagnostics: Diagnostic[];
}

/**
 * Checks a zip's directory against the rules (file comment) before anything is inflated: what
 * each entry is, where set.json is, the number of art files and the declared total size.
 */
export function planSetZip(
  directory: Result<ZipEntry[], string>,
  source: string,
): Result<SetZipPlan, StoreError> {
  if (!directory.ok) {
    const kind = directory.error.includes("entries, more than") ? "too-large" : "invalid";
    const d = errorDiagnostic("zip/corrupt", directory.error, source);
    return err(storeError(kind, `cannot read the zip: ${directory.error}`, { diagnostics: [d] }));
  }
  const diagnostics: Diagnostic[] = [];
  const bad: { name: string; why: string }[] = [];
  const files: { segments: string[]; entry: ZipEntry }[] = [];
  for (const entry of directory.value) {
    const placed = place(entry);
    if (placed.kind === "bad") bad.push(placed);
    else if (placed.kind === "file") files.push(placed);
    else if (placed.kind === "ignored") {
      const message = `zip entry '${placed.name}' is a system or hidden file and was skipped`;
      diagnostics.push(warningDiagnostic("zip/skipped-entry", message, source));
    }
  }
  if (bad.length > 0) return err(invalid(`the zip has ${bad.length} unsafe entries`, source, bad));
  const prefix = findPrefix(files);
  if (prefix === undefined) {
    const d = errorDiagnostic(
      "zip/no-set",
      "the zip has no set.json at its root or in one top-level folder",
      source,
    );
    return err(storeError("invalid", d.message, { diagnostics: [d] }));
  }
  const wanted = selectEntries(files, prefix, source);
  if (!wanted.ok) return wanted;
  const artFiles = wanted.value.length - 1;
  if (artFiles > MAX_SET_ART_FILES) {
    return err(
      storeError(
        "too-large",
        `the zip has ${artFiles.toLocaleString("en-US")} art files; a set may have at most ${MAX_SET_ART_FILES.toLocaleString("en-US")} — split the set`,
      ),
    );
  }
  const declared = wanted.value.reduce((sum, w) => sum + w.entry.size, 0);
  if (declared > MAX_ZIP_TOTAL_BYTES) {
    return err(
      storeError(
        "too-large",
        `the zip's files add up to over ${mib(MAX_ZIP_TOTAL_BYTES, "limit")} (at most ${mib(MAX_SET_ART_BYTES, "limit")} of art and a ${mib(MAX_SET_BYTES, "limit")} set.json) — remove unused art from it, or split the set`,
      ),
    );
  }
  return ok({ wanted: wanted.value, diagnostics });
}

/** One entry import reads. */
export interface Wanted {
  /** "set.json" or an art file name. */
  target: string;
  entry: ZipEntry;
}

function selectEntries(
  files: readonly { segments: string[]; entry: ZipEntry }[],
  prefix: string,
  source: string,
): Result<Wanted[], StoreError> {
  const bad: { name: string; why: string }[] = [];
  const wanted: Wanted[] = [];
  const seen = new Set<string>();
  for (const { segments, entry } of files) {
    const rel = prefix === "" ? segments : segments.slice(1);
    const [first, second, ...rest] = rel;
    let target: string | undefined;
    if (rel.length === 1 && first === SET_FILE) target = SET_FILE;
    else if (first === "art" && rest.length === 0 && isArtFileName(second))
      target = `art/${second}`;
    if (target === undefined) {
      bad.push({
        name: entry.name,
        why: "is neither set.json nor art/<file> with an allowed name",
      });
    } else if (seen.has(target)) {
      bad.push({ name: entry.name, why: "appears twice in the zip" });
    } else {
      seen.add(target);
      wanted.push({ target, entry });
    }
  }
  if (bad.length > 0)
    return err(
      invalid(`the zip has ${bad.length} entries that are not part of a set`, source, bad),
    );
  return ok(wanted);
}

/** The most bytes an entry may inflate to. */
export function entryCap(wanted: Wanted): number {
  return wanted.target === SET_FILE ? MAX_SET_BYTES : MAX_ART_BYTES;
}

/** An entry's content, checked: set.json decoded as text, or an art file checked as art. */
export function checkedEntry(
  { target, entry }: Wanted,
  content: Result<Uint8Array, string>,
  source: string,
): Result<{ text: string } | { file: string; bytes: Uint8Array }, StoreError> {
  if (!content.ok) {
    const kind = /limit/.test(content.error) ? "too-large" : "invalid";
    const d = errorDiagnostic("zip/bad-entry", content.error, source);
    return err(storeError(kind, content.error, { diagnostics: [d] }));
  }
  if (target === SET_FILE) {
    const decoded = decodeText(content.value, SET_FILE);
    if (!decoded.ok) {
      const d = decoded.error;
      return err(
        storeError("invalid", `${entry.name} in the zip: ${d.message}`, { diagnostics: [d] }),
      );
    }
    return ok({ text: decoded.value });
  }
  const file = target.slice("art/".length);
  const problem = checkArtFile(file, content.value);
  if (problem) return err(problem);
  return ok({ file, bytes: content.value });
}
