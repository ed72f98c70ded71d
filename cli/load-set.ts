/**
 * Reading a set for a CLI command from a set.json, a set folder or a zip, with the size limits
 * checked before anything is read.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Diagnostic, VellumSet } from "../lib/model";
import { errorDiagnostic, formatDiagnostic, isSlug } from "../lib/model";
import { MAX_SET_BYTES, decodeText, validateSetText } from "../lib/schema";
import { MAX_ZIP_BYTES, isArtFileName, unpackSetZip } from "../lib/store";
import type { CliIo } from "./io";
import { EXIT } from "./io";
import { cliWorkspace } from "./open-workspace";

function fileProblem(file: string, code: string, message: string): Diagnostic {
  return errorDiagnostic(code, message, file);
}

/** A set file's text, and how to read the art files beside it. */
export interface LoadedSetText {
  text?: string;
  shown: string;
  problems: Diagnostic[];
  /** Reads an art file of the set (its folder's art/, or the zip's); undefined when missing. */
  readArt?: (file: string) => Promise<Uint8Array | undefined>;
  /** The names of the set's art files (its folder's art/, or the zip's), for `set/missing-art`. */
  artFiles?: string[];
}

/** The text of the set.json named by `target` (a file, a set folder or a zip), or a problem. */
export async function loadSetText(target: string, shown: string): Promise<LoadedSetText> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return {
      shown,
      problems: [fileProblem(shown, "cli/not-found", `no such file or folder: ${shown}`)],
    };
  }
  if (info.isDirectory())
    return loadSetText(path.join(target, "set.json"), path.join(shown, "set.json"));
  const isZip = target.toLowerCase().endsWith(".zip");
  const limit = isZip ? MAX_ZIP_BYTES : MAX_SET_BYTES;
  if (info.size > limit) {
    const mib = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MiB`;
    return {
      shown,
      problems: [
        fileProblem(
          shown,
          "json/too-large",
          `the file is ${mib(info.size)}; the limit is ${mib(limit)} — split the set or remove unused art`,
        ),
      ],
    };
  }
  const bytes = await readFile(target);
  if (!isZip) {
    const artDir = path.join(path.dirname(target), "art");
    const readArt = async (file: string) =>
      isArtFileName(file)
        ? await readFile(path.join(artDir, file)).then(
            (b) => new Uint8Array(b),
            () => undefined,
          )
        : undefined;
    const text = decodeText(bytes, shown);
    if (!text.ok) return { shown, problems: [text.error], readArt };
    const artFiles = await readdir(artDir).then(
      (names) => names.filter(isArtFileName).sort(),
      () => [],
    );
    return { text: text.value, shown, problems: [], readArt, artFiles };
  }
  const unpacked = unpackSetZip(new Uint8Array(bytes));
  if (!unpacked.ok) {
    const diags = unpacked.error.diagnostics?.length
      ? unpacked.error.diagnostics
      : [fileProblem(shown, "zip/invalid", unpacked.error.message)];
    return { shown, problems: diags };
  }
  const art = new Map(unpacked.value.art.map((a) => [a.file, a.bytes]));
  return {
    readArt: async (file: string) => art.get(file),
    artFiles: [...art.keys()].sort(),
    text: unpacked.value.text,
    shown: `${shown}!set.json`,
    problems: unpacked.value.diagnostics,
  };
}

/** A set named on the command line, as far as it could be read. */
export interface NamedSet {
  /** How to name it in messages: the path given, or the workspace id. */
  shown: string;
  /** The parsed JSON whenever it parsed, even if it has errors. */
  value?: unknown;
  /** The set, when it has no errors. */
  set?: VellumSet;
  diagnostics: Diagnostic[];
  /** Reads one of the set's art files; undefined when it is missing. */
  readArt: (file: string) => Promise<Uint8Array | undefined>;
}

const NO_ART = async (): Promise<undefined> => undefined;

/**
 * A set named by a path (set.json, set folder or zip) when such a file exists, else by its id
 * in the workspace.
 */
export async function resolveSet(name: string, io: CliIo): Promise<NamedSet> {
  const full = path.resolve(io.cwd, name);
  const exists = await stat(full).then(
    () => true,
    () => false,
  );
  if (exists) {
    const loaded = await loadSetText(full, name);
    const readArt = loaded.readArt ?? NO_ART;
    if (loaded.text === undefined)
      return { shown: loaded.shown, diagnostics: loaded.problems, readArt };
    const { value, set, diagnostics } = validateSetText(loaded.text, loaded.shown, {
      ...(loaded.artFiles ? { artFiles: loaded.artFiles } : {}),
    });
    return {
      shown: loaded.shown,
      value,
      set,
      diagnostics: [...loaded.problems, ...diagnostics],
      readArt,
    };
  }
  if (!isSlug(name)) {
    return {
      shown: name,
      diagnostics: [fileProblem(name, "cli/not-found", `no such file, folder or set: ${name}`)],
      readArt: NO_ART,
    };
  }
  const ws = await cliWorkspace(io);
  const read = await ws.read(name);
  if (!read.ok) {
    return {
      shown: name,
      diagnostics: [fileProblem(name, "cli/not-found", read.error.message)],
      readArt: NO_ART,
    };
  }
  const { value, set, diagnostics } = read.value;
  const readArt = async (file: string) => {
    const art = await ws.readArt(name, file);
    return art.ok ? art.value : undefined;
  };
  return { shown: `${name}/set.json`, value, set, diagnostics, readArt };
}

/** A set with no errors, ready for a command, and its art. */
export interface UsableSet {
  set: VellumSet;
  readArt: (file: string) => Promise<Uint8Array | undefined>;
}

/**
 * The set `name` (see resolveSet) when it has no errors; otherwise prints its diagnostics and
 * what to do, and returns the exit code.
 */
export async function usableSet(name: string, io: CliIo): Promise<UsableSet | number> {
  const named = await resolveSet(name, io);
  if (!named.set) {
    for (const d of named.diagnostics) io.err(formatDiagnostic(d, named.shown));
    io.err(`error: ${named.shown} has errors; fix them first (vellum validate ${name})`);
    return EXIT.failed;
  }
  return { set: named.set, readArt: named.readArt };
}
