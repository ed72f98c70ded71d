import { cardLabel } from "../model";
import { fromPointer, getOwn } from "./pointer";

/**
 * Plain words for places and values in a set, so messages read "'points[1]' of card “Ada”"
 * rather than "/cards/12/points/1".
 */

/**
 * The arrays whose items are named things, by the noun of their owner ("" for the set).
 * Maps, not object literals: the keys looked up come from user data ("constructor", …).
 */
const ITEM_NOUNS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    "",
    new Map([
      ["cards", "card"],
      ["families", "family"],
      ["icons", "icon"],
      ["frames", "frame"],
      ["backs", "back"],
      ["credits", "credit"],
    ]),
  ],
  ["frame", new Map([["regions", "region"]])],
]);

/** Where a pointer leads: the innermost named thing (a card, a region…) and the field in it. */
export interface Place {
  /** "card 'ada'", "region 'plate' of frame 'tall'", or undefined at the set's own level. */
  entity?: string;
  /** "points[1]", "translations.fr.name", "rules.handSize", or undefined for the entity itself. */
  field?: string;
}

/**
 * How an item of an array is named: a card by its current name (lib/model's `cardLabel`, so
 * messages follow a rename), anything else by its id when it has a readable one; else by
 * position.
 */
export function itemLabel(noun: string, item: unknown, index: number): string {
  if (noun === "card") return cardLabel(getOwn(item, "name"), getOwn(item, "id"), index);
  const id = getOwn(item, "id");
  if (typeof id === "string" && id.length > 0 && id.length <= 64 && /^[\x20-\x7e]+$/.test(id)) {
    return `${noun} '${id}'`;
  }
  return `${noun} #${index + 1}`;
}

/** The place `pointer` leads to inside `root` (a parsed set, or any JSON value). */
export function placeOf(root: unknown, pointer: string): Place {
  let entity: string | undefined;
  let owner = "";
  let fieldParts: string[] = [];
  let value = root;
  for (const segment of fromPointer(pointer)) {
    const isIndex = Array.isArray(value);
    const next = getOwn(value, segment);
    const collection = fieldParts.length === 1 ? fieldParts[0] : undefined;
    const noun = collection === undefined ? undefined : ITEM_NOUNS.get(owner)?.get(collection);
    if (isIndex && noun !== undefined) {
      const label = itemLabel(noun, next, Number(segment));
      entity = entity === undefined ? label : `${label} of ${entity}`;
      owner = noun;
      fieldParts = [];
    } else {
      fieldParts.push(isIndex ? `[${segment}]` : segment);
    }
    value = next;
  }
  const field = fieldParts.reduce(
    (out, part) => (part.startsWith("[") || out === "" ? out + part : `${out}.${part}`),
    "",
  );
  return { entity, field: field === "" ? undefined : field };
}

/** How messages name the value read, and its top-level fields. */
export interface Naming {
  /** The whole value: "the set", "the request". */
  whole: string;
  /**
   * Other words for a field outside any named item ("dpi", "cards.type"), e.g. the command-line
   * flag it came from; undefined keeps the quoted field ('dpi').
   */
  field?: (field: string) => string | undefined;
}

/** A set file's naming: the whole is "the set". */
export const SET_NAMING: Naming = Object.freeze({ whole: "the set" });

/** The subject of a message about the value at `pointer`: "'copies' of card 'ada'". */
export function subjectOf(root: unknown, pointer: string, naming: Naming = SET_NAMING): string {
  const { entity, field } = placeOf(root, pointer);
  if (field !== undefined)
    return entity === undefined
      ? (naming.field?.(field) ?? `'${field}'`)
      : `'${field}' of ${entity}`;
  return entity ?? naming.whole;
}

/** A value as a message shows it: 'text', 12, true, null, a list, an object. */
export function showValue(value: unknown): string {
  if (typeof value === "string") {
    const short = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `'${short.replace(/[\r\n]+/g, " ")}'`;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return "an object";
  return String(value);
}

/** A value with its kind, for type errors: "the text '3'", "the number 3", "a list of 2". */
export function showValueWithKind(value: unknown): string {
  if (typeof value === "string") return `the text ${showValue(value)}`;
  if (typeof value === "number") return `the number ${showValue(value)}`;
  return showValue(value);
}
