/**
 * The untimely death's "dead" image (RULES.md R1.6): an original engraving-style motif drawn here
 * as paths: a moonlit churchyard, an arched headstone engraved R·I·P under a cross, a laurel
 * wreath with a crape ribbon. Opaque over its whole region, so it hides the character's portrait
 * exactly where the rules say it does. An untimely death with its own `art` prints that picture
 * instead, over the same night ground (so art with transparent parts still hides the portrait).
 */
import type { CardElement } from "../layers";
import { artUrl, imageIn, reportMissingArt } from "./art";
import { mm } from "./escape";
import { appendRun, glyphPath, runWidth, shape } from "./glyphs";
import type { CardContext } from "./options";
import { giltFrame } from "./portrait";
import { shapePath } from "./slots";

/** A leaf (pointed ellipse) from (x, y) along angle `a` (radians), `len` long, `wid` wide. */
function leaf(x: number, y: number, a: number, len: number, wid: number): string {
  const c = Math.cos(a);
  const s = Math.sin(a);
  const p = (u: number, v: number) => `${mm(x + u * c - v * s)} ${mm(y + u * s + v * c)}`;
  return `M${p(0, 0)}Q${p(len / 2, -wid)} ${p(len, 0)}Q${p(len / 2, wid)} ${p(0, 0)}Z`;
}

/** The wreath: two rings of leaves around (cx, cy), and a ribbon bow at the bottom. */
function wreath(cx: number, cy: number, r: number): string {
  let dark = "";
  let light = "";
  const n = 16;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + Math.PI / 2 + 0.25;
    if (Math.abs(Math.sin(a) - 1) < 0.02) continue; // leave room for the bow
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    dark += leaf(x, y, a + Math.PI / 2 + 0.5, 5.6, 1.5);
    light += leaf(x, y, a - Math.PI / 2 - 0.5 + Math.PI, 5, 1.3);
  }
  const b = `${mm(cx)} ${mm(cy + r)}`;
  const bow =
    `M${b}c-3 -3 -7 -1 -6 1.5s4 1 6 -1.5z` +
    `M${b}c3 -3 7 -1 6 1.5s-4 1 -6 -1.5z` +
    `M${mm(cx - 0.6)} ${mm(cy + r)}l-2.5 6.5l1.6 -0.6l1 1.2z` +
    `M${mm(cx + 0.6)} ${mm(cy + r)}l2.5 6.5l-1.6 -0.6l-1 1.2z`;
  return (
    `<path fill="none" stroke="#2e3f2a" stroke-width="0.9" d="M${mm(cx - r)} ${mm(cy)}a${mm(r)} ${mm(r)} 0 1 0 ${mm(2 * r)} 0a${mm(r)} ${mm(r)} 0 1 0 ${mm(-2 * r)} 0"/>` +
    `<path fill="#3b5636" stroke="#18231a" stroke-width="0.3" d="${dark}"/>` +
    `<path fill="#5e7f52" stroke="#18231a" stroke-width="0.3" d="${light}"/>` +
    `<path fill="#5c1518" stroke="#220607" stroke-width="0.3" d="${bow}"/>` +
    `<circle cx="${mm(cx)}" cy="${mm(cy + r)}" r="1.1" fill="#7a2226" stroke="#220607" stroke-width="0.3"/>`
  );
}

