/**
 * The set's icons in a document: each icon used is sanitised once (cached per SVG text) and
 * defined once per document as a `<symbol>`, then placed with `<use>` and recoloured through
 * `color` (the sanitiser turned every fill and stroke into `currentColor`).
 */
import type { StoryIcon, VellumSet } from "../model";
import { escapeXml, mm } from "./escape";
import type { SanitizedSvg } from "./sanitize-svg";
import { namespaced, sanitizeSvg } from "./sanitize-svg";
import type { SvgDoc } from "./svg-doc";

const MAX_SANITIZED = 512;
const sanitized = new Map<string, SanitizedSvg>();
const byId = new WeakMap<readonly StoryIcon[], Map<string, StoryIcon>>();

/** The sanitised form of an icon's SVG text (cached). */
function sanitizedIcon(svg: string): SanitizedSvg {
  let s = sanitized.get(svg);
  if (!s) {
    s = sanitizeSvg(svg);
    if (sanitized.size >= MAX_SANITIZED) sanitized.clear();
    sanitized.set(svg, s);
  }
  return s;
}

/** The set's icon (story icon or family symbol) with this id, if any. */
export function findIcon(set: Pick<VellumSet, "icons">, id: string): StoryIcon | undefined {
  let map = byId.get(set.icons);
  if (!map) {
    map = new Map(set.icons.map((icon) => [icon.id, icon]));
    byId.set(set.icons, map);
  }
  return map.get(id);
}

/**
 * The id of the `<symbol>` drawing icon `id` in `doc`, defining it on first use; `undefined`
 * when the set has no such icon.
 */
export function iconSymbol(
  doc: SvgDoc,
  set: Pick<VellumSet, "icons">,
  id: string,
): string | undefined {
  const icon = findIcon(set, id);
  if (!icon) return undefined;
  return doc.def(`icon:${id}`, (sid) => {
    const s = sanitizedIcon(icon.svg);
    const [x, y, w, h] = s.viewBox;
    return (
      `<symbol id="${sid}" viewBox="${x} ${y} ${w} ${h}">` +
      `<g fill="currentColor">${namespaced(s, sid)}</g></symbol>`
    );
  });
}

/** A `<use>` of `symbol` in the square at (`x`, `y`) of side `size` mm, drawn in `color`. */
export function useSymbol(
  symbol: string,
  x: number,
  y: number,
  size: number,
  color: string,
): string {
  return `<use href="#${symbol}" x="${mm(x)}" y="${mm(y)}" width="${mm(size)}" height="${mm(size)}" color="${escapeXml(color)}"/>`;
}

/**
 * The id of the `<symbol>` drawing `svg` (an SVG not among the set's story icons: an effect
 * category's icon, a frame's emblem) in `doc` under `key`, sanitised as story icons are and
 * defined on first use.
 */
export function svgSymbol(doc: SvgDoc, key: string, svg: string): string {
  return doc.def(`svg:${key}`, (sid) => {
    const s = sanitizedIcon(svg);
    const [x, y, w, h] = s.viewBox;
    return (
      `<symbol id="${sid}" viewBox="${x} ${y} ${w} ${h}">` +
      `<g fill="currentColor">${namespaced(s, sid)}</g></symbol>`
    );
  });
}
