/**
 * A set's linked sheet (lib/model `SheetLink`) on disk or on the web: a CSV, TSV or XLSX file in
 * the set's folder, read and written safely (its name checked, no link followed, written
 * atomically under the set's lock), or an http(s) URL answering CSV, fetched under a time and a
 * size limit. Parsing and encoding (sheet-bytes.ts) are given as functions, so the app runs them
 * in a worker thread; the CLI and tests run them in process.
 */
import { constants as fsConstants } from "node:fs";
import { lstat, open } from "node:fs/promises";
import type { SheetLink } from "../model";
import type { Result } from "../model";
import { err, ok } from "../model";
import { sheetFileNameProblem, sheetFormatOf } from "../sheet";
import type { SheetFormat, SheetTable } from "../sheet";
import { WorkspaceCore } from "./core";
import { isNotFound, StoreLinkError, StorePathError } from "./errors";
import { resolveInside } from "./paths";
import { revisionOf } from "./revision";
import { encodeSheet, parseSheet, sheetError } from "./sheet-bytes";
import type { ParsedSheet, SheetEncodeJob, SheetError, SheetParseJob } from "./sheet-bytes";
import type { Workspace } from "./types";
import { workspaceCoreOf } from "./workspace-core";

/** The largest sheet read or written: far above 2,000 cards (a few hundred kilobytes). */
export const MAX_SHEET_BYTES = 20 * 1024 * 1024;
/** How long a URL has to answer, whole, before it is called unreachable. */
export const SHEET_FETCH_TIMEOUT_MS = 15_000;

/** How a sheet is parsed and encoded (the app's run in a worker thread). */
export interface SheetCodec {
  parse(job: SheetParseJob): Promise<Result<ParsedSheet, SheetError>>;
  encode(job: SheetEncodeJob): Promise<Result<Uint8Array, SheetError>>;
}

/** Parsing and encoding in this thread. */
export const IN_PROCESS_CODEC: SheetCodec = { parse: parseSheet, encode: encodeSheet };

/** Options of reading a link: the codec, and the URL's limits (tests shorten the time). */
export interface SheetReadOptions {
  codec?: SheetCodec;
  timeoutMs?: number;
  maxBytes?: number;
}

/** A linked sheet read: its table and problems, format, where from, and the bytes' hash. */
export interface SheetRead extends ParsedSheet {
  format: SheetFormat;
  /** In words: "cards.xlsx, sheet Cards", "cards.csv", the URL. */
  source: string;
  fingerprint: string;
}

/** A push written: the file, the rows written and the new bytes' hash. */
export interface SheetWritten {
  file: string;
  rows: number;
  fingerprint: string;
}

/** The hash of a sheet's bytes: the watch compares them to tell a real change. */
export function sheetFingerprint(bytes: Uint8Array): string {
  return revisionOf(bytes);
}

/**
 * Why `file` cannot name a linked sheet in a set's folder, or undefined when it can: lib/sheet's
 * `sheetFileNameProblem`, the rule the link form and the schema's `sheet.file` also check.
 */
export function sheetFileProblem(file: string): SheetError | undefined {
  const problem = sheetFileNameProblem(file);
  if (problem === undefined) return undefined;
  return sheetError("sheet/bad-link", `linked sheet: ${problem}`);
}

/** The format of a URL's CSV: TSV when its path or query says so (Google's `output=tsv`). */
function urlFormat(url: URL, contentType: string): SheetFormat {
  const tsv =
    /\.tsv$/i.test(url.pathname) ||
    /^(tsv)$/i.test(url.searchParams.get("output") ?? url.searchParams.get("format") ?? "") ||
    contentType.startsWith("text/tab-separated-values");
  return tsv ? "tsv" : "csv";
}

/** The words that say how to get CSV out of a Google Sheet. */
export const PUBLISH_AS_CSV =
  "in Google Sheets choose File → Share → Publish to web, pick the sheet and 'Comma-separated values (.csv)', and link the address it gives (it ends in output=csv); any other site must answer the CSV file itself";

