/**
 * Art images: the set's art files placed through the caller's `artHref`, with the URL checked
 * (only `data:image/…`, http(s) and relative URLs; never `javascript:` or other schemes) and
 * escaped.
 */
import type { CardRect } from "../layers";
import type { ArtPosition } from "../model";
import { fieldDiagnostic } from "./card-text";
import { escapeXml, mm } from "./escape";
import type { CardContext } from "./options";
import { roundRectPath } from "./svg-doc";

const SAFE_URL =
  /^(data:image\/(png|jpeg|webp|gif|avif|svg\+xml)[;,]|https?:\/\/|\/|\.{0,2}\/|[\w][\w.-]*(\/|$))/i;

/** Whether `href` may be placed in an `<image>` (a data image, http(s), or a relative URL). */
export function isSafeImageHref(href: string): boolean {
  return SAFE_URL.test(href.trim()) && !/^\s*(javascript|vbscript|file):/i.test(href);
}

/** The URL of art file `file` from the options, or `undefined` (missing, unsafe, or no resolver). */
export function artUrl(
  ctx: Pick<CardContext, "opts">,
  file: string | undefined,
): string | undefined {
  if (file === undefined || file === "") return undefined;
  const href = ctx.opts.artHref?.(file);
  return href !== undefined && isSafeImageHref(href) ? href : undefined;
}

/** Reports that a card's art file could not be placed (info: the placeholder is drawn). */
export function reportMissingArt(ctx: CardContext, file: string): void {
  ctx.diagnostics.push(
    fieldDiagnostic(
      { text: file, source: `card:${ctx.card.id}/art`, pointer: undefined },
      "render/missing-art",
      "info",
      `art '${file}' is not available to the renderer: a placeholder is drawn — add the file to the set's art folder`,
      0,
      file.length,
    ),
  );
}

/**
 * The box the picture is drawn in for `position`: the window enlarged by `zoom` and shifted so
 * that the point (x, y) of the enlarged box (0–1 each way) lies over the same point of the
 * window. Values out of range are clamped, so a picture always covers its window.
 */
export function artBox(r: CardRect, position: ArtPosition | undefined): CardRect {
  if (!position) return r;
  const clamp = (v: number, lo: number, hi: number, fallback: number) =>
    Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : fallback;
  const zoom = clamp(position.zoom, 1, 8, 1);
  const px = clamp(position.x, 0, 1, 0.5);
  const py = clamp(position.y, 0, 1, 0.5);
  const width = r.width * zoom;
  const height = r.height * zoom;
  return {
    x: r.x + (r.width - width) * px,
    y: r.y + (r.height - height) * py,
    width,
    height,
  };
}

/**
 * An `<image>` of `href` covering `r` (cropped to fill), clipped to its rounded rectangle; with
 * a `position`, enlarged and shifted inside the window (`artBox`).
 */
export function imageIn(
  ctx: Pick<CardContext, "doc">,
  href: string,
  r: CardRect,
  radius: number,
  position?: ArtPosition,
): string {
  const clip = ctx.doc.def(
    `clip:${r.x}:${r.y}:${r.width}:${r.height}:${radius}`,
    (id) =>
      `<clipPath id="${id}"><path d="${roundRectPath(r.x, r.y, r.width, r.height, radius)}"/></clipPath>`,
  );
  const box = artBox(r, position);
  return (
    `<image href="${escapeXml(href)}" x="${mm(box.x)}" y="${mm(box.y)}" width="${mm(box.width)}" height="${mm(box.height)}" ` +
    `preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`
  );
}
