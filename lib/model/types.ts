/**
 * The data model of a Vellum set (an expansion) and everything in it.
 *
 * These interfaces mirror `schemas/*.schema.json` one to one: the schema is the contract for
 * files on disk, these types are the contract for code. Keep them in step (the schema tests
 * check the sample set against both).
 */

import type { CardType } from "./card-types";

/**
 * One point slot (RULES.md R1.3): a visible value, an opaque blank that hides what is below,
 * or `null` for clear film that lets the slot below show through.
 */
export type PointSlot = number | "blank" | null;

/**
 * One story-icon slot (RULES.md R1.4): an icon id of the set, an opaque blank, or `null` for
 * clear film.
 */
export type IconSlot = string | "blank" | null;

/** Per-region opacity override on a card: forces a frame region opaque or clear. */
export type RegionOpacity = "opaque" | "clear";

/**
 * Translatable text of a card in one language. Missing fields fall back to the default
 * language. The effect itself is not translated: it is effect-language source, the same in
 * every edition; `text` is its printed wording in this language.
 */
export interface CardText {
  name?: string;
  text?: string;
  flavor?: string;
  reminder?: string;
  /**
   * What each field was translated from: `sourceFingerprint` of the main language's text when
   * the translation was saved or imported (a source that changed since reads as changed).
   */
  from?: Partial<Record<CardTextField, string>>;
}

/** The text fields of a card's translation. */
export type CardTextField = "name" | "text" | "flavor" | "reminder";

/** A card of the set. */
export interface Card {
  /** Stable slug, unique in the set; re-imports update the card with the same id. */
  id: string;
  type: CardType;
  name: string;
  /** Frame id; when absent the set's default frame for the card's type is used. */
  frame?: string;
  /** Back id; when absent the set's default back for the card's type is used. */
  back?: string;
  /** How many copies go into the deck (default 1). */
  copies?: number;
  /** Family id: required for characters, absent on every other type. */
  family?: string;
  /** Point slots, top to bottom on the left edge (RULES.md R1.3). */
  points?: [PointSlot, PointSlot, PointSlot];
  /** Story-icon slots, top to bottom on the right edge (RULES.md R1.4). */
  icons?: [IconSlot, IconSlot, IconSlot];
  /** The effect, in the effect language (docs/effect-language.md): what the engine runs. */
  effect?: string;
  /**
   * The rules text printed on the card. When absent the effect source is printed (it reads
   * like card text); set it for wording of your own, with `{icon}` tokens for inline icons.
   */
  text?: string;
  /** Flavour text: no rules meaning (RULES.md R1.5). */
  flavor?: string;
  /** Persistent cards show the persistent icon and this reminder under the portrait (R1.7). */
  persistent?: boolean;
  reminder?: string;
  /** Art file name inside the set's `art/` folder. */
  art?: string;
  /** Per-region opacity overrides, keyed by the frame's region id. */
  opacity?: Record<string, RegionOpacity>;
  /** Translations keyed by language tag (e.g. "fr", "de-AT"). */
  translations?: Record<string, CardText>;
  /** Where the art sits in its portrait window and how far it is zoomed (default: centred, 1). */
  artPosition?: ArtPosition;
}

/**
 * The placement of a card's art in its window: the picture first fills the window (cropped to
 * cover it), is enlarged by `zoom` (≥ 1), and `x`/`y` (0–1) choose which part of the enlarged
 * picture the window shows, 0.5 being its centre.
 */
export interface ArtPosition {
  x: number;
  y: number;
  zoom: number;
}

/** The placement of art without an `artPosition`: centred, filling the window. */
export const DEFAULT_ART_POSITION: Readonly<ArtPosition> = Object.freeze({
  x: 0.5,
  y: 0.5,
  zoom: 1,
});

/** A family (RULES.md R1.2): the characters one player controls. */
export interface Family {
  id: string;
  name: string;
  /** Id of the story icon or symbol drawn under each character's portrait. */
  symbol: string;
  description?: string;
  translations?: Record<string, { name?: string; description?: string }>;
  /** The family's colour (#rgb or #rrggbb), for its symbol and its marks in the app. */
  color?: string;
}

/** A story icon (RULES.md R1.4), or a family symbol; drawn from its SVG. */
export interface StoryIcon {
  id: string;
  name: string;
  /** A self-contained SVG document (no scripts, no external references). */
  svg: string;
  /** Licence credit when the icon comes from an open icon set. */
  credit?: string;
  translations?: Record<string, { name?: string }>;
}

/** What a frame region is for; the renderer and the visibility engine read it. */
export const REGION_ROLES = [
  "name",
  "points",
  "icon",
  "text",
  "portrait",
  "family",
  "persistent",
  "reminder",
  "art",
  "decoration",
  "category-icon",
  "emblem",
] as const;
export type RegionRole = (typeof REGION_ROLES)[number];

