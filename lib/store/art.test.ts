import { mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ART_BYTES, sniffArtFormat } from "./art-files";
import {
  JPEG_BYTES,
  PNG_BYTES,
  sampleSet,
  SVG_BYTES,
  useTempWorkspaces,
  WEBP_BYTES,
} from "./test-support";

const tempWorkspace = useTempWorkspaces();

async function withSet() {
  const t = await tempWorkspace();
  const created = await t.ws.create(sampleSet("alpha"));
  if (!created.ok) throw new Error(created.error.message);
  return t;
}

describe("art", () => {
  it("writes, lists, reads and removes art (removed art goes to .trash)", async () => {
    const { root, ws } = await withSet();
    for (const [file, bytes] of [
      ["b.png", PNG_BYTES],
      ["a.jpg", JPEG_BYTES],
      ["c.jpeg", JPEG_BYTES],
      ["d.webp", WEBP_BYTES],
      ["e.svg", SVG_BYTES],
    ] as const) {
      expect(await ws.writeArt("alpha", file, bytes)).toEqual({ ok: true, value: undefined });
    }
    await writeFile(path.join(root, "alpha", "art", ".b.png.1-x.tmp"), "stray");
    await writeFile(path.join(root, "alpha", "art", "notes.txt"), "not art");
    expect(await ws.listArt("alpha")).toEqual({
      ok: true,
      value: [
        { file: "a.jpg", bytes: JPEG_BYTES.length },
        { file: "b.png", bytes: PNG_BYTES.length },
        { file: "c.jpeg", bytes: JPEG_BYTES.length },
        { file: "d.webp", bytes: WEBP_BYTES.length },
        { file: "e.svg", bytes: SVG_BYTES.length },
      ],
    });
    expect(await ws.readArt("alpha", "b.png")).toEqual({ ok: true, value: PNG_BYTES });
    expect(await ws.removeArt("alpha", "b.png")).toEqual({ ok: true, value: undefined });
    expect(await ws.readArt("alpha", "b.png")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    expect(await ws.removeArt("alpha", "b.png")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    expect((await readdir(path.join(root, ".trash")))[0]).toMatch(/^alpha-art-b\.png-/);
  });

  it("replaces an existing art file", async () => {
    const { ws } = await withSet();
    await ws.writeArt("alpha", "x.svg", SVG_BYTES);
    const other = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await ws.writeArt("alpha", "x.svg", other);
    expect(await ws.readArt("alpha", "x.svg")).toEqual({ ok: true, value: other });
  });

  it.each([
    "../../etc/passwd",
    "a/b.png",
    "..",
    "%2e%2e",
    "/etc/passwd",
    "../set.json",
    "x.gif",
    ".x.png",
  ])("refuses art name %j with bad-id, touching no disk", async (file) => {
    const { root, ws } = await withSet();
    for (const r of [
      await ws.writeArt("alpha", file, PNG_BYTES),
      await ws.readArt("alpha", file),
      await ws.removeArt("alpha", file),
    ]) {
      expect(!r.ok && r.error.kind).toBe("bad-id");
    }
    expect(await readdir(path.join(root, "alpha", "art"))).toEqual([]);
  });

  it("checks content against the extension", async () => {
    const { ws } = await withSet();
    expect(await ws.writeArt("alpha", "x.png", JPEG_BYTES)).toMatchObject({
      ok: false,
      error: {
        kind: "invalid",
        message:
          "art file 'x.png' is a JPEG image, but its name says PNG — rename it to match its content",
      },
    });
    expect(await ws.writeArt("alpha", "x.webp", new TextEncoder().encode("hello"))).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    expect(sniffArtFormat(new TextEncoder().encode("<!-- c --><svg>"))).toBe("svg");
    expect(sniffArtFormat(new TextEncoder().encode("<html><svg>"))).toBeUndefined();
  });

  it("refuses SVG that could run script", async () => {
    const { ws } = await withSet();
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
    ]) {
      const r = await ws.writeArt("alpha", "evil.svg", new TextEncoder().encode(svg));
      expect(!r.ok && r.error.kind).toBe("invalid");
    }
  });

  it("refuses art over 20 MiB", async () => {
    const { ws } = await withSet();
    const big = new Uint8Array(MAX_ART_BYTES + 1);
    big.set(PNG_BYTES);
    expect(await ws.writeArt("alpha", "big.png", big)).toMatchObject({
      ok: false,
      error: { kind: "too-large" },
    });
  });

  it("needs the set to exist", async () => {
    const { root, ws } = await tempWorkspace();
    expect(await ws.writeArt("ghost", "a.png", PNG_BYTES)).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    expect(await ws.listArt("ghost")).toMatchObject({ ok: false, error: { kind: "not-found" } });
    expect(await readdir(root)).toEqual([".locks"]);
  });

  it("never follows a symlink out of the art folder", async () => {
    const { root, ws } = await withSet();
    const outside = path.join(root, "..", `outside-${path.basename(root)}.png`);
    await writeFile(outside, PNG_BYTES);
    await mkdir(path.join(root, "alpha", "art"), { recursive: true });
    await symlink(outside, path.join(root, "alpha", "art", "link.png"));
    expect(await ws.readArt("alpha", "link.png")).toMatchObject({
      ok: false,
      error: { kind: "not-found" },
    });
    expect(await ws.listArt("alpha")).toEqual({ ok: true, value: [] });
    await import("node:fs/promises").then((fs) => fs.rm(outside));
  });
});
