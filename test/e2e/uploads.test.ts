/**
 * Every upload route through the real server: a body of exactly its documented limit is taken
 * and stored byte for byte, sent with a Content-Length (plain) or streamed without one
 * (chunked); one byte more is refused with 413 and nothing is stored. (Next's proxy used to keep
 * only the first 10 MB of a body: art between 10 and 20 MiB was stored cut short while the API
 * answered 204, and a 16 MB zip failed as "not a zip archive".)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_SET_BYTES } from "../../lib/schema";
import { MAX_ART_BYTES, MAX_ZIP_BYTES } from "../../lib/store";
import { blackPng, padPng } from "../fixtures/png-files";
import { base, rawRequest, scratchSet, send } from "./http";
import type { Answer, Sending } from "./http";

const HOWS: Sending[] = ["plain", "chunked"];
const enc = (s: string) => new TextEncoder().encode(s);

/** Sets this file made; deleted by id afterwards (listing would validate 10 MiB sets). */
const made: string[] = [];
async function scratch(id: string) {
  made.push(id);
  return scratchSet(id);
}
afterAll(async () => {
  for (const id of made) await fetch(`${base()}/api/sets/${id}`, { method: "DELETE" });
});

/** What the server stores at `path` (art, or a set's exact text through export). */
async function stored(path: string): Promise<Uint8Array> {
  const res = await fetch(`${base()}${path}`);
  expect(res.status, path).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** Equal bytes, compared without printing megabytes on a failure. */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array, what: string): void {
  expect(actual.length, `${what}: length`).toBe(expected.length);
  expect(Buffer.compare(actual, expected), `${what}: content`).toBe(0);
}

/** `text` (a JSON object) padded with spaces before its last `}` to exactly `size` UTF-8 bytes. */
function padJson(text: string, size: number): Uint8Array {
  const end = text.lastIndexOf("}");
  return enc(`${text.slice(0, end)}${" ".repeat(size - enc(text).length)}${text.slice(end)}`);
}

/**
 * A set text of exactly `size` UTF-8 bytes: `text` with a top-level `"padding"` string of x's
 * (an unknown field: the set is stored with that problem). Padding it with spaces would make it
 * over 90% blank, which is refused as padding (`json/padding`), whatever its size.
 */
function padSetText(text: string, size: number): Uint8Array {
  const at = text.indexOf("{") + 1;
  const [before, after] = [`${text.slice(0, at)}\n  "padding": "`, `",${text.slice(at)}`];
  return enc(`${before}${"x".repeat(size - enc(before + after).length)}${after}`);
}

function expectTooLarge(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(413);
  expect(answer.json().error, what).toBe("request/too-large");
}

