/**
 * What an art file may be: a checked name, at most 20 MiB, and content whose magic bytes match
 * its extension (PNG, JPEG, WebP, SVG). A raster image must declare its size in a readable
 * header, at most MAX_ART_SIDE pixels a side and MAX_ART_PIXELS in all: a few kilobytes can
 * declare 30,000 × 30,000 pixels (a decompression bomb) that no renderer draws. SVG art is
 * refused when it could run script or link out, because art is served back to the browser; the
 * check is the one story icons get (`unsafeSvgReason` of lib/schema/checks/svg.ts, policy
 * `art`). SVG art itself has no pixel limit: it is drawn at the size its card gives it, whatever
 * size it declares; but the raster images it embeds (`data:` URLs) are held to the same limits,
 * all of them together (`svgImagesProblem`).
 */
import { unsafeSvgReason } from "../schema";
import { artFormatOfName } from "../model";
import type { ArtFormat } from "../model";
import { storeError } from "./errors";
import { checkArtName } from "./ids";
import { rasterSize } from "./image-size";
import { embeddedImages } from "./svg-images";
import type { StoreError } from "./types";

/** Largest art file accepted. */
export const MAX_ART_BYTES = 20 * 1024 * 1024;

/**
 * Most art files one set may hold. With MAX_SET_ART_BYTES it bounds a set's zip (set-zip.ts
 * `MAX_ZIP_BYTES`), so every set the store lets you build can be exported and imported again.
 */
export const MAX_SET_ART_FILES = 2000;

/** Most bytes of art one set may hold, all its files together (see MAX_SET_ART_FILES). */
export const MAX_SET_ART_BYTES = 512 * 1024 * 1024;

/**
 * A size in MiB for messages, one decimal: a size rounded up, a limit (`"limit"`) down, so a
 * size just over a limit never reads as within it.
 */
export function mib(bytes: number, as: "size" | "limit" = "size"): string {
  const round = as === "size" ? Math.ceil : Math.floor;
  return `${(round((bytes / 2 ** 20) * 10) / 10).toLocaleString("en-US")} MiB`;
}

/**
 * Most pixels a raster art file may have: a 48-megapixel camera photo fits; a card with bleed at
 * 1200 DPI needs about 15 million (3300 × 4500). Decoding one takes 4 bytes a pixel.
 */
export const MAX_ART_PIXELS = 50_000_000;

/** Longest side of a raster art file, in pixels (WebP's own limit is 16,383). */
export const MAX_ART_SIDE = 16_384;

/** The pixel limit in words, for messages. */
const PIXEL_LIMIT = `at most ${MAX_ART_SIDE} pixels a side and ${MAX_ART_PIXELS / 1_000_000} million pixels in all`;

/** What is wrong with the raster images of SVG art: too many pixels, or a size unreadable. */
export interface SvgImagesProblem {
  kind: "too-large" | "invalid";
  /** A phrase that follows "it": "embeds a 30000 × 30000 pixel PNG image; images in art …". */
  problem: string;
  /** What to do about it. */
  fix: string;
}

/**
 * What is wrong with the raster images SVG art embeds, or undefined when their headers are
 * readable and they are within the art pixel limit, all of them together. Checked when art is
 * stored, and again when it is drawn (art stored before this check, or put in the folder by
 * hand).
 */
export function svgImagesProblem(svg: string): SvgImagesProblem | undefined {
  let total = 0;
  const tooLarge = (problem: string): SvgImagesProblem => ({
    kind: "too-large",
    problem: `${problem}; images in art may have ${PIXEL_LIMIT}`,
    fix: "scale the image down in your editor and save the SVG again",
  });
  for (const { format, size } of embeddedImages(svg)) {
    const name = format.toUpperCase();
    if (!size) {
      return {
        kind: "invalid",
        problem: `embeds a ${name} image whose size cannot be read (it may be damaged or cut short)`,
        fix: "export the image again from your image editor and save the SVG again",
      };
    }
    const { width, height } = size;
    if (width > MAX_ART_SIDE || height > MAX_ART_SIDE || width * height > MAX_ART_PIXELS) {
      return tooLarge(`embeds a ${width} × ${height} pixel ${name} image`);
    }
    total += width * height;
    if (total > MAX_ART_PIXELS) return tooLarge(`embeds images of ${total} pixels together`);
  }
  return undefined;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  return magic.every((b, i) => bytes[at + i] === b);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** The format of image bytes by their magic bytes (SVG: an XML text whose root is `<svg`). */
export function sniffArtFormat(bytes: Uint8Array): ArtFormat | undefined {
  if (startsWith(bytes, PNG_MAGIC)) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (looksLikeSvg(bytes)) return "svg";
  return undefined;
}

function svgHead(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  // Skip an XML declaration, comments and a doctype, then the root element must be <svg.
  const head = svgHead(bytes).replace(
    /^(\s*(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i,
    "",
  );
  return /^<svg[\s>]/.test(head);
}

/** Checks an art file before writing it: name (`bad-id`), size (`too-large`), content (`invalid`). */
export function checkArtFile(file: string, bytes: Uint8Array): StoreError | undefined {
  const badName = checkArtName(file);
  if (badName) return badName;
  if (bytes.length > MAX_ART_BYTES) {
    return storeError(
      "too-large",
      `art file '${file}' is over the 20 MiB limit — resize or compress it`,
    );
  }
  const expected = artFormatOfName(file);
  const actual = sniffArtFormat(bytes);
  if (actual !== expected) {
    const found = actual ? `a ${actual.toUpperCase()} image` : "not a PNG, JPEG, WebP or SVG image";
    return storeError(
      "invalid",
      `art file '${file}' is ${found}, but its name says ${String(expected).toUpperCase()} — rename it to match its content`,
    );
  }
  if (actual !== undefined && actual !== "svg") {
    const size = rasterSize(bytes, actual);
    const name = actual.toUpperCase();
    if (!size) {
      return storeError(
        "invalid",
        `art file '${file}' has no readable ${name} header (it may be damaged or cut short) — export it again from your image editor`,
      );
    }
    const { width, height } = size;
    if (width > MAX_ART_SIDE || height > MAX_ART_SIDE || width * height > MAX_ART_PIXELS) {
      return storeError(
        "too-large",
        `art file '${file}' is ${width} × ${height} pixels; art may have ${PIXEL_LIMIT} — scale it down (a card with bleed at 1200 DPI needs about 3300 × 4500)`,
      );
    }
  }
  if (actual === "svg") {
    const svg = new TextDecoder("utf-8").decode(bytes);
    const reason = unsafeSvgReason(svg, "art");
    if (reason !== undefined) {
      return storeError(
        "invalid",
        `SVG art '${file}' is refused because it has ${reason} — remove it and try again`,
      );
    }
    const images = svgImagesProblem(svg);
    if (images !== undefined) {
      return storeError(
        images.kind,
        `SVG art '${file}' is refused: it ${images.problem} — ${images.fix}`,
      );
    }
  }
  return undefined;
}
