/**
 * The portrait window: the card's art when there is some, else (on opaque portraits) a generated
 * engraved vignette: sepia ground with engraved hatching and rays, a cameo oval and the family's
 * symbol. A clear card's window prints nothing (what is below shows through).
 */
import type { CardElement } from "../layers";
import { artUrl, imageIn, reportMissingArt } from "./art";
import { isDark, mix, safeColor } from "./color";
import { mm } from "./escape";
import { iconSymbol, useSymbol } from "./icons";
import type { CardContext } from "./options";
import { glyphOrnament, FLEURON, radialGradient } from "./ornaments";
import { rayExit } from "./segments";
import { shapePath } from "./slots";
import { INK } from "./theme";

/** The gilt frame drawn just inside a portrait-like element. */
export function giltFrame(e: CardElement): string {
  return (
    `<path fill="none" stroke="${INK.goldDark}" stroke-width="0.55" d="${shapePath(e, 0.275)}"/>` +
    `<path fill="none" stroke="${INK.goldLight}" stroke-width="0.14" d="${shapePath(e, 0.62)}"/>`
  );
}

/** The symbol id of the card's family symbol, if the family and its icon exist. */
function familySymbol(ctx: CardContext): string | undefined {
  const family = ctx.set.families.find((f) => f.id === ctx.card.family);
  return family ? iconSymbol(ctx.doc, ctx.set, family.symbol) : undefined;
}

/** How far inside the cameo's oval the portrait's ground stops, mm (1 px at 25 DPI). */
const CAMEO_HOLE_INSET = 1;

/** The generated vignette of an opaque portrait without art. */
function placeholder(ctx: CardContext, e: CardElement): string {
  const { x, y, width: w, height: h } = e;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const ground = radialGradient(ctx.doc, "#eadbb8", "#9c7f52", "#cdb68a");
  // Engraved hatching: fine horizontal lines across the ground (kept off the rounded corners).
  const k = e.radius;
  let hatch = "";
  for (let ly = y + 0.4; ly < y + h; ly += 0.5) {
    const edge = Math.min(ly - y, y + h - ly);
    const inset = edge < k ? k - Math.sqrt(k * k - (k - edge) ** 2) : 0;
    hatch += `M${mm(x + inset)} ${mm(ly)}H${mm(x + w - inset)}`;
  }
  // Rays from behind the cameo, clipped to the window inside the gilt frame.
  let rays = "";
  const n = 48;
  const inside = { x: x + 0.6, y: y + 0.6, width: w - 1.2, height: h - 1.2 };
  const da = Math.PI / n / 2.6;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const [x1, y1] = rayExit(cx, cy, Math.cos(a - da), Math.sin(a - da), inside);
    const [x2, y2] = rayExit(cx, cy, Math.cos(a + da), Math.sin(a + da), inside);
    rays += `M${mm(cx)} ${mm(cy)}L${mm(x1)} ${mm(y1)}L${mm(x2)} ${mm(y2)}Z`;
  }
  const rx = w * 0.34;
  const ry = h * 0.4;
  const oval = radialGradient(ctx.doc, "#f8f0dc", "#d8c49a", "#efe2c3");
  // NOTE: the ground leaves out the middle of the cameo, which paints it over opaque (its radial
  // gradient is the costliest fill under it, ~0.5 ms at 300 DPI on a character). The hole stops
  // CAMEO_HOLE_INSET inside the oval, so its antialiased edge lies under the oval's opaque fill
  // down to 25 DPI: the picture is the same, pixel for pixel.
  const hx = rx - CAMEO_HOLE_INSET;
  const hy = ry - CAMEO_HOLE_INSET;
  const hole =
    hx > 0 && hy > 0
      ? `M${mm(cx - hx)} ${mm(cy)}a${mm(hx)} ${mm(hy)} 0 1 0 ${mm(2 * hx)} 0a${mm(hx)} ${mm(hy)} 0 1 0 ${mm(-2 * hx)} 0z`
      : "";
  let out =
    `<path fill="url(#${ground})"${hole ? ` fill-rule="evenodd"` : ""} d="${shapePath(e)}${hole}"/>` +
    `<path fill="none" stroke="${INK.sepia}" stroke-opacity="0.22" stroke-width="0.09" d="${hatch}"/>` +
    `<path fill="${INK.sepia}" fill-opacity="0.13" d="${rays}"/>` +
    `<ellipse cx="${mm(cx)}" cy="${mm(cy)}" rx="${mm(rx)}" ry="${mm(ry)}" fill="url(#${oval})" stroke="${INK.sepia}" stroke-width="0.35"/>` +
    `<ellipse cx="${mm(cx)}" cy="${mm(cy)}" rx="${mm(rx - 0.8)}" ry="${mm(ry - 0.8)}" fill="none" stroke="${INK.sepia}" stroke-opacity="0.6" stroke-width="0.1"/>`;
  const symbol = familySymbol(ctx);
  const side = Math.min(rx, ry) * 1.25;
  out += symbol
    ? useSymbol(symbol, cx - side / 2, cy - side / 2, side, INK.sepiaDark)
    : glyphOrnament(ctx.fonts, FLEURON, cx, cy, side, INK.sepiaDark);
  return out;
}

/** The portrait element: art, else the vignette when opaque, else nothing (a clear window). */
export function drawPortrait(ctx: CardContext, e: CardElement): string {
  const art = ctx.card.art;
  const href = artUrl(ctx, art);
  if (art !== undefined && art !== "" && href === undefined) reportMissingArt(ctx, art);
  if (href !== undefined)
    return imageIn(ctx, href, e, e.radius, ctx.card.artPosition) + giltFrame(e);
  if (!e.opaque) return "";
  return placeholder(ctx, e) + giltFrame(e);
}

/**
 * The family symbol under a character's portrait: the set's icon in gold on a dark disc, or on
 * a disc of the family's colour when it has one (the symbol in dark ink when that is light).
 */
export function drawFamilySymbol(ctx: CardContext, e: CardElement): string {
  const unit = Math.min(e.width, e.height);
  const own = ctx.set.families.find((f) => f.id === ctx.card.family)?.color;
  const base = own === undefined ? undefined : safeColor(own, "#4a4038");
  const ground = base
    ? radialGradient(ctx.doc, mix(base, "#ffffff", 0.12), mix(base, "#000000", 0.45))
    : radialGradient(ctx.doc, "#4a4038", "#1c1713");
  const ink = base && !isDark(base) ? "#1c1713" : INK.goldLight;
  const ring = radialGradient(ctx.doc, INK.goldLight, INK.goldDark, INK.gold);
  const symbol = familySymbol(ctx);
  const side = unit * 0.6;
  const cx = e.x + e.width / 2;
  const cy = e.y + e.height / 2;
  return (
    `<path fill="url(#${ring})" d="${shapePath(e)}"/>` +
    `<path fill="url(#${ground})" d="${shapePath(e, unit * 0.07)}"/>` +
    (symbol
      ? useSymbol(symbol, cx - side / 2, cy - side / 2, side, ink)
      : glyphOrnament(ctx.fonts, FLEURON, cx, cy, side, ink))
  );
}

/** A region of role `art`: the card's art, or nothing. */
export function drawArtRegion(ctx: CardContext, e: CardElement): string {
  const href = artUrl(ctx, ctx.card.art);
  return href ? imageIn(ctx, href, e, e.radius, ctx.card.artPosition) : "";
}
