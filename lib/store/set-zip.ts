/**
 * A set as one zip: `set.json` plus `art/<file>`. Reading enforces the archive rules: at most
 * 100 MiB and 2,000 entries, per-entry and total size caps checked on declared sizes and again
 * while inflating, no absolute paths, no `..`, nothing but set.json and art files (`__MACOSX/`
 * and dot-files are skipped with a warning), optionally all inside one top-level folder.
 * Pure: bytes in, values out.
 */
import { zipSync } from "fflate";
import type { Zippable } from "fflate";
import type { Diagnostic, Result } from "../model";
import { err, errorDiagnostic, ok, warningDiagnostic } from "../model";
import { MAX_SET_BYTES, capDiagnostics, decodeText } from "../schema";
import { checkArtFile, MAX_ART_BYTES } from "./art-files";
import { storeError } from "./errors";
import { isArtFileName, SET_FILE } from "./paths";
import { readZipDirectory, readZipEntry } from "./zip-reader";
import type { ZipEntry } from "./zip-reader";
import type { StoreError } from "./types";

/** Largest zip accepted. */
export const MAX_ZIP_BYTES = 100 * 1024 * 1024;
/** Most entries a zip may have (folders included). */
export const MAX_ZIP_ENTRIES = 2000;
/** Most bytes all entries of a zip may inflate to together. */
export const MAX_ZIP_TOTAL_BYTES = 256 * 1024 * 1024;

/** The content of a set zip. */
export interface SetArchive {
  text: string;
  art: { file: string; bytes: Uint8Array }[];
  /** Warnings about skipped entries. */
  diagnostics: Diagnostic[];
}

/** Builds the zip of a set: set.json (deflated) and art files (stored, SVG deflated). */
export function packSetZip(
  text: string,
  art: readonly { file: string; bytes: Uint8Array }[],
  mtime: Date = new Date(),
): Uint8Array {
  const files: Zippable = { [SET_FILE]: [new TextEncoder().encode(text), { level: 6 }] };
  for (const a of art) {
    files[`art/${a.file}`] = [a.bytes, { level: a.file.endsWith(".svg") ? 6 : 0 }];
  }
  return zipSync(files, { mtime });
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
  if (bytes.length > MAX_ZIP_BYTES) {
    return err(
      storeError("too-large", `the zip is over the ${MAX_ZIP_BYTES / 1024 / 1024} MiB limit`),
    );
  }
  const directory = readZipDirectory(bytes, MAX_ZIP_ENTRIES);
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
  const declared = wanted.value.reduce((sum, w) => sum + w.entry.size, 0);
  if (declared > MAX_ZIP_TOTAL_BYTES) {
    return err(
      storeError(
        "too-large",
        `the zip's files add up to over ${MAX_ZIP_TOTAL_BYTES / 1024 / 1024} MiB`,
      ),
    );
  }
  return inflateEntries(bytes, wanted.value, source, diagnostics);
}

interface Wanted {
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

function inflateEntries(
  bytes: Uint8Array,
  wanted: readonly Wanted[],
  source: string,
  diagnostics: Diagnostic[],
): Result<SetArchive, StoreError> {
  let text: string | undefined;
  const art: { file: string; bytes: Uint8Array }[] = [];
  for (const { target, entry } of wanted) {
    const isSet = target === SET_FILE;
    const cap = isSet ? MAX_SET_BYTES : MAX_ART_BYTES;
    const content = readZipEntry(bytes, entry, cap);
    if (!content.ok) {
      const kind = /limit/.test(content.error) ? "too-large" : "invalid";
      const d = errorDiagnostic("zip/bad-entry", content.error, source);
      return err(storeError(kind, content.error, { diagnostics: [d] }));
    }
    if (isSet) {
      const decoded = decodeText(content.value, SET_FILE);
      if (!decoded.ok) {
        const d = decoded.error;
        return err(
          storeError("invalid", `${entry.name} in the zip: ${d.message}`, { diagnostics: [d] }),
        );
      }
      text = decoded.value;
      continue;
    }
    const file = target.slice("art/".length);
    const problem = checkArtFile(file, content.value);
    if (problem) return err(problem);
    art.push({ file, bytes: content.value });
  }
  if (text === undefined) return err(storeError("invalid", "the zip has no set.json"));
  return ok({ text, art, diagnostics });
}
