/**
 * One card's picture: the ground of an opaque card, then every element lib/layers says the card
 * prints, in the frame's drawing order. A clear-film card draws nothing but its elements, so its
 * clear areas stay fully transparent and stacks composite for real.
 */
import type { CardElement, CardRect } from "../layers";
import { cardElements, printsReminder, reminderNotPrintedMessage } from "../layers";
import type { Card } from "../model";
import { cardLabel } from "../model";
import { drawDeadImage } from "./dead-image";
import { drawMarks } from "./marks";
import type { CardContext } from "./options";
import { FLEURON, glyphOrnament, hourglass, radialGradient, verticalGradient } from "./ornaments";
import { artUrl } from "./art";
import { bleedRect, cardAreaPath, drawCardText, drawName, drawPlate, isNameBand } from "./plate";
import { lattice } from "./segments";
import { drawArtRegion, drawFamilySymbol, drawPortrait } from "./portrait";
import { drawBlank, drawIconSlot, drawPoints, shapePath } from "./slots";
import { roundRectPath } from "./svg-doc";
import { FIT, textBlock } from "./text-block";
import { fieldDiagnostic, fieldParagraphs } from "./card-text";
import type { Paragraph } from "./text-model";
import { INK } from "./theme";
import { mm } from "./escape";
import { vignettePaths } from "./vignette";

/** Regions the card overrides to clear: windows through an opaque card. */
function clearWindows(card: Card, ctx: CardContext): CardElement[] {
  const o = card.opacity;
  if (!o) return [];
  return ctx.frame.regions
    .filter((r) => Object.hasOwn(o, r.id) && o[r.id] === "clear")
    .map(
      (r) =>
        ({
          ...r,
          kind: "decoration",
          cardId: card.id,
          regionId: r.id,
          radius: r.radius ?? 0,
          opaque: false,
        }) as CardElement,
    );
}

/** How far inside a rounded rectangle of radius r its inscribed square-cornered one lies. */
const ROUND_INSET = 1 - Math.SQRT1_2;

/**
 * The rectangles that opaque elements of the card will paint over completely (each inset so it
 * lies inside the element's rounded shape, plus a margin): the ground's lattice is not drawn
 * there. Only elements this renderer fills with opaque paint count — never art, which may have
 * transparent pixels.
 */
function coveredRects(ctx: CardContext, elements: readonly CardElement[]): CardRect[] {
  const out: CardRect[] = [];
  for (const e of elements) {
    if (!e.opaque) continue;
    switch (e.kind) {
      case "portrait":
        if (artUrl(ctx, ctx.card.art) !== undefined) continue;
        break;
      case "name":
        if (!isNameBand(ctx, e)) continue;
        break;
      case "plate":
      case "family-symbol":
      case "persistent-icon":
      case "reminder":
      case "dead-image":
      case "decoration":
        break;
      default:
        continue;
    }
    const d = e.radius * ROUND_INSET + 0.2;
    if (e.width > 2 * d && e.height > 2 * d) {
      out.push({ x: e.x + d, y: e.y + d, width: e.width - 2 * d, height: e.height - 2 * d });
    }
  }
  return out;
}

/** How far inside an opaque plate's painted area the ground stops, mm. */
const PLATE_HOLE_INSET = 0.3;

/**
 * How much further inside an opaque element's covered rectangle ({@link coveredRects}) the
 * ground's hole under it stops, mm: 1 mm inside its paint in all, so the hole's antialiased edge
 * lies under opaque paint down to 25 DPI.
 */
const GROUND_HOLE_INSET = 0.8;

/**
 * The smallest covered rectangle the ground gets a hole under, mm². NOTE: a hole beside a
 * family symbol (5 mm, with bleed) moved the gradients' pixels right of it by one level in 255
 * (pixman seems to step a gradient from each span's start); a hole saves only what it leaves
 * unfilled, so the small ones are not worth it.
 */
const MIN_GROUND_HOLE = 100;

