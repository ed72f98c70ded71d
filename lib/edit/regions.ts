/**
 * Adding and removing a frame's regions. Pure. A new region gets an id of its role (and slot)
 * not yet used in the frame, a size that suits the role, and a place in the middle of the card.
 * A region is not removed while cards printed on the frame would lose something by it: what
 * they print in its slot (when no other region holds that slot), or their override of its
 * opacity (the refusal names them).
 */
import type { Card, Frame, Region, RegionRole, VellumSet } from "../model";
import { uniqueId } from "../model";
import { cardsUsing } from "./frames";

/** Whether regions of `role` hold one of the slots 1–3. */
export const hasSlot = (role: RegionRole): boolean => role === "points" || role === "icon";

/** The first slot (1–3) no region of `role` holds yet in `frame`; 1 when all are held. */
export function freeSlot(frame: Frame, role: RegionRole): 1 | 2 | 3 {
  const held = new Set(frame.regions.filter((r) => r.role === role).map((r) => r.slot));
  return ([1, 2, 3] as const).find((s) => !held.has(s)) ?? 1;
}

/** A new region's size (mm) by role, before it is fitted to the card. */
const SIZES: Readonly<Record<RegionRole, { width: number; height: number; radius?: number }>> = {
  name: { width: 45, height: 7 },
  points: { width: 10, height: 10, radius: 5 },
  icon: { width: 9, height: 9, radius: 4.5 },
  text: { width: 55, height: 22 },
  portrait: { width: 40, height: 40 },
  family: { width: 10, height: 10, radius: 5 },
  persistent: { width: 9, height: 9, radius: 4.5 },
  reminder: { width: 40, height: 6 },
  art: { width: 45, height: 35 },
  decoration: { width: 20, height: 20 },
  "category-icon": { width: 11.5, height: 5.5 },
  emblem: { width: 8, height: 8 },
};

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * `frame` with a new region of `role` (and `slot`, for point and icon slots) on top, centred on
 * the card; and its index.
 */
export function addRegion(
  frame: Frame,
  role: RegionRole,
  slot: 1 | 2 | 3 = 1,
): { frame: Frame; index: number } {
  const size = SIZES[role];
  const width = Math.min(size.width, frame.width);
  const height = Math.min(size.height, frame.height);
  const region: Region = {
    id: uniqueId(
      hasSlot(role) ? `${role}-${slot}` : role,
      frame.regions.map((r) => r.id),
      role,
    ),
    role,
    ...(hasSlot(role) ? { slot } : {}),
    x: round((frame.width - width) / 2),
    y: round((frame.height - height) / 2),
    width,
    height,
    // Decorations start as film; marks (category icons, emblems) never hide (lib/layers).
    opaque: role !== "decoration" && role !== "category-icon" && role !== "emblem",
    ...(size.radius ? { radius: Math.min(size.radius, width / 2, height / 2) } : {}),
  };
  return { frame: { ...frame, regions: [...frame.regions, region] }, index: frame.regions.length };
}

/** "A, B, C and 2 more" and the verb agreeing with how many. */
function naming(cards: readonly Card[], one: string, many: string): string {
  const names = cards.slice(0, 3).map((c) => c.name);
  const more = cards.length > 3 ? ` and ${cards.length - 3} more` : "";
  return `${names.join(", ")}${more} ${cards.length === 1 ? one : many}`;
}

/** What a card prints in slot `slot` of `role` (null: clear film, nothing printed). */
function printedIn(card: Card, role: RegionRole, slot: number): unknown {
  const slots = role === "points" ? card.points : role === "icon" ? card.icons : undefined;
  return slots?.[slot - 1] ?? null;
}

/** `frame` without region `index`, or why not (see the file comment). */
export function removeRegion(
  set: VellumSet,
  frame: Frame,
  index: number,
): { ok: true; frame: Frame } | { ok: false; error: string } {
  const region = frame.regions[index];
  if (!region) return { ok: false, error: "there is no such region" };
  const using = cardsUsing(set, frame.id);
  const { slot } = region;
  const held = frame.regions.some(
    (r, i) => i !== index && r.role === region.role && r.slot === slot,
  );
  if (hasSlot(region.role) && slot !== undefined && !held) {
    const printing = using.filter((c) => printedIn(c, region.role, slot) !== null);
    if (printing.length > 0) {
      return {
        ok: false,
        error: `${naming(printing, "prints", "print")} something in this slot, which no other region holds`,
      };
    }
  }
  const overriding = using.filter(
    (c) => c.opacity !== undefined && Object.hasOwn(c.opacity, region.id),
  );
  if (overriding.length > 0) {
    return {
      ok: false,
      error: `${naming(overriding, "sets", "set")} this region's opacity; change ${overriding.length === 1 ? "it" : "them"} first`,
    };
  }
  return { ok: true, frame: { ...frame, regions: frame.regions.filter((_, i) => i !== index) } };
}
