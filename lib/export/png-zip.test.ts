import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import type { PngManifest } from "./png-zip";
import { cardPngZip } from "./png-zip";
import { pxForMm } from "./raster";
import { TTS_MAX_WIDTH, ttsCell, ttsDeckJson, ttsDeckZip, ttsSheets } from "./tts";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const card = (id: string): Card => SET.cards.find((c) => c.id === id)!;
const PICK = [card("captain-absalom-gannett"), card("lost-a-wager-to-a-heron")];

describe("cardPngZip", () => {
  it("zips one PNG per card with alpha, trimmed, and a manifest", async () => {
    const files = unzipSync(await cardPngZip(SET, PICK, { dpi: 100 }));
    expect(Object.keys(files).sort()).toEqual([
      "captain-absalom-gannett.png",
      "lost-a-wager-to-a-heron.png",
      "manifest.json",
    ]);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as PngManifest;
    expect(manifest.files[1]).toEqual({
      file: "lost-a-wager-to-a-heron.png",
      id: "lost-a-wager-to-a-heron",
      name: card("lost-a-wager-to-a-heron").name,
      type: "modifier",
      copies: 2,
      copy: 1,
      width: pxForMm(63, 100),
      height: pxForMm(88, 100),
      dpi: 100,
      bleed: 0,
    });
    const modifier = sharp(files["lost-a-wager-to-a-heron.png"]!);
    const meta = await modifier.metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([248, 346, 4]);
    // Clear film stays clear: the top-middle of a modifier is transparent.
    const { data } = await modifier.raw().toBuffer({ resolveWithObject: true });
    expect(data[(20 * 248 + 124) * 4 + 3]).toBe(0);
    const character = await sharp(files["captain-absalom-gannett.png"]!).stats();
    expect(character.isOpaque).toBe(true);
  });

  it("includes the bleed and expands copies when asked", async () => {
    const files = unzipSync(await cardPngZip(SET, PICK, { dpi: 100, bleed: true, copies: true }));
    expect(Object.keys(files)).toContain("lost-a-wager-to-a-heron-2.png");
    const meta = await sharp(files["lost-a-wager-to-a-heron-2.png"]!).metadata();
    expect([meta.width, meta.height]).toEqual([pxForMm(69, 100), pxForMm(94, 100)]);
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as PngManifest;
    expect(manifest.files.map((f) => [f.file, f.copy, f.bleed])).toEqual([
      ["captain-absalom-gannett.png", 1, 3],
      ["lost-a-wager-to-a-heron.png", 1, 3],
      ["lost-a-wager-to-a-heron-2.png", 2, 3],
    ]);
  });

  it("records the DPI in every PNG, so it opens at the card's physical size", async () => {
    const files = unzipSync(await cardPngZip(SET, PICK.slice(1), { dpi: 150 }));
    const png = Buffer.from(files["lost-a-wager-to-a-heron.png"]!);
    expect((await sharp(png).metadata()).density).toBe(150);
    // The pHYs chunk: pixels per metre on both axes, unit metre.
    const at = png.indexOf("pHYs");
    expect(at).toBeGreaterThan(0);
    expect([png.readUInt32BE(at + 4), png.readUInt32BE(at + 8), png[at + 12]]).toEqual([
      Math.round(150 / 0.0254),
      Math.round(150 / 0.0254),
      1,
    ]);
  });

  it("cuts the bleed to the millimetres asked for: 0 trimmed, 1 mm, at most the frame's", async () => {
    const heron = PICK.slice(1);
    const unzip = async (bleed: number | boolean) => {
      const files = unzipSync(await cardPngZip(SET, heron, { dpi: 100, bleed }));
      const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"])) as PngManifest;
      const { data, info } = await sharp(files["lost-a-wager-to-a-heron.png"]!)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { manifest, data, info };
    };
    const [none, one, full, over] = await Promise.all([unzip(0), unzip(1), unzip(true), unzip(7)]);
    expect([none.info.width, none.info.height]).toEqual([pxForMm(63, 100), pxForMm(88, 100)]);
    expect([one.info.width, one.info.height]).toEqual([pxForMm(65, 100), pxForMm(90, 100)]);
    expect([full.info.width, full.info.height]).toEqual([pxForMm(69, 100), pxForMm(94, 100)]);
    expect([over.info.width, over.info.height]).toEqual([full.info.width, full.info.height]);
    expect(
      [none, one, full, over].map((z) => [z.manifest.bleed, z.manifest.files[0]!.bleed]),
    ).toEqual([
      [0, 0],
      [1, 1],
      [3, 3],
      [7, 3],
    ]);
    // The 1 mm picture is the middle of the full-bleed one: 2 mm (8 px at 100 DPI) in.
    const off = (full.info.width - one.info.width) / 2;
    expect(off).toBe(8);
    for (const [x, y] of [
      [0, 0],
      [120, 3],
      [one.info.width - 1, one.info.height - 1],
    ] as const) {
      const a = (y * one.info.width + x) * 4;
      const b = ((y + off) * full.info.width + x + off) * 4;
      expect([...one.data.subarray(a, a + 4)], `pixel ${x}, ${y}`).toEqual([
        ...full.data.subarray(b, b + 4),
      ]);
    }
    await expect(cardPngZip(SET, heron, { bleed: 11 })).rejects.toThrow(
      "'bleed' must be from 0 to 10; got 11",
    );
  });

  it("on paper, shows clear film as an opaque light checker", async () => {
    const files = unzipSync(await cardPngZip(SET, PICK.slice(1), { dpi: 100, medium: "paper" }));
    const img = sharp(files["lost-a-wager-to-a-heron.png"]!);
    expect((await img.stats()).isOpaque).toBe(true);
    const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
    const grey = (x: number, y: number) => data[(y * 248 + x) * info.channels]!;
    // 2 mm squares at 100 DPI are ~7.9 px: (1, 1) is light, (10, 1) is the darker square.
    expect([grey(1, 1), grey(10, 1)]).toEqual([255, 228]);
  });
});