describe("uploads up to each route's limit", () => {
  it("art: takes exactly 20 MiB and stores every byte; refuses one byte more", async () => {
    const set = await scratch("up-art");
    const png = padPng(blackPng(1000, 1000), MAX_ART_BYTES);
    for (const how of HOWS) {
      const at = `/api/sets/${set.id}/art/limit-${how}.png`;
      expect((await send("PUT", at, png, how)).status, how).toBe(204);
      const bytes = await stored(at);
      expectSameBytes(bytes, png, how);
      expect((await sharp(bytes).stats()).channels[0]?.max, how).toBe(0); // a whole picture
    }
    const over = padPng(blackPng(1000, 1000), MAX_ART_BYTES + 1);
    for (const how of HOWS) {
      const at = `/api/sets/${set.id}/art/over-${how}.png`;
      const answer = await send("PUT", at, over, how);
      expectTooLarge(answer, how);
      expect(answer.json().message, how).toMatch(
        /^an art file may be at most 20 MiB \(20,971,520 bytes\); this upload is (20,971,521 bytes|larger) — resize or compress the image$/,
      );
      expect((await fetch(`${base()}${at}`)).status, how).toBe(404);
    }
  });

  it("set save and create: take exactly 10 MiB of set text; refuse one byte more", async () => {
    const set = await scratch("up-set");
    const padded = (how: Sending, id: string, size: number) => {
      const version = how === "plain" ? "9.9.1" : "9.9.2";
      const text = set.text
        .replace(/"version": "[^"]*"/, `"version": "${version}"`)
        .replace(`"id": "${set.id}"`, `"id": "${id}"`);
      return padSetText(text, size);
    };
    let revision = set.revision;
    let text: Uint8Array = new Uint8Array(0);
    for (const how of HOWS) {
      text = padded(how, set.id, MAX_SET_BYTES);
      const saved = await send("PUT", `/api/sets/${set.id}`, text, how, { "if-match": revision });
      expect(saved.status, how).toBe(200);
      revision = saved.json<{ revision: string }>().revision;
      expectSameBytes(await stored(`/api/sets/${set.id}/export?format=json`), text, how);
    }
    made.push("up-created");
    const created = padded("chunked", "up-created", MAX_SET_BYTES);
    expect((await send("POST", "/api/sets", created, "chunked")).status).toBe(201);
    expectSameBytes(await stored("/api/sets/up-created/export?format=json"), created, "created");
    for (const how of HOWS) {
      const over = padded(how, set.id, MAX_SET_BYTES + 1);
      expectTooLarge(
        await send("PUT", `/api/sets/${set.id}`, over, how, { "if-match": revision }),
        how,
      );
      const overCreate = padded(how, `up-over-${how}`, MAX_SET_BYTES + 1);
      expectTooLarge(await send("POST", "/api/sets", overCreate, how), how);
      expect((await fetch(`${base()}/api/sets/up-over-${how}`)).status).toBe(404);
    }
    expectSameBytes(await stored(`/api/sets/${set.id}/export?format=json`), text, "unchanged");
  });

  it("cards CSV: takes exactly 10 MiB; refuses one byte more", async () => {
    const set = await scratch("up-csv");
    const csv = await (await fetch(`${base()}/api/sets/${set.id}/cards-csv`)).text();
    const [header = "", first = ""] = csv.split("\r\n");
    // Spaces after the first card's id, which import trims: the merge changes no card.
    const sized = (size: number) => {
      const comma = first.indexOf(",");
      const padding = size - enc(`${header}\r\n${first}\r\n`).length;
      return enc(
        `${header}\r\n${first.slice(0, comma)}${" ".repeat(padding)}${first.slice(comma)}\r\n`,
      );
    };
    for (const how of HOWS) {
      const { revision } = (await (await fetch(`${base()}/api/sets/${set.id}`)).json()) as {
        revision: string;
      };
      const at = `/api/sets/${set.id}/cards-csv`;
      const merged = await send("PUT", at, sized(MAX_SET_BYTES), how, { "if-match": revision });
      expect(merged.status, how).toBe(200);
      expect(merged.json(), how).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
      const over = await send("PUT", at, sized(MAX_SET_BYTES + 1), how, { "if-match": revision });
      expectTooLarge(over, how);
    }
  });

  it("import: takes a zip larger than the old 100 MiB limit and stores every art byte; refuses a body over the zip limit", async () => {
    const text = await readFile(
      path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json"),
    );
    // Six art files of 20 MiB, stored: a 120 MiB zip, streamed to disk and read entry by entry.
    const art = Array.from({ length: 6 }, (_, i) => padPng(blackPng(100, 100 + i), MAX_ART_BYTES));
    const zip = zipSync({
      "set.json": new Uint8Array(text),
      ...Object.fromEntries(art.map((bytes, i) => [`art/a${i}.png`, [bytes, { level: 0 }]])),
    });
    expect(zip.length).toBeGreaterThan(100 * 1024 * 1024);
    for (const how of HOWS) {
      const id = `up-zip-${how}`;
      made.push(id);
      const answer = await send("POST", `/api/import?id=${id}`, zip, how);
      expect(answer.status, how).toBe(201);
      for (const [i, bytes] of art.entries()) {
        expectSameBytes(await stored(`/api/sets/${id}/art/a${i}.png`), bytes, `${how} a${i}.png`);
      }
    }
    // Past the limit the body is refused by its size (a zip's first bytes, then zeros: the OS
    // maps them lazily).
    const over = new Uint8Array(MAX_ZIP_BYTES + 1);
    over.set([0x50, 0x4b, 0x03, 0x04]);
    for (const how of HOWS) {
      const answer = await send("POST", `/api/import?id=up-zip-over-${how}`, over, how);
      expectTooLarge(answer, how);
      expect(answer.json().message, how).toMatch(
        /^an imported set may be at most 537\.6 MiB \([\d,]+ bytes\); this upload is /,
      );
      expect((await fetch(`${base()}/api/sets/up-zip-over-${how}`)).status).toBe(404);
    }
    // A body that does not start as a zip is a set file: refused past its own limit.
    const notZip = new Uint8Array(MAX_SET_BYTES + 1).fill(0x20);
    for (const how of HOWS) {
      const answer = await send("POST", `/api/import?id=up-json-over-${how}`, notZip, how);
      expectTooLarge(answer, how);
      expect(answer.json().message, how).toMatch(
        /^a set file may be at most 10 MiB \(10,485,760 bytes\); this upload is (10,485,761 bytes|larger) — /,
      );
    }
  }, 120_000);

  it("small JSON requests (duplicate, restore, print): take 64 KiB; refuse one byte more", async () => {
    const set = await scratch("up-json");
    const limit = 64 * 1024;
    for (const how of HOWS) {
      made.push(`up-dup-${how}`);
      const cases: [string, string, Record<string, string>, number][] = [
        [`/api/sets/${set.id}/duplicate`, `{"id": "up-dup-${how}"}`, {}, 201],
        [
          `/api/sets/${set.id}/restore`,
          `{"revision": "${set.revision}"}`,
          { "if-match": set.revision },
          200,
        ],
        // Read whole, then refused for what it says.
        [`/api/sets/${set.id}/print`, '{"format": "none"}', {}, 400],
      ];
      for (const [at, json, headers, status] of cases) {
        expect((await send("POST", at, padJson(json, limit), how, headers)).status, at).toBe(
          status,
        );
        expectTooLarge(await send("POST", at, padJson(json, limit + 1), how, headers), at);
      }
    }
  });

  it("keeps all of a body the proxy sees (an API path with a percent escape)", async () => {
    // The proxy buffers such a body up to proxyClientMaxBodySize (next.config) and cuts the rest.
    const set = await scratch("up-escaped");
    const png = padPng(blackPng(500, 500), MAX_ART_BYTES);
    for (const how of HOWS) {
      const at = `/api/sets/%75p-escaped/art/escaped-${how}.png`; // %75 = u
      expect((await send("PUT", at, png, how)).status, how).toBe(204);
      expectSameBytes(await stored(`/api/sets/${set.id}/art/escaped-${how}.png`), png, how);
    }
  });
});

