/**
 * The x-ray view of a stack: every element the cards above cover is outlined dashed; every
 * visible element that counts is outlined solid and labelled with what the rules read off it
 * ("+10", "raven", "effect live", "dead"). Built from lib/layers' `analyzeStack`, the same
 * analysis the engine uses, so the labels are the game's numbers, not the picture's guess.
 *
 * Labels are placed so that none hides another or what the player reads (`placeLabels`): a
 * slot's label hangs from the bottom of its roundel (over its ring, clear of its value), a
 * second label of the same slot from its top; the effect label sits in the free band under the
 * effect text, a reminder's under the plaque, the persistent icon's under the icon, "dead" at
 * the foot of the dead image.
 */
import type { CardElement, ElementVisibility, CardRect, StackAnalysis } from "../layers";
import { rectIntersection } from "../layers";
import type { FontSet } from "./fonts";
import { appendRun, glyphPath, runWidth, shape } from "./glyphs";
import type { ShapedRun } from "./glyphs";
import { shapePath } from "./slots";
import { roundRectPath } from "./svg-doc";
import { isPointValue, signedNumber } from "../model";

/** What a label says about its element. */
export type XrayTone = "points" | "icon" | "live" | "idle" | "dead" | "blank";

/** One label of the x-ray view, also returned as data for the UI to show beside the picture. */
export interface XrayLabel {
  /**
   * Anchor point of the label in mm (trim coordinates), and which side of it the label sits:
   * the centre of its pill (`middle`).
   */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  text: string;
  tone: XrayTone;
  kind: ElementVisibility["element"]["kind"];
  cardId: string;
  /** Stack position of the element's card (0 = bottom). */
  index: number;
  /** The label's pill in mm (trim coordinates): no two labels' boxes overlap. */
  box: CardRect;
}

const TONE_COLOR: Readonly<Record<XrayTone, string>> = {
  points: "#1f4e99",
  icon: "#6a2d91",
  live: "#1d7a43",
  idle: "#6b6b6b",
  dead: "#111111",
  blank: "#6b6b6b",
};
const COVERED = "#e0452b";
const LABEL_SIZE = 2.3;
const PAD_X = 0.7;
/** Height of a label's pill, in em of its text size. */
const PILL_EM = 1.15;
/** How far a slot's label reaches into its roundel (over the ring, clear of the value), mm. */
const TAG_OVERLAP = 1.5;
/** Gap kept between a label and the element it sits beside, mm. */
const GAP = 0.15;
/** Labels stay this far inside the trim, mm. */
const EDGE = 0.2;

/** What a visible element's label says, or `undefined` for elements that count nothing. */
function labelText(
  v: ElementVisibility,
  analysis: StackAnalysis,
): { text: string; tone: XrayTone } | undefined {
  const e = v.element;
  switch (e.kind) {
    case "points":
      // A value no card can print is drawn as nothing (slots.ts), so it has no label either.
      return isPointValue(e.value) ? { text: signedNumber(e.value), tone: "points" } : undefined;
    case "icon":
      return { text: e.icon, tone: "icon" };
    case "blank":
      // A blank overridden clear hides nothing and counts nothing: nothing to say.
      return e.opaque ? { text: "blank", tone: "blank" } : undefined;
    case "text": {
      const effects = analysis.effects.filter(
        (s) => s.index === v.index && s.kind !== "persistent",
      );
      if (effects.length === 0) return undefined;
      const live = effects.some((s) => s.live);
      return live
        ? { text: "effect live", tone: "live" }
        : { text: "immediate (spent)", tone: "idle" };
    }
    case "persistent-icon":
    case "reminder": {
      const live = analysis.effects.some(
        (s) => s.index === v.index && s.kind === "persistent" && s.live,
      );
      return live
        ? { text: "persistent live", tone: "live" }
        : { text: "persistent", tone: "idle" };
    }
    case "dead-image":
      return { text: "dead", tone: "dead" };
    default:
      return undefined;
  }
}

/**
 * Where a label of size `w` × `h` may go for element `e`, best first (top-left corners, mm).
 */
