/**
 * Where a problem can be fixed: the page of the set (and the section of it) that owns the value
 * a diagnostic's JSON pointer leads to. Cards open in the designer at their field, frames on the
 * frames page, the saved stacks in the stacks page, and everything else about the set in the
 * section of the settings page that edits it. Pure: the problems panel and the settings page
 * both read it, so a problem is listed where it is fixed and the panel's link goes there.
 */
import { fromPointer } from "@/lib/schema";
import type { VellumSet } from "@/lib/model";
import { capitalised, readableWords } from "@/lib/model";

/** The sections of the settings page, in page order (their element ids). */
export const SETTINGS_SECTIONS = [
  "general",
  "languages",
  "rules",
  "words",
  "translations",
  "house-style",
  "categories",
  "backs",
  "families",
  "icons",
  "credits",
] as const;

/** One section of the settings page. */
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** The page (and place on it) where the value at a pointer is edited. */
export type ProblemPlace =
  | { page: "card"; cardId: string; field?: string }
  | { page: "settings"; section: SettingsSection; pointer: string }
  | { page: "frames"; frameId?: string }
  | { page: "stacks" };

/** Top-level keys of a set and the settings section that edits each. */
const SECTION_OF_KEY: Readonly<Record<string, SettingsSection>> = {
  $schema: "general",
  id: "general",
  name: "general",
  version: "general",
  author: "general",
  description: "general",
  language: "languages",
  languages: "languages",
  rules: "rules",
  backs: "backs",
  families: "families",
  icons: "icons",
  credits: "credits",
  printWords: "translations",
  translations: "translations",
  phrases: "house-style",
};

/** The rules options that the Words section edits (the rest are the Rules section's). */
const WORD_RULES = new Set(["familyWord", "pointsWord", "translations"]);

/**
 * The settings section that owns the value at `pointer`, or undefined when the settings page does
 * not edit it (cards, frames, stacks). The set's root ("") and unknown top-level keys belong to
 * General, which shows what is wrong with the file as a whole.
 */
export function settingsSectionOf(pointer: string): SettingsSection | undefined {
  const [key, second] = fromPointer(pointer);
  if (key === undefined) return "general";
  if (key === "cards" || key === "frames" || key === "stacks") return undefined;
  if (key === "rules" && second !== undefined && WORD_RULES.has(second)) return "words";
  if (key === "rules" && second === "effectCategories") return "categories";
  return SECTION_OF_KEY[key] ?? "general";
}

/** The item at `index` of a list the document may or may not hold (a set with problems). */
function itemAt(list: unknown, index: string | undefined): { id?: unknown } | undefined {
  if (!Array.isArray(list) || index === undefined) return undefined;
  const item: unknown = list[Number(index)];
  return typeof item === "object" && item !== null ? (item as { id?: unknown }) : undefined;
}

/**
 * Where the problem at `pointer` is fixed in `set`: a card (by the card at that index) and its
 * field, a frame (by id), the stacks page, or a settings section. A pointer into a card or frame
 * the set no longer has falls back to the whole list's page. `set` may be a saved document with
 * problems: what it lacks is never read as there.
 */
export function problemPlace(
  set: Pick<VellumSet, "cards" | "frames"> | Record<string, unknown>,
  pointer: string | undefined,
): ProblemPlace {
  const path = fromPointer(pointer ?? "");
  const [key, index, ...rest] = path;
  if (key === "cards") {
    const found = itemAt(set.cards, index);
    const card = typeof found?.id === "string" ? { id: found.id } : undefined;
    if (card)
      return rest.length > 0
        ? { page: "card", cardId: card.id, field: rest.join("/") }
        : { page: "card", cardId: card.id };
    return { page: "settings", section: "general", pointer: pointer ?? "" };
  }
  if (key === "frames") {
    const frame = itemAt(set.frames, index);
    return typeof frame?.id === "string"
      ? { page: "frames", frameId: frame.id }
      : { page: "frames" };
  }
  if (key === "stacks") return { page: "stacks" };
  return {
    page: "settings",
    section: settingsSectionOf(pointer ?? "") ?? "general",
    pointer: pointer ?? "",
  };
}

/**
 * The address of a place on another page of set `setId`: the settings page with the section as
 * its hash and the field's pointer as `?field=`, the frames page with `?frame=`, the stacks page;
 * a card's place is the designer's `?card=` (with `&field=`, which opens the problem there).
 */
export function problemHref(setId: string, place: ProblemPlace): string {
  const base = `/sets/${encodeURIComponent(setId)}`;
  switch (place.page) {
    case "card": {
      // The designer opens the card, and with `field` the problem at that field.
      const query = new URLSearchParams({ card: place.cardId });
      if (place.field !== undefined) query.set("field", place.field);
      return `${base}?${query.toString()}`;
    }
    case "settings":
      return place.pointer === ""
        ? `${base}/settings#${place.section}`
        : `${base}/settings?field=${encodeURIComponent(place.pointer)}#${place.section}`;
    case "frames":
      return place.frameId === undefined
        ? `${base}/frames`
        : `${base}/frames?frame=${encodeURIComponent(place.frameId)}`;
    case "stacks":
      return `${base}/stacks`;
    default: {
      const never: never = place;
      throw new Error(`unknown place ${JSON.stringify(never)}`);
    }
  }
}

/** The designer's address with card `cardId` open: every link to a card is this one. */
export function cardHref(setId: string, cardId: string): string {
  return problemHref(setId, { page: "card", cardId });
}

/** The settings sections' titles, as their headings and the sidebar show them. */
export const SETTINGS_TITLES: Readonly<Record<SettingsSection, string>> = {
  general: "General",
  languages: "Languages",
  rules: "Rules options",
  words: "Words",
  translations: "Set texts",
  "house-style": "House style",
  categories: "Effect categories",
  backs: "Card backs",
  families: "Families",
  icons: "Story icons",
  credits: "Credits",
};

/**
 * A settings section's title as a person reads it for `set`: the families section in the set's
 * own word ("Parties" for a set whose word is "party"); the built-in titles without a set.
 */
export function settingsTitle(
  section: SettingsSection,
  set?: { language?: unknown; rules?: unknown },
): string {
  if (section === "families" && set !== undefined) return capitalised(readableWords(set).families);
  return SETTINGS_TITLES[section];
}

/**
 * Where a place is, in words for a link: "Settings › Families" (in the words of `set` when
 * given: "Settings › Parties"), "Frames", "Stacks".
 */
export function placeLabel(
  place: ProblemPlace,
  set?: { language?: unknown; rules?: unknown },
): string {
  switch (place.page) {
    case "card":
      return place.field ?? "";
    case "settings":
      return `Settings › ${settingsTitle(place.section, set)}`;
    case "frames":
      return place.frameId === undefined ? "Frames" : `Frames › ${place.frameId}`;
    case "stacks":
      return "Stacks";
    default: {
      const never: never = place;
      throw new Error(`unknown place ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Whether the problem at `problem` (a pointer) is about the value at `at` or inside it:
 * `/families/0/color` is within `/families/0` and within itself, not within `/families/01`.
 */
export function pointerWithin(problem: string, at: string): boolean {
  return problem === at || problem.startsWith(`${at}/`);
}
