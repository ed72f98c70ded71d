import { describe, expect, it } from "vitest";
import { DUPLICATE_REQUEST, RESTORE_REQUEST } from "@/app/_api/request-schemas";
import { MAX_JSON_DEPTH } from "@/lib/schema";
import type { StoreResult } from "@/lib/store";
import { isApiRoute } from "./api-route";
import { BODY_LIMITS } from "./http";
import { revisionAnswer, route, schemaBody, textBody } from "./route-pipeline";

const URL = "http://127.0.0.1/api/sets/s/restore";
const ctx = { params: Promise.resolve({ id: "s" }) };

/** A request as a browser sends it: with the Host header the request guard checks. */
function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(URL, { method: "POST", body, headers: { host: "127.0.0.1", ...headers } });
}

/** The store's answer the test route gives: saved, or stale when the base is not `r1`. */
function restore(base: string, revision: string): StoreResult<{ revision: string }> {
  if (base === "r1") return { ok: true, value: { revision: `after-${revision}` } };
  return {
    ok: false,
    error: { kind: "conflict", message: "the set changed since r0", currentRevision: "r1" },
  };
}

let ran = 0;
const handler = route(
  { params: ["id"], revision: "required", body: schemaBody(RESTORE_REQUEST) },
  async ({ params, base, body }) => {
    ran++;
    expect(params.id).toBe("s");
    return revisionAnswer(restore(base, body.revision));
  },
);

async function answer(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("route", () => {
  it("is wrapped in apiRoute, like every handler of app/api", () => {
    expect(isApiRoute(handler)).toBe(true);
  });

  it("runs the operation with the params, the If-Match revision and the checked body", async () => {
    const res = await handler(post('{"revision":"r0"}', { "if-match": '"r1"' }), ctx);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"after-r0"');
    expect(await res.json()).toEqual({ revision: "after-r0" });
  });

  it("refuses a write without If-Match with 428 before reading the body", async () => {
    const before = ran;
    const res = await handler(post("not json"), ctx);
    expect(await answer(res)).toMatchObject({
      status: 428,
      body: { error: "request/revision-required" },
    });
    expect(ran).toBe(before);
  });

  it("answers a stale revision with the store's 409 and the current revision", async () => {
    const res = await handler(post('{"revision":"r0"}', { "if-match": '"r0"' }), ctx);
    expect(await answer(res)).toMatchObject({
      status: 409,
      body: { error: "conflict", currentRevision: "r1" },
    });
    expect(res.headers.get("etag")).toBeNull();
  });

  it("refuses a body over its limit with 413", async () => {
    const big = JSON.stringify({ revision: "x".repeat(BODY_LIMITS.request.bytes) });
    const res = await handler(post(big, { "if-match": '"r1"' }), ctx);
    expect(await answer(res)).toMatchObject({ status: 413, body: { error: "request/too-large" } });
  });

  it("refuses a body that is not JSON, or not an object, with the schema's 400", async () => {
    for (const body of ["{revision", "[]", "null"]) {
      const res = await handler(post(body, { "if-match": '"r1"' }), ctx);
      expect(await answer(res), body).toEqual({
        status: 400,
        body: {
          error: "request/bad-json",
          message: "the request body must be a JSON object",
          diagnostics: [expect.objectContaining({ code: "request/bad-json", source: "request" })],
        },
      });
    }
  });

  it("refuses a body nested deeper than set files may be with 400 and the reason, before parsing it", async () => {
    const deep = `{"revision":${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}}`;
    const res = await handler(post(deep, { "if-match": '"r1"' }), ctx);
    expect(await answer(res)).toMatchObject({
      status: 400,
      body: {
        error: "request/too-deep",
        message: `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than this request's body needs — look for runaway brackets`,
      },
    });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // Just under the limit is JSON like any other (here: refused by the schema, not the depth).
    const fits = `{"revision":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`;
    const ok = await handler(post(fits, { "if-match": '"r1"' }), ctx);
    expect(await answer(ok)).toMatchObject({ body: { error: "request/missing-revision" } });
  });

  it("refuses a body its JSON Schema does not accept with the schema's code and message", async () => {
    for (const body of ["{}", '{"revision":""}', '{"revision":7}']) {
      const res = await handler(post(body, { "if-match": '"r1"' }), ctx);
      expect(await answer(res), body).toMatchObject({
        status: 400,
        body: {
          error: "request/missing-revision",
          message: 'say which revision to restore: { "revision": "…" }',
        },
      });
    }
  });

  it("checks every field the schema names: a copy's id is a string, its name anything", async () => {
    const copy = route({ params: [], body: schemaBody(DUPLICATE_REQUEST) }, async ({ body }) =>
      Response.json(body),
    );
    const good = await copy(post('{"id":"b","name":"B"}'), { params: Promise.resolve({}) });
    expect(await good.json()).toEqual({ id: "b", name: "B" });
    // A name that is not a string was always ignored (the route keeps the set's name).
    const odd = await copy(post('{"id":"b","name":3}'), { params: Promise.resolve({}) });
    expect(odd.status).toBe(200);
    const bad = await copy(post('{"id":3}'), { params: Promise.resolve({}) });
    expect(bad.status).toBe(400);
  });

  it("names a text body that is not UTF-8 after the route's segments", async () => {
    const save = route(
      { params: ["id"], body: textBody("set", (p) => `${p.id}/set.json`) },
      async () => new Response("saved"),
    );
    const bytes = new Uint8Array([0x7b, 0xff, 0x7d]);
    const req = new Request(URL, { method: "PUT", body: bytes, headers: { host: "127.0.0.1" } });
    const res = await save(req, ctx);
    expect(await answer(res)).toMatchObject({
      status: 400,
      body: { diagnostics: [expect.objectContaining({ source: "s/set.json" })] },
    });
  });
});
