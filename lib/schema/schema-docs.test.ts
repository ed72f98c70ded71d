import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SCHEMAS = ["set", "card", "frame"].map((name) => {
  const file = path.resolve(import.meta.dirname, `../../schemas/${name}.schema.json`);
  return [name, JSON.parse(readFileSync(file, "utf8")) as unknown] as const;
});

/** Every property in a schema (at any depth) that has no `description`. */
function undocumented(node: unknown, at = ""): string[] {
  if (node === null || typeof node !== "object") return [];
  const found: string[] = [];
  const properties = (node as { properties?: Record<string, { description?: string }> }).properties;
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (!value.description) found.push(`${at}/properties/${key}`);
  }
  for (const [key, value] of Object.entries(node))
    found.push(...undocumented(value, `${at}/${key}`));
  return found;
}

describe("schemas are documented for the editor's hover help", () => {
  it.each(SCHEMAS)("every property of %s.schema.json has a description", (_name, schema) => {
    expect(undocumented(schema)).toEqual([]);
  });
  it.each(SCHEMAS)("%s.schema.json shows examples", (_name, schema) => {
    expect(JSON.stringify(schema)).toContain('"examples"');
  });
});
