/**
 * Every API route handler is wrapped in `apiRoute`: the request guard (request-guard.ts) runs
 * before it, and every answer gets the API's security headers. The API is not behind proxy.ts
 * (see there: Next buffers the body of every request the proxy sees, cuts it at
 * `proxyClientMaxBodySize` and reads it whole before the route runs, so uploads could neither
 * reach their limits nor be refused early), which makes this the API's one guard; a test checks
 * that every exported handler of app/api is wrapped. NOTE: server only.
 */
import { json } from "./http";
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
 * `handler` behind the request guard (refused requests get its 400/403 with a diagnostic and
 * never reach the handler), its answers with `API_HEADERS` and, unless it set its own,
 * `API_CSP`.
 */
export function apiRoute<C>(handler: Handler<C>): Handler<C> {
  const guarded: Handler<C> = async (req, ctx) => {
    const why = refusal(
      { method: req.method, path: new URL(req.url).pathname, headers: req.headers },
      { allowedHosts: allowedHostsFrom(process.env), api: true },
    );
    return withApiHeaders(why ? json(refusalBody(why), why.status) : await handler(req, ctx));
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
