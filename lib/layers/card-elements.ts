/**
 * The elements of one card: what it prints in each region of its frame, where, and whether it
 * hides what lies below. The renderer draws these; the visibility code counts them.
 */
import type { Card, Frame, Region, RegionOpacity, RegionRole } from "../model";
import { isPointValue } from "../model";
import { compileFrame } from "./compiled-frame";
import { rectContains } from "./rect";

/** A point or story-icon slot number, top (1) to bottom (3). */
export type SlotNumber = 1 | 2 | 3;

/** Every kind of element a card can print. */
export const ELEMENT_KINDS = [
  "points",
  "icon",
  "blank",
  "plate",
  "text",
  "name",
  "portrait",
  "dead-image",
  "family-symbol",
  "persistent-icon",
  "reminder",
  "art",
  "decoration",
] as const;

/** The kind of an element: what it is for the renderer and for the rules. */
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** What every element has: its card, its region, its rectangle (mm) and its opacity. */
export interface ElementBase {
  kind: ElementKind;
  /** Id of the card printing the element. */
  cardId: string;
  /** Id of the frame region the element fills. */
  regionId: string;
  /** Role of that region. */
  role: RegionRole;
  /** Rectangle in mm from the card's top-left trim corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner radius in mm, for drawing only (coverage reads the rectangle). */
  radius: number;
  /** Whether the element hides what lies below it. */
  opaque: boolean;
}

/** A printed point value (RULES.md R1.3). */
export interface PointsElement extends ElementBase {
  kind: "points";
  slot: SlotNumber;
  value: number;
}

/** A printed story icon (RULES.md R1.4). */
export interface IconElement extends ElementBase {
  kind: "icon";
  slot: SlotNumber;
  /** The set's icon id. */
  icon: string;
}

/** An opaque blank in a point or icon slot: hides what is below, counts nothing (R1.3, R1.4). */
export interface BlankElement extends ElementBase {
  kind: "blank";
  slot: SlotNumber;
  /** Which column the blank sits in. */
  slotRole: "points" | "icon";
}

/** Any other element: plate, text, name, portrait, dead image, family symbol, persistent icon… */
export interface PlainElement extends ElementBase {
  kind: Exclude<ElementKind, "points" | "icon" | "blank">;
}

/** One drawable, countable element of a card. */
export type CardElement = PointsElement | IconElement | BlankElement | PlainElement;

function hasText(s: string | undefined): boolean {
  return s !== undefined && s.trim().length > 0;
}

/**
 * Whether `card` prints effect text or flavour in some language: its own fields, or a
 * translation's. NOTE: read over every language, never the one being drawn, so a card has the
 * same elements (and the engine the same reading) whatever language it is printed in; a
 * translation without an original is drawn in its language (the set cross-check warns).
 */
function printsPlateText(card: Pick<Card, "effect" | "text" | "flavor" | "translations">): boolean {
  if (hasText(card.effect) || hasText(card.text) || hasText(card.flavor)) return true;
  const translations = card.translations;
  if (translations === undefined) return false;
  for (const language of Object.keys(translations)) {
    const t = translations[language];
    if (t !== undefined && (hasText(t.text) || hasText(t.flavor))) return true;
  }
  return false;
}

/**
 * Whether what `card` prints in `region` hides what lies below: the card's override for the
 * region when it has one; else opaque when the whole frame is, the region is, or the element is
 * a blank (a blank is opaque by definition, R1.3).
 */
export function elementOpacity(
  card: Pick<Card, "opacity">,
  frame: Pick<Frame, "opaque">,
  region: Pick<Region, "id" | "opaque">,
  blank = false,
): boolean {
  const override = opacityOverride(card, region.id);
  if (override !== undefined) return override === "opaque";
  return frame.opaque || region.opaque || blank;
}

/** The card's own opacity override for region `regionId`, if it has one. */
function opacityOverride(card: Pick<Card, "opacity">, regionId: string): RegionOpacity | undefined {
  const overrides = card.opacity;
  // Own keys only: a region id such as "constructor" must not read Object.prototype.
  return overrides !== undefined && Object.hasOwn(overrides, regionId)
    ? overrides[regionId]
    : undefined;
}