/**
 * Holes (evenodd subpaths) in the ground under the opaque elements that cover it, each inside one
 * of the ground's `parts` clear of its rounded corners and apart from the others (overlapping
 * holes would cancel out under evenodd). NOTE: the ground's two gradients cost per pixel filled
 * (the horizontal veil most); a character's portrait and name band cover a third of its ground.
 */
function groundHoles(
  ctx: CardContext,
  elements: readonly CardElement[],
  parts: CardRect[],
): string {
  const k = ctx.corner + ctx.bleed;
  const inside = (r: CardRect, p: CardRect) =>
    r.x >= p.x + k &&
    r.y >= p.y + k &&
    r.x + r.width <= p.x + p.width - k &&
    r.y + r.height <= p.y + p.height - k;
  const apart = (a: CardRect, b: CardRect) =>
    a.x + a.width < b.x || b.x + b.width < a.x || a.y + a.height < b.y || b.y + b.height < a.y;
  const kept: CardRect[] = [];
  for (const c of coveredRects(ctx, elements)) {
    const g = GROUND_HOLE_INSET;
    if (c.width * c.height < MIN_GROUND_HOLE) continue;
    const r = { x: c.x + g, y: c.y + g, width: c.width - 2 * g, height: c.height - 2 * g };
    if (parts.some((p) => inside(r, p)) && kept.every((h) => apart(h, r))) kept.push(r);
  }
  return kept
    .map((r) => `M${mm(r.x)} ${mm(r.y)}h${mm(r.width)}v${mm(r.height)}h${mm(-r.width)}z`)
    .join("");
}

/**
 * The path the parchment ground fills, and the box its gradients span (the whole card area; the
 * ground's look never depends on the path). NOTE: when one opaque plate spans the card's width
 * and no window is cut, the ground is only the parts above and below the plate: the plate paints
 * its whole area opaque over it, and leaving out two large gradients under a reference card's
 * plate (85 % of the card) saves about 2 ms at 300 DPI. The ground still reaches 0.3 mm under the
 * plate, so the plate's antialiased edge lies over ground, and keeps the rows of the card's
 * rounded corners whole (splitting them changes the antialiased corner pixels): the picture is
 * the same, pixel for pixel. Likewise, without windows, it has holes under the other opaque
 * elements ({@link groundHoles}).
 */
function groundPath(ctx: CardContext, elements: readonly CardElement[], windows: string): string {
  const { width: W, height: H } = ctx.frame;
  const b = ctx.bleed;
  const whole = { x: -b, y: -b, width: W + 2 * b, height: H + 2 * b };
  if (windows) return cardAreaPath(ctx, whole) + windows;
  const parts = groundParts(ctx, elements, whole);
  return parts.map((p) => cardAreaPath(ctx, p)).join("") + groundHoles(ctx, elements, parts);
}

/** The rectangles of the ground: the whole card, or the parts above and below its one plate. */
function groundParts(
  ctx: CardContext,
  elements: readonly CardElement[],
  whole: CardRect,
): CardRect[] {
  const { width: W, height: H } = ctx.frame;
  const b = ctx.bleed;
  const plates = elements.filter((e) => e.kind === "plate" && e.opaque);
  if (plates.length !== 1) return [whole];
  const r = bleedRect(plates[0]!, ctx);
  if (r.x > -b + 0.01 || r.x + r.width < W + b - 0.01) return [whole];
  // Each part must be twice as tall as the corner radius, or its corners would be flattened.
  const k = ctx.corner > 0 ? 2 * (ctx.corner + b) + PLATE_HOLE_INSET : 0;
  const y0 = Math.max(r.y + PLATE_HOLE_INSET, -b + k);
  const y1 = Math.min(r.y + r.height - PLATE_HOLE_INSET, H + b - k);
  if (y1 - y0 < 1) return [whole];
  const parts: CardRect[] = [];
  if (y0 > -b) parts.push({ x: -b, y: -b, width: whole.width, height: y0 + b });
  if (y1 < H + b) parts.push({ x: -b, y: y1, width: whole.width, height: H + b - y1 });
  return parts;
}

