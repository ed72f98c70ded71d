/**
 * Shared pieces of the route handlers: bodies read with a size cap, store errors mapped to HTTP
 * statuses, and JSON answers that always carry diagnostics in the project's one shape.
 * NOTE: server only.
 */
import type { Diagnostic } from "@/lib/model";
import { START_RANGE } from "@/lib/model";
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

/** A JSON response. */
export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
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
    STATUS[error.kind],
  );
}

/** A request the route cannot take (bad query, bad body shape), as a 400 with one diagnostic. */
export function badRequest(code: string, message: string, status = 400): Response {
  const diagnostic: Diagnostic = {
    code,
    severity: "error",
    message,
    source: "request",
    range: START_RANGE,
  };
  return json({ error: code, message, diagnostics: [diagnostic] }, status);
}

/** The result of reading a request body under a cap. */
export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; response: Response };

/**
 * Reads the request body, refusing it with 413 as soon as it passes `maxBytes` — from the
 * Content-Length header when there is one, else while streaming — so an oversized upload is
 * never buffered whole.
 */
export async function readBody(req: Request, maxBytes: number): Promise<BodyResult> {
  const tooLarge = (): BodyResult => ({
    ok: false,
    response: badRequest(
      "request/too-large",
      `the upload is larger than the ${Math.round(maxBytes / (1024 * 1024))} MiB limit; split the set or remove unused art`,
      413,
    ),
  });
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
  if (!req.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes };
}

/** Decodes UTF-8 text, replacing invalid sequences (the validators then report what is wrong). */
export function utf8(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}

/** Parses a small JSON request body (not a set file): an object or a 400 response. */
export function parseRequestObject(
  bytes: Uint8Array,
): { ok: true; value: Record<string, unknown> } | { ok: false; response: Response } {
  try {
    const value: unknown = JSON.parse(utf8(bytes));
    if (value !== null && typeof value === "object" && !Array.isArray(value)) {
      return { ok: true, value: value as Record<string, unknown> };
    }
  } catch {
    // fall through to the same answer
  }
  return {
    ok: false,
    response: badRequest("request/bad-json", "the request body must be a JSON object"),
  };
}

/** Reads an optional string field of a request object. */
export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const v = body[key];
  return typeof v === "string" ? v : undefined;
}

/** The route context Next passes to handlers under `/api/sets/[id]`. */
export interface SetRouteContext {
  params: Promise<{ id: string }>;
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