function looksLikeHtml(head: Uint8Array): boolean {
  const text = new TextDecoder().decode(head.subarray(0, 512)).replace(/^\uFEFF?\s*/, "");
  return /^<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|!--)/i.test(text);
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 0)} MB`;

/**
 * Fetches a sheet URL: redirects followed, the whole answer within `timeoutMs`, its body cut off
 * past `maxBytes`, refused when it is not a 200 or is HTML (a sign-in page, a sheet not
 * published) rather than CSV.
 */
export async function fetchSheetUrl(
  address: string,
  options: SheetReadOptions = {},
): Promise<Result<{ bytes: Uint8Array; format: SheetFormat }, SheetError>> {
  const { timeoutMs = SHEET_FETCH_TIMEOUT_MS, maxBytes = MAX_SHEET_BYTES } = options;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    url = new URL("invalid:");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return err(
      sheetError(
        "sheet/bad-link",
        `'${address}' is not an http(s) address — link a published sheet's CSV address (https://…), or a file in the set's folder`,
      ),
    );
  }
  const seconds = `${Math.round(timeoutMs / 100) / 10} s`;
  const unreachable = (why: string) =>
    err(sheetError("sheet/unreachable", `${address} ${why} — check the address and try again`));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: "follow",
        signal: controller.signal,
        headers: { accept: "text/csv, text/tab-separated-values, text/plain;q=0.8, */*;q=0.5" },
      });
    } catch (e) {
      if (controller.signal.aborted) return unreachable(`did not answer within ${seconds}`);
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      return unreachable(`could not be reached (${cause?.code ?? cause?.message ?? String(e)})`);
    }
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => undefined);
      return unreachable(`answered ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`);
    }
    const contentType = (res.headers.get("content-type") ?? "").toLowerCase();
    const notCsv = () =>
      err(
        sheetError("sheet/not-csv", `${address} answered a web page, not CSV — ${PUBLISH_AS_CSV}`),
      );
    if (contentType.startsWith("text/html") || contentType.startsWith("application/xhtml")) {
      await res.body?.cancel().catch(() => undefined);
      return notCsv();
    }
    const tooLarge = () =>
      err(
        sheetError(
          "sheet/too-large",
          `${address} is larger than ${mb(maxBytes)}, the limit of a linked sheet — link a sheet of the cards only`,
        ),
      );
    const declared = Number(res.headers.get("content-length") ?? NaN);
    if (declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      return tooLarge();
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        let piece: ReadableStreamReadResult<Uint8Array>;
        try {
          piece = await reader.read();
        } catch {
          if (controller.signal.aborted) return unreachable(`did not answer within ${seconds}`);
          return unreachable("cut its answer off");
        }
        if (piece.done) break;
        total += piece.value.byteLength;
        if (total > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return tooLarge();
        }
        chunks.push(piece.value);
      }
    }
    const bytes = Buffer.concat(chunks);
    if (looksLikeHtml(bytes)) return notCsv();
    return ok({ bytes: new Uint8Array(bytes), format: urlFormat(url, contentType) });
  } finally {
    clearTimeout(timer);
  }
}

function coreOf(ws: Workspace): WorkspaceCore {
  return workspaceCoreOf(ws) ?? new WorkspaceCore(ws.root);
}

/** The path of linked file `file` of set `id` (its name checked first: `sheetFileProblem`). */
export function sheetFilePath(ws: Workspace, id: string, file: string): string {
  return resolveInside(coreOf(ws).setDir(id), file);
}

/**
 * The bytes of linked file `file` of set `id` now, or undefined when there is none: a link (never
 * followed) or a folder counts as none; larger than `maxBytes` is refused.
 * NOTE: throws `StoreLinkError` for a linked set folder, as every read of a set does.
 */
export async function readSheetFile(
  ws: Workspace,
  id: string,
  file: string,
  maxBytes = MAX_SHEET_BYTES,
): Promise<Result<Uint8Array | undefined, SheetError>> {
  const bad = sheetFileProblem(file);
  if (bad) return err(bad);
  const core = coreOf(ws);
  await core.refuseSetLinks(id);
  const full = resolveInside(core.setDir(id), file);
  let handle;
  try {
    const info = await lstat(full);
    if (info.isSymbolicLink()) return err(linkRefused(file));
    if (!info.isFile()) return ok(undefined);
    // NOTE: O_NOFOLLOW: a link put in its place between the lstat and the open is not followed.
    handle = await open(full, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW);
  } catch (e) {
    if (isNotFound(e)) return ok(undefined);
    if ((e as { code?: string }).code === "ELOOP") return err(linkRefused(file));
    throw e;
  }
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) {
      return err(
        sheetError(
          "sheet/too-large",
          `${file} is ${mb(size)}; a linked sheet may be at most ${mb(maxBytes)} — keep only the cards in it`,
        ),
      );
    }
    return ok(new Uint8Array(await handle.readFile()));
  } finally {
    await handle.close();
  }
}

function linkRefused(file: string): SheetError {
  return sheetError(
    "sheet/bad-link",
    `'${file}' in the set's folder is a symbolic link — Vellum does not follow links inside its workspace; put the file itself there`,
  );
}

