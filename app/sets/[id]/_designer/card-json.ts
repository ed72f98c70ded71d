/**
 * A card as JSON text, for the editor's JSON view: the text shown for a card, reading an edited
 * text back (a card the page can work with, or why not, at a line and column), where a field
 * is in the text, and the set's problems of the card placed in the text. Pure.
 */
import type { Card, Diagnostic, Range } from "@/lib/model";
import { errorDiagnostic, START_RANGE } from "@/lib/model";
import { parseJson } from "@/lib/schema";

/** The source name of diagnostics about the JSON view's text. */
export const CARD_JSON_SOURCE = "card.json";

/** A card as the JSON view shows it: two-space JSON, as in set.json. */
export function cardJsonText(card: Card): string {
  return JSON.stringify(card, null, 2) + "\n";
}

/** Reading an edited text: the card to put in the document, or why it cannot be taken. */
export type CardJsonRead = { ok: true; card: Card } | { ok: false; diagnostics: Diagnostic[] };

function refusal(code: string, message: string, range: Range): CardJsonRead {
  return {
    ok: false,
    diagnostics: [errorDiagnostic(code, message, CARD_JSON_SOURCE, { range })],
  };
}

/**
 * The card in `text`, when it parses and the page can hold it: an object whose `id` is a
 * string no other card has (`otherIds`) and whose `name` and `type` are strings. Anything else
 * the schema refuses (a bad number, an unknown icon) is taken, so the problems panel shows it.
 */
export function readCardJson(text: string, otherIds: ReadonlySet<string>): CardJsonRead {
  const parsed = parseJson(text, CARD_JSON_SOURCE);
  const syntax = parsed.diagnostics.filter((d) => d.severity === "error");
  if (parsed.value === undefined || syntax.length > 0) {
    return { ok: false, diagnostics: syntax.length ? syntax : parsed.diagnostics };
  }
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return refusal("card-json/not-object", "a card is a JSON object: { … }", parsed.locate(""));
  }
  const card = value as Record<string, unknown>;
  for (const key of ["id", "type", "name"] as const) {
    if (typeof card[key] !== "string") {
      const range = key in card ? parsed.locate(`/${key}`) : START_RANGE;
      return refusal(
        "card-json/missing-field",
        `the card needs "${key}" as a string to be taken (the last good version is kept)`,
        range,
      );
    }
  }
  const id = card.id as string;
  if (id === "" || otherIds.has(id)) {
    return refusal(
      "card-json/id-taken",
      id === ""
        ? "the card's id cannot be empty (the last good version is kept)"
        : `another card already has the id '${id}' — choose another (the last good version is kept)`,
      parsed.locate("/id"),
    );
  }
  return { ok: true, card: value as Card };
}

function has(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return /^\d+$/.test(key) && Number(key) < value.length;
  return typeof value === "object" && value !== null && Object.hasOwn(value, key);
}

/**
 * Where the field `path` ("points/0", "effect") is in `text`: the value of the longest prefix of
 * the path that exists (the card's start when none does, or when the text does not parse).
 */
export function fieldRangeIn(text: string, path: string): Range {
  const parsed = parseJson(text, CARD_JSON_SOURCE);
  if (parsed.value === undefined) return START_RANGE;
  const parts = path.split("/").filter((p) => p !== "");
  let value: unknown = parsed.value;
  let found = 0;
  for (const part of parts) {
    if (!has(value, part)) break;
    value = (value as Record<string, unknown>)[part];
    found++;
  }
  const pointer = parts
    .slice(0, found)
    .map((p) => `/${p.replaceAll("~", "~0").replaceAll("/", "~1")}`)
    .join("");
  return parsed.locate(pointer);
}

/**
 * The set's diagnostics about one card (field paths inside the card), placed in the card's JSON
 * text. Schema problems are left out: the JSON editor's own schema check shows them.
 */
export function placeInCardJson(
  text: string,
  problems: readonly { diagnostic: Diagnostic; field?: string }[],
): Diagnostic[] {
  return problems
    .filter((p) => !p.diagnostic.code.startsWith("schema/"))
    .map((p) => ({
      ...p.diagnostic,
      source: CARD_JSON_SOURCE,
      range: fieldRangeIn(text, p.field ?? ""),
    }));
}