/**
 * The text region (plate) of `frame` that region `r` lies on, if any: a clear card prints its
 * name on its plate.
 */
function plateUnder(frame: Frame, r: Region): Region | undefined {
  return frame.regions.find((p) => p !== r && p.role === "text" && rectContains(p, r));
}

/** Whether the card overrides `region` to "opaque" (an empty slot then prints an opaque blank). */
function opaqueOverride(card: Card, region: Region): boolean {
  return opacityOverride(card, region.id) === "opaque";
}

/**
 * Builds an element. Every element gets the same fields in the same order (those that do not
 * apply to its kind are `undefined`) so the engine's hot loops see one object shape.
 */
function element(
  kind: ElementKind,
  card: Card,
  frame: Frame,
  region: Region,
  slot?: SlotNumber,
  value?: number,
  icon?: string,
  slotRole?: "points" | "icon",
): CardElement {
  return {
    kind,
    cardId: card.id,
    regionId: region.id,
    role: region.role,
    x: region.x,
    y: region.y,
    width: region.width,
    height: region.height,
    radius: region.radius ?? 0,
    opaque: elementOpacity(card, frame, region, kind === "blank"),
    slot,
    value,
    icon,
    slotRole,
  } as CardElement;
}

/**
 * The elements `card` prints on `frame`, in the frame's region order (its drawing order, back to
 * front):
 * - `points` / `icon` regions: a `points` or `icon` element for a value, a `blank` for "blank",
 *   nothing for `null` or a point value out of the schema's range (clear film: the slot below shows through) — unless the card overrides
 *   the region to "opaque": then an opaque blank (R1.3, R1.4);
 * - `text` regions: a `plate`, then the effect `text` (when the card has effect, printed text or
 *   flavour text, in its own fields or in any translation) in the plate's text box;
 * - `name` (on a plate, as opaque as the plate unless the card overrides the name itself);
 *   `portrait` (a `dead-image` on untimely deaths); `family-symbol` (cards with a
 *   family); `persistent-icon` and `reminder` (persistent cards); `art`; `decoration`.
 * Slot regions without a `slot` number print nothing.
 */
export function cardElements(card: Card, frame: Frame): readonly CardElement[] {
  let byFrame = elementCache.get(card);
  if (!byFrame) {
    byFrame = new WeakMap();
    elementCache.set(card, byFrame);
  }
  let elements = byFrame.get(frame);
  if (!elements) {
    elements = Object.freeze(buildCardElements(card, frame));
    byFrame.set(frame, elements);
  }
  return elements;
}

/**
 * Whether `card` prints its reminder: only persistent cards have the reminder plaque (R1.7). The
 * one rule for the renderer (no plaque, so no reminder) and for the warnings about a reminder
 * that is written but never printed ({@link unprintedReminders}).
 */
export function printsReminder(card: Card): boolean {
  return card.persistent === true;
}

/**
 * The reminders `card` carries but does not print (it is not persistent: {@link printsReminder}),
 * as paths inside the card: `["reminder"]`, `["translations", "fr", "reminder"]`. Empty when it
 * prints them or has none (a blank reminder says nothing, so it is no loss).
 */
export function unprintedReminders(card: Card): (readonly string[])[] {
  if (printsReminder(card)) return [];
  const out: (readonly string[])[] = [];
  if (card.reminder !== undefined && card.reminder.trim() !== "") out.push(["reminder"]);
  for (const [language, text] of Object.entries(card.translations ?? {})) {
    if (text.reminder !== undefined && text.reminder.trim() !== "") {
      out.push(["translations", language, "reminder"]);
    }
  }
  return out;
}

/**
 * The warning about a reminder `card` does not print, at `path` (from {@link unprintedReminders}),
 * naming the card as `who`: the same words in the set checks and under a picture or an export.
 */
export function reminderNotPrintedMessage(who: string, path: readonly string[]): string {
  const which = path[0] === "translations" ? `a '${path[1]}' reminder` : "a reminder";
  return `${who} has ${which} but is not persistent, so the reminder is not printed (only persistent cards have the reminder plaque, RULES R1.7) — set 'persistent' to true, or remove the reminder`;
}