/**
 * Runs a sheet operation, a path or a link the store refuses (`StorePathError`, a linked set
 * folder: `StoreLinkError`) answered as `sheet/bad-link`; any other throw is a failure.
 */
async function guarded<T>(
  run: () => Promise<Result<T, SheetError>>,
): Promise<Result<T, SheetError>> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof StorePathError || e instanceof StoreLinkError) {
      return err(sheetError("sheet/bad-link", e.message));
    }
    throw e;
  }
}

const noSet = (id: string) => sheetError("sheet/not-found", `no set with id '${id}'`);

/**
 * The folder to watch for linked file `file` of set `id` (the set's own), once the name is a
 * sheet's, the set exists and neither its folder nor the file is a link; the file itself may be
 * missing (a push or a copy makes it later).
 */
export async function sheetWatchFolder(
  ws: Workspace,
  id: string,
  file: string,
): Promise<Result<string, SheetError>> {
  const bad = sheetFileProblem(file);
  if (bad) return err(bad);
  return guarded(async () => {
    const core = coreOf(ws);
    if (!(await setExists(core, id))) return err(noSet(id));
    const now = await readSheetFile(ws, id, file, Number.POSITIVE_INFINITY);
    return now.ok ? ok(core.setDir(id)) : now;
  });
}

function readOnly(): SheetError {
  return sheetError(
    "sheet/read-only",
    "a sheet linked by its URL cannot be written — Vellum only reads it; to push the cards, link a .csv, .tsv or .xlsx file in the set's folder",
  );
}

/** Why the cards cannot be pushed to `link` (a URL is read-only), or undefined when they can. */
export function sheetWriteProblem(link: SheetLink): SheetError | undefined {
  return linkProblem(link) ?? (link.file === undefined ? readOnly() : undefined);
}

/** How a link reads in messages: "cards.xlsx, sheet Cards", "cards.csv", the URL. */
function sourceOf(link: SheetLink, format: SheetFormat, worksheet?: string): string {
  if (link.url !== undefined) return link.url;
  const file = link.file ?? "";
  return format === "xlsx" && worksheet ? `${file}, sheet ${worksheet}` : file;
}

function linkProblem(link: SheetLink): SheetError | undefined {
  if ((link.file === undefined) === (link.url === undefined)) {
    return sheetError(
      "sheet/bad-link",
      'a linked sheet is either a file of the set\'s folder ({ "file": "cards.csv" }) or a URL ({ "url": "https://…" }) — give one of them',
    );
  }
  return link.file === undefined ? undefined : sheetFileProblem(link.file);
}

/** Reads set `id`'s linked sheet `link` (see the file comment). */
export async function readSheetLink(
  ws: Workspace,
  id: string,
  link: SheetLink,
  options: SheetReadOptions = {},
): Promise<Result<SheetRead, SheetError>> {
  const bad = linkProblem(link);
  if (bad) return err(bad);
  return guarded(() => readLinked(ws, id, link, options));
}

