/**
 * The columns of the cards CSV: how each card field becomes a cell and how a cell changes a
 * card. Empty point/icon cells are clear film (null), `blank` is an opaque blank; an empty
 * optional text cell removes the field. Text cells are protected from spreadsheet formula
 * injection (lib/model `escapeFormula`). Pure.
 */
import {
  BUILTIN_FRAME_IDS,
  CARD_TYPES,
  didYouMean,
  isSlug,
  slugify,
  unescapeFormula,
} from "../model";
import type { Card, CardText, CardType, IconSlot, PointSlot, VellumSet } from "../model";
import { CARD_LIMITS, CARD_TEXT_LIMITS } from "../schema";
import type { CardColumn } from "./types";

export type { CardColumn } from "./types";

/** The fixed columns, in export order. */
export const BASE_HEADERS = [
  "id",
  "type",
  "name",
  "family",
  "copies",
  "points.1",
  "points.2",
  "points.3",
  "icons.1",
  "icons.2",
  "icons.3",
  "persistent",
  "effect",
  "text",
  "reminder",
  "flavor",
  "art",
  "frame",
  "back",
] as const;

/** Card texts with a translation column per language (`name@fr`, …), in export order. */
const TRANSLATED_FIELDS = ["name", "text", "flavor", "reminder"] as const;
type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** Whole or decimal number, optionally signed. */
const NUMBER_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

type Parsed<T> = { value: T } | { error: string };

function parsePoint(value: string): Parsed<PointSlot> {
  // The app writes negative figures with a real minus sign (U+2212); a copied one pastes back.
  const v = value.trim().replace(/^\u2212/, "-");
  if (v === "") return { value: null };
  if (v.toLowerCase() === "blank") return { value: "blank" };
  if (NUMBER_RE.test(v)) return { value: Number(v) };
  return {
    error: `'${value}' is not a number — write a number, "blank" for an opaque blank, or leave the cell empty for clear film`,
  };
}

function parseIcon(value: string): Parsed<IconSlot> {
  const v = value.trim();
  if (v === "") return { value: null };
  if (v.toLowerCase() === "blank") return { value: "blank" };
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v)) return { value: v };
  return {
    error: `'${value}' is not an icon id — write an icon id of the set, "blank", or leave the cell empty`,
  };
}

function slotColumn(kind: "points" | "icons", slot: 0 | 1 | 2): CardColumn {
  return {
    header: `${kind}.${slot + 1}`,
    kind: kind === "points" ? "point" : "icon",
    label: `${kind === "points" ? "Points" : "Icon"} ${slot + 1}`,
    text: false,
    format: (card) => {
      const v = card[kind]?.[slot];
      return v === null || v === undefined ? "" : String(v);
    },
    apply: (card, value) => {
      if (kind === "points") {
        const parsed = parsePoint(value);
        if ("error" in parsed) return parsed.error;
        card.points ??= [null, null, null];
        card.points[slot] = parsed.value;
      } else {
        const parsed = parseIcon(value);
        if ("error" in parsed) return parsed.error;
        card.icons ??= [null, null, null];
        card.icons[slot] = parsed.value;
      }
      return undefined;
    },
    check: (set, value) => {
      if (kind === "points") {
        const parsed = parsePoint(value);
        return "value" in parsed && typeof parsed.value === "number"
          ? rangeProblem(value, parsed.value, CARD_LIMITS.points, "points are")
          : undefined;
      }
      const parsed = parseIcon(value);
      if (!("value" in parsed) || parsed.value === null || parsed.value === "blank")
        return undefined;
      return unknownId(
        parsed.value,
        "an icon",
        set.icons.map((i) => i.id),
      );
    },
  };
}

/** Why a number is not a whole number of `range` (`what` names the values: "points are"). */
function rangeProblem(
  cell: string,
  value: number,
  range: { minimum: number; maximum: number },
  what: string,
): string | undefined {
  if (Number.isInteger(value) && value >= range.minimum && value <= range.maximum) return undefined;
  return `'${cell.trim()}' is out of range: ${what} whole numbers from ${range.minimum} to ${range.maximum}`;
}

/** Why `id` is refused when it is not one of `known` (`what`: "an icon", "a family"). */
function unknownId(id: string, what: string, known: readonly string[]): string | undefined {
  if (known.includes(id)) return undefined;
  const hint = didYouMean(id, known);
  const choices = known.length === 0 ? " (it has none yet)" : hint ? "" : ` (${known.join(", ")})`;
  return `'${id}' is not ${what} of the set${hint}${choices}`;
}