describe("refusing early", () => {
  const host = () => `Host: ${new URL(base()).host}`;

  it("answers 413 from the Content-Length alone, before any of the body is sent", async () => {
    const answer = await rawRequest(
      ["PUT /api/sets/saltmarrow/art/huge.png HTTP/1.1", host(), "Content-Length: 1000000000"].join(
        "\r\n",
      ),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "request/too-large" });
  });

  it("answers 413 to a streamed upload once past the limit, without waiting for its end", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from("\r\n"),
    ]);
    // 21 MiB sent, and the body never ends: the answer comes anyway.
    const answer = await rawRequest(
      [
        "PUT /api/sets/saltmarrow/art/endless.png HTTP/1.1",
        host(),
        "Transfer-Encoding: chunked",
      ].join("\r\n"),
      Buffer.concat(Array.from({ length: 21 }, () => frame)),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: "request/too-large" });
    expect((await fetch(`${base()}/api/sets/saltmarrow/art/endless.png`)).status).toBe(404);
  });

  it("refuses a body shorter than its Content-Length with 400 and stores nothing", async () => {
    const answer = await rawRequest(
      ["PUT /api/sets/saltmarrow/art/short.png HTTP/1.1", host(), "Content-Length: 100000"].join(
        "\r\n",
      ),
      padPng(blackPng(10, 10), 50_000),
      { end: true },
    );
    expect(answer.status).toBe(400);
    expect((await fetch(`${base()}/api/sets/saltmarrow/art/short.png`)).status).toBe(404);
  });
});
