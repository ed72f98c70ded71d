import { describe, expect, it } from "vitest";
import {
  UNREACHABLE,
  UNREADABLE,
  readSheet,
  request,
  requestDone,
  requestText,
  respond,
  writeSheet,
} from "./client";

/** A fetch that answers `body` (JSON unless a string) with `status`, and keeps what it was sent. */
function stub(body: unknown, status = 200, statusText = "") {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return new Response(text, { status, statusText });
  }) as typeof fetch;
  return { fetcher, sent };
}

describe("the API client", () => {
  it("answers the route's JSON", async () => {
    const { fetcher } = stub({ revision: "r2", diagnostics: [] });
    expect(await request("/api/sets/s", { fetcher })).toEqual({
      ok: true,
      value: { revision: "r2", diagnostics: [] },
    });
  });

  it("sends a JSON body with its type and the revision as If-Match", async () => {
    const { fetcher, sent } = stub({ revision: "r3" });
    await request("/api/sets/s/restore", {
      fetcher,
      method: "POST",
      json: { revision: "r1" },
      revision: "r2",
    });
    expect(sent[0]!.init).toMatchObject({
      method: "POST",
      body: '{"revision":"r1"}',
      headers: { "content-type": "application/json", "if-match": '"r2"' },
    });
  });

  it("carries the server's diagnostic, its other diagnostics and the current revision", async () => {
    const diagnostic = {
      code: "conflict",
      severity: "error",
      message: "the set changed since you loaded it",
      source: "request",
      range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    };
    const { fetcher } = stub(
      {
        error: "conflict",
        message: diagnostic.message,
        diagnostics: [diagnostic],
        currentRevision: "r9",
      },
      409,
    );
    const answer = await request("/api/sets/s", { fetcher, method: "PUT", body: "{}" });
    expect(answer).toEqual({
      ok: false,
      error: {
        status: 409,
        diagnostic,
        diagnostics: [diagnostic],
        currentRevision: "r9",
        fromServer: true,
      },
    });
  });

  it("makes the diagnostic from the answer's code and message when it sent none", async () => {
    const { fetcher } = stub({ error: "exists", message: "a set with id 'a' already exists" }, 409);
    const answer = await request("/api/sets", { fetcher, method: "POST" });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.diagnostic).toMatchObject({
      code: "exists",
      severity: "error",
      message: "a set with id 'a' already exists",
      source: "request",
    });
  });

  it("says the status when the refusal does not say why", async () => {
    const { fetcher } = stub("<html>Bad gateway</html>", 502, "Bad Gateway");
    const answer = await respond("/api/sets", { fetcher });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        status: 502,
        fromServer: false,
        diagnostic: {
          code: "request/failed",
          message: "the server answered 502 Bad Gateway without saying why",
        },
      },
    });
  });

  it("turns a network failure into a failure with status 0, never a throw", async () => {
    const fetcher = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await requestDone("/api/sets/s/art/a.png", { fetcher, method: "DELETE" })).toMatchObject(
      {
        ok: false,
        error: {
          status: 0,
          diagnostic: {
            code: UNREACHABLE,
            message: "the server could not be reached (Failed to fetch)",
          },
        },
      },
    );
  });

  it("is a failure when a JSON answer is not JSON", async () => {
    const { fetcher } = stub("<!doctype html>", 200);
    expect(await request("/api/sets", { fetcher })).toMatchObject({
      ok: false,
      error: {
        status: 200,
        diagnostic: {
          code: UNREADABLE,
          message: "the server answered 200 without a readable body",
        },
      },
    });
  });

  it("answers a text as it is (a kept revision's set.json)", async () => {
    const { fetcher } = stub('{\n  "id": "s"\n}\n');
    expect(await requestText("/api/sets/s/history/r1", { fetcher })).toEqual({
      ok: true,
      value: '{\n  "id": "s"\n}\n',
    });
  });
});

describe("one way to call the API", () => {
  it("is the only caller of fetch in the browser app", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const path = await import("node:path");
    const app = path.resolve(import.meta.dirname, "..");
    const files = (await readdir(app, { recursive: true })).filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !f.startsWith(`api${path.sep}`) &&
        !f.startsWith(`_server${path.sep}`) &&
        f !== path.join("_api", "client.ts"),
    );
    const callers: string[] = [];
    for (const f of files) {
      if (/(?<![\w.])fetch\(/.test(await readFile(path.join(app, f), "utf8"))) callers.push(f);
    }
    expect(callers).toEqual([]);
  });

  it("reads and writes a linked sheet by POSTing its link (and table) to the sheet routes", async () => {
    const { fetcher, sent } = stub({ file: "cards.csv", rows: 0, fingerprint: "f" });
    await readSheet("salt marrow", { file: "cards.csv" }, { fetcher });
    const table = { headers: ["id"], rows: [] };
    await writeSheet("salt marrow", { file: "cards.csv" }, table, { fetcher });
    expect(sent.map((s) => [s.url, s.init.method, s.init.body])).toEqual([
      ["/api/sets/salt%20marrow/sheet/read", "POST", '{"link":{"file":"cards.csv"}}'],
      [
        "/api/sets/salt%20marrow/sheet/write",
        "POST",
        '{"link":{"file":"cards.csv"},"table":{"headers":["id"],"rows":[]}}',
      ],
    ]);
  });
});
