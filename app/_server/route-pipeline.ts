/**
 * The one pipeline of the API's route handlers: a route declares what it takes — its path
 * segments, whether a write must name the revision it is based on (If-Match), its body (read
 * under its limit, decoded, parsed and checked against its JSON Schema) — and what it does; the
 * pipeline runs the steps in that order and answers the first refusal (428, 413, 400) before the
 * route runs. Store results become the answer with `revisionAnswer` (ETag) or `storeError`.
 * Every handler it makes is wrapped in `apiRoute` (the request guard and security headers).
 * NOTE: server only (ajv compiles request schemas at run time).
 */
import type { RequestSchema } from "@/app/_api/request-schemas";
import { setUrl } from "@/app/_api/routes";
import { MAX_JSON_DEPTH, scanJson } from "@/lib/schema";
import { schemaValidator } from "@/lib/schema/runtime-validator";
import type { StoreResult } from "@/lib/store";
import { apiRoute } from "./api-route";
import type { BodyLimit } from "./http";
import {
  BODY_LIMITS,
  badRequest,
  baseRevisionOf,
  bodyText,
  etag,
  ifMatchOf,
  json,
  readBody,
  storeError,
} from "./http";

/** A value the request gave, or the answer refusing the request. */
export type Refusable<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The route's path segments, by name (`[id]` → `params.id`). */
export type Params = Readonly<Record<string, string>>;

/** Reads a route's body from the request (the route's segments at hand), or refuses it. */
export type BodyReader<T> = (req: Request, params: Params) => Promise<Refusable<T>>;

/** The name a diagnostic gives a body: fixed, or made of the route's segments. */
export type BodySource = string | ((params: Params) => string);

/** One of the documented body limits (http.ts `BODY_LIMITS`). */
export type BodyLimitName = keyof typeof BODY_LIMITS;

/** Whether a write must say which revision it is based on. */
export type RevisionRule = "required" | "optional";

/** What a route takes. */
export interface RouteSpec<K extends string, B, R extends RevisionRule | undefined> {
  /** The names of its dynamic path segments. */
  params: readonly K[];
  /** `required`: no If-Match (or `*`) is a 428; `optional`: the revision when one is sent. */
  revision?: R;
  /** How its body is read; no body is read without one. */
  body?: BodyReader<B>;
}

/** The revision a route is given: a string when required, perhaps one when optional. */
export type BaseRevision<R extends RevisionRule | undefined> = R extends "required"
  ? string
  : R extends "optional"
    ? string | undefined
    : undefined;

/** What a route's operation is given, once every step has passed. */
export interface RouteInput<K extends string, B, R extends RevisionRule | undefined> {
  req: Request;
  params: Readonly<Record<K, string>>;
  /** The revision the write is based on (from If-Match). */
  base: BaseRevision<R>;
  body: B;
}

/** A route handler as Next calls it. */
export type RouteHandler<K extends string> = (
  req: Request,
  ctx: { params: Promise<Readonly<Record<K, string>>> },
) => Promise<Response>;

/**
 * A route handler that takes what `spec` declares and then runs `operation`: the revision first
 * (a 428 without one, when required), then the body (413 over its limit, 400 when it does not
 * decode, parse or match its schema). Wrapped in `apiRoute`.
 */
export function route<
  const K extends string,
  B = undefined,
  R extends RevisionRule | undefined = undefined,
>(
  spec: RouteSpec<K, B, R>,
  operation: (input: RouteInput<K, B, R>) => Promise<Response>,
): RouteHandler<K> {
  return apiRoute(async (req: Request, ctx: { params: Promise<Readonly<Record<K, string>>> }) => {
    // NOTE: a route without segments may be called without a context (a test, a caller of its
    // own); its params are then none.
    const params = ((await ctx?.params) ?? {}) as Readonly<Record<K, string>>;
    let base: string | undefined;
    if (spec.revision === "required") {
      const revision = baseRevisionOf(req);
      if (!revision.ok) return revision.response;
      base = revision.value;
    } else if (spec.revision === "optional") base = ifMatchOf(req);
    let body: unknown;
    if (spec.body) {
      const read = await spec.body(req, params);
      if (!read.ok) return read.response;
      body = read.value;
    }
    // NOTE: the casts are what the spec declared: `base` is set exactly when `revision` is, and
    // `body` exactly when `body` is.
    return operation({ req, params, base: base as BaseRevision<R>, body: body as B });
  });
}

const sourceOf = (source: BodySource, params: Params) =>
  typeof source === "string" ? source : source(params);

/** The body's bytes, under `limit`. */
export function bytesBody(limit: BodyLimitName): BodyReader<Uint8Array> {
  return async (req) => {
    const read = await readBody(req, BODY_LIMITS[limit] satisfies BodyLimit);
    return read.ok ? { ok: true, value: read.bytes } : read;
  };
}

