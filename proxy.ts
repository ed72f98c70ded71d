import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { allowedHostsFrom, refusal, refusalBody } from "./app/_server/request-guard";

/**
 * The Content-Security-Policy of the app's pages, with this response's nonce. Next puts the
 * nonce on its own scripts when it finds it in the request's CSP (every page renders per request
 * anyway: they read the workspace), so script-src needs no 'unsafe-inline'; 'strict-dynamic'
 * lets those scripts load the app's chunks and Monaco's. Styles stay 'unsafe-inline': React
 * style attributes and Monaco's injected <style> elements carry no nonce. Monaco's workers come
 * from the app's own files (blob: is allowed for bundlers that wrap them).
 * No 'unsafe-eval': the pages validate with the set, card and frame validators compiled ahead of
 * time (lib/schema/validators.generated.ts). Only the development server (`npm run dev`) allows
 * it, as React's development build and Next's dev tooling evaluate code.
 */
export function pageCsp(
  nonce: string,
  development = process.env.NODE_ENV === "development",
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Guards the app's pages (see request-guard.ts) and gives them their security headers. The API
 * guards itself (app/_server/api-route.ts): the proxy sees an API path only when it has a
 * percent escape, so a malformed one is answered 400 here (Next would fail on it with a 500).
 * A page takes no body, so a page request that carries one is refused (next.config.js: Next
 * buffers the body of what the proxy sees).
 */
export function proxy(request: NextRequest): Response {
  const path = new URL(request.url).pathname;
  const api = path === "/api" || path.startsWith("/api/");
  const why = refusal(
    { method: request.method, path, headers: request.headers },
    { allowedHosts: allowedHostsFrom(process.env), api, noBody: !api },
  );
  if (why) return NextResponse.json(refusalBody(why), { status: why.status });
  if (api) return NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const csp = pageCsp(nonce);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  response.headers.set("x-content-type-options", "nosniff");
  response.headers.set("referrer-policy", "same-origin");
  return response;
}

export const config = {
  matcher: [
    // Every page; not the API (it guards itself), static files or fonts.
    "/((?!api/|_next/static|_next/image|fonts/|favicon.ico).*)",
    // API paths with a percent escape, for the malformed-escape check.
    "/api/(.*%.*)",
  ],
};
