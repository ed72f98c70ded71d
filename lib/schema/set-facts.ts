/**
 * What the set's JSON Schema says, for the code that edits a set: each field's description (the
 * words the JSON editor's hover shows), the rules options' ranges and choices, and the limits
 * and patterns a form checks before it saves. Read from schemas/*.json, never restated, so a
 * change to the schema changes every form that offers the value.
 */
import cardSchema from "../../schemas/card.schema.json";
import exportSchema from "../../schemas/export-options.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import type { RulesOptions } from "../model";

type Node = Record<string, unknown>;

/** The schema node at a path of keys inside `root`, or undefined. */
function nodeAt(root: unknown, path: readonly string[]): Node | undefined {
  let node: unknown = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Node)[key];
  }
  return typeof node === "object" && node !== null ? (node as Node) : undefined;
}

/** A number the schema must have at `path`: a missing one is a schema change to follow here. */
function numberAt(root: unknown, path: readonly string[], key: string): number {
  const value = nodeAt(root, path)?.[key];
  if (typeof value !== "number") throw new Error(`the schema has no ${key} at ${path.join("/")}`);
  return value;
}

/** A pattern the schema must have at `path`, compiled. */
function patternAt(root: unknown, path: readonly string[]): RegExp {
  const value = nodeAt(root, path)?.pattern;
  if (typeof value !== "string") throw new Error(`the schema has no pattern at ${path.join("/")}`);
  return new RegExp(value);
}

/** A schema text for people: its `code` marks (meant for the JSON editor's hover) dropped. */
function plain(text: string): string {
  return text.replace(/`([^`]*)`/g, "$1");
}

/** The `description` at a path of keys inside the set schema, e.g. ["$defs", "family", …]. */
export function schemaDescription(path: readonly string[]): string | undefined {
  const d = nodeAt(setSchema, path)?.description;
  return typeof d === "string" ? plain(d) : undefined;
}

/** The schema facts of one rules option: description, range, choices. */
export interface RuleFacts {
  description?: string;
  minimum?: number;
  maximum?: number;
  enum?: string[];
}

/** The schema facts of the rules option `key`. */
export function ruleSchema(key: keyof RulesOptions): RuleFacts {
  const facts = (nodeAt(setSchema, ["$defs", "rulesOptions", "properties", key]) ??
    {}) as RuleFacts;
  return facts.description ? { ...facts, description: plain(facts.description) } : facts;
}

/** The rules options whose values are numbers. */
export type NumericRule =
  | "handSize"
  | "playsPerTurn"
  | "minPlayers"
  | "maxPlayers"
  | "fourPlayerRemoval"
  | "storiesInCentre";

const NUMERIC_RULES: readonly NumericRule[] = [
  "handSize",
  "playsPerTurn",
  "minPlayers",
  "maxPlayers",
  "fourPlayerRemoval",
  "storiesInCentre",
];

/** The range the schema allows each numeric rules option (a game's overrides too). */
export const RULE_LIMITS: Readonly<Record<NumericRule, { minimum: number; maximum: number }>> =
  Object.fromEntries(
    NUMERIC_RULES.map((key) => {
      const path = ["$defs", "rulesOptions", "properties", key];
      return [
        key,
        {
          minimum: numberAt(setSchema, path, "minimum"),
          maximum: numberAt(setSchema, path, "maximum"),
        },
      ];
    }),
  ) as Record<NumericRule, { minimum: number; maximum: number }>;

/** A language tag as the schema takes it (`languageTag`: "fr", "de-AT", "pt-BR"). */
export const LANGUAGE_TAG_PATTERN: RegExp = patternAt(setSchema, ["$defs", "languageTag"]);

/** A set version as the schema takes it: MAJOR.MINOR.PATCH, e.g. 1.0.0 or 0.2.1-beta. */
export const VERSION_PATTERN: RegExp = patternAt(setSchema, ["properties", "version"]);

/** The longest set title. */
export const MAX_SET_NAME = numberAt(setSchema, ["properties", "name"], "maxLength");

/** The longest story icon's SVG, in characters. */
export const MAX_ICON_SVG = numberAt(
  setSchema,
  ["$defs", "storyIcon", "properties", "svg"],
  "maxLength",
);

/** The longest saved stack name. */
export const MAX_STACK_NAME = numberAt(
  setSchema,
  ["$defs", "savedStack", "properties", "name"],
  "maxLength",
);

/** The longest frame name. */
export const MAX_FRAME_NAME = numberAt(frameSchema, ["properties", "name"], "maxLength");

/** A number's range as a schema allows it. */
export interface SchemaRange {
  minimum: number;
  maximum: number;
}

/** The range the schema must give the number at `path`. */
function rangeAt(root: unknown, path: readonly string[]): SchemaRange {
  return { minimum: numberAt(root, path, "minimum"), maximum: numberAt(root, path, "maximum") };
}

const ART_POSITION = ["properties", "artPosition", "properties"];

/** Where a card's art sits in its window (0 to 1 across and down) and its zoom. */
export const ART_POSITION_LIMITS: Readonly<Record<"x" | "y" | "zoom", SchemaRange>> = {
  x: rangeAt(cardSchema, [...ART_POSITION, "x"]),
  y: rangeAt(cardSchema, [...ART_POSITION, "y"]),
  zoom: rangeAt(cardSchema, [...ART_POSITION, "zoom"]),
};

/** The numbers of an export's options (schemas/export-options.schema.json), in their units. */
export const PRINT_LIMITS: Readonly<
  Record<"dpi" | "bleed" | "gap" | "margin" | "offsetX" | "offsetY", SchemaRange>
> = {
  dpi: rangeAt(exportSchema, ["properties", "dpi"]),
  bleed: rangeAt(exportSchema, ["properties", "bleed"]),
  gap: rangeAt(exportSchema, ["properties", "gap"]),
  margin: rangeAt(exportSchema, ["properties", "margin"]),
  offsetX: rangeAt(exportSchema, ["properties", "offset", "properties", "x"]),
  offsetY: rangeAt(exportSchema, ["properties", "offset", "properties", "y"]),
};

/** The longest side of a frame's card, in mm (its width and height alike). */
export const MAX_CARD_SIDE = Math.min(
  numberAt(frameSchema, ["properties", "width"], "maximum"),
  numberAt(frameSchema, ["properties", "height"], "maximum"),
);

/** The longest art file name. */
export const MAX_ART_NAME = numberAt(setSchema, ["$defs", "artFile"], "maxLength");

/** The numbers of a card cell: a point slot's range and how many copies a deck may hold. */
export const CARD_LIMITS: Readonly<Record<"points" | "copies", SchemaRange>> = {
  points: rangeAt(cardSchema, ["$defs", "pointSlot", "anyOf", "0"]),
  copies: rangeAt(cardSchema, ["properties", "copies"]),
};

/** The longest text of each card field that has a limit, in characters. */
export const CARD_TEXT_LIMITS: Readonly<
  Record<"name" | "effect" | "text" | "flavor" | "reminder", number>
> = {
  name: numberAt(cardSchema, ["properties", "name"], "maxLength"),
  effect: numberAt(cardSchema, ["properties", "effect"], "maxLength"),
  text: numberAt(cardSchema, ["properties", "text"], "maxLength"),
  flavor: numberAt(cardSchema, ["properties", "flavor"], "maxLength"),
  reminder: numberAt(cardSchema, ["properties", "reminder"], "maxLength"),
};