/** A named rectangle on a frame, in millimetres from the card's top-left trim corner. */
export interface Region {
  id: string;
  role: RegionRole;
  x: number;
  y: number;
  width: number;
  height: number;
  /** For `points` and `icon` regions: which slot (1–3) the region holds. */
  slot?: 1 | 2 | 3;
  /** Whether the card's printed content in this region is opaque (hides what lies below). */
  opaque: boolean;
  /** Corner radius in mm (0 = square corners; half the width = a circle). */
  radius?: number;
}

/** A card frame: size, bleed, safe margin and named regions (DESIGN.md "geometry"). */
export interface Frame {
  id: string;
  name: string;
  /** Card types that use this frame by default. */
  types?: CardType[];
  /** Trim size in mm (default 63 × 88). */
  width: number;
  height: number;
  /** Bleed beyond the trim on every side, in mm (default 3). */
  bleed: number;
  /** Safe margin inside the trim, in mm. */
  safe: number;
  /** Whether the whole card is opaque (characters are; clear-film cards are not). */
  opaque: boolean;
  regions: Region[];
  /** Colours of the card's text plate and text (themeable per set). */
  style?: FrameStyle;
  /** The deck's symbol, printed in the frame's `emblem` regions on every card that uses it. */
  emblem?: FrameEmblem;
}

/**
 * A frame's fixed emblem: a sanitised SVG (recoloured in the frame's accent), or one of the set's
 * art files (`art`, drawn as it is, and instead of `svg` when both are given), and its credit.
 */
export interface FrameEmblem {
  svg?: string;
  /** An art file name in `art/` (PNG, JPEG, WebP or SVG), placed as card art is. */
  art?: string;
  credit?: string;
}

/** Colours and look of a frame (DESIGN.md "Default frames"). */
export interface FrameStyle {
  plate?: string;
  text?: string;
  accent?: string;
}

/** A card back. */
export interface CardBack {
  id: string;
  name: string;
  /** Card types that use this back by default. */
  types?: CardType[];
  /** Art file name in `art/`, or absent for the generated back. */
  art?: string;
  color?: string;
}

/** How ties are settled (RULES.md R9.3). */
export type TieRule = "share" | "fewest-dead" | "last-to-die";

/** Set-level rules options (RULES.md, "exposed as a set-level rules option"). */
export interface RulesOptions {
  /** Draw limit (R4.4). */
  handSize: number;
  /** Plays per turn (R4.1). */
  playsPerTurn: number;
  minPlayers: number;
  maxPlayers: number;
  /** Characters each player removes in a 4-player game (R3.2). */
  fourPlayerRemoval: number;
  /** Cthulhu-variant stories on/off (R8), and how many start in the centre (R3.4). */
  stories: boolean;
  storiesInCentre: number;
  /** Whether the played card's own icons count toward a character requirement (R6.6). */
  ownIconsCountForRequirements: boolean;
  ties: TieRule;
  /** Beginner option: ignore every card effect (R6.8). */
  beginner: boolean;
  /** Whether every modifier must print a point value (validate warns on one without; default false). */
  modifiersNeedPoints?: boolean;
  /** What the set calls a player's characters (R1.2): "family", "party", … */
  familyWord: string;
  /** What the set calls points (R1.3): "Self-Worth", "Pathos", … */
  pointsWord: string;
  /** `familyWord` and `pointsWord` in the set's other languages, keyed by language tag. */
  translations?: Record<string, Partial<SetWords>>;
  /**
   * The set's own effect categories (R6.2–R6.5): what it calls each, whether it has it at all, and
   * the icon its frames print for it. A category left out keeps the built-in heading, is present,
   * and prints no icon.
   */
  effectCategories?: Partial<Record<PrintedEffectCategory, EffectCategorySettings>>;
}

/** The effect categories a card can print (R6.2–R6.5); the keys of `rules.effectCategories`. */
export type PrintedEffectCategory = "immediate" | "response" | "continuous" | "persistent";

/**
 * The printed categories in the order a card prints their icons and the settings and the docs
 * list them (R6.2–R6.5): the one list every layer reads.
 */
export const PRINTED_EFFECT_CATEGORIES: readonly PrintedEffectCategory[] = Object.freeze([
  "immediate",
  "response",
  "continuous",
  "persistent",
]);

/** One effect category as the set declares it. */
export interface EffectCategorySettings {
  /**
   * The set's heading for it, without the colon ("ongoing" for `while visible:`). The effect
   * language accepts it as well as the built-in heading.
   */
  heading?: string;
  /** False when the set has no effects of this category (validate warns on one). Default true. */
  enabled?: boolean;
  /** The icon a frame's `category-icon` region draws for a card with this category. */
  icon?: EffectCategoryIcon;
  /** `heading` in the set's other languages, keyed by language tag. */
  translations?: Record<string, { heading?: string }>;
}

