import { unzipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { EXPORT_QUEUE, MAX_EXPORTS } from "@/app/_server/export-runner";
import { getWorkspace } from "@/app/_server/workspace";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { PngManifest } from "@/lib/export";
import { pxForMm } from "@/lib/export";
import type * as RouteModule_ from "./route";

type RouteModule = typeof RouteModule_;

routeWorkspace("vellum-print-route-");
let route: RouteModule;
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };
const url = "http://127.0.0.1/api/sets/saltmarrow/print";

/** A request as a browser sends it: with the Host header the request guard checks. */
function hosted(input: string, init: RequestInit = {}): Request {
  return new Request(input, { ...init, headers: { host: "127.0.0.1", ...init.headers } });
}

beforeAll(async () => {
  route = await import("./route");
});

describe("/api/sets/[id]/print", () => {
  it("streams NDJSON progress to 1, then a job whose file downloads as a PDF", async () => {
    const res = await route.POST(
      hosted(url, {
        method: "POST",
        body: JSON.stringify({ format: "pdf", dpi: 36, cards: { kind: "type", type: "story" } }),
      }),
      ctx,
    );
    expect(res.headers.get("content-type")).toMatch(/ndjson/);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.at(-2)).toEqual({ progress: 1, page: 1, of: 1 });
    const done = lines.at(-1);
    expect(done).toMatchObject({ done: true, file: "saltmarrow-print.pdf" });
    const file = await route.GET(hosted(`${url}?job=${done.job}`), ctx);
    expect(file.headers.get("content-disposition")).toBe(
      'attachment; filename="saltmarrow-print.pdf"',
    );
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("draws a preview PNG of the first sheet, and refuses bad requests with diagnostics", async () => {
    const request = encodeURIComponent(
      JSON.stringify({ cards: { kind: "ids", ids: ["spring-tide"] } }),
    );
    const png = await route.GET(hosted(`${url}?preview=1&request=${request}`), ctx);
    expect(png.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(new Uint8Array(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([331, 468]);
    const bad = await route.POST(hosted(url, { method: "POST", body: '{"dpi":"high"}' }), ctx);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "schema/type",
      message: "'dpi' must be a whole number from 36 to 1200; got the text 'high'",
      diagnostics: [
        expect.objectContaining({
          code: "schema/type",
          message: "'dpi' must be a whole number from 36 to 1200; got the text 'high'",
          source: "request",
          pointer: "/dpi",
        }),
      ],
    });
    const unknownField = await route.POST(
      hosted(url, { method: "POST", body: '{"bleeed":3}' }),
      ctx,
    );
    expect(((await unknownField.json()) as { message: string }).message).toBe(
      "unknown field 'bleeed' in the request — did you mean 'bleed'?",
    );
    const unknown = await route.POST(
      hosted(url, { method: "POST", body: '{"cards":{"kind":"family","family":"gannets"}}' }),
      ctx,
    );
    expect(((await unknown.json()) as { message: string }).message).toMatch(
      /did you mean 'gannetts'/,
    );
    expect((await route.GET(hosted(`${url}?job=nope`), ctx)).status).toBe(404);
  });

  it("exports PNGs with the bleed asked for, in mm (0 = trimmed)", async () => {
    const manifestFor = async (bleed: number) => {
      const res = await route.POST(
        hosted(url, {
          method: "POST",
          body: JSON.stringify({
            format: "png",
            dpi: 36,
            bleed,
            cards: { kind: "ids", ids: ["spring-tide"] },
          }),
        }),
        ctx,
      );
      const done = JSON.parse((await res.text()).trim().split("\n").at(-1)!);
      expect(done).toMatchObject({ done: true, file: "saltmarrow-cards.zip" });
      const file = await route.GET(hosted(`${url}?job=${done.job}`), ctx);
      const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
      const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as PngManifest;
      const meta = await sharp(files["spring-tide.png"]!).metadata();
      return { manifest, size: [meta.width, meta.height] };
    };
    // 1 mm, not the frame's whole 3 mm: 65 × 90 mm.
    const one = await manifestFor(1);
    expect([one.manifest.bleed, one.manifest.files[0]!.bleed]).toEqual([1, 1]);
    expect(one.size).toEqual([pxForMm(65, 36), pxForMm(90, 36)]);
    const trimmed = await manifestFor(0);
    expect([trimmed.manifest.bleed, trimmed.manifest.files[0]!.bleed]).toEqual([0, 0]);
    expect(trimmed.size).toEqual([pxForMm(63, 36), pxForMm(88, 36)]);
    const full = await manifestFor(3);
    expect(full.size).toEqual([pxForMm(69, 36), pxForMm(94, 36)]);
  });

  it("draws the PNGs, the tabletop deck and the preview in the language asked for", async () => {
    /** The files of the zip the route exports for `body`. */
    const zipFor = async (body: object) => {
      const res = await route.POST(
        hosted(url, { method: "POST", body: JSON.stringify(body) }),
        ctx,
      );
      const done = JSON.parse((await res.text()).trim().split("\n").at(-1)!) as { job: string };
      const file = await route.GET(hosted(`${url}?job=${done.job}`), ctx);
      return unzipSync(new Uint8Array(await file.arrayBuffer()));
    };
    const previewFor = async (body: object) => {
      const request = encodeURIComponent(JSON.stringify(body));
      const res = await route.GET(hosted(`${url}?preview=1&request=${request}`), ctx);
      return Buffer.from(await res.arrayBuffer());
    };
    // The heron's name and flavour have French texts; the main language is English.
    const heron = { dpi: 36, cards: { kind: "ids", ids: ["lost-a-wager-to-a-heron"] } };
    const png = (language?: string) => zipFor({ ...heron, format: "png", language });
    const [pngEn, pngMain, pngFr] = await Promise.all([png(), png("en"), png("fr")]);
    const card = "lost-a-wager-to-a-heron.png";
    expect(Buffer.from(pngMain[card]!).equals(Buffer.from(pngEn[card]!))).toBe(true);
    expect(Buffer.from(pngFr[card]!).equals(Buffer.from(pngEn[card]!))).toBe(false);
    const tts = (language?: string) => zipFor({ ...heron, format: "tts", language });
    const [ttsEn, ttsFr] = await Promise.all([tts(), tts("fr")]);
    expect(Buffer.from(ttsFr["deck-1.png"]!).equals(Buffer.from(ttsEn["deck-1.png"]!))).toBe(false);
    const [previewEn, previewFr] = await Promise.all([
      previewFor(heron),
      previewFor({ ...heron, language: "fr" }),
    ]);
    expect(previewFr.equals(previewEn)).toBe(false);
  });

  it("cancels the export when the client goes away", async () => {
    const ctl = new AbortController();
    const res = await route.POST(
      hosted(url, { method: "POST", body: JSON.stringify({ dpi: 72 }), signal: ctl.signal }),
      ctx,
    );
    const reader = res.body!.getReader();
    await reader.read();
    ctl.abort();
    await reader.cancel();
    // Nothing is left running that would keep the process busy: a new export still works.
    const again = await route.POST(
      hosted(url, {
        method: "POST",
        body: JSON.stringify({ dpi: 36, cards: { kind: "ids", ids: ["spring-tide"] } }),
      }),
      ctx,
    );
    expect((await again.text()).trim().split("\n").at(-1)).toMatch(/"done":true/);
  });

  it("tells a waiting export its place without reading its art, and refuses one more with 503 when the queue is full", async () => {
    // A set whose card has art, to see when the export reads it.
    const ws = await getWorkspace();
    const set = { ...sampleSet(), id: "arty" };
    set.cards = set.cards.map((c) => (c.id === "spring-tide" ? { ...c, art: "tide.png" } : c));
    const created = await ws.create(set);
    if (!created.ok) throw new Error(created.error.message);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    expect((await ws.writeArt("arty", "tide.png", new Uint8Array(png))).ok).toBe(true);
    const readArt = vi.spyOn(ws, "readArt");
    const arty = { params: Promise.resolve({ id: "arty" }) };
    const artyUrl = "http://127.0.0.1/api/sets/arty/print";
    const body = JSON.stringify({
      format: "png",
      dpi: 36,
      cards: { kind: "ids", ids: ["spring-tide"] },
    });

    // Other exports hold every place but one.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const others = Array.from({ length: MAX_EXPORTS - 1 }, () => EXPORT_QUEUE.add(() => gate));
    const res = await route.POST(hosted(artyUrl, { method: "POST", body }), arty);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = (await reader.read()).value!;
    expect(JSON.parse(first.trim().split("\n")[0]!)).toEqual({
      queued: true,
      ahead: MAX_EXPORTS - 1,
    });
    expect(readArt).not.toHaveBeenCalled();

    // The queue is full now: the next export is refused at once, and told when to ask again.
    const refused = await route.POST(hosted(url, { method: "POST", body: "{}" }), ctx);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("15");
    expect(await refused.json()).toMatchObject({
      error: "print/queue-full",
      message: `the export queue is full (${MAX_EXPORTS} exports running or waiting); try again in a moment`,
    });

    release();
    await Promise.all(others);
    let rest = first;
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest += r.value;
    expect(rest.trim().split("\n").at(-1)).toMatch(/"done":true/);
    expect(readArt).toHaveBeenCalledWith("arty", "tide.png");
    readArt.mockRestore();
  });
});
