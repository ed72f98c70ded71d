import { describe, expect, it } from "vitest";
import { CARD_SCHEMA_URI, editorSchemas } from "./json-schemas";

describe("schemas for the JSON view", () => {
  it("applies the card schema to card models and registers the others for their $refs", () => {
    const docs = editorSchemas();
    expect(CARD_SCHEMA_URI).toMatch(/card\.schema\.json$/);
    expect(docs.find((d) => d.uri === CARD_SCHEMA_URI)?.fileMatch).toEqual(["*.card.json"]);
    expect(docs.map((d) => d.uri).some((u) => u.endsWith("/set.schema.json"))).toBe(true);
  });

  it("shows each field's description and examples on hover", () => {
    const card = editorSchemas().find((d) => d.uri === CARD_SCHEMA_URI)?.schema as {
      properties: Record<string, { markdownDescription?: string; examples?: unknown[] }>;
    };
    const name = card.properties.name;
    expect(name?.markdownDescription).toBe(
      'The card\'s name, printed on its name band.\n\nExamples: `"Captain Absalom Gannett"`, `"Lost a Wager to a Heron"`',
    );
    expect(name?.examples).toEqual(["Captain Absalom Gannett", "Lost a Wager to a Heron"]);
  });
});