function candidates(e: CardElement, w: number, h: number): { x: number; y: number }[] {
  const cx = e.x + e.width / 2 - w / 2;
  const cy = e.y + e.height / 2 - h / 2;
  const bottom = e.y + e.height;
  switch (e.kind) {
    case "points":
    case "icon":
    case "blank": {
      // Hanging from the roundel's foot, else its head; a third label of one slot stacks on.
      const below = bottom - TAG_OVERLAP;
      const above = e.y + TAG_OVERLAP - h;
      return [
        { x: cx, y: below },
        { x: cx, y: above },
        { x: cx, y: below + h + GAP },
        { x: cx, y: above - h - GAP },
      ];
    }
    case "persistent-icon":
      return [
        { x: cx, y: bottom - TAG_OVERLAP },
        { x: cx, y: e.y + TAG_OVERLAP - h },
        { x: e.x - w - GAP, y: cy },
        { x: e.x + e.width + GAP, y: cy },
      ];
    case "dead-image":
      return [
        { x: cx, y: bottom - h - 0.6 },
        { x: cx, y: bottom - TAG_OVERLAP },
        { x: cx, y: e.y + 0.6 },
      ];
    default:
      // Text and reminder: in the free band under the block, else over it, else inside it.
      return [
        { x: cx, y: bottom + GAP },
        { x: cx, y: e.y - h - GAP },
        { x: cx, y: bottom - h },
      ];
  }
}

/**
 * Cost per mm² of a label lying on a visible element of this kind: text to read most, then
 * pictures, then slots and marks; the plate least (a band of it holds no text).
 */
function obstacleWeight(kind: CardElement["kind"]): number {
  switch (kind) {
    case "text":
    case "name":
    case "reminder":
      return 100;
    case "portrait":
    case "dead-image":
    case "art":
      return 10;
    case "points":
    case "icon":
    case "blank":
    case "persistent-icon":
    case "family-symbol":
      return 5;
    case "plate":
      return 2;
    case "decoration":
      return 1;
  }
}

/** Cost of a label on another label: a collision is taken only when every place collides. */
const COLLISION = 1e6;

interface Request {
  visibility: ElementVisibility;
  text: string;
  tone: XrayTone;
  run: ShapedRun;
  size: number;
  width: number;
  height: number;
  /** Placement order: slots (fixed places) first, then marks, then effect labels. */
  rank: number;
}

function rankOf(kind: CardElement["kind"]): number {
  switch (kind) {
    case "points":
    case "icon":
    case "blank":
      return 0;
    case "dead-image":
    case "persistent-icon":
      return 1;
    default:
      return 2;
  }
}

function overlapArea(a: CardRect, b: CardRect): number {
  const r = rectIntersection(a, b);
  return r ? r.width * r.height : 0;
}

/**
 * Places every label: for each (slots first), the first of its candidate places with the least
 * cost — collisions with labels already placed, then visible elements under it by weight —
 * moved inside the trim.
 */
function placeLabels(
  requests: readonly Request[],
  analysis: StackAnalysis,
  trim: { width: number; height: number },
): CardRect[] {
  const obstacles = analysis.elements.filter((v) => v.visible);
  const order = requests.map((_, i) => i).sort((a, b) => requests[a]!.rank - requests[b]!.rank);
  const boxes: CardRect[] = new Array<CardRect>(requests.length);
  const placed: CardRect[] = [];
  for (const i of order) {
    const r = requests[i]!;
    const own = r.visibility.element;
    let best: CardRect | undefined;
    let bestCost = Infinity;
    for (const c of candidates(own, r.width, r.height)) {
      const box = {
        x: clamp(c.x, EDGE, trim.width - EDGE - r.width),
        y: clamp(c.y, EDGE, trim.height - EDGE - r.height),
        width: r.width,
        height: r.height,
      };
      let cost = 0;
      for (const p of placed) {
        const a = overlapArea(box, p);
        if (a > 0) cost += COLLISION * (1 + a);
      }
      for (const o of obstacles) {
        const e = o.element;
        // A label may lie on its own roundel or picture (or whatever shows in the same place,
        // such as the value under a slot overridden clear), never on its own text.
        if (own.kind !== "text" && own.kind !== "reminder" && sameRect(e, own)) continue;
        cost += obstacleWeight(e.kind) * overlapArea(box, e);
      }
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best = box;
      }
    }
    boxes[i] = best!;
    placed.push(best!);
  }
  return boxes;
}

