/**
 * Draws a {@link TextLayout} as SVG: glyph outlines merged into one `<path>` per colour, inline
 * icons and paragraph rules through callbacks (the card renderer owns the icon symbols).
 */
import { appendRun, glyphPath, shape } from "./glyphs";
import type { CardRect } from "../layers";
import { ELLIPSIS, ICON_EM } from "./text-layout";
import type { Line, TextLayout } from "./text-layout";

/** What the text drawer needs from the card renderer. */
export interface TextDrawContext {
  /** SVG of inline icon `icon` in the square at (`x`, `y`) of side `size` mm, tinted for `color`. */
  icon(icon: string, x: number, y: number, size: number, color: string): string;
  /** SVG of the small ornamental rule centred at (`cx`, `y`), `width` mm wide. */
  rule(cx: number, y: number, width: number, color: string): string;
}

const ICON_GAP_EM = 0.06;
const ICON_DROP_EM = 0.17;

/**
 * SVG elements drawing `layout` inside `box` (the same box it was fitted to). Text is glyph
 * outlines only: no `<text>` element, so no renderer needs a font.
 */
export function drawTextLayout(layout: TextLayout, box: CardRect, ctx: TextDrawContext): string {
  const byColor = new Map<string, string[]>();
  const extra: string[] = [];
  let prev: Line | undefined;
  for (const line of layout.lines) {
    const para = layout.paragraphs[line.paragraph]!.paragraph;
    const color = para.color;
    let parts = byColor.get(color);
    if (!parts) {
      parts = [];
      byColor.set(color, parts);
    }
    const y = box.y + layout.top + line.baseline;
    if (para.rule && prev && prev.paragraph !== line.paragraph) {
      const py = box.y + layout.top + prev.baseline;
      extra.push(ctx.rule(box.x + box.width / 2, py + (y - py) * 0.43, box.width * 0.32, color));
    }
    let x = para.align === "center" ? box.x + (box.width - line.width) / 2 : box.x;
    const s = line.size;
    for (let i = 0; i < line.words.length; i++) {
      const w = line.words[i]!;
      for (const seg of w.segments) {
        if (seg.kind === "run") {
          x = appendRun(parts, seg.face, seg.run, x, y, s, layout.tracking);
        } else {
          const side = ICON_EM * s;
          x += ICON_GAP_EM * s;
          extra.push(ctx.icon(seg.icon, x, y + ICON_DROP_EM * s - side, side, color));
          x += side + ICON_GAP_EM * s;
        }
      }
      if (i < line.words.length - 1) x += w.space * s;
    }
    if (line.ellipsis) {
      const last = line.words.at(-1)?.segments.findLast((seg) => seg.kind === "run");
      const face = last?.kind === "run" ? last.face : undefined;
      if (face) appendRun(parts, face, shape(face, ELLIPSIS), x, y, s, layout.tracking);
    }
    prev = line;
  }
  let out = "";
  for (const [color, parts] of byColor) {
    if (parts.length > 0) out += glyphPath(color, parts.join(""));
  }
  return out + extra.join("");
}
