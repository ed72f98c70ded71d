/**
 * Art images: the set's art files placed through the caller's `artHref`, with the URL checked
 * (only `data:image/…`, http(s) and relative URLs; never `javascript:` or other schemes) and
 * escaped.
 */
import type { CardRect } from "../layers";
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

/** An `<image>` of `href` covering `r` (cropped to fill), clipped to its rounded rectangle. */
export function imageIn(
  ctx: Pick<CardContext, "doc">,
  href: string,
  r: CardRect,
  radius: number,
): string {
  const clip = ctx.doc.def(
    `clip:${r.x}:${r.y}:${r.width}:${r.height}:${radius}`,
    (id) =>
      `<clipPath id="${id}"><path d="${roundRectPath(r.x, r.y, r.width, r.height, radius)}"/></clipPath>`,
  );
  return (
    `<image href="${escapeXml(href)}" x="${mm(r.x)}" y="${mm(r.y)}" width="${mm(r.width)}" height="${mm(r.height)}" ` +
    `preserveAspectRatio="xMidYMid slice" clip-path="url(#${clip})"/>`
  );
}
