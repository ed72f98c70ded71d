import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { NextConfig } from "next";
import { NextRequest } from "next/server";
import { DISK_FULL_MESSAGE } from "@/lib/store";
import { toStoreError } from "@/lib/store/errors";
import { API_CSP, API_HEADERS, apiRoute, isApiRoute } from "./api-route";
import { BODY_LIMITS, storeError as storeErrorResponse } from "./http";

const API_DIR = path.resolve(import.meta.dirname, "../api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const ok = apiRoute(
  async () => new Response("{}", { headers: { "content-type": "application/json" } }),
);

function get(headers: Record<string, string>, url = "http://127.0.0.1:3000/api/sets"): Request {
  return new Request(url, { headers: { host: "127.0.0.1:3000", ...headers } });
}

describe("apiRoute", () => {
  it("wraps every handler every API route exports", async () => {
    const files = (await readdir(API_DIR, { recursive: true })).filter((f) =>
      f.endsWith("route.ts"),
    );
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const file of files) {
      const route = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
      const handlers = METHODS.filter((m) => m in route);
      expect(handlers.length, file).toBeGreaterThan(0);
      for (const method of handlers)
        expect(isApiRoute(route[method]), `${file} ${method}`).toBe(true);
    }
  });

  it("refuses another site's read with 403 before the handler runs", async () => {
    let ran = false;
    const route = apiRoute(async () => {
      ran = true;
      return new Response("secret");
    });
    const res = await route(get({ "sec-fetch-site": "cross-site" }), {});
    expect(res.status).toBe(403);
    expect(ran).toBe(false);
    expect(await res.json()).toMatchObject({
      error: "request/forbidden",
      diagnostics: [{ code: "request/forbidden", source: "request" }],
    });
    expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("gives every answer nosniff, same-origin resource policy and a CSP that frames nothing", async () => {
    const res = await ok(get({ "sec-fetch-site": "same-origin" }), {});
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "application/json",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "no-referrer",
      "content-security-policy": API_CSP,
    });
    expect(API_CSP).toContain("frame-ancestors 'none'");
    const svg = apiRoute(
      async () => new Response("<svg/>", { headers: { "content-security-policy": "sandbox" } }),
    );
    expect((await svg(get({}), {})).headers.get("content-security-policy")).toBe("sandbox");
  });

  it("answers a full disk with 507 and what to do, whether thrown or a store result", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const full = Object.assign(new Error("ENOSPC: no space left on device, write"), {
        code: "ENOSPC",
      });
      const throws = apiRoute(async () => {
        throw full;
      });
      const res = await throws(get({ "sec-fetch-site": "same-origin" }), {});
      expect(res.status).toBe(507);
      const body = (await res.json()) as { error: string; message: string };
      expect(body).toMatchObject({ error: "server/disk-full", message: DISK_FULL_MESSAGE });
      const stored = toStoreError(full, "saving set 'tea'");
      expect(stored).toMatchObject({ kind: "io", diskFull: true });
      expect(stored.message).toBe(`saving set 'tea': ${DISK_FULL_MESSAGE}`);
      expect(storeErrorResponse(stored).status).toBe(507);
    } finally {
      logged.mockRestore();
    }
  });

  it("answers a handler that throws with a 500 in the API's shape, security headers and all", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const throws = apiRoute(async () => {
        // What JSON.stringify of a deeply nested value throws, say.
        throw new RangeError("Maximum call stack size exceeded");
      });
      const res = await throws(get({ "sec-fetch-site": "same-origin" }), {});
      expect(res.status).toBe(500);
      expect(Object.fromEntries(res.headers)).toMatchObject({
        ...API_HEADERS,
        "content-type": "application/json; charset=utf-8",
        "content-security-policy": API_CSP,
      });
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe("server/internal");
      // The reason is logged on the server, never sent.
      expect(body.message).not.toContain("call stack");
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("the proxy's body buffer", () => {
  it("is larger than every upload limit, so a body it cuts is refused, never stored", async () => {
    const largest = Math.max(...Object.values(BODY_LIMITS).map((l) => l.bytes));
    // next.config.js is plain JavaScript (no declarations): its JSDoc type is restated here.
    const configPath: string = "../../next.config.js";
    const { default: nextConfig } = (await import(configPath)) as { default: NextConfig };
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBeGreaterThan(largest);
  });

  it("holds no page body: the proxy refuses a page request that carries one", async () => {
    const { proxy } = await import("@/proxy");
    for (const [url, headers] of [
      ["http://127.0.0.1:3000/", { "content-length": "10" }],
      ["http://127.0.0.1:3000/sets/saltmarrow", { "transfer-encoding": "chunked" }],
    ] as const) {
      const res = proxy(
        new NextRequest(url, { method: "POST", headers: { host: "127.0.0.1:3000", ...headers } }),
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("request/unexpected-body");
    }
    const page = proxy(
      new NextRequest("http://127.0.0.1:3000/", { headers: { host: "127.0.0.1:3000" } }),
    );
    expect(page.status).toBe(200);
    // An upload to an API path with a percent escape goes on to its route.
    const api = proxy(
      new NextRequest("http://127.0.0.1:3000/api/sets/%75p/art/x.png", {
        method: "PUT",
        headers: { host: "127.0.0.1:3000", "content-length": "10" },
      }),
    );
    expect(api.status).toBe(200);
  });
});
