/**
 * The built-in frames, one per card type (DESIGN.md "Default frames: the anatomy of the genre").
 *
 * Poker size, 63 × 88 mm, bleed 3, safe margin 3. Every frame puts the same thing at the same
 * place, because stacking works by position: a later card's point circle lands exactly on the
 * earlier card's circle in the same slot, its text plate exactly on the plate below.
 *
 * ```
 *  0    3   13 15          48 50   60 63      y
 *  ┌──────────────────────────────────┐  0
 *  │   [ name band (characters)    ]  │  3–12
 *  │  {C}    ┌───────────┐    (P)    │  13–22   P: persistent icon, C: category icons
 *  │  (1)    │ portrait  │    [1]    │  23–33   (n): points-n, [n]: icons-n
 *  │  (2)    │  window   │    [2]    │  35.5–45.5
 *  │  (3)    ├───────────┤    [3]    │  48–58   reminder 47–58 (family symbol on characters)
 *  ├──────────────────────────────────┤  60      text plate 60–88 (name 61–68, text 68–85)
 *  └──────────────────────────────────┘  88
 * ```
 *
 * Why these positions: the point and icon columns sit between the name band and the plate and
 * beside the portrait window, so a clear card's plate covers only the plate below (only the top
 * card's continuous effect stays live) while the character's name band, its portrait (until an
 * untimely death's dead image lands on it) and every uncovered slot below show through.
 */
import { BUILTIN_FRAME_IDS } from "../model";
import type { CardType, Frame, FrameStyle, Region } from "../model";

/** Trim width of the built-in frames in mm (poker size). */
export const CARD_WIDTH = 63;
/** Trim height of the built-in frames in mm (poker size). */
export const CARD_HEIGHT = 88;
/** Bleed of the built-in frames in mm. */
export const CARD_BLEED = 3;
/** Safe margin of the built-in frames in mm. */
export const CARD_SAFE = 3;

/** Region ids of the built-in frames (custom frames may use any slugs). */
export const REGION_IDS = Object.freeze({
  name: "name",
  portrait: "portrait",
  family: "family",
  reminder: "reminder",
  plate: "plate",
  persistent: "persistent",
  categoryIcon: "category-icon",
  points: Object.freeze(["points-1", "points-2", "points-3"] as const),
  icons: Object.freeze(["icons-1", "icons-2", "icons-3"] as const),
});

/** Top edge (mm) of slots 1–3 in the point and icon columns. */
const SLOT_Y = [23, 35.5, 48] as const;
/** Diameter of a point or icon circle in mm. */
const SLOT_SIZE = 10;
const POINTS_X = 3;
const ICONS_X = CARD_WIDTH - 3 - SLOT_SIZE;
const PORTRAIT = { x: 15, y: 13, width: 33, height: 33 } as const;
const PLATE = { x: 0, y: 60, width: CARD_WIDTH, height: CARD_HEIGHT - 60 } as const;

function region(
  id: string,
  role: Region["role"],
  rect: { x: number; y: number; width: number; height: number },
  opaque: boolean,
  extra: { slot?: 1 | 2 | 3; radius?: number } = {},
): Region {
  return { id, role, ...rect, opaque, ...extra };
}

function slotRegions(role: "points" | "icon"): Region[] {
  const ids = role === "points" ? REGION_IDS.points : REGION_IDS.icons;
  const x = role === "points" ? POINTS_X : ICONS_X;
  return SLOT_Y.map((y, i) =>
    region(ids[i]!, role, { x, y, width: SLOT_SIZE, height: SLOT_SIZE }, true, {
      slot: (i + 1) as 1 | 2 | 3,
      radius: SLOT_SIZE / 2,
    }),
  );
}

