/**
 * Card backs: the set's back (its art, or its colour) or, without one, a generated ornamental
 * back: a deep ground with an engraved lattice, a gilt double border with fleurons in the
 * corners, and a gilt medallion carrying the set's name.
 */
import { BUILTIN_FRAMES } from "../layers";
import { diagnostic, setText } from "../model";
import type { Card, CardBack, Diagnostic, Frame, VellumSet } from "../model";
import { isSafeImageHref } from "./art";
import { mix, safeColor } from "./color";
import { escapeXml, mm } from "./escape";
import type { FontSet } from "./fonts";
import type { RenderOptions } from "./options";
import type { Page, RenderResult } from "./render-card";
import { cornerClip, cornerRadius, svgOpen } from "./render-card";
import { FLEURON, glyphOrnament, radialGradient, taperedRule, verticalGradient } from "./ornaments";
import { lattice } from "./segments";
import { SvgDoc, cleanPrefix, idPrefix, roundRectPath, titleElement } from "./svg-doc";
import { drawTextLayout } from "./text-draw";
import { fitText } from "./text-layout";
import { INK } from "./theme";
import { vignettePaths } from "./vignette";

/** Options of {@link renderBackSvg}: the render options and the frame whose size the back takes. */
export interface BackOptions extends RenderOptions {
  /** Frame giving the back's size and bleed (default: the built-in modifier frame, 63 × 88). */
  frame?: Frame;
}

const DEFAULT_BACK_COLOR = "#3b2a35";

/** The back a card is printed with: its `back` id, else the set's back for its type, else none. */
export function backFor(
  card: Pick<Card, "back" | "type">,
  set: Pick<VellumSet, "backs">,
): CardBack | undefined {
  const backs = set.backs ?? [];
  if (card.back !== undefined) {
    const named = backs.find((b) => b.id === card.back);
    if (named) return named;
  }
  return backs.find((b) => b.types?.includes(card.type));
}

function generatedBack(
  doc: SvgDoc,
  name: string,
  fonts: FontSet,
  color: string,
  page: Page,
  corner: number,
): string {
  const { width: W, height: H, bleed: b } = page;
  let out = vignettePaths(
    doc,
    roundRectPath(-b, -b, W + 2 * b, H + 2 * b, corner > 0 ? corner + b : 0),
    mix(color, "#ffffff", 0.16),
    mix(color, "#000000", 0.45),
    color,
  );
  const field = { x: 4.4, y: 4.4, width: W - 8.8, height: H - 8.8 };
  // NOTE: hairlines (0.08 mm at 17.5 %: the ink of 0.14 mm at 10 %) touch fewer pixels, so sharp
  // rasterises and compresses the back faster. Antialiased, unlike the cards' fainter lattice
  // (card-body.ts): gold on a dark ground would show hard edges.
  out += `<path fill="none" stroke="${INK.goldLight}" stroke-opacity="0.175" stroke-width="0.08" d="${lattice(field, 3.4)}"/>`;
  const gold = verticalGradient(doc, INK.goldLight, INK.gold, INK.goldDark);
  const frame = (d: number, w: number, opacity = 1) =>
    `<path fill="none" stroke="url(#${gold})" stroke-opacity="${opacity}" stroke-width="${w}" d="${roundRectPath(d, d, W - 2 * d, H - 2 * d, 2.2)}"/>`;
  out += frame(3.2, 0.5) + frame(4.1, 0.14, 0.85);
  const c = 6.4;
  out +=
    glyphOrnament(fonts, FLEURON, c, c, 4.6, INK.gold, 135) +
    glyphOrnament(fonts, FLEURON, W - c, c, 4.6, INK.gold, -135) +
    glyphOrnament(fonts, FLEURON, c, H - c, 4.6, INK.gold, 45) +
    glyphOrnament(fonts, FLEURON, W - c, H - c, 4.6, INK.gold, -45);
  // The medallion.
  const cx = W / 2;
  const cy = H / 2;
  const r = Math.min(W, H) * 0.29;
  let rays = "";
  const n = 72;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const r0 = r * 0.42;
    const r1 = r * (i % 2 === 0 ? 0.86 : 0.74);
    const da = Math.PI / n / 3;
    rays +=
      `M${mm(cx + Math.cos(a) * r0)} ${mm(cy + Math.sin(a) * r0)}` +
      `L${mm(cx + Math.cos(a - da) * r1)} ${mm(cy + Math.sin(a - da) * r1)}` +
      `L${mm(cx + Math.cos(a + da) * r1)} ${mm(cy + Math.sin(a + da) * r1)}Z`;
  }
  const inner = radialGradient(doc, mix(color, "#000000", 0.1), mix(color, "#000000", 0.55));
  const circle = (rr: number) =>
    `M${mm(cx - rr)} ${mm(cy)}a${mm(rr)} ${mm(rr)} 0 1 0 ${mm(2 * rr)} 0a${mm(rr)} ${mm(rr)} 0 1 0 ${mm(-2 * rr)} 0z`;
  out +=
    `<path fill="url(#${gold})" d="${circle(r)}"/>` +
    `<path fill="url(#${inner})" d="${circle(r - 0.9)}"/>` +
    `<path fill="none" stroke="${INK.goldLight}" stroke-width="0.12" d="${circle(r - 1.6)}"/>` +
    `<path fill="${INK.gold}" fill-opacity="0.55" d="${rays}"/>` +
    `<path fill="none" stroke="${INK.gold}" stroke-width="0.25" d="${circle(r * 0.4)}"/>` +
    glyphOrnament(fonts, FLEURON, cx, cy, r * 0.62, INK.goldLight);
  // The set's name above the medallion, a rule below it.
  const box = { x: 9, y: cy - r - 12.5, width: W - 18, height: 9 };
  const layout = fitText(
    [
      {
        pieces: [{ kind: "text", text: name, role: "display", field: "name", offset: 0 }],
        scale: 1,
        align: "center",
        spaceBefore: 0,
        color: INK.goldLight,
      },
    ],
    fonts,
    box,
    {
      size: 4.2,
      minSize: 2.4,
      minTracking: -0.02,
      step: 0.1,
      lineHeight: 1.05,
      ascent: 0.7,
      descent: 0.05,
      valign: "middle",
    },
  );
  out += drawTextLayout(layout, box, { icon: () => "", rule: () => "" });
  out += taperedRule(cx, cy + r + 6, W * 0.5, INK.gold, 0.2);
  return out;
}

