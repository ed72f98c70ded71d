/**
 * Who may talk to a Vellum server. It runs on the user's own machine, so two attacks matter:
 * another website's page posting to it (cross-site request forgery) and DNS rebinding (a
 * hostile name resolving to 127.0.0.1, making the browser treat the server as that site).
 * Every request must name a loopback host (or one listed in VELLUM_ALLOWED_HOSTS), and a
 * request that changes anything must come from the app's own pages.
 */

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why a request is refused, or undefined when it may proceed. */
export function refusal(
  method: string,
  headers: { get(name: string): string | null },
  allowedHosts: readonly string[] = [],
): string | undefined {
  const host = headers.get("host");
  if (!host) return "the request names no host";
  const hostname = hostnameOf(host);
  if (!LOOPBACK.has(hostname) && !allowedHosts.includes(hostname)) {
    return `this Vellum server answers only on its own address, not '${hostname}' (add it to VELLUM_ALLOWED_HOSTS to allow it)`;
  }
  if (SAFE_METHODS.has(method.toUpperCase())) return undefined;
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") {
    return "changes may come only from Vellum's own pages, not from another site";
  }
  const origin = headers.get("origin");
  if (origin && origin !== "null") {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return "the request's Origin header is not a URL";
    }
    if (originHost !== host)
      return "changes may come only from Vellum's own pages, not from another site";
  } else if (origin === "null") {
    return "changes may come only from Vellum's own pages, not from an opaque origin";
  }
  return undefined;
}

/** The host name of a Host header (`127.0.0.1:3000` → `127.0.0.1`, `[::1]:3000` → `[::1]`). */
function hostnameOf(host: string): string {
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  const colon = host.lastIndexOf(":");
  return (colon >= 0 ? host.slice(0, colon) : host).toLowerCase();
}

/** Extra host names allowed besides loopback, from VELLUM_ALLOWED_HOSTS (comma-separated). */
export function allowedHostsFrom(env: Record<string, string | undefined>): string[] {
  return (env.VELLUM_ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}
