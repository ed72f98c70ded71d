/**
 * The browser app's one way to call the API: every call answers lib/model's `Result`, its value
 * the route's answer (typed by contracts.ts) or a `RequestFailure` carrying the server's
 * diagnostic. It never throws on an HTTP error or a network failure: no answer at all is a
 * failure with status 0, an answer that should be JSON and is not is one too. Per-area modules
 * (library-api, games-api, lab-api, …) only name routes through it.
 * NOTE: I/O (fetch).
 */
import type { Diagnostic, Result } from "@/lib/model";
import { err, errorDiagnostic, messageOf, ok } from "@/lib/model";
import type { SheetLink } from "@/lib/model";
import type { SheetTable } from "@/lib/sheet";
import type { ApiFailure, SheetReadAnswer, SheetWriteAnswer, SheetWriteRequest } from "./contracts";
import { sheetUrl } from "./routes";

export { artUrl, setUrl, sheetEventsUrl } from "./routes";

/** Why a request failed: the server's diagnostic, or one saying no answer came. */
export interface RequestFailure {
  /** The HTTP status; 0 when no answer came (offline, the server down, a cancelled request). */
  status: number;
  /** The failure in the project's one shape: the server's own, else one made here. */
  diagnostic: Diagnostic;
  /** Every diagnostic the server sent with its refusal (a set's problems, say). */
  diagnostics: Diagnostic[];
  /** On a stale write (409): the revision now current. */
  currentRevision?: string;
  /** Whether the server said why (its answer had a message), or the words are made here. */
  fromServer: boolean;
}

/** A call's outcome. */
export type ApiResult<T> = Result<T, RequestFailure>;

/** How a call is made. */
export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A value sent as JSON, or a body sent as it is (set.json text, a file's bytes). */
  json?: unknown;
  body?: BodyInit;
  /** The revision a write is based on, sent as If-Match. */
  revision?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** The fetch to call (a test's stub); the browser's when not given. */
  fetcher?: typeof fetch;
}

/** The code of a failure whose answer never came. */
export const UNREACHABLE = "request/unreachable";
/** The code of an answer that should have been JSON and was not. */
export const UNREADABLE = "request/unreadable-answer";
/** The code of a refusal that did not say why. */
const UNEXPLAINED = "request/failed";

/** A failure made here (no answer, or none that says why), as a diagnostic of the request. */
export function requestFailure(status: number, code: string, message: string): RequestFailure {
  const diagnostic = errorDiagnostic(code, message, "request");
  return { status, diagnostic, diagnostics: [], fromServer: false };
}

/** The message of a failed call: the server's reason, or why no answer came. */
export function failureMessage(failure: RequestFailure): string {
  return failure.diagnostic.message;
}

function initOf(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { ...options.headers };
  if (options.revision !== undefined) headers["if-match"] = `"${options.revision}"`;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  return {
    method: options.method ?? "GET",
    headers,
    ...(body !== undefined ? { body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  };
}

async function refusalOf(res: Response): Promise<RequestFailure> {
  const answer = (await res.json().catch(() => undefined)) as Partial<ApiFailure> | undefined;
  const statusWords = `${res.status}${res.statusText ? ` ${res.statusText}` : ""}`;
  const said = typeof answer?.message === "string" && answer.message !== "";
  const code = typeof answer?.error === "string" ? answer.error : UNEXPLAINED;
  const message = said ? answer.message! : `the server answered ${statusWords} without saying why`;
  const diagnostics = Array.isArray(answer?.diagnostics) ? answer.diagnostics : [];
  const own = diagnostics.find((d) => d.code === code && d.message === message);
  return {
    status: res.status,
    diagnostic: own ?? errorDiagnostic(code, message, "request"),
    diagnostics,
    ...(typeof answer?.currentRevision === "string"
      ? { currentRevision: answer.currentRevision }
      : {}),
    fromServer: said,
  };
}

/**
 * Calls `url`: the answer when its status is 2xx, else the server's refusal; a call that gets no
 * answer is a failure with status 0. The one place the app calls fetch.
 */
export async function respond(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResult<Response>> {
  let res: Response;
  try {
    res = await (options.fetcher ?? fetch)(url, initOf(options));
  } catch (e) {
    return err(requestFailure(0, UNREACHABLE, `the server could not be reached (${messageOf(e)})`));
  }
  return res.ok ? ok(res) : err(await refusalOf(res));
}

/** Calls `url` for a JSON answer (`T`: the route's contract, contracts.ts). */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const answered = await respond(url, options);
  if (!answered.ok) return answered;
  const res = answered.value;
  try {
    return ok((await res.json()) as T);
  } catch {
    return err(
      requestFailure(
        res.status,
        UNREADABLE,
        `the server answered ${res.status} without a readable body`,
      ),
    );
  }
}

/** Calls `url` for a text answer (a kept revision's set.json). */
export async function requestText(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResult<string>> {
  return readAnswer(url, options, (res) => res.text());
}

/** Calls `url` for a file's bytes (an art file, a picture). */
export async function requestBlob(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResult<Blob>> {
  return readAnswer(url, options, (res) => res.blob());
}

/** Calls `url` for an answer with no body worth reading (204). */
export async function requestDone(
  url: string,
  options: RequestOptions = {},
): Promise<ApiResult<void>> {
  const answered = await respond(url, options);
  return answered.ok ? ok(undefined) : answered;
}

async function readAnswer<T>(
  url: string,
  options: RequestOptions,
  read: (res: Response) => Promise<T>,
): Promise<ApiResult<T>> {
  const answered = await respond(url, options);
  if (!answered.ok) return answered;
  try {
    return ok(await read(answered.value));
  } catch (e) {
    return err(requestFailure(0, UNREACHABLE, `the answer was cut off (${messageOf(e)})`));
  }
}

/** Reads set `setId`'s linked sheet `link` (saved or not): its table, format and fingerprint. */
export function readSheet(
  setId: string,
  link: SheetLink,
  options: RequestOptions & { ifExists?: boolean } = {},
): Promise<ApiResult<SheetReadAnswer>> {
  const { ifExists, ...rest } = options;
  const json = ifExists ? { link, ifExists } : { link };
  return request(sheetUrl(setId, "read"), { ...rest, method: "POST", json });
}

/** Writes `table` (lib/sheet `pushTable`) to set `setId`'s linked file `link`. */
export function writeSheet(
  setId: string,
  link: SheetLink,
  table: SheetTable,
  options: RequestOptions & { expected?: string | null } = {},
): Promise<ApiResult<SheetWriteAnswer>> {
  const { expected, ...rest } = options;
  const json: SheetWriteRequest = { link, table, ...(expected !== undefined ? { expected } : {}) };
  return request(sheetUrl(setId, "write"), { ...rest, method: "POST", json });
}
