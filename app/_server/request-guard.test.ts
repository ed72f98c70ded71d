import { describe, expect, it } from "vitest";
import { allowedHostsFrom, hostnameOf, malformedPath, refusal } from "./request-guard";
import type { GuardOptions } from "./request-guard";

function request(method: string, h: Record<string, string>, path = "/api/sets") {
  return { method, path, headers: { get: (name: string) => h[name] ?? null } };
}

/** The refusal's message, or undefined when the request may proceed. */
function why(
  method: string,
  h: Record<string, string>,
  options: GuardOptions = {},
  path?: string,
): string | undefined {
  return refusal(request(method, h, path), options)?.message;
}

const API = { api: true };
const HOST = "127.0.0.1:3000";

describe("request guard", () => {
  it("lets the app's own pages read and write on a loopback host", () => {
    expect(why("GET", { host: HOST })).toBeUndefined();
    expect(
      why("PUT", { host: HOST, origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }),
    ).toBeUndefined();
    expect(why("POST", { host: "localhost:3000" })).toBeUndefined(); // CLI tools send no Origin
    expect(why("DELETE", { host: "[::1]:3000", origin: "http://[::1]:3000" })).toBeUndefined();
    expect(why("GET", { host: "LOCALHOST" })).toBeUndefined();
  });

  it("refuses another site's page changing anything (CSRF)", () => {
    expect(why("POST", { host: HOST, origin: "https://evil.example" })).toMatch(/another site/);
    expect(why("POST", { host: HOST, "sec-fetch-site": "cross-site" })).toMatch(/another site/);
    expect(why("PUT", { host: HOST, origin: "null" })).toMatch(/opaque origin/);
    expect(why("POST", { host: HOST, origin: "http://127.0.0.1:4000" })).toMatch(/another site/);
    expect(refusal(request("POST", { host: HOST, origin: "https://evil.example" }))).toEqual({
      status: 403,
      code: "request/forbidden",
      message: "changes may come only from Vellum's own pages, not from another site",
    });
  });

  it("refuses another site reading the API, but lets it link to the app's pages", () => {
    const message =
      "Vellum's API answers only its own pages, not another site's: open Vellum at its own address";
    const others: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const h of others) {
      expect(why("GET", { host: HOST, ...h }, API), JSON.stringify(h)).toBe(message);
      expect(why("HEAD", { host: HOST, ...h }, API), JSON.stringify(h)).toBe(message);
    }
    // A link from another site to a page, the app's own reads, a typed URL and tools pass.
    expect(why("GET", { host: HOST, "sec-fetch-site": "cross-site" }, {}, "/")).toBeUndefined();
    expect(why("GET", { host: HOST, "sec-fetch-site": "same-origin" }, API)).toBeUndefined();
    expect(why("GET", { host: HOST, "sec-fetch-site": "none" }, API)).toBeUndefined();
    expect(why("GET", { host: HOST, origin: "http://127.0.0.1:3000" }, API)).toBeUndefined();
    expect(why("GET", { host: HOST }, API)).toBeUndefined();
  });

  it("refuses a rebound host name, even for reads, unless allowed", () => {
    expect(why("GET", { host: "attacker.example:3000" })).toBe(
      "this Vellum server answers only on its own address, not 'attacker.example' (add it to VELLUM_ALLOWED_HOSTS to allow it)",
    );
    expect(why("GET", {})).toMatch(/no host/);
    const allowed = allowedHostsFrom({ VELLUM_ALLOWED_HOSTS: "studio.lan, Other.Lan" });
    expect(allowed).toEqual(["studio.lan", "other.lan"]);
    expect(why("GET", { host: "studio.lan:3000" }, { allowedHosts: allowed })).toBeUndefined();
  });

  it("reads the Host header as a URL authority: userinfo, fragments and junk are refused", () => {
    for (const host of [
      "127.0.0.1:3000@evil.example",
      "evil.example#@127.0.0.1",
      "evil.example#@127.0.0.1:3000",
      "user@127.0.0.1",
      "user:pass@127.0.0.1:3000",
      "127.0.0.1:3000/evil",
      "127.0.0.1?x",
      "127.0.0.1:30000000",
      "127.0.0.1:70000",
      "127.0.0.1:3000:3000",
      "127.0.0.1:",
      "127.0.0.1:3000 evil.example",
      "evil.example%2f@127.0.0.1",
      "127.0.0.1\\@evil.example",
      "[::1]evil",
      "[::1]:3000@evil.example",
      "[evil.example]",
      ":3000",
      "",
    ]) {
      expect(hostnameOf(host), host).toBeUndefined();
      expect(refusal(request("GET", { host: host || " " })), host).toMatchObject({
        status: 403,
        code: "request/forbidden",
      });
    }
    expect(why("GET", { host: "127.0.0.1:3000@evil.example" })).toBe(
      "the Host header '127.0.0.1:3000@evil.example' is not a host name with an optional port; send the address Vellum runs on, e.g. 127.0.0.1:3000",
    );
    expect(hostnameOf("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(hostnameOf("LocalHost")).toBe("localhost");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf("[::ffff:127.0.0.1]")).toBe("[::ffff:127.0.0.1]");
    expect(hostnameOf("studio.lan.:8080")).toBe("studio.lan.");
  });

  it("answers a malformed percent-encoding in the path with 400", () => {
    for (const path of ["/api/sets/%E0%A4%A", "/api/sets/%", "/api/sets/a%zz", "/sets/%C0%AF"]) {
      expect(refusal(request("GET", { host: HOST }, path), API), path).toEqual({
        status: 400,
        code: "request/bad-path",
        message: `the path '${path}' has a malformed percent-encoding: each % must start a %XX escape of UTF-8 bytes (write a literal % as %25)`,
      });
    }
    expect(malformedPath("/api/sets/my%20set/art/a%2Eb.png")).toBeUndefined();
    expect(malformedPath("/api/sets/caf%C3%A9")).toBeUndefined();
    // The host is checked first: a rebinding page learns nothing from the path check.
    expect(refusal(request("GET", { host: "evil.example" }, "/%"))?.status).toBe(403);
  });
});