/**
 * Renders a card back: `back`'s art (through `artHref`) when it has some, else the generated
 * ornamental back in `back.color` (or the default colour when `back` is undefined).
 */
export function renderBackSvg(
  back: CardBack | undefined,
  set: VellumSet,
  fonts: FontSet,
  opts: BackOptions = {},
): RenderResult {
  const frame = opts.frame ?? BUILTIN_FRAMES.modifier;
  const page = { width: frame.width, height: frame.height, bleed: opts.bleed ? frame.bleed : 0 };
  const { width: W, height: H, bleed: b } = page;
  const doc = new SvgDoc(
    opts.idPrefix ? cleanPrefix(opts.idPrefix) : idPrefix(`back:${set.id}:${back?.id ?? ""}`),
  );
  const diagnostics: Diagnostic[] = [];
  // The set's name in the language printed (its `translations`), as the faces' texts are.
  const words = setText(set, opts.language);
  const corner = cornerRadius(opts);
  const href = back?.art ? opts.artHref?.(back.art) : undefined;
  if (back?.art && (href === undefined || !isSafeImageHref(href))) {
    const range = {
      start: { line: 1, column: 1, offset: 0 },
      end: { line: 1, column: 1 + back.art.length, offset: back.art.length },
    };
    diagnostics.push(
      diagnostic(
        "info",
        "render/missing-art",
        `art '${back.art}' of back '${back.id}' is not available to the renderer: the generated back is drawn — add the file to the set's art folder`,
        `back:${back.id}/art`,
        { range },
      ),
    );
  }
  let body: string;
  if (href !== undefined && isSafeImageHref(href)) {
    const clip = cornerClip(doc, page, corner);
    body =
      `<image href="${escapeXml(href)}" x="${mm(-b)}" y="${mm(-b)}" width="${mm(W + 2 * b)}" height="${mm(H + 2 * b)}" ` +
      `preserveAspectRatio="xMidYMid slice"${clip ? ` clip-path="url(#${clip})"` : ""}/>`;
  } else {
    body = generatedBack(
      doc,
      words.name,
      fonts,
      safeColor(back?.color, DEFAULT_BACK_COLOR),
      page,
      corner,
    );
  }
  const svg =
    svgOpen(page, ` data-back="${escapeXml(back?.id ?? "")}"`) +
    titleElement(`${words.name} — ${back?.name ?? words.printWords.cardBack}`) +
    doc.defsMarkup() +
    body +
    "</svg>";
  return { svg, diagnostics };
}
