/**
 * Shared pieces of the route handlers: bodies read with a size cap, store errors mapped to HTTP
 * statuses, and JSON answers that always carry diagnostics in the project's one shape.
 * NOTE: server only.
 */
import { open } from "node:fs/promises";
import { errorDiagnostic } from "@/lib/model";
import { MAX_SET_BYTES, decodeText } from "@/lib/schema";
import {
  MAX_ART_BYTES,
  MAX_GAME_BYTES,
  MAX_REPORT_BYTES,
  MAX_SHEET_BYTES,
  MAX_ZIP_BYTES,
} from "@/lib/store";
import type { StoreError, StoreErrorKind } from "@/lib/store";

const STATUS: Record<StoreErrorKind, number> = {
  "not-found": 404,
  conflict: 409,
  invalid: 400,
  "too-large": 413,
  "bad-id": 400,
  exists: 409,
  io: 500,
};

/** A JSON response (`T`: the route's answer, as app/_api/contracts.ts declares it). */
export function json<T = unknown>(
  data: T,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return jsonText(JSON.stringify(data), status, headers);
}

/** A response of JSON text as it is stored (a set revision, a saved game), not re-serialised. */
export function jsonText(
  text: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  // Encoded here, not given as a string: undici scans a string body for lone surrogates in
  // JavaScript first (tens of milliseconds on the event loop for a set of megabytes).
  return new Response(Buffer.from(text, "utf8"), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/** A store error as a JSON response with the matching status code. */
export function storeError(error: StoreError): Response {
  return json(
    {
      error: error.kind,
      message: error.message,
      diagnostics: error.diagnostics ?? [],
      ...(error.currentRevision ? { currentRevision: error.currentRevision } : {}),
    },
    error.diskFull ? 507 : STATUS[error.kind],
  );
}

/** A request the route cannot take (bad query, bad body shape), as a 400 with one diagnostic. */
export function badRequest(code: string, message: string, status = 400): Response {
  const diagnostic = errorDiagnostic(code, message, "request");
  return json({ error: code, message, diagnostics: [diagnostic] }, status);
}

/** The result of reading a request body under a cap. */
export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/** What a route takes as a body: its size limit, what the body is, how to get under the limit. */
export interface BodyLimit {
  bytes: number;
  what: string;
  fix: string;
}

/** The bodies the API takes, each with its documented limit (README "The HTTP API"). */
export const BODY_LIMITS = {
  set: {
    bytes: MAX_SET_BYTES,
    what: "a set file",
    fix: "split the set, or shorten its longest texts and icon SVGs",
  },
  csv: { bytes: MAX_SET_BYTES, what: "a cards CSV", fix: "import the cards in several parts" },
  art: { bytes: MAX_ART_BYTES, what: "an art file", fix: "resize or compress the image" },
  import: {
    bytes: MAX_ZIP_BYTES,
    what: "an imported set",
    fix: "remove unused art from the zip, or split the set",
  },
  request: { bytes: 64 * 1024, what: "this request's body", fix: "send only the fields it names" },
  game: {
    bytes: MAX_GAME_BYTES,
    what: "a saved game",
    fix: "undo back to a shorter game, or start a new one",
  },
  report: {
    bytes: MAX_REPORT_BYTES,
    what: "a balance report",
    fix: "run the lab on fewer cards, or keep the report as a file",
  },
  sheet: {
    bytes: MAX_SHEET_BYTES,
    what: "a linked sheet's table",
    fix: "keep only the cards' columns in the sheet",
  },
} as const satisfies Record<string, BodyLimit>;

const count = (n: number) => n.toLocaleString("en-US");

function sizeOf(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  const kib = bytes / 1024;
  if (Number.isInteger(mib)) return `${mib} MiB (${count(bytes)} bytes)`;
  if (mib >= 1) return `${mib.toFixed(1)} MiB (${count(bytes)} bytes)`;
  if (Number.isInteger(kib)) return `${kib} KiB (${count(bytes)} bytes)`;
  return `${count(bytes)} bytes`;
}

/**
 * Reads the request body under `limit`, refusing it with 413 as soon as it is known to pass the
 * limit — from its Content-Length before reading any of it, else while streaming, without
 * reading further — so an oversized upload is never buffered whole. A body that ends before the
 * length its Content-Length announced (an upload cut off, or cut short on its way) is refused
 * with 400: nothing is ever saved from a partial upload.
 */
export async function readBody(req: Request, limit: BodyLimit): Promise<BodyResult> {
  const chunks: Uint8Array[] = [];
  const streamed = await streamBody(req, limit, (chunk) => {
    chunks.push(chunk);
  });
  if (!streamed.ok) return streamed;
  const bytes = new Uint8Array(streamed.bytes);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Streams the request body into `file` (created, or emptied) under `limit`, with `readBody`'s
 * refusals; only one chunk is in memory at a time. The caller removes the file on a refusal.
 * `pick`: a body whose kind shows in its first bytes (a zip or a set.json) is held, from its
 * first chunk on, to the limit `pick` gives for that chunk (at most `limit`), its
 * Content-Length checked against it again before anything is written.
 */
export async function readBodyToFile(
  req: Request,
  limit: BodyLimit,
  file: string,
  pick?: (head: Uint8Array) => BodyLimit,
): Promise<{ ok: true; bytes: number } | { ok: false; response: Response }> {
  const handle = await open(file, "w");
  try {
    return await streamBody(
      req,
      limit,
      async (chunk) => {
        await handle.write(chunk);
      },
      pick,
    );
  } finally {
    await handle.close();
  }
}

/**
 * The 503 of a full queue of long jobs (print exports, zip downloads): `message` says how many
 * run or wait, the Retry-After header when to ask again.
 */
export function queueFullAnswer(code: string, message: string, retryAfterS: number): Response {
  const res = badRequest(code, message, 503);
  res.headers.set("retry-after", String(retryAfterS));
  return res;
}

/** The 413 answer to a body over `limit` (`size`: how large it is, as far as known). */
export function tooLargeAnswer(limit: BodyLimit, size: string): Response {
  return badRequest(
    "request/too-large",
    `${limit.what} may be at most ${sizeOf(limit.bytes)}; this upload is ${size} — ${limit.fix}`,
    413,
  );
}

async function streamBody(
  req: Request,
  most: BodyLimit,
  take: (chunk: Uint8Array) => void | Promise<void>,
  pick?: (head: Uint8Array) => BodyLimit,
): Promise<{ ok: true; bytes: number } | { ok: false; response: Response }> {
  let limit = most;
  const refuse = (code: string, message: string, status: number) => ({
    ok: false as const,
    response: badRequest(code, message, status),
  });
  const tooLarge = (size: string) => ({
    ok: false as const,
    response: tooLargeAnswer(limit, size),
  });
  const header = req.headers.get("content-length");
  const declared = header === null ? undefined : Number(header);
  if (declared !== undefined && declared > limit.bytes) return tooLarge(`${count(declared)} bytes`);
  if (!req.body) return { ok: true, bytes: 0 };
  const reader = req.body.getReader();
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      return refuse(
        "request/incomplete-body",
        `the upload was cut off after ${count(total)} bytes — nothing was saved; send it again`,
        400,
      );
    }
    if (chunk.done) break;
    if (pick && total === 0 && chunk.value.byteLength > 0) {
      const picked = pick(chunk.value);
      if (picked.bytes < limit.bytes) limit = picked;
      if (declared !== undefined && declared > limit.bytes) {
        reader.releaseLock(); // as below: the 413 must reach the client
        return tooLarge(`${count(declared)} bytes`);
      }
    }
    total += chunk.value.byteLength;
    if (total > limit.bytes) {
      // NOTE: released, not cancelled: cancelling destroys the connection under the request,
      // and the 413 would never reach the client. Nothing more is read from it.
      reader.releaseLock();
      return tooLarge("larger");
    }
    await take(chunk.value);
  }
  if (declared !== undefined && total !== declared) {
    return refuse(
      "request/incomplete-body",
      `the upload ended after ${count(total)} of the ${count(declared)} bytes its Content-Length announced — nothing was saved; send it again`,
      400,
    );
  }
  return { ok: true, bytes: total };
}

/** A request body decoded as text, or the 400 answer. */
export type TextResult = { ok: true; text: string } | { ok: false; response: Response };

/**
 * Decodes a request body as strict UTF-8 (lib/schema `decodeText`; a BOM is dropped): bytes
 * that are not UTF-8, or a UTF-16 file, are a 400 whose diagnostic names the line and column
 * (`source` names the file in it). Nothing is ever stored with U+FFFD in place of bad bytes.
 */
export function bodyText(bytes: Uint8Array, source: string): TextResult {
  const decoded = decodeText(bytes, source);
  if (decoded.ok) return { ok: true, text: decoded.value };
  const d = decoded.error;
  return {
    ok: false,
    response: json({ error: "invalid", message: d.message, diagnostics: [d] }, 400),
  };
}

/**
 * The revision a write was based on, from the standard `If-Match` header (`"<revision>"`,
 * quotes optional); a 428 response without one (or with `*`), because such a write could
 * silently overwrite someone else's save. A stale revision is a 409 conflict, as the store
 * reports it, with the current revision in the body.
 */
export function baseRevisionOf(
  req: Request,
): { ok: true; value: string } | { ok: false; response: Response } {
  const raw = ifMatchOf(req);
  if (raw === "*") {
    return {
      ok: false,
      response: badRequest(
        "request/revision-required",
        "If-Match: * is not enough here: send the exact revision you loaded, so no save you have not seen is overwritten",
        428,
      ),
    };
  }
  if (!raw) {
    return {
      ok: false,
      response: badRequest(
        "request/revision-required",
        "say which revision this change is based on: send the revision you loaded in an If-Match header",
        428,
      ),
    };
  }
  return { ok: true, value: raw };
}

/**
 * The revision an If-Match header names: its first entity tag without `W/` and quotes
 * (`"abc", "def"` → `abc`), `*` as it is, or undefined without the header.
 */
export function ifMatchOf(req: Request): string | undefined {
  const header = req.headers.get("if-match");
  if (header === null) return undefined;
  const first = header.split(",")[0]?.trim() ?? "";
  return first.replace(/^W\//, "").replace(/^"|"$/g, "") || undefined;
}

/** The ETag header for a revision. */
export function etag(revision: string): Record<string, string> {
  return { etag: `"${revision}"` };
}
