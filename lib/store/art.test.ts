import { mkdir, readdir, readFile, symlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipSync } from "fflate";
import { blackPng } from "../../test/fixtures/png-files";
import { MAX_ART_BYTES, MAX_ART_PIXELS, MAX_ART_SIDE, sniffArtFormat } from "./art-files";
import {
  JPEG_BYTES,
  PNG_BYTES,
  sampleSet,
  SVG_BYTES,
  textOf,
  useTempWorkspaces,
  WEBP_BYTES,
} from "./workspace.test-support";

const enc = (s: string) => new TextEncoder().encode(s);

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

  it("refuses SVG that hides script behind a namespace prefix, entities or a hidden element", async () => {
    const { root, ws } = await withSet();
    const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
    for (const [svg, reason] of [
      [
        `<svg ${NS}><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>`,
        "a <script>",
      ],
      [`<svg ${NS}><a xlink:href="&#x6a;avascript:alert(1)"><rect/></a></svg>`, "javascript:"],
      [`<svg ${NS}><a href="java&#9;script&#58;alert(1)"><rect/></a></svg>`, "javascript:"],
      [`<svg ${NS}><a href=" &#x0A;JaVaScRiPt:alert(1)"><rect/></a></svg>`, "javascript:"],
      [`<svg ${NS}><set attributeName="href" to="javascript:alert(1)"/></svg>`, "javascript:"],
      [
        `<svg ${NS}><svg:rect xmlns:svg="http://www.w3.org/2000/svg" svg:onclick="x()"/></svg>`,
        "event handler",
      ],
      [`<svg ${NS}><h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="x"/></svg>`, "embedded"],
      [`<svg ${NS}><embed src="x"/></svg>`, "embedded"],
      [`<svg ${NS}><object data="x"/></svg>`, "embedded"],
      [`<svg ${NS}><s:foreignObject xmlns:s="http://www.w3.org/2000/svg"/></svg>`, "foreignObject"],
      [
        `<svg ${NS}><style><h:img xmlns:h="http://www.w3.org/1999/xhtml" onerror="x()"/></style></svg>`,
        "event handler",
      ],
      [`<svg ${NS}><a href="https://evil.example/"><rect/></a></svg>`, "link"],
      [`<svg ${NS}><image xlink:href="http://evil.example/a.png"/></svg>`, "link"],
      [`<svg ${NS}><use href="//evil.example/a.svg#x"/></svg>`, "link"],
      [
        `<svg ${NS}><a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a></svg>`,
        "link",
      ],
      [
        `<svg ${NS}><!ENTITY s "&#60;script&#62;alert(1)&#60;/script&#62;"><g>&s;</g></svg>`,
        "ENTITY",
      ],
      [`<svg ${NS}><!ATTLIST svg onload CDATA "alert(1)"></svg>`, "DTD declaration"],
      [`<?xml-stylesheet type="text/xsl" href="evil.xsl"?><svg ${NS}/>`, "xml-stylesheet"],
      // An internal DTD subset is not even taken for SVG: refused either way.
      [`<!DOCTYPE svg [<!ENTITY s "&#60;script&#62;">]><svg ${NS}>&s;</svg>`, "not a PNG"],
    ] as const) {
      const r = await ws.writeArt("alpha", "evil.svg", new TextEncoder().encode(svg));
      expect(r, svg).toMatchObject({ ok: false, error: { kind: "invalid" } });
      expect(!r.ok && r.error.message, svg).toContain(reason);
    }
    expect(await readdir(path.join(root, "alpha", "art"))).toEqual([]);
  });

  it("accepts ordinary SVG art: a doctype, styles, internal links, embedded raster images", async () => {
    const { ws } = await withSet();
    const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
    for (const svg of [
      new TextDecoder().decode(SVG_BYTES),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${NS} viewBox="0 0 4 4"><title>Tom &amp; Jerry</title><rect width="4" height="4"/></svg>`,
      `<svg ${NS}><style>.a { fill: url(#g); }</style><defs><linearGradient id="g"/></defs><rect class="a"/></svg>`,
      `<svg ${NS}><defs><path id="p" d="M0 0"/></defs><use xlink:href="#p"/><use href="#p"/></svg>`,
      `<svg ${NS}><image href="data:image/png;base64,${Buffer.from(blackPng(1, 1)).toString("base64")}" width="1" height="1"/></svg>`,
      `<svg ${NS}><image xlink:href="portrait.png" width="1" height="1"/></svg>`,
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><g inkscape:label="Layer 1" opacity="0.5"/></svg>`,
    ]) {
      const r = await ws.writeArt("alpha", "fine.svg", new TextEncoder().encode(svg));
      expect(r, svg).toEqual({ ok: true, value: undefined });
    }
  });

  it("removes leftover temp files in art/ when it writes art", async () => {
    const { root, ws } = await withSet();
    const art = path.join(root, "alpha", "art");
    await mkdir(art, { recursive: true });
    await writeFile(path.join(art, ".cover.png.123-abcdef.tmp"), "crashed write");
    expect(await ws.writeArt("alpha", "cover.png", PNG_BYTES)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await readdir(art)).toEqual(["cover.png"]);
  });

  it("removes leftover temp files in art/ when it saves the set", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    const art = path.join(root, "alpha", "art");
    await writeFile(path.join(art, ".cover.png.123-abcdef.tmp"), "crashed write");
    const saved = await ws.save("alpha", sampleSet("alpha", "Renamed"), created.value.revision);
    expect(saved.ok).toBe(true);
    expect(await readdir(art)).toEqual([]);
    expect(JSON.parse(await readFile(path.join(root, "alpha", "set.json"), "utf8"))).toMatchObject({
      name: "Renamed",
    });
  });

  it("removes temp files in art/ older than a minute when the set is read or listed", async () => {
    const { root, ws } = await withSet();
    const art = path.join(root, "alpha", "art");
    const old = new Date(Date.now() - 120_000);
    for (const via of [() => ws.read("alpha"), () => ws.list()]) {
      await writeFile(path.join(art, ".a.png.1-old.tmp"), "crashed write");
      await utimes(path.join(art, ".a.png.1-old.tmp"), old, old);
      await writeFile(path.join(art, ".b.png.2-young.tmp"), "a write in progress");
      await via();
      expect(await readdir(art)).toEqual([".b.png.2-young.tmp"]);
    }
  });

  it("refuses a set whose icon hides a script behind a prefix or an entity (same check as art)", async () => {
    const { ws } = await tempWorkspace();
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="&#x6a;avascript:alert(1)"><rect/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><x:iframe xmlns:x="http://www.w3.org/1999/xhtml"/></svg>',
    ]) {
      const set = sampleSet("alpha");
      set.icons = set.icons.map((icon, i) => (i === 0 ? { ...icon, svg } : icon));
      const created = await ws.create(set);
      expect(created, svg).toMatchObject({ ok: false, error: { kind: "invalid" } });
      expect(!created.ok && created.error.diagnostics?.map((d) => d.code), svg).toContain(
        "set/unsafe-svg",
      );
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

  it("refuses a decompression bomb: a 30,000 × 30,000 PNG of under a megabyte", async () => {
    const { root, ws } = await withSet();
    const bomb = blackPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await ws.writeArt("alpha", "bomb.png", bomb)).toEqual({
      ok: false,
      error: {
        kind: "too-large",
        message:
          "art file 'bomb.png' is 30000 × 30000 pixels; art may have at most 16384 pixels a side and 50 million pixels in all — scale it down (a card with bleed at 1200 DPI needs about 3300 × 4500)",
      },
    });
    expect(await readdir(path.join(root, "alpha", "art"))).toEqual([]);
    // The same file inside a zip is refused too.
    const zip = zipSync({ "set.json": enc(textOf(sampleSet("beta"))), "art/bomb.png": bomb });
    expect(await ws.importZip(zip)).toMatchObject({
      ok: false,
      error: { kind: "too-large", message: expect.stringContaining("30000 × 30000 pixels") },
    });
  });

  it("refuses SVG art that wraps a raster bomb, however it links the image", async () => {
    const { root, ws } = await withSet();
    const b64 = (png: Uint8Array) => Buffer.from(png).toString("base64");
    const svg = (image: string) =>
      new TextEncoder().encode(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${image}</svg>`,
      );
    const bomb = b64(blackPng(30_000, 30_000));
    const limit = "images in art may have at most 16384 pixels a side and 50 million pixels in all";
    const refused = [
      [`<image href="data:image/png;base64,${bomb}"/>`, "a 30000 × 30000 pixel PNG image"],
      [`<image xlink:href="data:image/png;base64,\n${bomb}"/>`, "a 30000 × 30000 pixel PNG image"],
      [
        `<filter id="f"><feImage href="data:image/png;base64,${bomb}"/></filter>`,
        "a 30000 × 30000 pixel PNG image",
      ],
      // Each within the limit, too many together.
      [
        `<image href="data:image/png;base64,${b64(blackPng(6000, 6000))}"/>`.repeat(2),
        "images of 72000000 pixels together",
      ],
    ];
    for (const [image, what] of refused) {
      expect(await ws.writeArt("alpha", "wrapped.svg", svg(image!)), what).toEqual({
        ok: false,
        error: {
          kind: "too-large",
          message: expect.stringMatching(
            new RegExp(
              `^SVG art 'wrapped\\.svg' is refused: it embeds ${what}.* — scale the image down`,
            ),
          ),
        },
      });
    }
    expect(
      (await ws.writeArt("alpha", "wrapped.svg", svg(refused[0]![0]!))) as {
        error?: { message: string };
      },
    ).toMatchObject({ error: { message: expect.stringContaining(limit) } });
    // An image whose header cannot be read is refused, as raster art is.
    expect(
      await ws.writeArt(
        "alpha",
        "cut.svg",
        svg('<image href="data:image/png;base64,iVBORw0KGgo="/>'),
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: "invalid",
        message:
          "SVG art 'cut.svg' is refused: it embeds a PNG image whose size cannot be read (it may be damaged or cut short) — export the image again from your image editor and save the SVG again",
      },
    });
    expect(await readdir(path.join(root, "alpha", "art"))).toEqual([]);
    // A small embedded image is fine.
    const small = `<image href="data:image/png;base64,${b64(blackPng(300, 400))}"/>`;
    expect(await ws.writeArt("alpha", "small.svg", svg(small))).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it("accepts art up to the pixel limits and refuses a pixel more", async () => {
    const { ws } = await withSet();
    const fits = [
      [MAX_ART_SIDE, 3000],
      [3000, MAX_ART_SIDE],
      [7071, 7071], // 49,999,041 pixels
    ];
    for (const [w = 0, h = 0] of fits) {
      expect(await ws.writeArt("alpha", "fits.png", blackPng(w, h)), `${w} × ${h}`).toEqual({
        ok: true,
        value: undefined,
      });
    }
    const over = [
      [MAX_ART_SIDE + 1, 10],
      [10, MAX_ART_SIDE + 1],
      [7072, 7071], // 50,006,112 pixels
    ];
    for (const [w = 0, h = 0] of over) {
      expect(await ws.writeArt("alpha", "over.png", blackPng(w, h)), `${w} × ${h}`).toMatchObject({
        ok: false,
        error: { kind: "too-large", message: expect.stringContaining(`is ${w} × ${h} pixels`) },
      });
    }
    expect(MAX_ART_PIXELS).toBe(50_000_000);
  });

  it("refuses a raster image whose header cannot be read", async () => {
    const { ws } = await withSet();
    for (const [file, bytes, name] of [
      ["cut.png", PNG_BYTES.subarray(0, 20), "PNG"],
      ["cut.jpg", JPEG_BYTES.subarray(0, 40), "JPEG"],
      ["cut.webp", WEBP_BYTES.subarray(0, 24), "WEBP"],
    ] as const) {
      expect(await ws.writeArt("alpha", file, bytes)).toEqual({
        ok: false,
        error: {
          kind: "invalid",
          message: `art file '${file}' has no readable ${name} header (it may be damaged or cut short) — export it again from your image editor`,
        },
      });
    }
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

describe("art named by the set but not in its folder (set/missing-art)", () => {
  it("is reported by a read and by the list's summary until the file is added", async () => {
    const t = await tempWorkspace();
    const set = sampleSet("alpha");
    const i = set.cards.findIndex((c) => c.type === "modifier");
    set.cards[i] = { ...set.cards[i]!, art: "ghost.png" };
    const created = await t.ws.create(set);
    if (!created.ok) throw new Error(created.error.message);
    const missing = (diags: readonly { code: string; pointer?: string }[]) =>
      diags.filter((d) => d.code === "set/missing-art").map((d) => d.pointer ?? "");

    const read = await t.ws.read("alpha");
    if (!read.ok) throw new Error(read.error.message);
    expect(missing(read.value.diagnostics)).toEqual([`/cards/${i}/art`]);
    // A warning: the set is still one play and print take.
    expect(read.value.set).toBeDefined();
    const [listed] = await t.ws.list();
    expect(missing(listed!.diagnostics)).toEqual([`/cards/${i}/art`]);
    expect(listed!.warnings).toBeGreaterThan(0);

    // The same revision of set.json, another art folder: read and list check again.
    expect(await t.ws.writeArt("alpha", "ghost.png", PNG_BYTES)).toEqual({
      ok: true,
      value: undefined,
    });
    const again = await t.ws.read("alpha");
    if (!again.ok) throw new Error(again.error.message);
    expect(missing(again.value.diagnostics)).toEqual([]);
    const [relisted] = await t.ws.list();
    expect(missing(relisted!.diagnostics)).toEqual([]);
  });
});
