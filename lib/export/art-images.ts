/**
 * Art for the rasteriser: each art file a picture uses, scaled to what the output needs and
 * inlined as a `data:` URL (sharp fetches nothing). Server only (sharp).
 *
 * Why scale: librsvg parses the SVG with libxml2, which refuses an attribute value over 10 MB
 * ("buffer size limit exceeded"), so a 9 MB PNG inlined at full size (12 MB of base64) made the
 * whole picture fail. Art is drawn into the portrait window (or an `art` region, or a whole back
 * with its bleed), so it never needs more pixels than that box holds at the output DPI.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { frameFor } from "../layers";
import type { Card, Diagnostic, VellumSet } from "../model";
import { cardLabel, messageOf, mimeOfArt, warningDiagnostic } from "../model";
import { backFor } from "../render";
import { svgImagesProblem } from "../store";

/** Art as URLs for the renderer, and the art that could not be drawn (as diagnostics). */
export interface ResolvedArt {
  artHref: (file: string) => string | undefined;
  /** `art/undrawable` warnings, one per card (or back) whose art could not be drawn. */
  diagnostics: Diagnostic[];
}

/**
 * Most bytes of raw pixels an inlined image may have: its PNG (incompressible noise at worst)
 * in base64 then stays under libxml2's 10 MB limit with room for the rest of the document.
 * Art bigger than this after scaling to its box (only at very high DPIs) is drawn with fewer
 * pixels, about 700 DPI across a 63 × 88 mm portrait window.
 */
export const MAX_INLINE_PIXEL_BYTES = 6_000_000;
/** Largest SVG art inlined as it is (it is not rasterised here). */
export const MAX_INLINE_SVG_BYTES = 6_000_000;

/** Where a file is drawn: the largest box, in mm, and who draws it (for messages). */
interface ArtUse {
  widthMm: number;
  heightMm: number;
  /** "card 'x'" / "back 'y'" and the diagnostic source of its art field. */
  users: { who: string; source: string }[];
}

/** The boxes each art file of `cards` (faces, their frames' emblems, and backs) is drawn into. */
export function artUses(set: VellumSet, cards: readonly Card[]): Map<string, ArtUse> {
  const uses = new Map<string, ArtUse>();
  const add = (file: string, w: number, h: number, who: string, source: string) => {
    const use = uses.get(file) ?? { widthMm: 0, heightMm: 0, users: [] };
    use.widthMm = Math.max(use.widthMm, w);
    use.heightMm = Math.max(use.heightMm, h);
    if (!use.users.some((u) => u.source === source)) use.users.push({ who, source });
    uses.set(file, use);
  };
  for (const card of cards) {
    const frame = frameFor(card, set);
    if (card.art) {
      for (const r of frame.regions)
        if (r.role === "portrait" || r.role === "art")
          add(card.art, r.width, r.height, cardLabel(card.name, card.id), `card:${card.id}/art`);
    }
    const emblem = frame.emblem?.art;
    if (emblem) {
      // Drawn in a square as large as each emblem region's shorter side.
      for (const r of frame.regions)
        if (r.role === "emblem") {
          const side = Math.min(r.width, r.height);
          add(emblem, side, side, `frame '${frame.id}'`, `frame:${frame.id}/emblem`);
        }
    }
    const back = backFor(card, set);
    if (back?.art)
      add(
        back.art,
        frame.width + 2 * frame.bleed,
        frame.height + 2 * frame.bleed,
        `back '${back.id}'`,
        `back:${back.id}/art`,
      );
  }
  return uses;
}

/** Pixels for a box of `mm` at `dpi`, rounded up (art must cover its box). */
function px(mm: number, dpi: number): number {
  return Math.max(1, Math.ceil((mm / 25.4) * dpi));
}

/**
 * NOTE: module cache of scaled art, keyed by the file's content hash and the target size, so a
 * set's art is decoded and scaled once per size (every picture of a print, every preview).
 * Bounded by entries and bytes; least recently used go first.
 */
const CACHE = new Map<string, string>();
const CACHE_MAX_ENTRIES = 64;
const CACHE_MAX_CHARS = 96 * 1024 * 1024;
let cacheChars = 0;

function remember(key: string, url: string): void {
  CACHE.set(key, url);
  cacheChars += url.length;
  while (CACHE.size > CACHE_MAX_ENTRIES || cacheChars > CACHE_MAX_CHARS) {
    const oldest = CACHE.keys().next().value as string;
    cacheChars -= CACHE.get(oldest)!.length;
    CACHE.delete(oldest);
  }
}