/** The body as strict UTF-8 text, under `limit`; `source` names it in a decoding diagnostic. */
export function textBody(limit: BodyLimitName, source: BodySource): BodyReader<string> {
  return async (req, params) => {
    const read = await readBody(req, BODY_LIMITS[limit]);
    if (!read.ok) return read;
    const text = bodyText(read.bytes, sourceOf(source, params));
    return text.ok ? { ok: true, value: text.text } : text;
  };
}

/** How a JSON body is read: its diagnostics' source, its refusal when not JSON, its reader. */
export interface JsonBodySpec<T> {
  /** Names the body in a decoding diagnostic; `request` when not given. */
  source?: BodySource;
  notJson: { code: string; message: string };
  /** The value the JSON holds, or the answer refusing it. */
  read: (value: unknown, params: Params) => Refusable<T>;
}

/** Where `scanJson` places a problem: not needed, only the problem's kind is answered. */
const NO_POSITION = (offset: number) => ({ line: 1, column: 1, offset });

/**
 * JSON text a request gave (`what` names it: "a saved game"), parsed: refused with `notJson`
 * when it is not JSON, and with `request/too-deep` when it is nested more than MAX_JSON_DEPTH
 * deep, as set files are (lib/schema `scanJson`, one pass with its own stack, before
 * `JSON.parse`). A value that deep overflows the stack of whatever walks it later
 * (`JSON.stringify` when it is stored, a schema check), which answered 500.
 */
export function parseRequestJson(
  text: string,
  what: string,
  notJson: { code: string; message: string },
): Refusable<unknown> {
  const { problem } = scanJson(text, NO_POSITION, MAX_JSON_DEPTH);
  if (problem?.code === "json/too-deep") {
    const message = `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than ${what} needs — look for runaway brackets`;
    return { ok: false, response: badRequest("request/too-deep", message) };
  }
  if (problem) return { ok: false, response: badRequest(notJson.code, notJson.message) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    // NOTE: unreachable while scanJson accepts exactly what JSON.parse accepts.
    return { ok: false, response: badRequest(notJson.code, notJson.message) };
  }
}

/**
 * A JSON body under `limit`, parsed (refused when too deep: `parseRequestJson`), then read by
 * `spec.read`. Every route that takes JSON reads it here or through `schemaBody`.
 */
export function jsonBody<T>(limit: BodyLimitName, spec: JsonBodySpec<T>): BodyReader<T> {
  const text = textBody(limit, spec.source ?? "request");
  return async (req, params) => {
    const read = await text(req, params);
    if (!read.ok) return read;
    const parsed = parseRequestJson(read.value, BODY_LIMITS[limit].what, spec.notJson);
    return parsed.ok ? spec.read(parsed.value, params) : parsed;
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A small JSON body (at most `BODY_LIMITS.request`, or `limit`) checked against its JSON Schema
 * (app/_api/request-schemas.ts) with lib/schema's ajv: JSON that is not an object or does not
 * match is refused with the schema's own code and message.
 */
export function schemaBody<T>(
  schema: RequestSchema<T>,
  limit: BodyLimitName = "request",
  source?: BodySource,
): BodyReader<T> {
  return jsonBody(limit, {
    ...(source ? { source } : {}),
    notJson: schema.notJson,
    read: (value) => {
      const refuse = (r: { code: string; message: string }): Refusable<T> => ({
        ok: false,
        response: badRequest(r.code, r.message),
      });
      if (schema.notObject && !isObject(value)) return refuse(schema.notObject);
      if (!schemaValidator(schema.schema)(value)) return refuse(schema.mismatch);
      return { ok: true, value: value as T };
    },
  });
}

/** Options of `revisionAnswer`. */
export interface RevisionAnswerOptions {
  /** 200 when not given. */
  status?: number;
  /** Sends `Location: /api/sets/<id>` (a set made or brought back). */
  location?: boolean;
}

/**
 * A store's answer to a write: its error as the matching status, else the value as JSON with the
 * new revision as ETag (`T` is the route's contract, app/_api/contracts.ts).
 */
export function revisionAnswer<T extends { revision: string; id?: string }>(
  result: StoreResult<T>,
  options: RevisionAnswerOptions = {},
): Response {
  if (!result.ok) return storeError(result.error);
  const { value } = result;
  return json<T>(value, options.status ?? 200, {
    ...etag(value.revision),
    ...(options.location && value.id ? { location: setUrl(value.id) } : {}),
  });
}

/** A store's answer to a read or a delete: its error as the matching status, else `answer`. */
export function storeAnswer<T>(result: StoreResult<T>, answer: (value: T) => Response): Response {
  return result.ok ? answer(result.value) : storeError(result.error);
}
