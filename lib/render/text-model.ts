/**
 * The input of text layout: paragraphs of pieces (text in one font role, or an inline icon),
 * each piece remembering where it came from in the card's source text so an overflow can point
 * at the exact field and character.
 */
import type { FontRole } from "./fonts";

/** A run of text set in one font role (it may contain spaces; layout splits it into words). */
export interface TextPiece {
  kind: "text";
  text: string;
  role: FontRole;
  /** Field of the card the text comes from (`name`, `effect`, `flavor`, `reminder`, …). */
  field: string;
  /** Offset (UTF-16) of `text` in that field's source. */
  offset: number;
}

/** An inline icon (an `{icon}` token of the text), drawn on the baseline at text size. */
export interface IconPiece {
  kind: "icon";
  icon: string;
  field: string;
  offset: number;
  /** Length of the token in the source (`{raven}` is 7). */
  length: number;
}

/** One piece of a paragraph. */
export type Piece = TextPiece | IconPiece;

/** A paragraph: pieces laid out together, wrapped at spaces. */
export interface Paragraph {
  pieces: Piece[];
  /** Font size relative to the block's size (flavour text is set a little smaller). */
  scale: number;
  align: "left" | "center";
  /** Extra space before the paragraph, in em of the block size (ignored for the first one). */
  spaceBefore: number;
  /** Fill colour of the paragraph's text. */
  color: string;
  /** Draw a small ornamental rule in the space before the paragraph (between effect and flavour). */
  rule?: boolean;
  /**
   * A word wider than the box sets this paragraph alone smaller, down to the fit rule's minimum
   * size times `scale` (a character's family name: one long word must not shrink its flavour).
   */
  fitWidth?: boolean;
}

/** The fit rule of one text block: start size, minimum size, tracking range (all in mm / em). */
export interface FitRule {
  /** Font size to try first, in mm. */
  size: number;
  /** Smallest size allowed before the text is cut, in mm. */
  minSize: number;
  /** Letter-spacing tried before shrinking: 0 down to this (negative) value, in em. */
  minTracking: number;
  /** Size step when shrinking, in mm. */
  step: number;
  /** Line advance, in em. */
  lineHeight: number;
  /** Distance from the block top to the first baseline, in em. */
  ascent: number;
  /** Space below the last baseline that the block must keep inside the box, in em. */
  descent: number;
  /** Set everything on one line (names): fitting is about width only. */
  singleLine?: boolean;
  /** Vertical placement of the block inside the box. */
  valign: "top" | "middle";
}
