import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_ZIP_BYTES } from "@/lib/store";
import { BODY_LIMITS, bodyText, readBody, readBodyToFile } from "./http";
import type { BodyLimit } from "./http";

const LIMIT: BodyLimit = { bytes: 10, what: "a test body", fix: "send less" };

/** A streamed body of `chunks`, counting how many the reader pulled. */
function streamed(chunks: Uint8Array[], failAfter?: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (failAfter !== undefined && pulled === failAfter) {
          controller.error(new Error("aborted"));
          return;
        }
        const next = chunks[pulled++];
        if (next) controller.enqueue(next);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  ); // pulls only when read
  return { body, pulled: () => pulled };
}

function put(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request("http://127.0.0.1/x", {
    method: "PUT",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
}

async function refusalOf(r: Awaited<ReturnType<typeof readBody>>) {
  if (r.ok) throw new Error("expected a refusal");
  return {
    status: r.response.status,
    body: (await r.response.json()) as { error: string; message: string },
  };
}

describe("readBody", () => {
  it("takes a body up to its limit, with or without a Content-Length", async () => {
    const ten = new Uint8Array(10).fill(7);
    expect(await readBody(put(ten, { "content-length": "10" }), LIMIT)).toEqual({
      ok: true,
      bytes: ten,
    });
    const { body } = streamed([ten.subarray(0, 4), ten.subarray(4)]);
    expect(await readBody(put(body), LIMIT)).toEqual({ ok: true, bytes: ten });
    expect(await readBody(put(null), LIMIT)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });

  it("refuses a declared length over the limit with 413 without reading the body", async () => {
    const s = streamed([new Uint8Array(11)]);
    const r = await refusalOf(await readBody(put(s.body, { "content-length": "11" }), LIMIT));
    expect(r).toEqual({
      status: 413,
      body: expect.objectContaining({
        error: "request/too-large",
        message: "a test body may be at most 10 bytes; this upload is 11 bytes — send less",
      }),
    });
    expect(s.pulled()).toBe(0);
  });

  it("refuses a streamed body with 413 as soon as it passes the limit, reading no further", async () => {
    const s = streamed([
      new Uint8Array(6),
      new Uint8Array(6),
      new Uint8Array(6),
      new Uint8Array(6),
    ]);
    const r = await refusalOf(await readBody(put(s.body), LIMIT));
    expect(r.status).toBe(413);
    expect(r.body.message).toBe(
      "a test body may be at most 10 bytes; this upload is larger — send less",
    );
    expect(s.pulled()).toBe(2);
    expect(s.body.locked).toBe(false); // left for the server to drop, not cancelled
  });

  it("refuses with 400 a body shorter than its Content-Length, or cut off", async () => {
    const short = await refusalOf(
      await readBody(put(new Uint8Array(3), { "content-length": "8" }), LIMIT),
    );
    expect(short).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: "request/incomplete-body",
        message:
          "the upload ended after 3 of the 8 bytes its Content-Length announced — nothing was saved; send it again",
      }),
    });
    const cut = streamed([new Uint8Array(4)], 1);
    expect(await refusalOf(await readBody(put(cut.body), LIMIT))).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: "the upload was cut off after 4 bytes — nothing was saved; send it again",
      }),
    });
  });

  it("names the documented limits in MiB and KiB", async () => {
    const mib = { bytes: 20 * 1024 * 1024, what: "an art file", fix: "resize it" };
    const r = await refusalOf(
      await readBody(put(null, { "content-length": String(mib.bytes + 1) }), mib),
    );
    expect(r.body.message).toBe(
      "an art file may be at most 20 MiB (20,971,520 bytes); this upload is 20,971,521 bytes — resize it",
    );
    const kib = { bytes: 64 * 1024, what: "this request's body", fix: "send less" };
    const k = await refusalOf(await readBody(put(null, { "content-length": "70000" }), kib));
    expect(k.body.message).toBe(
      "this request's body may be at most 64 KiB (65,536 bytes); this upload is 70,000 bytes — send less",
    );
  });
});

describe("readBodyToFile", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  const tempFile = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "vellum-body-"));
    dirs.push(dir);
    return path.join(dir, "upload");
  };

  it("streams a body into the file, piece by piece", async () => {
    const file = await tempFile();
    const s = streamed([new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])]);
    expect(await readBodyToFile(put(s.body), LIMIT, file)).toEqual({ ok: true, bytes: 5 });
    expect([...(await readFile(file))]).toEqual([1, 2, 3, 4, 5]);
  });

  it("refuses with 413 as soon as the body passes the limit, having written no more", async () => {
    const file = await tempFile();
    const s = streamed([new Uint8Array(6), new Uint8Array(6), new Uint8Array(6)]);
    const r = await readBodyToFile(put(s.body), LIMIT, file);
    expect(!r.ok && r.response.status).toBe(413);
    expect(s.pulled()).toBe(2);
    expect((await readFile(file)).length).toBeLessThanOrEqual(LIMIT.bytes);
  });

  it("refuses a declared length over the limit before reading or writing", async () => {
    const file = await tempFile();
    const s = streamed([new Uint8Array(11)]);
    const r = await readBodyToFile(put(s.body, { "content-length": "11" }), LIMIT, file);
    expect(!r.ok && r.response.status).toBe(413);
    expect(s.pulled()).toBe(0);
  });
});

describe("the import limit", () => {
  it("is the zip limit export keeps to, so every exported zip can be uploaded again", () => {
    expect(BODY_LIMITS.import.bytes).toBe(MAX_ZIP_BYTES);
  });
});

describe("bodyText", () => {
  it("refuses bytes that are not UTF-8 with 400 and the diagnostic", async () => {
    const r = bodyText(new Uint8Array([0x61, 0x0a, 0x62, 0xe9]), "cards.csv");
    if (r.ok) throw new Error("expected a refusal");
    expect(r.response.status).toBe(400);
    expect(await r.response.json()).toMatchObject({
      error: "invalid",
      diagnostics: [
        {
          code: "text/not-utf8",
          source: "cards.csv",
          range: { start: { line: 2, column: 2 } },
        },
      ],
    });
    expect(bodyText(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]), "x")).toEqual({
      ok: true,
      text: "a",
    });
  });
});