describe("ttsDeckZip", () => {
  it("lays out 10 × 7 sheets within 4096 px, the back in the last slot, and the deck JSON", async () => {
    const cell = ttsCell(63, 88);
    expect(cell).toEqual({ width: 409, height: 571 });
    expect(cell.width * 10).toBeLessThanOrEqual(TTS_MAX_WIDTH);
    const files = unzipSync(await ttsDeckZip(SET, PICK, { copies: true }));
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "back-1.png",
      "back-2.png",
      "deck-1.png",
      "deck-2.png",
      "deck.json",
    ]);
    const sheet = sharp(files["deck-1.png"]!);
    const meta = await sheet.metadata();
    expect([meta.width, meta.height]).toEqual([4090, 3997]);
    const { data } = await sheet.raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * 4090 + x) * 4 + 3];
    // Slot 0 holds the face, the hidden slot 69 (bottom right) the back; the rest is empty.
    expect([alphaAt(200, 280), alphaAt(4090 - 200, 3997 - 280), alphaAt(1000, 280)]).toEqual([
      255, 255, 0,
    ]);
    const json = JSON.parse(new TextDecoder().decode(files["deck.json"]));
    const deck = json.ObjectStates[0];
    expect(deck.Name).toBe("DeckCustom");
    expect(deck.CustomDeck["1"]).toEqual({
      FaceURL: "deck-1.png",
      BackURL: "back-1.png",
      NumWidth: 10,
      NumHeight: 7,
      BackIsHidden: true,
      UniqueBack: false,
      Type: 0,
    });
    // The heron has two copies: with `copies`, both in the deck, one face on the sheet.
    expect(deck.DeckIDs).toEqual([100, 200, 200]);
    expect(deck.ContainedObjects.map((o: { Nickname: string }) => o.Nickname)).toEqual([
      card("captain-absalom-gannett").name,
      card("lost-a-wager-to-a-heron").name,
      card("lost-a-wager-to-a-heron").name,
    ]);
  });

  it("starts a new sheet after 69 faces, per back", () => {
    const sheets = ttsSheets(SET, SET.cards);
    const characters = SET.cards.filter((c) => c.type === "character").length;
    expect(sheets.map((s) => [s.face, s.back, s.cards.length])).toEqual([
      ["deck-1.png", "back-1.png", characters],
      ["deck-2.png", "back-2.png", 69],
      ["deck-3.png", "back-2.png", SET.cards.length - characters - 69],
    ]);
    const json = ttsDeckJson(SET, sheets, false);
    expect(json.ObjectStates[0]!.DeckIDs).toHaveLength(SET.cards.length);
    expect(json.ObjectStates[0]!.DeckIDs.at(-1)).toBe(300 + SET.cards.length - characters - 70);
  });

  it("names the deck and its cards in the language exported", () => {
    const heron = SET.cards.find((c) => c.id === "lost-a-wager-to-a-heron")!;
    const set: VellumSet = {
      ...SET,
      translations: { fr: { name: "Sel-de-Moelle" } },
      cards: [{ ...heron, translations: { fr: { name: "Perdu un pari contre un héron" } } }],
    };
    const json = ttsDeckJson(set, ttsSheets(set, set.cards), false, "fr");
    const deck = json.ObjectStates[0]!;
    expect(deck.Nickname).toBe("Sel-de-Moelle");
    expect(deck.Description).toMatch(/^Sel-de-Moelle v/);
    expect((deck.ContainedObjects[0] as { Nickname: string }).Nickname).toBe(
      "Perdu un pari contre un héron",
    );
    expect(ttsDeckJson(set, ttsSheets(set, set.cards), false).ObjectStates[0]!.Nickname).toBe(
      SET.name,
    );
  });
});
