/**
 * Help texts of the settings form, read from the set's JSON Schema (schemas/set.schema.json),
 * the same words the JSON editor's hover shows, so they are written once.
 */
import { SCHEMA_DOCUMENTS, SET_SCHEMA_ID } from "@/lib/schema";

const setSchema = SCHEMA_DOCUMENTS.find((d) => d.uri === SET_SCHEMA_ID)?.schema as
  Record<string, unknown> | undefined;

/** A schema text for the page: its `code` marks (meant for the JSON editor's hover) dropped. */
function plain(text: string): string {
  return text.replace(/`([^`]*)`/g, "$1");
}

/** The `description` at a path of keys inside the set schema, e.g. ["$defs", "rulesOptions", …]. */
export function schemaDescription(path: readonly string[]): string | undefined {
  let node: unknown = setSchema;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const d = (node as { description?: unknown } | undefined)?.description;
  return typeof d === "string" ? plain(d) : undefined;
}

/** The schema facts of one rules option: description, range, choices. */
export function ruleSchema(key: string): {
  description?: string;
  minimum?: number;
  maximum?: number;
  enum?: string[];
} {
  let node: unknown = setSchema;
  for (const k of ["$defs", "rulesOptions", "properties", key]) {
    node = (node as Record<string, unknown> | undefined)?.[k];
  }
  const facts = (node ?? {}) as ReturnType<typeof ruleSchema>;
  return facts.description ? { ...facts, description: plain(facts.description) } : facts;
}
