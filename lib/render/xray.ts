/**
 * The x-ray view of a stack: every element the cards above cover is outlined dashed; every
 * visible element that counts is outlined solid and labelled with what the rules read off it
 * ("+10", "raven", "effect live", "dead"). Built from lib/layers' `analyzeStack`, the same
 * analysis the engine uses, so the labels are the game's numbers, not the picture's guess.
 */
import type { ElementVisibility, StackAnalysis } from "../layers";
import type { FontSet } from "./fonts";
import { appendRun, glyphPath, runWidth, shape } from "./glyphs";
import { shapePath } from "./slots";
import { roundRectPath } from "./svg-doc";

/** What a label says about its element. */
export type XrayTone = "points" | "icon" | "live" | "idle" | "dead" | "blank";

/** One label of the x-ray view, also returned as data for the UI to show beside the picture. */
export interface XrayLabel {
  /** Anchor point of the label in mm (trim coordinates), and which side of it the label sits. */
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  text: string;
  tone: XrayTone;
  kind: ElementVisibility["element"]["kind"];
  cardId: string;
  /** Stack position of the element's card (0 = bottom). */
  index: number;
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

function pointsText(v: number): string {
  return v === 0 ? "0" : v > 0 ? `+${v}` : `\u2212${-v}`;
}

/** The label of a visible element, or `undefined` for elements that count nothing. */
function labelFor(v: ElementVisibility, analysis: StackAnalysis): XrayLabel | undefined {
  const e = v.element;
  const base = { cardId: e.cardId, index: v.index, kind: e.kind };
  const cy = e.y + e.height / 2;
  const left = { x: e.x - 0.6, y: cy, anchor: "end" as const };
  const right = { x: e.x + e.width + 0.6, y: cy, anchor: "start" as const };
  switch (e.kind) {
    case "points":
      return { ...base, ...right, text: pointsText(e.value), tone: "points" };
    case "icon":
      return { ...base, ...left, text: e.icon, tone: "icon" };
    case "blank":
      return { ...base, ...(e.slotRole === "points" ? right : left), text: "blank", tone: "blank" };
    case "text": {
      const effects = analysis.effects.filter(
        (s) => s.index === v.index && s.kind !== "persistent",
      );
      if (effects.length === 0) return undefined;
      const live = effects.some((s) => s.live);
      const text = live ? "effect live" : "immediate (spent)";
      return {
        ...base,
        x: e.x + e.width / 2,
        y: e.y,
        anchor: "middle",
        text,
        tone: live ? "live" : "idle",
      };
    }
    case "persistent-icon":
    case "reminder": {
      const live = analysis.effects.some(
        (s) => s.index === v.index && s.kind === "persistent" && s.live,
      );
      const at =
        e.kind === "persistent-icon"
          ? left
          : { x: e.x + e.width / 2, y: e.y + e.height, anchor: "middle" as const };
      return {
        ...base,
        ...at,
        text: live ? "persistent live" : "persistent",
        tone: live ? "live" : "idle",
      };
    }
    case "dead-image":
      return {
        ...base,
        x: e.x + e.width / 2,
        y: e.y + e.height - 2.5,
        anchor: "middle",
        text: "dead",
        tone: "dead",
      };
    default:
      return undefined;
  }
}

/** A label pill: rounded box in the tone's colour with the text in white outlines. */
function drawLabel(fonts: FontSet, l: XrayLabel): string {
  const face = fonts.bold;
  const run = shape(face, l.text);
  const w = runWidth(run, LABEL_SIZE);
  const padX = 0.7;
  const h = LABEL_SIZE * 1.15;
  const boxW = w + 2 * padX;
  const x0 = l.anchor === "start" ? l.x : l.anchor === "end" ? l.x - boxW : l.x - boxW / 2;
  const y0 = l.y - h / 2;
  const parts: string[] = [];
  appendRun(
    parts,
    face,
    run,
    x0 + padX,
    y0 + h / 2 + (face.capHeight * LABEL_SIZE) / 2,
    LABEL_SIZE,
  );
  return (
    `<path fill="${TONE_COLOR[l.tone]}" fill-opacity="0.92" stroke="#ffffff" stroke-width="0.18" d="${roundRectPath(x0, y0, boxW, h, h / 2)}"/>` +
    glyphPath("#ffffff", parts.join(""))
  );
}

/**
 * The x-ray overlay of an analysed stack, as a `<g>` fragment in trim coordinates, and its labels
 * as data.
 */
export function xrayOverlay(
  analysis: StackAnalysis,
  fonts: FontSet,
): { svg: string; labels: XrayLabel[] } {
  let covered = "";
  const solid = new Map<string, string>();
  const labels: XrayLabel[] = [];
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
    const label = labelFor(v, analysis);
    if (!label) continue;
    labels.push(label);
    solid.set(label.tone, (solid.get(label.tone) ?? "") + shapePath(e, 0.15));
  }
  let svg = `<g data-xray="">`;
  if (covered) {
    svg += `<path fill="none" stroke="${COVERED}" stroke-width="0.3" stroke-dasharray="0.9 0.6" d="${covered}"/>`;
  }
  for (const [tone, d] of solid) {
    svg += `<path fill="none" stroke="${TONE_COLOR[tone as XrayTone]}" stroke-width="0.35" d="${d}"/>`;
  }
  for (const l of labels) svg += drawLabel(fonts, l);
  svg += "</g>";
  return { svg, labels };
}
