/**
 * A virtual-tabletop deck (Tabletop Simulator's custom deck): deck sheets of 10 × 7 cards at
 * most 4096 px wide, whose last slot (bottom right) holds the back as the "hidden" image, one
 * back image per back, and the deck JSON for a saved-object import, zipped. Server only (sharp).
 */
import sharp from "sharp";
import { zipSync } from "fflate";
import type { Card, VellumSet } from "../model";
import { setText } from "../model";
import type { Medium, PrintControl } from "./print-options";
import { PrintOptionsError, RASTER_CONCURRENCY, throwIfAborted } from "./print-options";
import type { PrintPicture } from "./print-pictures";
import { backKey, backPicture, facePicture, reportOnce } from "./print-pictures";
import { encodePng, forMedium, svgPixels } from "./print-raster";
import type { Pixels } from "./print-raster";
import { printOptions } from "./read-options";
import { printItems } from "./selection";
import { poolMap } from "./pool";

/** Columns and rows of a deck sheet, and its widest size in px. */
export const TTS_COLUMNS = 10;
export const TTS_ROWS = 7;
export const TTS_MAX_WIDTH = 4096;
/** Faces per sheet: the last slot holds the hidden (back) image. */
export const TTS_FACES_PER_SHEET = TTS_COLUMNS * TTS_ROWS - 1;

/** Options of {@link ttsDeckZip}; those left out get the tts format's defaults (formats.ts). */
export interface TtsOptions {
  /** Put each card in the deck `copies` times (its print quantity; default false: once). */
  copies?: boolean;
  /** paper (default): clear film over a light checker, opaque like a tabletop card; film: alpha. */
  medium?: Medium;
  language?: string;
  artHref?: (file: string) => string | undefined;
}

/** One custom-deck sheet entry of the deck JSON. */
export interface TtsCustomDeck {
  FaceURL: string;
  BackURL: string;
  NumWidth: number;
  NumHeight: number;
  BackIsHidden: boolean;
  UniqueBack: boolean;
  Type: number;
}

/** A sheet of the deck: which cards in which slots, and its file names. */
export interface TtsSheet {
  deck: number;
  face: string;
  back: string;
  cards: Card[];
  cellWidth: number;
  cellHeight: number;
}

/** The cell size in px for a card of `widthMm` × `heightMm`: 10 cells within 4096 px. */
export function ttsCell(widthMm: number, heightMm: number): { width: number; height: number } {
  const width = Math.floor(TTS_MAX_WIDTH / TTS_COLUMNS);
  return { width, height: Math.round((width * heightMm) / widthMm) };
}

const transform = {
  posX: 0,
  posY: 1,
  posZ: 0,
  rotX: 0,
  rotY: 180,
  rotZ: 180,
  scaleX: 1,
  scaleY: 1,
  scaleZ: 1,
};

/**
 * The sheets for `cards`: grouped by back (each group gets its own back image), 69 distinct
 * faces per sheet in the set's order; sheet n is `deck-n.png`, CardIDs are n × 100 + slot.
 */
