/**
 * Every API route handler is wrapped in `apiRoute`: the request guard (request-guard.ts) runs
 * before it, and every answer gets the API's security headers. The API is not behind proxy.ts
 * (see there: Next buffers the body of every request the proxy sees, cuts it at
 * `proxyClientMaxBodySize` and reads it whole before the route runs, so uploads could neither
 * reach their limits nor be refused early), which makes this the API's one guard; a test checks
 * that every exported handler of app/api is wrapped. NOTE: server only.
 */
import { DISK_FULL_MESSAGE, isDiskFull } from "@/lib/store";
import { badRequest, json } from "./http";
import { allowedHostsFrom, refusal, refusalBody } from "./request-guard";

/** Headers every API answer carries. */
export const API_HEADERS: Readonly<Record<string, string>> = {
  // Never guess another type than the one sent (an uploaded file served as HTML, say).
  "x-content-type-options": "nosniff",
  // Another site's page cannot embed what the API serves (an <img> probing for a set).
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
};

/**
 * The Content-Security-Policy of API answers that set none (JSON, downloads): opened in a tab,
 * nothing in them may run, load anything or be framed.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

const GUARDED = Symbol.for("vellum.api-route");

/** A route handler, as Next calls it. */
type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/**
 * The answer to a request whose handler threw: a 500 in the API's one error shape. The reason
 * goes to the server's log, not to the client (it may name paths on the server).
 */
export function internalError(e: unknown): Response {
  console.error("vellum: an API request failed:", e);
  // A full disk is the one failure a person can fix themselves: say so (an upload streamed to
  // the workspace throws it, not a store result).
  if (isDiskFull(e)) return badRequest("server/disk-full", DISK_FULL_MESSAGE, 507);
  const message =
    "the server failed while answering this request — try again; if it keeps failing, the server's log says why";
  return badRequest("server/internal", message, 500);
}

/**
 * `handler` behind the request guard (refused requests get its 400/403 with a diagnostic and
 * never reach the handler), its answers with `API_HEADERS` and, unless it set its own,
 * `API_CSP`. A handler that throws answers `internalError`'s 500, headers and all: left to
 * Next, a throw became a bare 500 without them.
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  const guarded: Handler<C> = async (req, ctx) => {
    const why = refusal(
      { method: req.method, path: new URL(req.url).pathname, headers: req.headers },
      { allowedHosts: allowedHostsFrom(process.env), api: true },
    );
    if (why) return withApiHeaders(json(refusalBody(why), why.status));
    let answer: Response;
    try {
      answer = await handler(req, ctx);
    } catch (e) {
      answer = internalError(e);
    }
    return withApiHeaders(answer);
  };
  return Object.assign(guarded, { [GUARDED]: true });
}

/** Whether `value` is a handler made by `apiRoute`. */
export function isApiRoute(value: unknown): boolean {
  return typeof value === "function" && (value as { [GUARDED]?: boolean })[GUARDED] === true;
}

function withApiHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(API_HEADERS)) headers.set(name, value);
  if (!headers.has("content-security-policy")) headers.set("content-security-policy", API_CSP);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
