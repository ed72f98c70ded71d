/**
 * The project's JSON Schemas as the JSON view gives them to Monaco's JSON language: every
 * described node also gets a `markdownDescription` with its examples, so hovering a field shows
 * what it means and what it can hold. Pure.
 */
import { SCHEMA_DOCUMENTS } from "@/lib/schema";

/** A schema document with the glob of the model names it applies to. */
export interface EditorSchema {
  uri: string;
  fileMatch?: string[];
  schema: object;
}

/** The Monaco model names of card JSON end with this (the card schema applies to them). */
export const CARD_MODEL_SUFFIX = ".card.json";

/** The `$id` of the card schema (ends with card.schema.json). */
export const CARD_SCHEMA_URI: string =
  SCHEMA_DOCUMENTS.find((d) => d.uri.endsWith("/card.schema.json"))?.uri ?? "";

function example(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes("`") ? text : `\`${text}\``;
}

function withHovers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withHovers);
  if (typeof node !== "object" || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas: copied as they are.
    out[key] = key === "examples" || key === "const" || key === "enum" ? value : withHovers(value);
  }
  const description = out.description;
  if (typeof description === "string" && out.markdownDescription === undefined) {
    const examples = Array.isArray(out.examples) ? out.examples : [];
    out.markdownDescription =
      examples.length > 0
        ? `${description}\n\nExamples: ${examples.map(example).join(", ")}`
        : description;
  }
  return out;
}

/** The schema documents for Monaco: the card schema applies to card models. */
export function editorSchemas(): EditorSchema[] {
  return SCHEMA_DOCUMENTS.map((d) => ({
    uri: d.uri,
    schema: withHovers(d.schema) as object,
    ...(d.uri === CARD_SCHEMA_URI ? { fileMatch: [`*${CARD_MODEL_SUFFIX}`] } : {}),
  }));
}