/** Why a text is refused when it is longer than the schema allows. */
function lengthProblem(value: string, max: number): string | undefined {
  return value.length > max
    ? `the text is too long: at most ${max} characters; got ${value.length}`
    : undefined;
}

/** The set-aware check of each optional text column. */
const OPTIONAL_CHECKS: Partial<Record<OptionalText, NonNullable<CardColumn["check"]>>> = {
  family: (set, value) =>
    unknownId(
      value.trim(),
      "a family",
      set.families.map((f) => f.id),
    ),
  frame: (set, value) =>
    unknownId(value.trim(), "a frame", [
      ...(set.frames ?? []).map((f) => f.id),
      ...Object.values(BUILTIN_FRAME_IDS),
    ]),
  back: (set, value) =>
    unknownId(
      value.trim(),
      "a card back",
      (set.backs ?? []).map((b) => b.id),
    ),
  effect: (_set, value) => lengthProblem(value, CARD_TEXT_LIMITS.effect),
  text: (_set, value) => lengthProblem(value, CARD_TEXT_LIMITS.text),
  reminder: (_set, value) => lengthProblem(value, CARD_TEXT_LIMITS.reminder),
  flavor: (_set, value) => lengthProblem(value, CARD_TEXT_LIMITS.flavor),
};

type OptionalText = "family" | "effect" | "text" | "reminder" | "flavor" | "art" | "frame" | "back";

const OPTIONAL_TEXT: Record<OptionalText, { kind: CardColumn["kind"]; label: string }> = {
  family: { kind: "family", label: "Family" },
  effect: { kind: "effect", label: "Effect" },
  text: { kind: "text", label: "Text" },
  reminder: { kind: "text", label: "Reminder" },
  flavor: { kind: "text", label: "Flavor" },
  art: { kind: "art", label: "Art" },
  frame: { kind: "frame", label: "Frame" },
  back: { kind: "back", label: "Back" },
};

function optionalTextColumn(field: OptionalText, free: boolean): CardColumn {
  const check = OPTIONAL_CHECKS[field];
  return {
    header: field,
    ...OPTIONAL_TEXT[field],
    text: true,
    format: (card) => card[field] ?? "",
    apply: (card, value) => {
      const v = free ? value : value.trim();
      if (v === "") delete card[field];
      else card[field] = v;
      return undefined;
    },
    // An emptied cell removes the field: nothing to check.
    ...(check
      ? { check: (set, value, id) => (value.trim() === "" ? undefined : check(set, value, id)) }
      : {}),
  };
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  "1": true,
  false: false,
  no: false,
  "0": false,
};

const TYPE_COLUMN: CardColumn = {
  header: "type",
  kind: "type",
  label: "Type",
  text: true,
  format: (card) => card.type,
  apply: (card, value) => {
    const v = value.trim();
    if ((CARD_TYPES as readonly string[]).includes(v)) {
      card.type = v as CardType;
      return undefined;
    }
    if (v === "") return `a card needs a type — one of ${CARD_TYPES.join(", ")}`;
    return `'${v}' is not a card type${didYouMean(v, CARD_TYPES)} (one of ${CARD_TYPES.join(", ")})`;
  },
};

const NAME_COLUMN: CardColumn = {
  header: "name",
  kind: "name",
  label: "Name",
  text: true,
  format: (card) => card.name,
  apply: (card, value) => {
    if (value.trim() === "") return "a card needs a name";
    card.name = value;
    return undefined;
  },
  check: (_set, value) => lengthProblem(value, CARD_TEXT_LIMITS.name),
};

/** The card's id (the grid's; a sheet's id column is its rows' key, read by the diff). */
const ID_COLUMN: CardColumn = {
  header: "id",
  kind: "id",
  label: "Id",
  text: true,
  format: (card) => card.id,
  apply: (card, value) => {
    const v = value.trim();
    if (isSlug(v)) {
      card.id = v;
      return undefined;
    }
    if (v === "") return "a card needs an id";
    const hint = slugify(v);
    return `'${v}' is not a valid card id — use lower-case letters, digits and single hyphens${hint ? ` (e.g. '${hint}')` : ""}`;
  },
  check: (set, value, cardId) => {
    const v = value.trim();
    const other = v === cardId ? undefined : set.cards.find((c) => c.id === v);
    return other
      ? `card '${other.name}' already has the id '${v}' — give each card its own id`
      : undefined;
  },
};