/** The parchment ground and engraved border of an opaque card (minus any clear windows). */
function opaqueGround(ctx: CardContext, elements: readonly CardElement[]): string {
  const { width: W, height: H } = ctx.frame;
  const b = ctx.bleed;
  const corner = ctx.corner;
  const windows = clearWindows(ctx.card, ctx)
    .map((e) => shapePath(e))
    .join("");
  const whole = { x: -b, y: -b, width: W + 2 * b, height: H + 2 * b };
  let out = vignettePaths(
    ctx.doc,
    groundPath(ctx, elements, windows),
    "#f7efd9",
    INK.parchmentEdge,
    INK.parchment,
    ` fill-rule="evenodd"`,
    whole,
  );
  // A faint engraved lozenge lattice inside the border, like a printed endpaper. NOTE: drawn
  // without antialiasing (crispEdges) and 0.17 mm wide at 5 % (the ink of 0.12 mm at 7 %): at
  // that opacity hard edges read the same, wide enough not to break into dots at 150 DPI, and
  // sharp rasterises and compresses the card ~2.5 ms faster at 300 DPI. Nothing is drawn where
  // opaque elements will cover it.
  const inner = { x: 2.2, y: 2.2, width: W - 4.4, height: H - 4.4 };
  const holes = coveredRects(ctx, elements);
  const lines = `<path fill="none" stroke="${INK.sepia}" stroke-opacity="0.05" stroke-width="0.17" shape-rendering="crispEdges" d="${lattice(inner, 3.2, 30, holes)}"/>`;
  if (windows) {
    // NOTE: only a card with clear windows pays for a clip path: the lattice must not paint them.
    const clip = ctx.doc.def(
      `clip:ground:${ctx.card.id}:${W}:${H}`,
      (id) =>
        `<clipPath id="${id}"><path clip-rule="evenodd" d="${roundRectPath(0, 0, W, H, 0)}${windows}"/></clipPath>`,
    );
    out += `<g clip-path="url(#${clip})">${lines}</g>`;
  } else {
    out += lines;
  }
  const rule = (d: number, width: number, opacity: number) =>
    `<path fill="none" stroke="${INK.sepia}" stroke-opacity="${opacity}" stroke-width="${width}" d="${roundRectPath(d, d, W - 2 * d, H - 2 * d, Math.max(0.6, corner - d))}"/>`;
  out += rule(1.25, 0.32, 0.85) + rule(1.85, 0.1, 0.7);
  if (ctx.card.type === "character") {
    // Fleurons in the shoulders beside the portrait, above the slot columns.
    out +=
      glyphOrnament(ctx.fonts, FLEURON, 8, 17.6, 5, INK.sepia, -90, true) +
      glyphOrnament(ctx.fonts, FLEURON, W - 8, 17.6, 5, INK.sepia, 90);
  }
  return out;
}

/** The persistent-effect mark (R1.7): a gold hourglass on a dark roundel. */
function drawPersistentIcon(ctx: CardContext, e: CardElement): string {
  const unit = Math.min(e.width, e.height);
  const ring = verticalGradient(ctx.doc, INK.goldLight, INK.gold, INK.goldDark);
  const ground = radialGradient(ctx.doc, "#3a353c", "#0f0d11");
  const film = e.opaque ? "" : ` fill-opacity="0.35"`;
  return (
    `<path fill="url(#${ring})"${film} d="${shapePath(e)}"/>` +
    `<path fill="url(#${ground})"${film} d="${shapePath(e, unit * 0.07)}"/>` +
    hourglass(e.x + e.width / 2, e.y + e.height / 2, unit * 0.52, INK.goldLight)
  );
}

