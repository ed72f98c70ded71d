/**
 * One block of card text, fitted and drawn: the fit rules of each kind of text, the overflow
 * diagnostic (`render/text-overflow`), and inline icons as small tinted roundels.
 */
import type { CardRect } from "../layers";
import { mm } from "./escape";
import type { CardString } from "./card-text";
import { fieldDiagnostic } from "./card-text";
import { missingGlyphDiagnostics } from "./glyph-coverage";
import { iconSymbol, useSymbol } from "./icons";
import type { CardContext } from "./options";
import { taperedRule } from "./ornaments";
import { roundRectPath } from "./svg-doc";
import { drawTextLayout } from "./text-draw";
import { fitText } from "./text-layout";
import type { Overflow, TextLayout } from "./text-layout";
import type { FitRule, Paragraph } from "./text-model";
import { INK, iconTint } from "./theme";
import { cardLabel, setWords } from "../model";
import type { Diagnostic } from "../model";

const PT = 25.4 / 72;

/** Fit rules of the built-in kinds of text (sizes in mm; 1 pt = 0.353 mm). */
export const FIT = Object.freeze({
  /** A name on a clear card's plate: one line of Cinzel. */
  plateName: rule({ size: 3.2, minSize: 2.05, minTracking: -0.03, singleLine: true }),
  /** A name in an opaque card's name band. */
  bandName: rule({ size: 3.6, minSize: 2.2, minTracking: -0.03, singleLine: true }),
  /** Effect and flavour text on a plate. */
  effect: rule({ size: 2.75, minSize: 1.95, minTracking: -0.015, valign: "middle" }),
  /** A character's family line and flavour text on its plate. */
  character: rule({ size: 3.3, minSize: 2.1, minTracking: -0.015, valign: "middle" }),
  /** A reference card's rules text. */
  reference: rule({ size: 4.2, minSize: 2.1, minTracking: -0.015, valign: "middle" }),
  /** A persistent card's reminder. */
  reminder: rule({ size: 2.5, minSize: 1.8, minTracking: -0.015, valign: "middle" }),
});

function rule(r: Partial<FitRule> & Pick<FitRule, "size" | "minSize" | "minTracking">): FitRule {
  return {
    step: 0.05,
    lineHeight: r.singleLine ? 1 : 1.12,
    ascent: r.singleLine ? 0.7 : 0.74,
    descent: r.singleLine ? 0 : 0.24,
    valign: "middle",
    ...r,
  };
}

/** A story icon inline in text: a roundel in the icon's tint with the icon in bone. */
function inlineIcon(ctx: CardContext, id: string, x: number, y: number, size: number): string {
  const symbol = iconSymbol(ctx.doc, ctx.set, id);
  const r = size / 2;
  const disc = `<circle cx="${mm(x + r)}" cy="${mm(y + r)}" r="${mm(r)}" fill="${iconTint(ctx.set, id)}"/>`;
  if (!symbol) return disc;
  const inner = size * 0.74;
  return disc + useSymbol(symbol, x + (size - inner) / 2, y + (size - inner) / 2, inner, INK.bone);
}

/** What each field is called in an overflow message about it alone. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: "the name",
  text: "the rules text",
  generated: "the rules text generated from the effect",
  flavor: "the flavour text",
  reminder: "the reminder",
};

/**
 * The `render/text-overflow` warning for overflow `o` of field `s`: lines left out name the
 * block (`what`: "the effect and flavour text"), a line cut short names its own field ("the
 * family name does not fit: a word is 9.4 mm too wide…").
 */
