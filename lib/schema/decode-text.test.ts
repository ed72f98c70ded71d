import { describe, expect, it } from "vitest";
import { decodeText, firstInvalidUtf8, utf16ByteOrder } from "./decode-text";

const enc = (s: string) => [...new TextEncoder().encode(s)];
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? enc(p) : p)));

const FIX = "— save the file as UTF-8 (text saved as Latin-1 or Windows-1252 looks like this)";

describe("decodeText", () => {
  it("decodes UTF-8, drops a leading BOM and keeps a real U+FFFD", () => {
    expect(decodeText(bytes('{"name": "Café ☕ 😀"}'), "set.json")).toEqual({
      ok: true,
      value: '{"name": "Café ☕ 😀"}',
    });
    expect(decodeText(bytes([0xef, 0xbb, 0xbf], "id,name"), "cards.csv")).toEqual({
      ok: true,
      value: "id,name",
    });
    expect(decodeText(bytes("a\uFFFDb"), "x")).toEqual({ ok: true, value: "a\uFFFDb" });
    expect(decodeText(new Uint8Array(0), "x")).toEqual({ ok: true, value: "" });
  });

  it("names the line and column of a Latin-1 byte", () => {
    const latin1 = bytes('{\n  "name": "Caf', [0xe9], '"\n}\n');
    expect(decodeText(latin1, "my-set/set.json")).toEqual({
      ok: false,
      error: {
        code: "text/not-utf8",
        severity: "error",
        message: `this file is not UTF-8: the byte E9 does not form a character at line 2, column 15 ${FIX}`,
        source: "my-set/set.json",
        range: {
          start: { line: 2, column: 15, offset: 16 },
          end: { line: 2, column: 16, offset: 17 },
        },
      },
    });
  });

  it("counts columns in UTF-16 units after CRLF lines, and after a BOM", () => {
    const r = decodeText(bytes("id,name\r\nx,😀é", [0xff], "\r\n"), "cards.csv");
    expect(!r.ok && r.error.message).toBe(
      `this file is not UTF-8: the byte FF does not form a character at line 2, column 6 ${FIX}`,
    );
    expect(!r.ok && r.error.range.start).toEqual({ line: 2, column: 6, offset: 14 });
    const bom = decodeText(bytes([0xef, 0xbb, 0xbf], "ab", [0x80]), "x");
    expect(!bom.ok && bom.error.range.start).toEqual({ line: 1, column: 3, offset: 2 });
  });

  it("reports a character cut short, an overlong form, a surrogate and a code point too high", () => {
    const cases: [Uint8Array, string, number][] = [
      [bytes('"ok"', [0xe2, 0x82]), "the bytes E2 82 do", 5],
      [bytes("ab", [0xe2, 0x82], "c"), "the bytes E2 82 do", 3],
      [bytes("a", [0xc0, 0xaf]), "the byte C0 does", 2],
      [bytes("a", [0xe0, 0x80, 0x80]), "the byte E0 does", 2],
      [bytes("a", [0xed, 0xa0, 0x80]), "the byte ED does", 2],
      [bytes("a", [0xf4, 0x90, 0x80, 0x80]), "the byte F4 does", 2],
      [bytes("a", [0xf0, 0x9f, 0x98]), "the bytes F0 9F 98 do", 2],
      [bytes("a", [0xbf]), "the byte BF does", 2],
    ];
    for (const [input, what, column] of cases) {
      const r = decodeText(input, "x");
      expect(!r.ok && r.error.message, what).toBe(
        `this file is not UTF-8: ${what} not form a character at line 1, column ${column} ${FIX}`,
      );
    }
  });

  it("names a UTF-16 file, with or without a byte order mark", () => {
    const json = '{"id": "my-set", "name": "Mine"}';
    const le = new Uint8Array(Buffer.from(json, "utf16le"));
    const be = le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1] ?? 0);
    for (const [input, order] of [
      [bytes([0xff, 0xfe]), "little-endian"],
      [new Uint8Array([0xff, 0xfe, ...le]), "little-endian"],
      [new Uint8Array([0xfe, 0xff, ...be]), "big-endian"],
      [le, "little-endian"],
      [be, "big-endian"],
    ] as const) {
      expect(decodeText(input, "set.json")).toEqual({
        ok: false,
        error: {
          code: "text/utf16",
          severity: "error",
          message: `this file is UTF-16 (${order}); save it as UTF-8`,
          source: "set.json",
          range: {
            start: { line: 1, column: 1, offset: 0 },
            end: { line: 1, column: 1, offset: 0 },
          },
        },
      });
    }
    // UTF-16 text that is mostly not ASCII has no NUL pattern; it then fails as UTF-8 or not.
    expect(utf16ByteOrder(bytes("plain text with a NUL\0here"))).toBeUndefined();
  });

  it("agrees with the platform's strict decoder on 10,000 random byte strings", () => {
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 16;
    const strict = new TextDecoder("utf-8", { fatal: true });
    const lossy = new TextDecoder("utf-8");
    for (let n = 0; n < 10_000; n++) {
      const input = new Uint8Array(1 + (next() % 12));
      for (let i = 0; i < input.length; i++) {
        // Mostly the interesting bytes: ASCII, continuation bytes and every kind of lead byte.
        input[i] = next() % 4 === 0 ? next() % 0x80 : 0x80 + (next() % 0x80);
      }
      let valid = true;
      try {
        strict.decode(input);
      } catch {
        valid = false;
      }
      const bad = firstInvalidUtf8(input);
      expect(bad === undefined, String([...input])).toBe(valid);
      if (bad) {
        // The lossy decoder puts its first U+FFFD exactly where the bad sequence starts.
        const before = lossy.decode(input.subarray(0, bad.at));
        expect(lossy.decode(input).indexOf("\uFFFD"), String([...input])).toBe(before.length);
        // ... and replaces exactly the bad sequence with one U+FFFD.
        const through = lossy.decode(input.subarray(0, bad.at + bad.length));
        expect(through, String([...input])).toBe(`${before}\uFFFD`);
      }
    }
  });
});