export function ttsSheets(set: VellumSet, cards: readonly Card[]): TtsSheet[] {
  const groups = new Map<string, Card[]>();
  for (const card of cards) {
    const key = backKey(card, set);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  const sheets: TtsSheet[] = [];
  let backNo = 0;
  for (const group of groups.values()) {
    backNo++;
    const frame = facePicture(group[0]!, { set, bleed: false }).frame;
    const cell = ttsCell(frame.width, frame.height);
    for (let i = 0; i < group.length; i += TTS_FACES_PER_SHEET) {
      const deck = sheets.length + 1;
      sheets.push({
        deck,
        face: `deck-${deck}.png`,
        back: `back-${backNo}.png`,
        cards: group.slice(i, i + TTS_FACES_PER_SHEET),
        cellWidth: cell.width,
        cellHeight: cell.height,
      });
    }
  }
  return sheets;
}

/**
 * The deck JSON (Tabletop Simulator saved object) for `sheets`; file names are relative. The
 * deck's and cards' names are in `language` (the set's translations; its main language by default).
 */
export function ttsDeckJson(
  set: VellumSet,
  sheets: readonly TtsSheet[],
  withCopies: boolean,
  language: string = set.language,
) {
  const { name } = setText(set, language);
  const customDeck: Record<string, TtsCustomDeck> = {};
  const contained: object[] = [];
  const deckIds: number[] = [];
  for (const sheet of sheets) {
    const entry: TtsCustomDeck = {
      FaceURL: sheet.face,
      BackURL: sheet.back,
      NumWidth: TTS_COLUMNS,
      NumHeight: TTS_ROWS,
      BackIsHidden: true,
      UniqueBack: false,
      Type: 0,
    };
    customDeck[String(sheet.deck)] = entry;
    for (const { card } of printItems(sheet.cards, withCopies)) {
      const cardId = sheet.deck * 100 + sheet.cards.indexOf(card);
      deckIds.push(cardId);
      contained.push({
        Name: "Card",
        Transform: transform,
        Nickname: card.translations?.[language]?.name ?? card.name,
        Description: card.type,
        GMNotes: card.id,
        CardID: cardId,
        CustomDeck: { [String(sheet.deck)]: entry },
      });
    }
  }
  return {
    ObjectStates: [
      {
        Name: "DeckCustom",
        Transform: transform,
        Nickname: name,
        Description: `${name}${set.version ? ` v${set.version}` : ""} — exported by Vellum`,
        DeckIDs: deckIds,
        CustomDeck: customDeck,
        ContainedObjects: contained,
      },
    ],
  };
}

const README = `Tabletop Simulator deck exported by Vellum

Files: deck-N.png (10 × 7 card sheets; the bottom-right slot is the hidden card: the back),
back-N.png (the card backs), deck.json (the deck as a saved object).

To import:
1. Upload every deck-N.png and back-N.png somewhere Tabletop Simulator can read them (its Cloud
   Manager, or any web host), or keep them on this computer.
2. In deck.json replace each "FaceURL" and "BackURL" (now file names like "deck-1.png") with the
   uploaded URLs, or with file:///full/path/to/deck-1.png for a local game.
3. Copy deck.json into Tabletop Simulator's Saves/Saved Objects folder and load it from
   Objects > Saved Objects; or use Objects > Components > Custom > Deck with the same files:
   10 wide, 7 high, "back is hidden" on.
`;

async function cellPixels(picture: PrintPicture, w: number, h: number, medium: Medium) {
  const px = await svgPixels(picture.svg, w, h);
  return forMedium(px, medium, (w / picture.widthMm) * 25.4);
}

/**
 * The deck zip: `deck-N.png` sheets (10 × 7, ≤ 4096 px wide, back in the last slot),
 * `back-N.png`, `deck.json` and a README.txt on how to upload and import them. A bad medium or
 * language throws PrintOptionsError.
 */
export async function ttsDeckZip(
  set: VellumSet,
  cards: readonly Card[],
  opts: TtsOptions = {},
  { onProgress, onDiagnostic, signal, concurrency = RASTER_CONCURRENCY }: PrintControl = {},
): Promise<Uint8Array> {
  const checked = printOptions(opts, "tts");
  if (!checked.ok) throw new PrintOptionsError(checked.error);
  const { medium, copies: withCopies } = checked.value;
  const src = {
    set,
    bleed: false,
    ...(opts.artHref ? { artHref: opts.artHref } : {}),
    ...(opts.language ? { language: opts.language } : {}),
    onDiagnostic: reportOnce(onDiagnostic),
  };
  const sheets = ttsSheets(set, cards);
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {};
  const backs = new Map<string, Pixels>();
  let done = 0;
  for (const sheet of sheets) {
    throwIfAborted(signal);
    const { cellWidth: w, cellHeight: h } = sheet;
    const faces = poolMap(
      sheet.cards.length,
      concurrency,
      (i) => cellPixels(facePicture(sheet.cards[i]!, src), w, h, medium),
      signal,
    );
    let back = backs.get(sheet.back);
    if (!back) {
      back = await cellPixels(backPicture(sheet.cards[0]!, src), w, h, medium);
      backs.set(sheet.back, back);
      files[sheet.back] = [new Uint8Array(await encodePng(back)), { level: 0 }];
    }
    const tiles = [...(await Promise.all(faces)), back];
    const hidden = TTS_COLUMNS * TTS_ROWS - 1;
    const composite = tiles.map((px, i) => {
      const slot = i === tiles.length - 1 ? hidden : i;
      return {
        input: px.data,
        raw: { width: px.width, height: px.height, channels: px.channels },
        left: (slot % TTS_COLUMNS) * w,
        top: Math.floor(slot / TTS_COLUMNS) * h,
      };
    });
    const png = await sharp({
      create: {
        width: TTS_COLUMNS * w,
        height: TTS_ROWS * h,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite(composite)
      .png({ compressionLevel: 6 })
      .toBuffer();
    files[sheet.face] = [new Uint8Array(png), { level: 0 }];
    done++;
    onProgress?.({ progress: (0.95 * done) / sheets.length, page: done, of: sheets.length });
  }
  const json = ttsDeckJson(set, sheets, withCopies, opts.language);
  files["deck.json"] = [
    new TextEncoder().encode(JSON.stringify(json, null, 2) + "\n"),
    { level: 6 },
  ];
  files["README.txt"] = [new TextEncoder().encode(README), { level: 6 }];
  const zip = zipSync(files);
  onProgress?.({ progress: 1, page: sheets.length, of: sheets.length });
  return zip;
}