function overflowDiagnostic(
  s: CardString,
  o: Overflow,
  box: CardRect,
  fit: FitRule,
  what: string,
  familyWord: string,
): Diagnostic {
  const chars = Math.max(1, o.chars);
  // Generated text cannot be shortened where it is printed: its fix is a text written by hand.
  const generated =
    s.origin === "generated"
      ? "the text is generated from the card's effect: write a shorter rules text for it by hand, or give the card a frame with a larger text box"
      : undefined;
  let message: string;
  if (o.kind === "height") {
    message = `${what} does not fit: ${o.overMm.toFixed(1)} mm (${o.lines} line${o.lines === 1 ? "" : "s"}) too tall for its ${box.width.toFixed(1)} × ${box.height.toFixed(1)} mm box even at the minimum size ${(fit.minSize / PT).toFixed(1)} pt, so it is cut — ${generated ?? `shorten the text by about ${chars} characters, or give the card a frame with a larger text box`}`;
  } else {
    // The set's word for family ("the party name"), as its designer reads it.
    const key = o.field === "text" && s.origin === "generated" ? "generated" : o.field;
    const label = o.field === "family" ? `the ${familyWord} name` : (FIELD_LABELS[key] ?? what);
    const over = fit.singleLine
      ? `${o.overMm.toFixed(1)} mm too wide`
      : `a word of it is ${o.overMm.toFixed(1)} mm too wide`;
    const fix = fit.singleLine
      ? `shorten it by about ${chars} characters, or widen the frame's region`
      : `shorten it by about ${chars} characters, or break the word with a space`;
    message = `${label} does not fit: ${over} for its ${box.width.toFixed(1)} mm box even at the minimum size ${(o.size / PT).toFixed(1)} pt, so it is cut — ${generated ?? fix}`;
  }
  return fieldDiagnostic(s, "render/text-overflow", "warning", message, o.start, o.end);
}

/**
 * Fits `paragraphs` into `box` under `fit` and draws them; characters their fonts lack are a
 * `render/missing-glyph` warning per field. When the text does not fit at the
 * minimum size it is cut with an ellipsis (lines left out at the bottom; a line wider than the
 * box cut at its end), clipped to the box, and a `render/text-overflow` warning per cut points
 * at the first character left out.
 */
export function textBlock(
  ctx: CardContext,
  paragraphs: readonly Paragraph[],
  box: CardRect,
  fit: FitRule,
  fields: Readonly<Record<string, CardString | undefined>>,
  what: string,
): string {
  return fittedTextBlock(ctx, paragraphs, box, fit, fields, what).svg;
}

/**
 * {@link textBlock}, also returning the layout it drew (`undefined` when there was nothing to
 * draw), for callers that place ornaments around the text.
 */
export function fittedTextBlock(
  ctx: CardContext,
  paragraphs: readonly Paragraph[],
  box: CardRect,
  fit: FitRule,
  fields: Readonly<Record<string, CardString | undefined>>,
  what: string,
): { svg: string; layout: TextLayout | undefined } {
  if (paragraphs.length === 0 || box.width <= 0 || box.height <= 0) {
    return { svg: "", layout: undefined };
  }
  ctx.diagnostics.push(
    ...missingGlyphDiagnostics(
      paragraphs,
      ctx.fonts,
      fields,
      cardLabel(ctx.card.name, ctx.card.id),
    ),
  );
  const layout = fitText(paragraphs, ctx.fonts, box, fit);
  const body = drawTextLayout(layout, box, {
    icon: (id, x, y, size) => inlineIcon(ctx, id, x, y, size),
    rule: (cx, y, width, color) => taperedRule(cx, y, width, color, 0.1),
  });
  if (layout.overflows.length === 0) return { svg: body, layout };
  for (const o of layout.overflows) {
    const s = fields[o.field];
    if (s)
      ctx.diagnostics.push(
        overflowDiagnostic(s, o, box, fit, what, setWords(ctx.set, ctx.opts.language).familyWord),
      );
  }
  const clip = ctx.doc.def(
    `clip:${box.x}:${box.y}:${box.width}:${box.height}`,
    (id) =>
      `<clipPath id="${id}"><path d="${roundRectPath(box.x, box.y, box.width, box.height, 0)}"/></clipPath>`,
  );
  return { svg: `<g clip-path="url(#${clip})">${body}</g>`, layout };
}