/** The motif in a 100 × 100 box (drawn under a transform that fits it in the element). */
function motif(ctx: CardContext, corner: number): string {
  let hatch = "";
  for (let y = 2; y < 72; y += 1.8) hatch += `M1.8 ${mm(y)}H98.2`;
  let grass = "";
  for (let x = 2; x < 96; x += 3.1) {
    const y = 71 + Math.sin(x * 0.21) * 1.6;
    grass += `M${mm(x)} ${mm(y + 1.5)}l0.6 -2.6l0.5 2.4l0.9 -1.9l0.2 2.1z`;
  }
  const ghosts =
    `M10 71V63h-2.4v-2.2h2.4v-2.4h2v2.4h2.4v2.2h-2.4V71z` +
    `M82 71v-7a3.6 3.6 0 0 1 7.2 0v7z` +
    `M91.5 71v-4.6a2.5 2.5 0 0 1 5 0V71z`;
  const stone = "M33 88V50A17 17 0 0 1 67 50V88Z";
  const inner = "M37 86V51A13 13 0 0 1 63 51V86";
  const face = ctx.fonts.display;
  const run = shape(face, "R\u00b7I\u00b7P");
  const size = 8.4;
  const w = runWidth(run, size, 0.04);
  const text: string[] = [];
  const highlight: string[] = [];
  appendRun(highlight, face, run, 50 - w / 2 + 0.35, 66.35, size, 0.04);
  appendRun(text, face, run, 50 - w / 2, 66, size, 0.04);
  const stoneGrad = ctx.doc.def(
    "dead:stone",
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#75726a"/>` +
      `<stop offset="0.32" stop-color="#cfcabd"/><stop offset="0.7" stop-color="#a29d90"/>` +
      `<stop offset="1" stop-color="#67635b"/></linearGradient>`,
  );
  return (
    `<path fill="none" stroke="#d8dce4" stroke-opacity="0.07" stroke-width="0.5" d="${hatch}"/>` +
    `<circle cx="72" cy="22" r="14" fill="#efe8d2" fill-opacity="0.07"/>` +
    `<circle cx="72" cy="22" r="10" fill="#efe8d2" fill-opacity="0.08"/>` +
    `<path fill="#ece4cb" d="M72 14.5A7.5 7.5 0 1 0 72 29.5A9.6 9.6 0 0 1 72 14.5Z"/>` +
    `<path fill="#2a2c31" d="${ghosts}"/>` +
    // The churchyard ground; its bottom corners follow the region's rounded corners.
    `<path fill="#1b1c20" d="M0 73Q25 67 50 70.5T100 69.5V${mm(100 - corner)}A${mm(corner)} ${mm(corner)} 0 0 1 ${mm(100 - corner)} 100H${mm(corner)}A${mm(corner)} ${mm(corner)} 0 0 1 0 ${mm(100 - corner)}Z"/>` +
    `<path fill="#2c3a2a" d="${grass}"/>` +
    `<path fill="url(#${stoneGrad})" stroke="#141416" stroke-width="0.8" d="${stone}"/>` +
    `<path fill="none" stroke="#efebe0" stroke-opacity="0.45" stroke-width="0.35" d="M37.5 86.5V51.5A12.5 12.5 0 0 1 62.5 51.5V86.5"/>` +
    `<path fill="none" stroke="#55524b" stroke-width="0.6" d="${inner}"/>` +
    `<path fill="#efebe0" fill-opacity="0.5" d="M49.35 39.35h2v13h-2zM45.35 43.35h10v2h-10z"/>` +
    `<path fill="#47443d" d="M49 39h2v13h-2zM45 43h10v2h-10z"/>` +
    glyphPath("#efebe0", highlight.join(""), "", 0.5) +
    glyphPath("#3c3933", text.join("")) +
    wreath(50, 76.5, 8.2) +
    `<path fill="#8a867c" stroke="#141416" stroke-width="0.8" d="M27 87.5h46v5.5h-46z"/>` +
    `<path fill="#d9d5c9" fill-opacity="0.5" d="M27.4 87.9h45.2v0.8h-45.2z"/>`
  );
}

/**
 * The dead image filling element `e` (opaque): the card's own art when it has some the renderer
 * can place, else night ground, the motif centred, a vignette. Art that cannot be placed is
 * reported (`render/missing-art`) and the motif is drawn.
 */
export function drawDeadImage(ctx: CardContext, e: CardElement): string {
  const art = ctx.card.art;
  const href = artUrl(ctx, art);
  if (art !== undefined && art !== "" && href === undefined) reportMissingArt(ctx, art);
  const sky = ctx.doc.def(
    "dead:sky",
    (id) =>
      `<radialGradient id="${id}" cx="0.62" cy="0.3" r="0.85"><stop offset="0" stop-color="#5a606b"/>` +
      `<stop offset="0.5" stop-color="#2c2f36"/><stop offset="1" stop-color="#121317"/></radialGradient>`,
  );
  const vignette = ctx.doc.def(
    "dead:vignette",
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.72"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`,
  );
  const film = e.opaque ? "" : ` opacity="0.5"`;
  if (href !== undefined) {
    return (
      `<g${film}><path fill="url(#${sky})" d="${shapePath(e)}"/>` +
      imageIn(ctx, href, e, e.radius, ctx.card.artPosition) +
      `</g>` +
      giltFrame(e)
    );
  }
  const k = Math.min(e.width, e.height) / 100;
  const ox = e.x + (e.width - 100 * k) / 2;
  const oy = e.y + (e.height - 100 * k) / 2;
  return (
    `<g${film}><path fill="url(#${sky})" d="${shapePath(e)}"/>` +
    `<g transform="translate(${mm(ox)} ${mm(oy)}) scale(${k.toFixed(5)})">${motif(ctx, e.radius / k)}</g>` +
    `<path fill="url(#${vignette})" d="${shapePath(e)}"/></g>` +
    giltFrame(e)
  );
}