function recall(key: string): string | undefined {
  const url = CACHE.get(key);
  if (url !== undefined) {
    CACHE.delete(key);
    CACHE.set(key, url); // most recently used last
  }
  return url;
}

/**
 * `bytes` of art file `file` as a `data:` URL with at most the pixels a `width` × `height` px
 * box needs (covering it, as the renderer draws art: `slice`), never enlarged, and at most
 * {@link MAX_INLINE_PIXEL_BYTES}. PNG keeps alpha; JPEG stays JPEG. Throws what sharp throws
 * for a file it cannot read.
 */
export async function scaledArtUrl(
  file: string,
  bytes: Uint8Array,
  width: number,
  height: number,
): Promise<string> {
  const mime = mimeOfArt(file);
  const hash = createHash("sha1").update(bytes).digest("hex");
  const key = `${hash}:${width}x${height}`;
  const cached = recall(key);
  if (cached !== undefined) return cached;
  let url: string;
  if (mime === "image/svg+xml") {
    if (bytes.byteLength > MAX_INLINE_SVG_BYTES)
      throw new Error(
        `the SVG is ${mib(bytes.byteLength)} MB, over the ${mib(MAX_INLINE_SVG_BYTES)} MB an SVG picture can hold`,
      );
    // NOTE: librsvg draws an embedded raster too large to decode as nothing: a blank card with
    // no word. Art stored before the store checked embedded images (or copied in by hand) says
    // why it is not drawn instead.
    const images = svgImagesProblem(new TextDecoder("utf-8").decode(bytes));
    if (images) throw new Error(`it ${images.problem}`);
    url = `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
  } else {
    const image = sharp(bytes, { failOn: "error" });
    const meta = await image.metadata();
    const w = meta.width;
    const h = meta.height;
    if (!w || !h) throw new Error("the file has no width or height");
    const channels = meta.hasAlpha ? 4 : 3;
    let scale = Math.min(1, Math.max(width / w, height / h));
    const budget = Math.sqrt(MAX_INLINE_PIXEL_BYTES / (channels * w * h));
    scale = Math.min(scale, budget);
    const tw = Math.max(1, Math.round(w * scale));
    const th = Math.max(1, Math.round(h * scale));
    const resized = image.rotate().resize(tw, th, { fit: "fill" });
    const jpeg = mime === "image/jpeg" && !meta.hasAlpha;
    const out = jpeg
      ? await resized.jpeg({ quality: 92 }).toBuffer()
      : await resized.png({ compressionLevel: 2 }).toBuffer();
    url = `data:${jpeg ? "image/jpeg" : "image/png"};base64,${out.toString("base64")}`;
  }
  remember(key, url);
  return url;
}

function mib(bytes: number): string {
  return (bytes / 1_000_000).toFixed(1);
}

/** Options of {@link resolveArt}. */
export interface ArtOptions {
  /** The output's resolution: art is scaled to its box at this DPI. */
  dpi: number;
}

/**
 * The art files `cards` (and their backs) use, read with `read`, each scaled to its largest box
 * at `dpi` and inlined for the rasteriser. A missing file is left out (the renderer draws its
 * placeholder and says so); a file that cannot be drawn (not a readable image, too large even
 * scaled, SVG art wrapping a raster image over the art pixel limit) is left out too, with an `art/undrawable` warning naming each card that uses it.
 */
export async function resolveArt(
  set: VellumSet,
  cards: readonly Card[],
  read: (file: string) => Promise<Uint8Array | undefined>,
  { dpi }: ArtOptions,
): Promise<ResolvedArt> {
  const urls = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  for (const [file, use] of artUses(set, cards)) {
    const bytes = await read(file);
    if (!bytes) continue;
    try {
      urls.set(file, await scaledArtUrl(file, bytes, px(use.widthMm, dpi), px(use.heightMm, dpi)));
    } catch (e) {
      const why = messageOf(e).split("\n")[0]!.trim();
      for (const { who, source } of use.users)
        diagnostics.push(
          warningDiagnostic(
            "art/undrawable",
            `${who}: art '${file}' could not be drawn: ${why} — replace it with a PNG, JPEG or WebP image that opens in an image editor`,
            source,
          ),
        );
    }
  }
  return { artHref: (file) => urls.get(file), diagnostics };
}