/** The reminder plaque under the portrait (R1.7): hourglass and the reminder text. */
export function drawReminder(ctx: CardContext, e: CardElement): string {
  const p = ctx.palette;
  const grad = verticalGradient(ctx.doc, p.plateTop, p.plate, p.plateBottom);
  const film = e.opaque ? "" : ` fill-opacity="0.35"`;
  const s = ctx.strings.reminder ?? {
    text: "Persistent effect",
    source: `card:${ctx.card.id}/reminder`,
    pointer: undefined,
  };
  const mark = Math.min(e.height * 0.5, e.width * 0.18);
  const paragraphs: Paragraph[] = [];
  fieldParagraphs(
    paragraphs,
    s,
    "reminder",
    {
      role: "italic",
      color: p.text,
      align: "center",
      scale: 1,
      spaceBefore: 0,
      rule: false,
      boldPrefix: false,
    },
    ctx.set,
    ctx.diagnostics,
  );
  const box = {
    x: e.x + mark + 1.8,
    y: e.y + 0.6,
    width: e.width - mark - 2.8,
    height: e.height - 1.2,
  };
  return (
    `<path fill="url(#${grad})"${film} d="${shapePath(e)}"/>` +
    `<path fill="none" stroke="${p.accent}" stroke-width="0.22" d="${shapePath(e, 0.45)}"/>` +
    `<path fill="none" stroke="${p.accent}" stroke-opacity="0.7" stroke-width="0.08" d="${shapePath(e, 0.85)}"/>` +
    hourglass(e.x + 1.2 + mark / 2, e.y + e.height / 2, mark, p.accent) +
    textBlock(ctx, paragraphs, box, FIT.reminder, { reminder: s }, "the reminder")
  );
}

/** One element of the card, by kind. */
function drawElement(ctx: CardContext, e: CardElement): string {
  switch (e.kind) {
    case "points":
      return drawPoints(ctx, e, e.value);
    case "icon":
      return drawIconSlot(ctx, e, e.icon);
    case "blank":
      return drawBlank(ctx, e);
    case "plate":
      return drawPlate(ctx, e);
    case "text":
      return drawCardText(ctx, e);
    case "name":
      return drawName(ctx, e);
    case "portrait":
      return drawPortrait(ctx, e);
    case "dead-image":
      return drawDeadImage(ctx, e);
    case "family-symbol":
      return drawFamilySymbol(ctx, e);
    case "persistent-icon":
      return drawPersistentIcon(ctx, e);
    case "reminder":
      return drawReminder(ctx, e);
    case "art":
      return drawArtRegion(ctx, e);
    case "decoration": {
      if (!e.opaque) return "";
      return (
        `<path fill="${ctx.palette.plate}" d="${cardAreaPath(ctx, bleedRect(e, ctx), e.radius)}"/>` +
        glyphOrnament(
          ctx.fonts,
          FLEURON,
          e.x + e.width / 2,
          e.y + e.height / 2,
          Math.min(e.width, e.height) * 0.6,
          ctx.palette.accent,
        )
      );
    }
  }
}

/**
 * `render/reminder-not-printed`: the card has a reminder in the render language but is not
 * persistent, so it has no plaque to print it on (lib/layers' `printsReminder`, the rule that
 * left the plaque out). Said under the picture and in exports as `vellum validate` says it.
 */
function reportUnprintedReminder(ctx: CardContext): void {
  const s = ctx.strings.reminder;
  if (s === undefined || printsReminder(ctx.card)) return;
  const path = s.source.slice(`card:${ctx.card.id}/`.length).split("/");
  const who = cardLabel(ctx.card.name, ctx.card.id);
  ctx.diagnostics.push(
    fieldDiagnostic(
      s,
      "render/reminder-not-printed",
      "warning",
      reminderNotPrintedMessage(who, path),
      0,
      s.text.length,
    ),
  );
}

/** The markup of one card (no `<svg>` wrapper): an opaque card's ground, then its elements. */
export function drawCardBody(ctx: CardContext): string {
  reportUnprintedReminder(ctx);
  const elements = cardElements(ctx.card, ctx.frame);
  let out = ctx.frame.opaque ? opaqueGround(ctx, elements) : "";
  for (const e of elements) out += drawElement(ctx, e);
  return out + drawMarks(ctx);
}