const COPIES_COLUMN: CardColumn = {
  header: "copies",
  kind: "count",
  label: "Copies",
  text: false,
  format: (card) => (card.copies === undefined ? "" : String(card.copies)),
  apply: (card, value) => {
    const v = value.trim();
    if (v === "") delete card.copies;
    else if (/^\d+$/.test(v)) card.copies = Number(v);
    else
      return `'${value}' is not a number of copies — write a whole number, or leave it empty for 1`;
    return undefined;
  },
  check: (_set, value) => {
    const v = value.trim();
    return /^\d+$/.test(v)
      ? rangeProblem(v, Number(v), CARD_LIMITS.copies, "copies are")
      : undefined;
  },
};

const PERSISTENT_COLUMN: CardColumn = {
  header: "persistent",
  kind: "boolean",
  label: "Persistent",
  text: false,
  format: (card) => (card.persistent === undefined ? "" : String(card.persistent)),
  apply: (card, value) => {
    const v = value.trim().toLowerCase();
    if (v === "") delete card.persistent;
    else if (v in BOOLEANS) card.persistent = BOOLEANS[v];
    else return `'${value}' is not true or false — write true, false, or leave it empty`;
    return undefined;
  },
};

function translationColumn(field: TranslatedField, language: string): CardColumn {
  return {
    header: `${field}@${language}`,
    kind: field === "name" ? "name" : "text",
    label: `${field[0]!.toUpperCase()}${field.slice(1)} (${language})`,
    text: true,
    format: (card) => card.translations?.[language]?.[field] ?? "",
    apply: (card, value) => {
      const translations = card.translations ?? {};
      const text: CardText = { ...translations[language] };
      if (value === "") delete text[field];
      else text[field] = value;
      if (Object.keys(text).length > 0) translations[language] = text;
      else delete translations[language];
      if (Object.keys(translations).length > 0) card.translations = translations;
      else delete card.translations;
      return undefined;
    },
  };
}

const FIXED_COLUMNS: CardColumn[] = [
  TYPE_COLUMN,
  NAME_COLUMN,
  optionalTextColumn("family", false),
  COPIES_COLUMN,
  slotColumn("points", 0),
  slotColumn("points", 1),
  slotColumn("points", 2),
  slotColumn("icons", 0),
  slotColumn("icons", 1),
  slotColumn("icons", 2),
  PERSISTENT_COLUMN,
  optionalTextColumn("effect", true),
  optionalTextColumn("text", true),
  optionalTextColumn("reminder", true),
  optionalTextColumn("flavor", true),
  optionalTextColumn("art", false),
  optionalTextColumn("frame", false),
  optionalTextColumn("back", false),
];

/** Every column but `id` (which is the row's key), for the given translation languages. */
export function cardColumns(languages: readonly string[]): CardColumn[] {
  const translated = languages.flatMap((lang) =>
    TRANSLATED_FIELDS.map((f) => translationColumn(f, lang)),
  );
  return [...FIXED_COLUMNS, ...translated];
}

/** Whether a header names a translation column (`field@lang`), and of which language. */
export function translationHeader(header: string): { field: string; language: string } | undefined {
  const m = /^(name|text|flavor|reminder)@(.+)$/.exec(header);
  return m?.[1] && m[2] ? { field: m[1], language: m[2] } : undefined;
}

/**
 * The grid's columns: the name first (a row's first cell names its card), then the id and every
 * other card column, with the translation columns of `languages` (the grid adds them on demand).
 */
export function gridColumns(languages: readonly string[]): CardColumn[] {
  const columns = cardColumns(languages);
  const rest = columns.filter((c) => c !== NAME_COLUMN);
  return [NAME_COLUMN, ID_COLUMN, ...rest];
}

/**
 * A cell as the columns take it: a text cell without its formula guard (`'=…` → `=…`), a number
 * cell without the `'` a spreadsheet user may type before it.
 */
export function cellValue(column: CardColumn, cell: string): string {
  return column.text ? unescapeFormula(cell) : stripQuote(cell);
}

/** Number cells never carry the formula guard, but a spreadsheet user may type one: drop it. */
function stripQuote(cell: string): string {
  return /^'[+-]?[\d.]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Applies the cell `value` (as `cellValue` gives it) to the draft `card`, the card `cardId` of
 * `set`: the column's conversion, then what the set says of it (`CardColumn.check`). Answers why
 * the cell is refused; the draft may then be half changed, so callers apply to a copy.
 */
export function applyCell(
  set: VellumSet,
  column: CardColumn,
  card: Card,
  value: string,
  cardId: string,
): string | undefined {
  return column.apply(card, value) ?? column.check?.(set, value, cardId);
}