async function readLinked(
  ws: Workspace,
  id: string,
  link: SheetLink,
  options: SheetReadOptions,
): Promise<Result<SheetRead, SheetError>> {
  if (!(await setExists(coreOf(ws), id))) return err(noSet(id));
  const codec = options.codec ?? IN_PROCESS_CODEC;
  let bytes: Uint8Array;
  let format: SheetFormat;
  if (link.url !== undefined) {
    const fetched = await fetchSheetUrl(link.url, options);
    if (!fetched.ok) return fetched;
    ({ bytes, format } = fetched.value);
  } else {
    const file = link.file ?? "";
    const read = await readSheetFile(ws, id, file, options.maxBytes);
    if (!read.ok) return read;
    if (!read.value) {
      return err({
        ...sheetError(
          "sheet/not-found",
          `there is no file '${file}' in the folder of set '${id}' — put the sheet there (${sheetFilePath(ws, id, file)}), or push the cards to create it`,
        ),
        missingFile: true,
      });
    }
    bytes = read.value;
    // NOTE: sheetFileProblem checked that the name has a sheet format.
    format = sheetFormatOf(file) ?? "csv";
  }
  const source = sourceOf(link, format);
  const parsed = await codec.parse({
    bytes,
    format,
    source,
    ...(link.worksheet !== undefined ? { worksheet: link.worksheet } : {}),
  });
  if (!parsed.ok) return parsed;
  return ok({
    ...parsed.value,
    format,
    source: sourceOf(link, format, parsed.value.worksheet),
    fingerprint: sheetFingerprint(bytes),
  });
}

/**
 * What a push expects the linked file to be when it writes: the fingerprint of the bytes it read
 * (`SheetRead.fingerprint`), or null when the file was not there yet.
 */
export type SheetExpected = string | null;

/**
 * Writes `table` to set `id`'s linked file (a URL is `sheet/read-only`): CSV/TSV keep a BOM the
 * file had, XLSX keeps the workbook's other worksheets and the target's name; written atomically
 * under the set's lock, the file read again there so nothing written meanwhile is lost. With
 * `expected`, refused as `sheet/changed` when the file there is no longer the one the push was
 * made from (changed, created or deleted since it was read), so a confirmed push never
 * overwrites what the person saved meanwhile.
 */
export async function writeSheetLink(
  ws: Workspace,
  id: string,
  link: SheetLink,
  table: SheetTable,
  codec: SheetCodec = IN_PROCESS_CODEC,
  expected?: SheetExpected,
): Promise<Result<SheetWritten, SheetError>> {
  const bad = sheetWriteProblem(link);
  if (bad || link.file === undefined) return err(bad ?? readOnly());
  const file = link.file;
  const format = sheetFormatOf(file) ?? "csv";
  const core = coreOf(ws);
  return guarded(() =>
    core.locked(id, async () => {
      const existing = await readSheetFile(ws, id, file);
      if (!existing.ok) return existing;
      if (!(await setExists(core, id))) return err(noSet(id));
      if (expected !== undefined) {
        const now = existing.value ? sheetFingerprint(existing.value) : null;
        if (now !== expected) return err(changedSince(file, expected, now));
      }
      const encoded = await codec.encode({
        table,
        format,
        source: file,
        ...(existing.value ? { existing: existing.value } : {}),
        ...(link.worksheet !== undefined ? { worksheet: link.worksheet } : {}),
      });
      if (!encoded.ok) return encoded;
      if (encoded.value.byteLength > MAX_SHEET_BYTES) {
        return err(
          sheetError(
            "sheet/too-large",
            `the cards would make ${file} ${mb(encoded.value.byteLength)}, over the ${mb(MAX_SHEET_BYTES)} limit of a linked sheet`,
          ),
        );
      }
      await core.write(resolveInside(core.setDir(id), file), encoded.value);
      return ok({ file, rows: table.rows.length, fingerprint: sheetFingerprint(encoded.value) });
    }),
  );
}

function changedSince(file: string, expected: SheetExpected, now: string | null): SheetError {
  const what = now === null ? "was deleted" : expected === null ? "was created" : "changed";
  return sheetError(
    "sheet/changed",
    `${file} ${what} since it was read for this push, so nothing was written (the push would overwrite that change) — review the push again`,
  );
}

async function setExists(core: WorkspaceCore, id: string): Promise<boolean> {
  await core.refuseSetLinks(id);
  try {
    return (await lstat(core.setFile(id))).isFile();
  } catch (e) {
    if (isNotFound(e)) return false;
    throw e;
  }
}