/**
 * NOTE: module cache of each card's elements per frame, keyed by the objects themselves (weakly,
 * so nothing is kept alive). Like the compiled frames, it assumes cards and frames are not
 * mutated in place once drawn or analysed: an edit must make a new card object (the engine's
 * state and the editor's updates are immutable). Stack analysis calls this for every card of
 * every stack on every action, so rebuilding the elements each time dominated the engine.
 */
const elementCache = new WeakMap<Card, WeakMap<Frame, readonly CardElement[]>>();

function buildCardElements(card: Card, frame: Frame): CardElement[] {
  const out: CardElement[] = [];
  for (const { region, textBox } of compileFrame(frame).regions) {
    switch (region.role) {
      case "points": {
        if (region.slot === undefined) break;
        // NOTE: a value no card can print (text typed in the form, NaN, 1000: the schema reports
        // it) counts as clear film until it is fixed, so no picture or reading ever shows it.
        const given = card.points?.[region.slot - 1] ?? null;
        const v = given === "blank" || isPointValue(given) ? given : null;
        if (v === null && !opaqueOverride(card, region)) break;
        if (v === null || v === "blank") {
          out.push(
            element("blank", card, frame, region, region.slot, undefined, undefined, "points"),
          );
        } else {
          out.push(element("points", card, frame, region, region.slot, v));
        }
        break;
      }
      case "icon": {
        if (region.slot === undefined) break;
        const v = card.icons?.[region.slot - 1] ?? null;
        if (v === null && !opaqueOverride(card, region)) break;
        if (v === null || v === "blank") {
          out.push(
            element("blank", card, frame, region, region.slot, undefined, undefined, "icon"),
          );
        } else {
          out.push(element("icon", card, frame, region, region.slot, undefined, v));
        }
        break;
      }
      case "text": {
        out.push(element("plate", card, frame, region));
        if (textBox && printsPlateText(card)) {
          const text = element("text", card, frame, region);
          text.x = textBox.x;
          text.y = textBox.y;
          text.width = textBox.width;
          text.height = textBox.height;
          out.push(text);
        }
        break;
      }
      case "name": {
        const name = element("name", card, frame, region);
        // A name printed on a plate is part of the plate: a card that overrides the plate (and
        // not the name) makes its name as clear or opaque as the plate, so that what the
        // renderer paints there (glyphs on the plate, no ground of their own) is what hides.
        const plate = plateUnder(frame, region);
        if (plate && opacityOverride(card, region.id) === undefined) {
          name.opaque = elementOpacity(card, frame, plate);
        }
        out.push(name);
        break;
      }
      case "portrait": {
        const kind = card.type === "untimely-death" ? "dead-image" : "portrait";
        out.push(element(kind, card, frame, region));
        break;
      }
      case "family":
        if (card.family !== undefined) {
          out.push(element("family-symbol", card, frame, region));
        }
        break;
      case "persistent":
        if (card.persistent === true) {
          out.push(element("persistent-icon", card, frame, region));
        }
        break;
      case "reminder":
        if (printsReminder(card)) out.push(element("reminder", card, frame, region));
        break;
      case "art":
        out.push(element("art", card, frame, region));
        break;
      case "decoration":
        out.push(element("decoration", card, frame, region));
        break;
      case "category-icon":
      case "emblem":
        // NOTE: marks are no elements: what they print (the icons of the card's effect
        // categories, which lib/layers does not know, or the frame's emblem) may be nothing, never
        // fills the rectangle and counts nothing, so they neither hide nor show anything in the
        // rules' reading. The renderer draws them from the frame's regions, over the elements.
        // Leaving them out also keeps them off the engine's hot loops (an element each per clear
        // card made summarizeStack ~40 % slower).
        break;
      default: {
        // A role this version does not know prints nothing (the schema refuses it anyway).
        const _unknown: never = region.role;
        void _unknown;
      }
    }
  }
  return out;
}
