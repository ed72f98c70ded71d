import { zipSync } from "fflate";
import type { Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import {
  MAX_ZIP_BYTES,
  MAX_ZIP_ENTRIES,
  MAX_ZIP_TOTAL_BYTES,
  streamSetZip,
  unpackSetZip,
  zipStreamBytes,
  zipTooLarge,
} from "./set-zip";
import { crc32, readZipDirectory } from "./zip-reader";
import { JPEG_BYTES, PNG_BYTES, sampleSet, SVG_BYTES, textOf } from "./workspace.test-support";

const TEXT = textOf(sampleSet());

/** An art file as a zip source, its content given in pieces of `step` bytes. */
function inPieces({ file, bytes }: { file: string; bytes: Uint8Array }, step = 7) {
  return {
    file,
    async *chunks() {
      for (let at = 0; at < bytes.length; at += step) yield bytes.slice(at, at + step);
    },
  };
}
const enc = (s: string) => new TextEncoder().encode(s);

function zip(files: Record<string, Uint8Array | string>): Uint8Array {
  const z: Zippable = {};
  for (const [name, data] of Object.entries(files))
    z[name] = typeof data === "string" ? enc(data) : data;
  return zipSync(z);
}

/** Rewrites the uncompressed size an entry declares in the central directory (a lying zip). */
function declareSize(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let i = 0; i + 46 < copy.length; i++) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(i + 28, true);
    if (new TextDecoder().decode(copy.subarray(i + 46, i + 46 + nameLength)) === name) {
      view.setUint32(i + 24, size, true);
      return copy;
    }
  }
  throw new Error(`no entry ${name}`);
}

