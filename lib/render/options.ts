/**
 * Options of every render entry point, and the context one card is drawn with.
 */
import type { Card, Diagnostic, Frame, VellumSet } from "../model";
import type { FontSet } from "./fonts";
import type { SvgDoc } from "./svg-doc";
import type { CardPalette } from "./theme";
import type { CardStrings } from "./card-text";

/** Options of {@link renderCardSvg}, {@link renderStackSvg} and {@link renderBackSvg}. */
export interface RenderOptions {
  /** Include the bleed area around the trim (for print). Default false. */
  bleed?: boolean;
  /** Language tag: use `card.translations[language]` field by field, falling back to the default. */
  language?: string;
  /** Overlay the x-ray view (element outlines and labels) on the picture. Default false. */
  xray?: boolean;
  /**
   * URL of an art file of the set (`card.art`, `back.art`), e.g. `/api/sets/x/art/file.png` in
   * the browser or a `data:` URL for sharp. Return `undefined` when the file is missing: the
   * placeholder is drawn and an info diagnostic reported.
   */
  artHref?: (file: string) => string | undefined;
  /** Prefix of every id in the document (default: derived from the card ids). */
  idPrefix?: string;
  /** Corner radius of the card in mm. Default 3 without bleed, 0 with bleed (print trims it). */
  cornerRadius?: number;
}

/** Everything one card is drawn with. */
export interface CardContext {
  doc: SvgDoc;
  set: VellumSet;
  fonts: FontSet;
  card: Card;
  frame: Frame;
  palette: CardPalette;
  strings: CardStrings;
  opts: RenderOptions;
  /** Bleed drawn around the trim, in mm (0 without bleed). */
  bleed: number;
  /** Corner radius of the card's trim in mm (0 = square); paint never leaves the rounded trim. */
  corner: number;
  diagnostics: Diagnostic[];
}