function sameRect(a: CardRect, b: CardRect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}

/** A label pill: rounded box in the tone's colour with the text in white outlines. */
function drawLabel(fonts: FontSet, l: XrayLabel, run: ShapedRun, size: number): string {
  const face = fonts.bold;
  const { x, y, width, height } = l.box;
  const parts: string[] = [];
  appendRun(
    parts,
    face,
    run,
    x + (width - runWidth(run, size)) / 2,
    y + height / 2 + (face.capHeight * size) / 2,
    size,
  );
  return (
    `<path fill="${TONE_COLOR[l.tone]}" fill-opacity="0.92" stroke="#ffffff" stroke-width="0.18" d="${roundRectPath(x, y, width, height, height / 2)}"/>` +
    glyphPath("#ffffff", parts.join(""))
  );
}

/**
 * The x-ray overlay of an analysed stack, as a `<g>` fragment in trim coordinates, and its labels
 * as data (in the stack's element order). `trim` is the page's trim size (default 63 × 88 mm).
 */
export function xrayOverlay(
  analysis: StackAnalysis,
  fonts: FontSet,
  trim: { width: number; height: number } = { width: 63, height: 88 },
): { svg: string; labels: XrayLabel[] } {
  let covered = "";
  const solid = new Map<string, string>();
  const requests: Request[] = [];
  const iconShows = new Set<number>();
  for (const v of analysis.elements)
    if (v.visible && v.element.kind === "persistent-icon") iconShows.add(v.index);
  for (const v of analysis.elements) {
    const e = v.element;
    // Plates and names of lower cards are always under the next plate: outlining them is noise.
    if (e.kind === "plate" || e.kind === "name") continue;
    if (!v.visible) {
      // Drawn just outside the element, so it shows around whatever covers it.
      covered += shapePath(e, -0.45);
      continue;
    }
    // One label per persistent card: on its icon when that shows, else on its reminder.
    if (e.kind === "reminder" && iconShows.has(v.index)) continue;
    const said = labelText(v, analysis);
    if (!said) continue;
    const run = shape(fonts.bold, said.text);
    // A label wider than the card (a long icon id) is set smaller to fit across it.
    const room = trim.width - 2 * EDGE - 2 * PAD_X;
    const size = Math.min(LABEL_SIZE, room / Math.max(0.01, run.width));
    requests.push({
      visibility: v,
      ...said,
      run,
      size,
      width: runWidth(run, size) + 2 * PAD_X,
      height: LABEL_SIZE * PILL_EM,
      rank: rankOf(e.kind),
    });
    solid.set(said.tone, (solid.get(said.tone) ?? "") + shapePath(e, 0.15));
  }
  const boxes = placeLabels(requests, analysis, trim);
  const labels: XrayLabel[] = requests.map((r, i) => {
    const box = boxes[i]!;
    const e = r.visibility.element;
    return {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
      anchor: "middle",
      text: r.text,
      tone: r.tone,
      kind: e.kind,
      cardId: e.cardId,
      index: r.visibility.index,
      box,
    };
  });
  let svg = `<g data-xray="">`;
  if (covered) {
    svg += `<path fill="none" stroke="${COVERED}" stroke-width="0.3" stroke-dasharray="0.9 0.6" d="${covered}"/>`;
  }
  for (const [tone, d] of solid) {
    svg += `<path fill="none" stroke="${TONE_COLOR[tone as XrayTone]}" stroke-width="0.35" d="${d}"/>`;
  }
  labels.forEach((l, i) => (svg += drawLabel(fonts, l, requests[i]!.run, requests[i]!.size)));
  svg += "</g>";
  return { svg, labels };
}