/** A category's printed icon: a sanitised SVG, and its credit when it comes from an icon set. */
export interface EffectCategoryIcon {
  svg: string;
  credit?: string;
}

/** The words a set uses for its own concepts (see `setWords` in words.ts). */
export interface SetWords {
  familyWord: string;
  pointsWord: string;
}

/**
 * The words Vellum prints on print sheets (footers) and generated backs; `{n}` and `{total}`
 * stand for numbers in `sheet` and `page`.
 */
export interface PrintWords {
  fronts: string;
  backs: string;
  underlay: string;
  longEdge: string;
  shortEdge: string;
  sheet: string;
  page: string;
  cardBack: string;
}

/** The set's own texts in one language; each left out falls back to the main language's. */
export interface SetTranslation {
  name?: string;
  description?: string;
  printWords?: Partial<PrintWords>;
}

/** A credit line shown in the app and in exports (fonts, icons, art). */
export interface Credit {
  what: string;
  who: string;
  licence: string;
  url?: string;
}

/** A whole set (expansion): the content of one `set.json`. */
export interface VellumSet {
  $schema?: string;
  /** Slug, also the folder name in the workspace. */
  id: string;
  name: string;
  /** The set's own version (semantic version). */
  version: string;
  description?: string;
  author?: string;
  /** Default language tag of the set's texts. */
  language: string;
  /** Other languages the set carries translations for. */
  languages?: string[];
  /** The words printed on print sheets in the main language (see `setText` in set-text.ts). */
  printWords?: Partial<PrintWords>;
  /** The set's name, description and printed words in its other languages, by language tag. */
  translations?: Record<string, SetTranslation>;
  families: Family[];
  icons: StoryIcon[];
  /** Custom frames; the built-in frames (`lib/model/frames.ts`) are always available. */
  frames?: Frame[];
  /** Card backs; without one, every type uses the generated built-in back. */
  backs?: CardBack[];
  cards: Card[];
  rules: RulesOptions;
  credits?: Credit[];
  /** Stack expectations saved in the stack lab (checked by the set's cross-checks). */
  stacks?: SavedStack[];
  /**
   * The set's house style for generated rules text: by language tag, phrase id → ICU message
   * replacing the shipped catalog's phrase (lib/text; docs/rules-text.md).
   */
  phrases?: Record<string, Record<string, string>>;
  /** The spreadsheet the set's cards are kept in step with (lib/sheet; docs/sheets.md). */
  sheet?: SheetLink;
}

/**
 * A set's linked sheet: a CSV, TSV or XLSX file in the set's folder, or an http(s) URL that
 * answers CSV (a published Google Sheet). "Pull" reads it and shows the difference before
 * applying it; "Push" writes the cards back to a linked file.
 */
export interface SheetLink {
  /** A file name in the set's folder (`cards.csv`, `cards.tsv`, `cards.xlsx`); or `url`. */
  file?: string;
  /** An http(s) URL answering CSV; or `file`. */
  url?: string;
  /** XLSX: the worksheet read and written (default: the first). */
  worksheet?: string;
  /**
   * Headers of the sheet that are not card columns, mapped once: the card column's header
   * (`points.1`, `name@fr`) each stands for, or null for a column the set ignores.
   */
  mapping?: Record<string, string | null>;
}

/** What a saved stack should show (lib/layers' reading of it, RULES R2). */
export interface StackExpectation {
  /** The sum of the visible point values. */
  selfWorth: number;
  /** Visible story icon ids, one entry per visible icon, any order. */
  icons: string[];
  /** An untimely death is in the stack. */
  dead: boolean;
  /** Optional: ids of the cards whose effect is live, any order; absent = not checked. */
  liveEffects?: string[];
}

/** A stack saved with its expected reading: a regression test of card interactions. */
export interface SavedStack {
  id: string;
  name: string;
  /** Id of the character at the bottom. */
  character: string;
  /** Ids of the cards played on it, bottom to top. */
  cards: string[];
  expect: StackExpectation;
}

/** The rules options a new set starts with (RULES.md defaults). */
export const DEFAULT_RULES: Readonly<RulesOptions> = Object.freeze({
  handSize: 5,
  playsPerTurn: 2,
  minPlayers: 2,
  maxPlayers: 5,
  fourPlayerRemoval: 1,
  stories: false,
  storiesInCentre: 2,
  ownIconsCountForRequirements: false,
  ties: "share",
  beginner: false,
  modifiersNeedPoints: false,
  familyWord: "family",
  pointsWord: "Self-Worth",
});
