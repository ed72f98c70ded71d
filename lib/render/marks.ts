/**
 * Marks a frame prints that are not the card's own content: the icons of the card's effect
 * categories (`category-icon` regions; which ones is derived from the compiled effect, lib/dsl
 * `cardEffectCategories`, and drawn only for the categories the set gives an icon in
 * `rules.effectCategories` and does not turn off), and the frame's emblem (`emblem` regions, `frame.emblem`).
 *
 * NOTE: marks are no elements of lib/layers: they never hide anything in the rules' count and
 * count nothing. They are ink printed over the card's elements (after them, in the frame's
 * region order), as the plate's glyphs are. The built-in frames put the category icons where no
 * counted element of a card below lies (the top-left shoulder, opposite the persistent icon).
 */
import { cardEffectCategories } from "../dsl";
import type { PrintedEffectCategory, Region } from "../model";
import { diagnostic } from "../model";
import { artUrl } from "./art";
import { escapeXml, mm } from "./escape";
import { svgSymbol, useSymbol } from "./icons";
import type { CardContext } from "./options";
import { radialGradient, verticalGradient } from "./ornaments";
import { INK } from "./theme";

/** Space between two category icons, as a fraction of an icon's side. */
const GAP = 0.1;

/** The categories of the card's effect whose icon the set prints, in print order. */
export function printedCategoryIcons(ctx: Pick<CardContext, "card" | "set">): {
  category: PrintedEffectCategory;
  svg: string;
}[] {
  const settings = ctx.set.rules.effectCategories;
  if (settings === undefined) return [];
  return cardEffectCategories(ctx.card, ctx.set).flatMap((category) => {
    // A category the set says it has not prints no icon (the settings keep it for turning the
    // category back on; validate warns of the card, set/category-disabled).
    if (settings[category]?.enabled === false) return [];
    const svg = settings[category]?.icon?.svg;
    return svg !== undefined && svg.trim() !== "" ? [{ category, svg }] : [];
  });
}

/** A round badge of side `side` at (x, y): a gold ring, a dark ground, the symbol in gold. */
function badge(ctx: CardContext, symbol: string, x: number, y: number, side: number): string {
  const r = side / 2;
  const cx = x + r;
  const cy = y + r;
  const ring = verticalGradient(ctx.doc, INK.goldLight, INK.gold, INK.goldDark);
  const ground = radialGradient(ctx.doc, "#3a353c", "#0f0d11");
  const inner = side * 0.64;
  return (
    `<circle cx="${mm(cx)}" cy="${mm(cy)}" r="${mm(r)}" fill="url(#${ring})"/>` +
    `<circle cx="${mm(cx)}" cy="${mm(cy)}" r="${mm(r * 0.86)}" fill="url(#${ground})"/>` +
    useSymbol(symbol, cx - inner / 2, cy - inner / 2, inner, INK.goldLight)
  );
}

/**
 * A `category-icon` region: one badge per printed category, side by side along the region's
 * longer side, as large as the region allows, centred; nothing when the card has none.
 */
export function drawCategoryIcons(ctx: CardContext, e: Region): string {
  const icons = printedCategoryIcons(ctx);
  const n = icons.length;
  if (n === 0 || e.width <= 0 || e.height <= 0) return "";
  const across = e.width >= e.height;
  const along = across ? e.width : e.height;
  const thick = across ? e.height : e.width;
  const side = Math.min(thick, along / (n + GAP * (n - 1)));
  const step = side * (1 + GAP);
  const start = (along - (side * n + side * GAP * (n - 1))) / 2;
  let out = "";
  icons.forEach(({ category, svg }, i) => {
    const symbol = svgSymbol(ctx.doc, `category:${category}`, svg);
    const offset = start + i * step;
    const x = across ? e.x + offset : e.x + (e.width - side) / 2;
    const y = across ? e.y + (e.height - side) / 2 : e.y + offset;
    out += `<g data-category="${category}">${badge(ctx, symbol, x, y, side)}</g>`;
  });
  return out;
}

/**
 * An emblem from the set's art files, placed through the caller's `artHref` as card art is and
 * fitted whole (never cropped) in a square of side `side` at (x, y); nothing, with a
 * `render/missing-art` note, when the renderer cannot reach the file.
 */
function artEmblem(ctx: CardContext, file: string, x: number, y: number, side: number): string {
  const href = artUrl(ctx, file);
  if (href === undefined) {
    const index = (ctx.set.frames ?? []).findIndex((f) => f.id === ctx.frame.id);
    ctx.diagnostics.push(
      diagnostic(
        "info",
        "render/missing-art",
        `the emblem art '${file}' of frame '${ctx.frame.id}' is not available to the renderer: no emblem is drawn — add the file to the set's art folder`,
        `frame:${ctx.frame.id}/emblem`,
        index < 0 ? {} : { pointer: `/frames/${index}/emblem/art` },
      ),
    );
    return "";
  }
  return (
    `<g data-emblem="${escapeXml(ctx.frame.id)}">` +
    `<image href="${escapeXml(href)}" x="${mm(x)}" y="${mm(y)}" width="${mm(side)}" height="${mm(side)}" preserveAspectRatio="xMidYMid meet"/>` +
    `</g>`
  );
}

/**
 * An `emblem` region: the frame's emblem, centred: its art file as it is (`emblem.art`), or its
 * SVG in the frame's accent colour.
 */
export function drawEmblem(ctx: CardContext, e: Region): string {
  const emblem = ctx.frame.emblem;
  if (emblem === undefined || e.width <= 0 || e.height <= 0) return "";
  const side = Math.min(e.width, e.height);
  const x = e.x + (e.width - side) / 2;
  const y = e.y + (e.height - side) / 2;
  if (emblem.art !== undefined && emblem.art !== "") return artEmblem(ctx, emblem.art, x, y, side);
  if (emblem.svg === undefined || emblem.svg.trim() === "") return "";
  const symbol = svgSymbol(ctx.doc, `emblem:${ctx.frame.id}`, emblem.svg);
  return (
    `<g data-emblem="${escapeXml(ctx.frame.id)}">` +
    useSymbol(symbol, x, y, side, ctx.palette.accent) +
    `</g>`
  );
}

/** Every mark region of the card's frame, in the frame's order: drawn over the card's elements. */
export function drawMarks(ctx: CardContext): string {
  let out = "";
  for (const region of ctx.frame.regions) {
    if (region.role === "category-icon") out += drawCategoryIcons(ctx, region);
    else if (region.role === "emblem") out += drawEmblem(ctx, region);
  }
  return out;
}
