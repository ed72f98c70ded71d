/**
 * The look of Vellum's cards (DESIGN.md "Default frames": Victorian gothic storybook): the fixed
 * inks and papers, the per-type plate palette derived from a frame's style, and the story-icon
 * tints. Frames theme the plate, text and accent; everything else derives from them.
 */
import { BUILTIN_STYLES } from "../layers";
import type { CardType, Frame, VellumSet } from "../model";
import { isDark, mix, safeColor } from "./color";

/** Fixed inks and papers of the built-in look. */
export const INK = Object.freeze({
  parchment: "#f1e6cb",
  parchmentEdge: "#d9c59a",
  sepia: "#5a4326",
  sepiaDark: "#3a2a17",
  brown: "#2b2118",
  gold: "#b8934a",
  goldLight: "#e2c883",
  goldDark: "#7a5a26",
  bone: "#f3ead6",
  night: "#1d1b20",
  oxblood: "#6e1a1a",
  blank: "#cdc5b4",
  blankEdge: "#968c7a",
});

/** The colours one card is drawn with. */
export interface CardPalette {
  /** Plate fill, and its lighter top / darker bottom for the gradient. */
  plate: string;
  plateTop: string;
  plateBottom: string;
  /** Text on the plate (name, effect). */
  text: string;
  /** Flavour text: the text colour eased toward the plate. */
  muted: string;
  /** Rules and ornaments on the plate. */
  accent: string;
  /** Whether the plate is dark (light ornaments read better). */
  dark: boolean;
}

/**
 * The palette of a card of `type` printed on `frame` (its style, else the style of the type's
 * built-in frame).
 */
export function paletteFor(frame: Frame, type: CardType): CardPalette {
  const d = BUILTIN_STYLES[type];
  const plate = safeColor(frame.style?.plate, d.plate);
  const text = safeColor(frame.style?.text, d.text);
  const dark = isDark(plate);
  const accentBase = safeColor(frame.style?.accent, d.accent);
  return {
    plate,
    plateTop: mix(plate, "#ffffff", dark ? 0.1 : 0.16),
    plateBottom: mix(plate, "#000000", dark ? 0.25 : 0.12),
    text,
    muted: mix(text, plate, 0.22),
    // On a dark plate the accent is lifted toward gold so the rules glint instead of vanishing.
    accent: dark ? mix(accentBase, INK.goldLight, 0.45) : accentBase,
    dark,
  };
}

/** Tints of the story-icon roundels, in the order of the set's icons (then repeating). */
const ICON_TINTS = [
  "#2f4a63", // prussian blue
  "#7a4b16", // umber
  "#27535a", // sea green
  "#5b3a5e", // plum
  "#7a1f2b", // oxblood
  "#4d5a2a", // olive
  "#3d3a66", // indigo
  "#6a5418", // ochre
] as const;

const tintCache = new WeakMap<VellumSet["icons"], Map<string, string>>();

/** The tint of icon `id`'s roundel: by its position in the set's icon list, stable per set. */
export function iconTint(set: Pick<VellumSet, "icons">, id: string): string {
  let map = tintCache.get(set.icons);
  if (!map) {
    map = new Map(set.icons.map((icon, i) => [icon.id, ICON_TINTS[i % ICON_TINTS.length]!]));
    tintCache.set(set.icons, map);
  }
  return map.get(id) ?? "#4a4440";
}
