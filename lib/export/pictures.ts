/**
 * Pictures of a set's cards and stacks for the CLI and the route handlers: which card, which
 * stack, which size — and the errors a user can make naming them, as diagnostics. Server only
 * (fonts from disk).
 */
import { cardTimings } from "../dsl";
import type { StackAnalysis } from "../layers";
import { frameFor, resolveStack } from "../layers";
import type { Card, Diagnostic, Result, VellumSet } from "../model";
import { didYouMean, err, errorDiagnostic, ok } from "../model";
import type { RenderOptions, StackPreview } from "../render";
import { backFor, renderBackSvg, renderCardSvg, stackPreview } from "../render";
import type { ResolvedArt } from "./art-images";
import { resolveArt } from "./art-images";
import { nodeFonts } from "./fonts-node";

/** A rendered picture: the SVG, its physical size (bleed included) and render diagnostics. */
export interface Picture {
  svg: string;
  widthMm: number;
  heightMm: number;
  diagnostics: Diagnostic[];
}

/** What a stack looks like and what the rules read off it. */
export interface StackPicture extends Picture {
  preview: StackPreview;
}

/** The values `vellum stack --json` prints: what lib/layers computes for the stack. */
export interface StackFacts {
  selfWorth: number;
  visiblePoints: { card: string; slot: number; value: number }[];
  icons: Record<string, number>;
  liveEffects: { card: string; kind: string }[];
  dead: boolean;
}

function problem(code: string, message: string): Diagnostic {
  return errorDiagnostic(code, message, "request");
}

/** The card with `id`, or a diagnostic naming the nearest id. */
export function findCard(set: VellumSet, id: string): Result<Card, Diagnostic> {
  const card = set.cards.find((c) => c.id === id);
  return card ? ok(card) : err(problem("picture/unknown-card", unknownCardMessage(set, id)));
}

/** "no card 'x' in set 'y' — did you mean 'z'?" */
export function unknownCardMessage(set: VellumSet, id: string): string {
  const near = didYouMean(
    id,
    set.cards.map((c) => c.id),
  );
  return `no card '${id}' in set '${set.id}'${near}`;
}

function sizeOf(card: Card, set: VellumSet, bleed: boolean): { widthMm: number; heightMm: number } {
  const frame = frameFor(card, set);
  const b = bleed ? frame.bleed : 0;
  return { widthMm: frame.width + 2 * b, heightMm: frame.height + 2 * b };
}

/** A diagnostic when `language` is neither the set's language nor one of its translations. */
export function checkLanguage(
  set: VellumSet,
  language: string | undefined,
): Diagnostic | undefined {
  if (
    language === undefined ||
    language === set.language ||
    (set.languages ?? []).includes(language)
  ) {
    return undefined;
  }
  const known = [set.language, ...(set.languages ?? [])].join(", ");
  return problem(
    "picture/unknown-language",
    `set '${set.id}' has no '${language}' texts; its languages are ${known}`,
  );
}

/** One card's face (or its back, with `side: "back"`). */
export function cardPicture(
  set: VellumSet,
  cardId: string,
  opts: RenderOptions & { side?: "front" | "back" } = {},
): Result<Picture, Diagnostic> {
  const badLanguage = checkLanguage(set, opts.language);
  if (badLanguage) return err(badLanguage);
  const found = findCard(set, cardId);
  if (!found.ok) return found;
  const card = found.value;
  const fonts = nodeFonts();
  const size = sizeOf(card, set, opts.bleed === true);
  const { svg, diagnostics } =
    opts.side === "back"
      ? renderBackSvg(backFor(card, set), set, fonts, { ...opts, frame: frameFor(card, set) })
      : renderCardSvg(card, set, fonts, opts);
  return ok({ svg, diagnostics, ...size });
}

/**
 * A stack: a living character at the bottom, then cards in play order (RULES.md R2.1). Refuses
 * stacks that could not occur in play, saying why.
 */
export function stackPicture(
  set: VellumSet,
  cardIds: readonly string[],
  opts: RenderOptions = {},
): Result<StackPicture, Diagnostic> {
  if (cardIds.length === 0) {
    return err(
      problem(
        "picture/empty-stack",
        "name the cards of the stack: a character first, then the cards on it",
      ),
    );
  }
  const cards: Card[] = [];
  for (const id of cardIds) {
    const found = findCard(set, id);
    if (!found.ok) return found;
    cards.push(found.value);
  }
  const [bottom, ...rest] = cards;
  if (bottom?.type !== "character") {
    return err(
      problem(
        "picture/no-character",
        `a stack starts with a character; '${bottom?.id}' is a ${bottom?.type}`,
      ),
    );
  }
  const misplaced = rest.find((c) => c.type === "character" || c.type === "reference");
  if (misplaced) {
    return err(
      problem(
        "picture/not-playable-on-a-stack",
        `'${misplaced.id}' is a ${misplaced.type} card and is never played onto a character`,
      ),
    );
  }
  const preview = stackPreview(resolveStack(cards, set, cardTimings), set, nodeFonts(), opts);
  const svg = opts.xray ? overlay(preview.svg, preview.xraySvg) : preview.svg;
  return ok({
    svg,
    preview,
    diagnostics: preview.diagnostics,
    ...sizeOf(bottom, set, opts.bleed === true),
  });
}

/** The x-ray overlay drawn over the picture, as one SVG document. */
function overlay(picture: string, xray: string): string {
  const inner = xray.replace(/^[\s\S]*?<svg\b[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return picture.replace(/<\/svg>\s*$/, () => `${inner}</svg>`);
}

/** The facts of a stack analysis in the shape `vellum stack --json` prints. */
export function stackFacts(analysis: StackAnalysis): StackFacts {
  return {
    selfWorth: analysis.selfWorth,
    visiblePoints: analysis.visiblePoints.map((p) => ({
      card: p.cardId,
      slot: p.slot,
      value: p.value,
    })),
    icons: { ...analysis.icons },
    liveEffects: analysis.liveEffects.map((e) => ({ card: e.cardId, kind: e.kind })),
    dead: analysis.dead,
  };
}

/**
 * The art files `cards` (and their backs) use, as `data:` URLs for rasterising at `dpi` (sharp
 * fetches nothing), read with `read` and scaled to what the pictures need (`resolveArt`); a
 * missing file is left out (the renderer draws its placeholder), a file that cannot be drawn
 * too, with an `art/undrawable` diagnostic.
 */
export function artDataUrls(
  set: VellumSet,
  cards: readonly Card[],
  read: (file: string) => Promise<Uint8Array | undefined>,
  dpi: number,
): Promise<ResolvedArt> {
  return resolveArt(set, cards, read, { dpi });
}