/** Regions of a clear-film card, in drawing order (back to front). */
function clearRegions(portraitOpaque: boolean): Region[] {
  return [
    region(REGION_IDS.portrait, "portrait", PORTRAIT, portraitOpaque, { radius: 1.5 }),
    region(REGION_IDS.reminder, "reminder", { x: 15, y: 47, width: 33, height: 11 }, true, {
      radius: 1.5,
    }),
    region(REGION_IDS.plate, "text", PLATE, true),
    region(REGION_IDS.name, "name", { x: 3, y: 61, width: 57, height: 7 }, true),
    region(REGION_IDS.persistent, "persistent", { x: 51, y: 13, width: 9, height: 9 }, true, {
      radius: 4.5,
    }),
    ...slotRegions("points"),
    ...slotRegions("icon"),
    // The icons of the card's effect categories (drawn only when the set gives them icons), in
    // the shoulder opposite the persistent icon: nothing a card below counts lies there, and
    // the mark hides nothing (lib/layers), so it never changes a stack's reading. Last, so the
    // elements before it keep their places.
    region(
      REGION_IDS.categoryIcon,
      "category-icon",
      { x: 3, y: 13, width: 11.5, height: 9 },
      false,
    ),
  ];
}

const NAME_BAND = { x: 3, y: 3, width: 57, height: 9 } as const;

/**
 * The plate, text and accent colours of each type's built-in frame: what a card is drawn with
 * when its frame sets no style of its own (lib/render's palette reads them from here).
 */
export const BUILTIN_STYLES: Readonly<Record<CardType, Readonly<Required<FrameStyle>>>> =
  Object.freeze({
    character: { plate: "#2b2622", text: "#efe6d2", accent: "#8a6d3b" },
    modifier: { plate: "#111111", text: "#f5f0e6", accent: "#8a6d3b" },
    event: { plate: "#bdbab3", text: "#9b1c1c", accent: "#5a5550" },
    "untimely-death": { plate: "#bdbab3", text: "#111111", accent: "#3a3632" },
    story: { plate: "#bdbab3", text: "#1f5c2e", accent: "#5a5550" },
    reference: { plate: "#e8dcc0", text: "#2b2622", accent: "#8a6d3b" },
  });

function frame(type: CardType, name: string, opaque: boolean, regions: Region[]): Frame {
  return {
    id: BUILTIN_FRAME_IDS[type],
    name,
    types: [type],
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    bleed: CARD_BLEED,
    safe: CARD_SAFE,
    opaque,
    regions,
    style: { ...BUILTIN_STYLES[type] },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The built-in frame of each card type. Character and reference frames are opaque cards; the
 * others are clear film printing only their regions. Frozen: copy one to customise it.
 */
export const BUILTIN_FRAMES: Readonly<Record<CardType, Frame>> = deepFreeze({
  character: frame("character", "Character", true, [
    region(REGION_IDS.name, "name", NAME_BAND, true, { radius: 1 }),
    region(REGION_IDS.portrait, "portrait", PORTRAIT, true, { radius: 1.5 }),
    region(REGION_IDS.family, "family", { x: 26.5, y: 47, width: 10, height: 10 }, true, {
      radius: 5,
    }),
    region(REGION_IDS.plate, "text", PLATE, true),
  ]),
  modifier: frame("modifier", "Modifier", false, clearRegions(false)),
  event: frame("event", "Event", false, clearRegions(false)),
  "untimely-death": frame(
    "untimely-death",
    "Untimely death",
    false,
    // The portrait region holds the opaque "dead" image that covers the character's portrait.
    clearRegions(true),
  ),
  story: frame("story", "Story", false, clearRegions(false)),
  reference: frame("reference", "Reference", true, [
    region(REGION_IDS.name, "name", NAME_BAND, true, { radius: 1 }),
    region(REGION_IDS.plate, "text", { x: 0, y: 13, width: CARD_WIDTH, height: 75 }, true),
  ]),
});

const BY_ID: ReadonlyMap<string, Frame> = new Map(
  Object.values(BUILTIN_FRAMES).map((f) => [f.id, f]),
);

/** The built-in frame with this id, or `undefined` when `id` names none. */
export function builtinFrame(id: string): Frame | undefined {
  return BY_ID.get(id);
}
