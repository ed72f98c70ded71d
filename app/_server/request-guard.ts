/**
 * Who may talk to a Vellum server. It runs on the user's own machine, so three attacks matter:
 * another website's page posting to it (cross-site request forgery), another website's page
 * reading or embedding what it serves (probing which sets exist, making it draw), and DNS
 * rebinding (a hostile name resolving to 127.0.0.1, making the browser treat the server as that
 * site). Every request must name a loopback host (or one listed in VELLUM_ALLOWED_HOSTS) in a
 * well-formed Host header and have a well-formed path; a request that changes anything, and any
 * request of the API, must come from the app's own pages (or from no page: a tool, a typed URL).
 * Used by proxy.ts (pages) and by every API route (`apiRoute`).
 */
import type { Diagnostic } from "@/lib/model";
import { errorDiagnostic } from "@/lib/model";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request as the guard sees it. */
export interface GuardedRequest {
  method: string;
  /** The path as sent, still percent-encoded (`/api/sets/my%20set`). */
  path: string;
  headers: { get(name: string): string | null };
}

/** Why a request is refused: its status, a namespaced code and a message that says the fix. */
export interface Refusal {
  status: 400 | 403;
  code: string;
  message: string;
}

/** What the guard allows besides the defaults. */
export interface GuardOptions {
  /** Host names allowed besides loopback (see `allowedHostsFrom`). */
  allowedHosts?: readonly string[];
  /**
   * An API request: refused from another site's page even when it only reads (pages may be
   * opened from a link on another site; the API serves nothing to other sites).
   */
  api?: boolean;
  /**
   * The address takes no body (a page: pages are only read): a request that carries one is
   * refused, so Next's proxy buffers no page body.
   */
  noBody?: boolean;
}

const OTHER_SITE = "changes may come only from Vellum's own pages, not from another site";
const API_OTHER_SITE =
  "Vellum's API answers only its own pages, not another site's: open Vellum at its own address";

/** Why a request is refused, or undefined when it may proceed. */
export function refusal(req: GuardedRequest, options: GuardOptions = {}): Refusal | undefined {
  const forbidden = (message: string): Refusal => ({
    status: 403,
    code: "request/forbidden",
    message,
  });
  const header = req.headers.get("host");
  if (!header) return forbidden("the request names no host");
  const hostname = hostnameOf(header);
  if (hostname === undefined) {
    return forbidden(
      `the Host header '${header}' is not a host name with an optional port; send the address Vellum runs on, e.g. 127.0.0.1:3000`,
    );
  }
  if (!LOOPBACK.has(hostname) && !(options.allowedHosts ?? []).includes(hostname)) {
    return forbidden(
      `this Vellum server answers only on its own address, not '${hostname}' (add it to VELLUM_ALLOWED_HOSTS to allow it)`,
    );
  }
  const badPath = malformedPath(req.path);
  if (badPath) return { status: 400, code: "request/bad-path", message: badPath };
  if (options.noBody && carriesBody(req.headers)) {
    return {
      status: 400,
      code: "request/unexpected-body",
      message: `${req.path} takes no request body: Vellum's pages are only read`,
    };
  }
  const site = req.headers.get("sec-fetch-site");
  const otherSite = site === "cross-site" || site === "same-site";
  if (options.api && otherSite) return forbidden(API_OTHER_SITE);
  const origin = req.headers.get("origin");
  const reads = SAFE_METHODS.has(req.method.toUpperCase());
  if (reads && !options.api) return undefined;
  if (otherSite) return forbidden(OTHER_SITE);
  if (origin === "null") {
    return forbidden(
      reads
        ? API_OTHER_SITE
        : "changes may come only from Vellum's own pages, not from an opaque origin",
    );
  }
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return forbidden("the request's Origin header is not a URL");
    }
    if (originHost !== header.toLowerCase()) return forbidden(reads ? API_OTHER_SITE : OTHER_SITE);
  }
  return undefined;
}

/** Whether a request's headers announce a body (a length above zero, or a chunked one). */
function carriesBody(headers: GuardedRequest["headers"]): boolean {
  const length = headers.get("content-length");
  if (length !== null && length.trim() !== "0") return true;
  return headers.get("transfer-encoding") !== null;
}

/** A host name: letters, digits, `-`, `_` and dots (what a Host header may name besides IPv6). */
const REG_NAME = /^[a-z0-9_](?:[a-z0-9_.-]{0,251}[a-z0-9_.])?$/;
/** An IPv6 literal in brackets: hex digits, colons and an embedded IPv4's dots. */
const IPV6 = /^\[[0-9a-f:.]{2,45}\]$/;

/**
 * The host name of a Host header, parsed as a URL authority without userinfo (RFC 9110 §7.2:
 * `host [":" port]`), lower-cased: `127.0.0.1:3000` → `127.0.0.1`, `[::1]:3000` → `[::1]`.
 * Undefined for anything else — userinfo (`127.0.0.1:3000@evil.example`), a fragment or path
 * (`evil.example#@127.0.0.1`), spaces, percent signs, a port that is not 1–5 digits — so no
 * such header can pass for a loopback name however another parser would read it.
 */
export function hostnameOf(header: string): string | undefined {
  const host = header.trim().toLowerCase();
  const m = /^(\[[^\]]*\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(host);
  if (!m) return undefined;
  const [, name = "", port] = m;
  if (port !== undefined && Number(port) > 65535) return undefined;
  return IPV6.test(name) || REG_NAME.test(name) ? name : undefined;
}

/**
 * Why a request path cannot be read, or undefined: a `%` not followed by two hex digits, or
 * escapes that do not decode as UTF-8 (`/api/sets/%E0%A4%A`). Next would fail on it with a 500.
 */
export function malformedPath(path: string): string | undefined {
  try {
    decodeURIComponent(path);
    return undefined;
  } catch {
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    return `the path '${shown}' has a malformed percent-encoding: each % must start a %XX escape of UTF-8 bytes (write a literal % as %25)`;
  }
}

/** The JSON body of a refusal, in the API's error shape: `{ error, message, diagnostics }`. */
export function refusalBody(r: Refusal): {
  error: string;
  message: string;
  diagnostics: Diagnostic[];
} {
  return {
    error: r.code,
    message: r.message,
    diagnostics: [errorDiagnostic(r.code, r.message, "request")],
  };
}

/** Extra host names allowed besides loopback, from VELLUM_ALLOWED_HOSTS (comma-separated). */
export function allowedHostsFrom(env: Record<string, string | undefined>): string[] {
  return (env.VELLUM_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}