describe("streamSetZip / unpackSetZip", () => {
  it("round-trips set.json and art", async () => {
    const art = [
      { file: "a.png", bytes: PNG_BYTES },
      { file: "b.svg", bytes: SVG_BYTES },
    ];
    const unpacked = unpackSetZip(
      await zipStreamBytes(
        streamSetZip(
          TEXT,
          art.map((a) => inPieces(a)),
        ),
      ),
    );
    expect(unpacked).toEqual({ ok: true, value: { text: TEXT, art, diagnostics: [] } });
  });

  it("opens each art file only when its turn comes, one open at a time", async () => {
    let opened = 0;
    let open = 0;
    let mostOpen = 0;
    const art = ["a.png", "b.png", "c.png", "d.png"].map((file) => ({
      file,
      async *chunks() {
        opened++;
        mostOpen = Math.max(mostOpen, ++open);
        try {
          yield PNG_BYTES.slice(0, 10);
          yield PNG_BYTES.slice(10);
        } finally {
          open--;
        }
      },
    }));
    const reader = streamSetZip(TEXT, art).getReader();
    const pieces: Uint8Array[] = [];
    let next = await reader.read();
    expect(opened).toBe(0); // set.json comes first
    for (; !next.done; next = await reader.read()) pieces.push(next.value);
    expect([opened, mostOpen, open]).toEqual([4, 1, 0]);
    const bytes = new Uint8Array(await new Blob(pieces as BlobPart[]).arrayBuffer());
    expect(unpackSetZip(bytes).ok).toBe(true);
  });

  it("stops reading art and closes the file being read when the stream is cancelled", async () => {
    let open = 0;
    let opened = 0;
    const art = ["a.png", "b.png"].map((file) => ({
      file,
      async *chunks() {
        opened++;
        open++;
        try {
          for (;;) yield PNG_BYTES;
        } finally {
          open--;
        }
      },
    }));
    const reader = streamSetZip(TEXT, art).getReader();
    for (let i = 0; i < 5; i++) await reader.read();
    expect(open).toBe(1);
    await reader.cancel();
    expect([opened, open]).toEqual([1, 0]);
  });

  it("accepts files inside one top-level folder, skipping system files with a warning", () => {
    const bytes = zip({
      "my-set/set.json": TEXT,
      "my-set/art/a.png": PNG_BYTES,
      "my-set/.DS_Store": "x",
      "__MACOSX/my-set/._set.json": "x",
    });
    const unpacked = unpackSetZip(bytes);
    if (!unpacked.ok) throw new Error(unpacked.error.message);
    expect(unpacked.value.text).toBe(TEXT);
    expect(unpacked.value.art.map((a) => a.file)).toEqual(["a.png"]);
    expect(unpacked.value.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        "warning",
        "zip/skipped-entry",
        "zip entry 'my-set/.DS_Store' is a system or hidden file and was skipped",
      ],
      [
        "warning",
        "zip/skipped-entry",
        "zip entry '__MACOSX/my-set/._set.json' is a system or hidden file and was skipped",
      ],
    ]);
  });

  it.each([
    ["../evil.png", "has '..' in its path"],
    ["art/../../evil.png", "has '..' in its path"],
    ["/etc/passwd", "has an absolute path"],
    ["C:/Windows/x.png", "has an absolute path"],
    ["art\\x.png", "has a backslash or NUL in its path"],
  ])("refuses zip-slip entry %j", (name, why) => {
    const result = unpackSetZip(zip({ "set.json": TEXT, [name]: PNG_BYTES }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe("invalid");
    expect(result.error.diagnostics?.map((d) => d.message)).toEqual([`zip entry '${name}' ${why}`]);
  });

  it.each(["readme.txt", "art/sub/x.png", "art/x.gif", "other/set.json", "set.json/x"])(
    "refuses %j, which is not part of a set",
    (name) => {
      const result = unpackSetZip(zip({ "set.json": TEXT, [name]: PNG_BYTES }));
      expect(!result.ok && result.error.kind).toBe("invalid");
    },
  );

  it("skips entries in hidden folders like hidden files", () => {
    const result = unpackSetZip(zip({ "set.json": TEXT, "art/.cache/y.png": PNG_BYTES }));
    expect(result.ok && result.value.diagnostics.map((d) => d.code)).toEqual(["zip/skipped-entry"]);
  });

  it("refuses a zip without set.json, or with two top-level folders", () => {
    expect(unpackSetZip(zip({ "art/a.png": PNG_BYTES }))).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(unpackSetZip(zip({ "a/set.json": TEXT, "b/art/x.png": PNG_BYTES }))).toMatchObject({
      ok: false,
    });
    expect(unpackSetZip(enc("not a zip at all"))).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
  });

  it("refuses art whose bytes do not match its extension", () => {
    const result = unpackSetZip(zip({ "set.json": TEXT, "art/photo.png": JPEG_BYTES }));
    expect(!result.ok && result.error.message).toBe(
      "art file 'photo.png' is a JPEG image, but its name says PNG — rename it to match its content",
    );
  });

  it("refuses a zip over the limit by its size alone", () => {
    // The bytes version checks the same (a 540 MiB buffer is not worth a unit test).
    expect(zipTooLarge(MAX_ZIP_BYTES)).toBeUndefined();
    expect(zipTooLarge(MAX_ZIP_BYTES + 1)).toMatchObject({
      kind: "too-large",
      message: expect.stringMatching(/^the zip is [\d.,]+ MiB, over the [\d.,]+ MiB limit/),
    });
  });

  it("refuses more than MAX_ZIP_ENTRIES entries before reading them", () => {
    const files: Record<string, Uint8Array> = { "set.json": enc(TEXT) };
    for (let i = 0; i < MAX_ZIP_ENTRIES; i++) files[`art/a${i}.png`] = PNG_BYTES;
    const result = unpackSetZip(zip(files));
    expect(!result.ok && result.error).toMatchObject({
      kind: "too-large",
      message: `cannot read the zip: the archive has ${MAX_ZIP_ENTRIES + 1} entries, more than the ${MAX_ZIP_ENTRIES} allowed`,
    });
  });

  it("refuses an entry that declares more than its cap", () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    const result = unpackSetZip(zip({ "set.json": big }));
    expect(!result.ok && result.error.kind).toBe("too-large");
  });

  it("refuses entries whose declared sizes add up past the total cap", () => {
    const count = Math.ceil(MAX_ZIP_TOTAL_BYTES / (20 * 1024 * 1024)) + 1;
    let bytes = zip({
      "set.json": TEXT,
      ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`art/a${i}.png`, PNG_BYTES])),
    });
    for (let i = 0; i < count; i++) bytes = declareSize(bytes, `art/a${i}.png`, 20 * 1024 * 1024);
    const result = unpackSetZip(bytes);
    expect(!result.ok && result.error.kind).toBe("too-large");
  });

  it("stops inflating a zip bomb that lies about its size", () => {
    const bomb = new Uint8Array(64 * 1024 * 1024); // deflates to ~64 KiB
    const bytes = declareSize(
      zip({ "set.json": TEXT, "art/bomb.png": bomb }),
      "art/bomb.png",
      1000,
    );
    const t0 = Date.now();
    const result = unpackSetZip(bytes);
    expect(!result.ok && result.error).toMatchObject({
      kind: "too-large",
      message: "entry 'art/bomb.png' inflates past the 20971520-byte limit",
    });
    expect(Date.now() - t0).toBeLessThan(5_000);
  });

  it("refuses a corrupt entry (CRC mismatch)", () => {
    const bytes = zipSync({ "set.json": [enc(TEXT), { level: 0 }] });
    const at = new TextDecoder("latin1").decode(bytes).indexOf('"minimal-set"');
    bytes[at + 1] = "M".charCodeAt(0);
    const result = unpackSetZip(bytes);
    expect(!result.ok && result.error.message).toBe("entry 'set.json' is corrupt (CRC mismatch)");
  });
});

describe("zip reader internals", () => {
  it("computes CRC-32 like zip does", () => {
    expect(crc32(enc("123456789")).toString(16)).toBe("cbf43926");
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it("lists the central directory", () => {
    const dir = readZipDirectory(zip({ "set.json": TEXT, "art/a.png": PNG_BYTES }), 10);
    expect(dir.ok && dir.value.map((e) => [e.name, e.size])).toEqual([
      ["set.json", enc(TEXT).length],
      ["art/a.png", PNG_BYTES.length],
    ]);
  });
});
