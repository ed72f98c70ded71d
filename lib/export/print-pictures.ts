/**
 * The pictures a print export needs — each card's face and each distinct back — as SVG with
 * their physical size, for every exporter (PDF sheets, PNG zips, tabletop decks).
 */
import { frameFor } from "../layers";
import type { Card, Diagnostic, Frame, VellumSet } from "../model";
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
  /**
   * Where the renderer's diagnostics go (text cut off, unknown icons, missing art): an export
   * says what it could not draw as `vellum render` does. Wrap it with {@link reportOnce}.
   */
  onDiagnostic?: (d: Diagnostic) => void;
}

/**
 * `report` called once per distinct diagnostic (code, source and message): a card drawn twice
 * (copies, a preview and a print) or a back shared by many cards is reported once.
 */
export function reportOnce(
  report: ((d: Diagnostic) => void) | undefined,
): ((d: Diagnostic) => void) | undefined {
  if (!report) return undefined;
  const seen = new Set<string>();
  return (d) => {
    const key = `${d.code}\u0000${d.source}\u0000${d.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    report(d);
  };
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
  const { svg, diagnostics } = renderCardSvg(card, src.set, nodeFonts(), renderOpts(src));
  if (src.onDiagnostic) for (const d of diagnostics) src.onDiagnostic(d);
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
  const { svg, diagnostics } = renderBackSvg(backFor(card, src.set), src.set, nodeFonts(), {
    ...renderOpts(src),
    frame,
  });
  if (src.onDiagnostic) for (const d of diagnostics) src.onDiagnostic(d);
  return sized(svg, frame, src.bleed);
}
