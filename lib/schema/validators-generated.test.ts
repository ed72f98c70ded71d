import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import cardSchema from "../../schemas/card.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import {
  GENERATED,
  generateValidators,
  withoutAnnotations,
  // @ts-expect-error -- a plain .mjs script without types
} from "../../scripts/compile-schemas.mjs";
import { precompiledValidator, setValidator } from "./schemas";

const SAMPLE = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../examples/saltmarrow/set.json"), "utf8"),
) as { cards: Record<string, unknown>[]; version: unknown; icons: unknown[] };

/**
 * The same schemas compiled at run time with the options of the generated code, and like it
 * without their descriptions and examples (which the errors would otherwise carry along).
 */
function runtime() {
  const strip = withoutAnnotations as <T>(schema: T) => T;
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    verbose: true,
    schemas: [setSchema, cardSchema, frameSchema].map(strip),
  });
  addFormats(ajv, ["uri"]);
  return ajv.getSchema(setSchema.$id)!;
}

describe("validators compiled ahead of time", () => {
  it("are up to date with schemas/ (else run `npm run schemas`)", () => {
    expect(
      readFileSync(GENERATED as string, "utf8") === (generateValidators as () => string)(),
      "lib/schema/validators.generated.ts is older than schemas/*.schema.json: run `npm run schemas`",
    ).toBe(true);
  });

  it("are there for the set, card and frame schemas only", () => {
    expect(precompiledValidator(setSchema)).toBe(setValidator());
    expect(precompiledValidator(cardSchema)).toBeTypeOf("function");
    expect(precompiledValidator(frameSchema)).toBeTypeOf("function");
    expect(precompiledValidator({ $id: "https://vellum.local/schemas/other.json" })).toBe(
      undefined,
    );
  });

  it("find the same errors, with the same details, as the schemas compiled at run time", () => {
    const validate = runtime();
    const broken = [
      SAMPLE,
      { ...SAMPLE, version: 7 },
      { ...SAMPLE, icons: [{ id: "Not A Slug" }] },
      { ...SAMPLE, cards: [{ ...SAMPLE.cards[1], points: [1, 2, 3, 4], type: "modifer" }] },
      { ...SAMPLE, cards: [{ ...SAMPLE.cards[0], art: { file: "../x.png" }, extra: true }] },
      {},
      [],
    ];
    for (const value of broken) {
      const ahead = setValidator();
      const ok = ahead(value);
      expect(validate(value)).toBe(ok);
      expect(ahead.errors ?? null).toEqual(validate.errors ?? null);
    }
    expect(setValidator()(SAMPLE)).toBe(true);
  });

  it("leave out what a schema says to people, never a property named like an annotation", () => {
    const strip = withoutAnnotations as (schema: unknown) => Record<string, unknown>;
    const stripped = strip(setSchema);
    expect(JSON.stringify(stripped)).not.toContain('"examples"');
    const properties = stripped.properties as Record<string, Record<string, unknown>>;
    // The set's own `description` field stays a property; its schema loses its description.
    expect(properties.description).toEqual({ type: "string", maxLength: 2000 });
  });
});
