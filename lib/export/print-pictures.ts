/**
 * The pictures a print export needs — each card's face and each distinct back — as SVG with
 * their physical size, for every exporter (PDF sheets, PNG zips, tabletop decks).
 */
import { frameFor } from "../layers";
import type { Card, Frame, VellumSet } from "../model";
import { backFor, renderBackSvg, renderCardSvg } from "../render";
import { nodeFonts } from "./fonts-node";

/** How the pictures are drawn. */
export interface PictureSource {
  set: VellumSet;
  /** Art files as `data:` URLs (see `artDataUrls`); missing → the renderer's placeholder. */
  artHref?: (file: string) => string | undefined;
  language?: string;
  /** Draw the frame's bleed around the trim. */
  bleed: boolean;
}

/** An SVG document and its physical size (bleed included when drawn). */
export interface PrintPicture {
  svg: string;
  widthMm: number;
  heightMm: number;
  /** Bleed drawn around the trim on each side, in mm. */
  bleed: number;
  frame: Frame;
}

function sized(svg: string, frame: Frame, bleed: boolean): PrintPicture {
  const b = bleed ? frame.bleed : 0;
  return { svg, frame, bleed: b, widthMm: frame.width + 2 * b, heightMm: frame.height + 2 * b };
}

function renderOpts(src: PictureSource) {
  return {
    bleed: src.bleed,
    // Print square corners: a corner punch (or the virtual table) rounds them.
    cornerRadius: 0,
    ...(src.artHref ? { artHref: src.artHref } : {}),
    ...(src.language ? { language: src.language } : {}),
  };
}

/** A card's face. */
export function facePicture(card: Card, src: PictureSource): PrintPicture {
  const frame = frameFor(card, src.set);
  const { svg } = renderCardSvg(card, src.set, nodeFonts(), renderOpts(src));
  return sized(svg, frame, src.bleed);
}

/**
 * A key naming a card's back picture: cards with equal keys share one back image (a back
 * depends on its frame only through the size and bleed).
 */
export function backKey(card: Card, set: VellumSet): string {
  const f = frameFor(card, set);
  return `${backFor(card, set)?.id ?? "(generated)"}@${f.width}x${f.height}+${f.bleed}`;
}

/** A card's back (its `back`, else the set's back for its type, else the generated one). */
export function backPicture(card: Card, src: PictureSource): PrintPicture {
  const frame = frameFor(card, src.set);
  const { svg } = renderBackSvg(backFor(card, src.set), src.set, nodeFonts(), {
    ...renderOpts(src),
    frame,
  });
  return sized(svg, frame, src.bleed);
}
