/**
 * The server's security headers and refusals, through the real build: pages and API answers
 * carry a Content-Security-Policy that frames nothing, pictures are sandboxed, another site
 * cannot read the API, and malformed paths and Host headers are refused cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blackPng } from "../fixtures/png-files";
import { openSession } from "./browser";
import { base, rawRequest, scratchSet, send } from "./http";

const CARD = "captain-absalom-gannett";

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? "").split(";")) {
    const [name = "", ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(" "));
  }
  return map;
}

describe("security headers", () => {
  beforeAll(async () => {
    // A set whose first card shows an art file, for the picture checks.
    const set = await scratchSet("sec-art");
    const png = blackPng(40, 40);
    expect((await send("PUT", "/api/sets/sec-art/art/portrait.png", png, "plain")).status).toBe(
      204,
    );
    const value = JSON.parse(set.text) as { cards: { id: string; art?: string }[] };
    const card = value.cards.find((c) => c.id === CARD);
    if (!card) throw new Error(`no card ${CARD}`);
    card.art = "portrait.png";
    const saved = await fetch(`${base()}/api/sets/sec-art`, {
      method: "PUT",
      headers: { "if-match": set.revision },
      body: JSON.stringify(value, null, 2),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await fetch(`${base()}/api/sets/sec-art`, { method: "DELETE" });
  });

  it("pages: a nonce policy their scripts carry, framed by nothing, with no plugins", async () => {
    for (const path of ["/", "/effects?set=saltmarrow", "/no-such-page"]) {
      const res = await fetch(`${base()}${path}`);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("frame-ancestors"), path).toBe("'none'");
      expect(csp.get("object-src"), path).toBe("'none'");
      expect(csp.get("base-uri"), path).toBe("'self'");
      expect(csp.get("form-action"), path).toBe("'self'");
      const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src") ?? "")?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(csp.get("script-src"), path).not.toContain("'unsafe-inline'");
      expect(csp.get("script-src"), path).not.toContain("'unsafe-eval'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("same-origin");
      // Every script tag, the not-found page's too, carries this response's nonce.
      const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    const again = await fetch(`${base()}/`);
    expect(again.headers.get("content-security-policy")).not.toBe(
      (await fetch(`${base()}/`)).headers.get("content-security-policy"),
    );
  });

  it("the not-found page runs under the policy without errors", async () => {
    const session = await openSession();
    try {
      const res = await session.page.goto(`${base()}/no-such-page`, { waitUntil: "networkidle" });
      expect(res?.status()).toBe(404);
      // Only the page's own 404 is reported; a script the policy refused would be too.
      expect(session.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await session.close();
    }
  });

  it("API answers: nosniff, same-origin resources only, a policy that frames nothing", async () => {
    for (const path of [
      "/api/sets",
      "/api/sets/saltmarrow",
      "/api/sets/saltmarrow/history",
      "/api/sets/saltmarrow/export?format=zip",
      "/api/sets/no-such-set",
    ]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.get("default-src"), path).toBe("'none'");
      expect(csp.get("frame-ancestors"), path).toBe("'none'");
      expect(csp.has("sandbox"), path).toBe(true);
    }
  });

  it("pictures and SVG art are sandboxed; a picture carries its art inside", async () => {
    const svgArt = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
    );
    expect((await send("PUT", "/api/sets/sec-art/art/mark.svg", svgArt, "plain")).status).toBe(204);
    for (const path of [
      `/api/sets/sec-art/cards/${CARD}/picture`,
      `/api/sets/sec-art/stack?cards=${CARD}`,
      "/api/sets/sec-art/art/mark.svg",
    ]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp.has("sandbox"), path).toBe(true);
      expect(csp.get("default-src"), path).toBe("'none'");
      expect(csp.get("style-src"), path).toBe("'unsafe-inline'");
      if (path.includes("/art/")) continue;
      // Sandboxed, the picture has an origin of its own, from which the API would refuse art
      // requests: the art is inside it.
      const svg = await res.text();
      expect(svg, path).toContain("data:image/png;base64,");
      expect(svg, path).not.toContain("/api/sets/");
    }
  });
});

describe("reads from another site", () => {
  const reads = [
    "/api/sets",
    "/api/sets/saltmarrow",
    `/api/sets/saltmarrow/cards/${CARD}/picture`,
    `/api/sets/saltmarrow/stack?cards=${CARD}&format=json`,
    "/api/sets/saltmarrow/export?format=json",
  ];

  it("are refused with 403 (another site cannot probe which sets exist or make it draw)", async () => {
    for (const path of reads) {
      const others: Record<string, string>[] = [
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
      ];
      for (const headers of others) {
        const res = await fetch(`${base()}${path}`, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toMatchObject({
          error: "request/forbidden",
          message:
            "Vellum's API answers only its own pages, not another site's: open Vellum at its own address",
        });
      }
      const own = await fetch(`${base()}${path}`, { headers: { "sec-fetch-site": "same-origin" } });
      expect(own.status, path).toBe(200);
    }
    // A link from another site may still open the app itself.
    const page = await fetch(`${base()}/`, { headers: { "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(200);
  });
});

describe("malformed requests", () => {
  it("a malformed percent-encoding in a path is a 400, for the API and for pages", async () => {
    for (const path of [
      "/api/sets/%E0%A4%A",
      "/api/sets/%E0%A4",
      "/api/sets/saltmarrow/art/%",
      "/sets/%E0%A4%A/print",
    ]) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ error: "request/bad-path" });
    }
    const put = await send("PUT", "/api/sets/%E0%A4%A", new TextEncoder().encode("{}"), "plain");
    expect(put.status).toBe(400);
  });

  it("a Host header that is not a plain host and port is refused", async () => {
    const { port } = new URL(base());
    for (const host of [
      `127.0.0.1:${port}@evil.example`,
      "evil.example#@127.0.0.1",
      `user@127.0.0.1:${port}`,
      `evil.example:${port}`,
    ]) {
      for (const path of ["/api/sets", "/"]) {
        const answer = await rawRequest(
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close`,
        );
        expect(answer.status, `${host} ${path}`).toBe(403);
      }
    }
  });
});
