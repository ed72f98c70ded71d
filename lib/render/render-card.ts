/**
 * The card and stack renderers: a card (or a stack, bottom to top at one origin) → one SVG
 * document in millimetres, drawn from the geometry of lib/layers so the picture and the rules
 * agree. Text is glyph outlines, so the SVG renders identically in a browser and in sharp.
 */
import { cardTimings } from "../dsl";
import type { StackEntry } from "../layers";
import { CARD_HEIGHT, CARD_WIDTH, analyzeStack, resolveStack } from "../layers";
import type { Card, Diagnostic, VellumSet } from "../model";
import { drawCardBody } from "./card-body";
import { cardStrings } from "./card-text";
import { escapeXml, mm } from "./escape";
import type { FontSet } from "./fonts";
import type { CardContext, RenderOptions } from "./options";
import { SvgDoc, cleanPrefix, idPrefix, roundRectPath, titleElement } from "./svg-doc";
import { paletteFor } from "./theme";
import { xrayOverlay } from "./xray";

/** An SVG document and what went wrong drawing it (never thrown). */
export interface RenderResult {
  svg: string;
  diagnostics: Diagnostic[];
}

/** The page of a document: trim size and the bleed drawn around it, in mm. */
export interface Page {
  width: number;
  height: number;
  bleed: number;
}

/** The `<svg>` root of a page: viewBox in mm with the trim at the origin, width/height in mm. */
export function svgOpen(page: Page, attrs = ""): string {
  const { width: W, height: H, bleed: b } = page;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mm(-b)} ${mm(-b)} ${mm(W + 2 * b)} ${mm(H + 2 * b)}" ` +
    `width="${mm(W + 2 * b)}mm" height="${mm(H + 2 * b)}mm"${attrs}>`
  );
}

/** The corner clip of a page (card corners rounded by `radius` mm), or `undefined` for square. */
export function cornerClip(doc: SvgDoc, page: Page, radius: number): string | undefined {
  if (radius <= 0) return undefined;
  const { width: W, height: H, bleed: b } = page;
  return doc.def(
    `corners:${W}:${H}:${b}:${radius}`,
    (id) =>
      `<clipPath id="${id}"><path d="${roundRectPath(-b, -b, W + 2 * b, H + 2 * b, radius + b)}"/></clipPath>`,
  );
}

/** The corner radius the options ask for: 3 mm on screen, square when printing with bleed. */
export function cornerRadius(opts: RenderOptions): number {
  return Math.max(0, opts.cornerRadius ?? (opts.bleed ? 0 : 3));
}

/** Draws the cards of `entries` into `doc`, bottom first; returns the body markup. */
function drawEntries(
  doc: SvgDoc,
  entries: readonly StackEntry[],
  set: VellumSet,
  fonts: FontSet,
  opts: RenderOptions,
  page: Page,
  diagnostics: Diagnostic[],
): string {
  const corner = cornerRadius(opts);
  let body = "";
  entries.forEach(({ card, frame }, index) => {
    const ctx: CardContext = {
      doc,
      set,
      fonts,
      card,
      frame,
      palette: paletteFor(frame, card.type),
      strings: cardStrings(card, set, opts.language),
      opts,
      bleed: page.bleed > 0 ? Math.min(page.bleed, frame.bleed) : 0,
      corner,
      diagnostics,
    };
    body += `<g data-card="${escapeXml(card.id)}" data-index="${index}">${drawCardBody(ctx)}</g>`;
  });
  return body;
}

/** The page of a stack: the largest frame of its cards (all share the trim origin). */
export function stackPage(entries: readonly StackEntry[], opts: RenderOptions): Page {
  let width = 0;
  let height = 0;
  let bleed = 0;
  for (const { frame } of entries) {
    width = Math.max(width, frame.width);
    height = Math.max(height, frame.height);
    bleed = Math.max(bleed, frame.bleed);
  }
  if (entries.length === 0) {
    width = CARD_WIDTH;
    height = CARD_HEIGHT;
  }
  return { width, height, bleed: opts.bleed ? bleed : 0 };
}

/**
 * Renders a stack (RULES.md R2.1): the character, then each card on top in play order, all at
 * the same origin. Clear areas of the cards are left unpainted, so what shows through is exactly
 * what lib/layers counts as visible. With `xray`, the x-ray overlay is drawn on top.
 */
export function renderStackSvg(
  entries: readonly StackEntry[],
  set: VellumSet,
  fonts: FontSet,
  opts: RenderOptions = {},
): RenderResult {
  const diagnostics: Diagnostic[] = [];
  const page = stackPage(entries, opts);
  const ids = entries.map((e) => e.card.id);
  const doc = new SvgDoc(
    opts.idPrefix ? cleanPrefix(opts.idPrefix) : idPrefix(`stack:${ids.join("|")}`),
  );
  const body = drawEntries(doc, entries, set, fonts, opts, page, diagnostics);
  const overlay = opts.xray ? xrayOverlay(analyzeStack(entries), fonts, page).svg : "";
  const names = entries.map((e) => cardStrings(e.card, set, opts.language).name.text);
  const title = entries.length === 1 ? names[0]! : `Stack: ${names.join(" / ")}`;
  const svg =
    svgOpen(page, ` data-cards="${escapeXml(ids.join(" "))}"`) +
    titleElement(title) +
    doc.defsMarkup() +
    body +
    overlay +
    "</svg>";
  return { svg, diagnostics };
}

/**
 * Renders one card on the frame lib/layers resolves for it (`frameFor`), with its effect's
 * timings (lib/dsl `cardTimings`) for the x-ray. A clear-film card has no background: only what
 * it prints is painted.
 */
export function renderCardSvg(
  card: Card,
  set: VellumSet,
  fonts: FontSet,
  opts: RenderOptions = {},
): RenderResult {
  return renderStackSvg(resolveStack([card], set, cardTimings), set, fonts, {
    ...opts,
    idPrefix: opts.idPrefix ?? idPrefix(`card:${card.id}`),
  });
}
