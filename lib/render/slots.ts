/**
 * The slot roundels of the left and right edges: point values (RULES.md R1.3), story icons
 * (R1.4) and opaque blanks. Each is drawn inside its element's rectangle only, so what the
 * picture hides is exactly what the rules count as hidden.
 *
 * Negative points: a dark disc with bone numerals in a gold ring. Positive points: a bone disc
 * with oxblood numerals in the same ring. Icons: a disc in the icon's tint with the icon in bone.
 * Blanks: a plain frosted roundel.
 */
import type { CardElement } from "../layers";
import { mm } from "./escape";
import { appendRun, glyphPath, runWidth, shape } from "./glyphs";
import { iconSymbol, useSymbol } from "./icons";
import type { CardContext } from "./options";
import { radialGradient, verticalGradient } from "./ornaments";
import { roundRectPath } from "./svg-doc";
import { INK, iconTint } from "./theme";
import { mix } from "./color";
import { fieldDiagnostic } from "./card-text";
import { isPointValue, signedNumber } from "../model";

/** Path of the element's shape (its rectangle with its corner radius), inset by `d` mm. */
export function shapePath(e: CardElement, d = 0): string {
  return roundRectPath(
    e.x + d,
    e.y + d,
    e.width - 2 * d,
    e.height - 2 * d,
    Math.max(0, e.radius - d),
  );
}

/** Fill opacity for the ground of an element: full when opaque, a film tint when overridden clear. */
function groundOpacity(e: CardElement): string {
  return e.opaque ? "" : ` fill-opacity="0.35"`;
}

/** The gold ring every roundel sits in, and the ground inside it. */
function roundel(ctx: CardContext, e: CardElement, ground: string, line: string): string {
  const ring = verticalGradient(ctx.doc, INK.goldLight, INK.gold, INK.goldDark);
  const unit = Math.min(e.width, e.height);
  return (
    `<path fill="url(#${ring})"${groundOpacity(e)} d="${shapePath(e)}"/>` +
    `<path fill="${ground}"${groundOpacity(e)} d="${shapePath(e, unit * 0.06)}"/>` +
    `<path fill="none" stroke="${line}" stroke-width="${mm(unit * 0.012)}" stroke-opacity="0.85" d="${shapePath(e, unit * 0.1)}"/>`
  );
}

/**
 * A point value: sign and digits in Cinzel, sized to the roundel. A value no card can print
 * (NaN, 1000, 2.5, text: `isPointValue`, the schema's range) draws nothing at all, never
 * "−NAN" or "+1000": lib/layers already reads such a slot as clear film, and this holds for any
 * other caller too.
 */
export function drawPoints(ctx: CardContext, e: CardElement, value: number): string {
  if (!isPointValue(value)) return "";
  const negative = value < 0;
  const ground = negative
    ? `url(#${radialGradient(ctx.doc, "#3a353c", "#0f0d11")})`
    : `url(#${radialGradient(ctx.doc, "#fffaf0", "#dccfae")})`;
  const inkColor = negative ? INK.bone : INK.oxblood;
  const line = negative ? INK.goldLight : mix(INK.oxblood, INK.bone, 0.25);
  const label = signedNumber(value);
  const face = ctx.fonts.display;
  const run = shape(face, label);
  const unit = Math.min(e.width, e.height);
  const tracking = -0.04;
  const size = Math.min(
    unit * 0.44,
    (unit * 0.7) / Math.max(0.01, run.width + tracking * run.glyphs.length),
  );
  const w = runWidth(run, size, tracking);
  const parts: string[] = [];
  const cx = e.x + e.width / 2;
  const cy = e.y + e.height / 2;
  appendRun(parts, face, run, cx - w / 2, cy + (face.capHeight * size) / 2, size, tracking);
  return roundel(ctx, e, ground, line) + glyphPath(inkColor, parts.join(""));
}

/** A story icon: the set's icon, recoloured bone, on a disc in the icon's tint. */
export function drawIconSlot(ctx: CardContext, e: CardElement, icon: string): string {
  const tint = iconTint(ctx.set, icon);
  const ground = `url(#${radialGradient(ctx.doc, mix(tint, "#ffffff", 0.22), mix(tint, "#000000", 0.35), tint)})`;
  const base = roundel(ctx, e, ground, INK.goldLight);
  const symbol = iconSymbol(ctx.doc, ctx.set, icon);
  const unit = Math.min(e.width, e.height);
  const side = unit * 0.6;
  const x = e.x + (e.width - side) / 2;
  const y = e.y + (e.height - side) / 2;
  if (symbol) return base + useSymbol(symbol, x, y, side, INK.bone);
  ctx.diagnostics.push(
    fieldDiagnostic(
      { text: "", source: `card:${ctx.card.id}/icons`, pointer: undefined },
      "render/unknown-icon",
      "warning",
      `unknown icon '${icon}' in slot: drawn as '?' — use one of the set's icon ids (${ctx.set.icons.map((i) => i.id).join(", ") || "none defined"})`,
      0,
      0,
    ),
  );
  const face = ctx.fonts.display;
  const run = shape(face, "?");
  const size = unit * 0.5;
  const parts: string[] = [];
  appendRun(
    parts,
    face,
    run,
    x + side / 2 - runWidth(run, size) / 2,
    y + side / 2 + (face.capHeight * size) / 2,
    size,
  );
  return base + glyphPath(INK.bone, parts.join(""));
}

/** An opaque blank: a plain frosted roundel that hides the slot below and shows nothing. */
export function drawBlank(ctx: CardContext, e: CardElement): string {
  const unit = Math.min(e.width, e.height);
  const ground = radialGradient(ctx.doc, "#e4ddcf", INK.blankEdge, INK.blank);
  return (
    `<path fill="url(#${ground})"${groundOpacity(e)} d="${shapePath(e)}"/>` +
    `<path fill="none" stroke="${INK.blankEdge}" stroke-width="${mm(unit * 0.025)}" d="${shapePath(e, unit * 0.0125)}"/>` +
    `<path fill="none" stroke="#f4efe4" stroke-opacity="0.7" stroke-width="${mm(unit * 0.012)}" d="${shapePath(e, unit * 0.09)}"/>`
  );
}
