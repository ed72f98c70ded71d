import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, expectTypeOf, it } from "vitest";
import cardSchema from "../../schemas/card.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import {
  BUILTIN_FRAME_IDS,
  DEFAULT_RULES,
  MAX_ID_LENGTH,
  REGION_ROLES,
  SLUG_PATTERN,
} from "../model";
import type {
  Card,
  CardBack,
  CardText,
  Credit,
  Family,
  Frame,
  FrameStyle,
  Region,
  RulesOptions,
  StoryIcon,
  TieRule,
  VellumSet,
} from "../model";
import { SCHEMA_DOCUMENTS, SET_SCHEMA_ID } from "./index";
import { setValidator } from "./schemas";

/** The schemas are the contract for files, types.ts the contract for code: keep them equal. */

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

const defs = setSchema.$defs;
const frameDefs = frameSchema.$defs;

describe("schemas mirror lib/model/types.ts", () => {
  it("have the same fields as the interfaces (checked by tsc)", () => {
    expectTypeOf<keyof typeof setSchema.properties>().toEqualTypeOf<keyof VellumSet>();
    expectTypeOf<keyof typeof cardSchema.properties>().toEqualTypeOf<keyof Card>();
    expectTypeOf<keyof typeof frameSchema.properties>().toEqualTypeOf<keyof Frame>();
    expectTypeOf<keyof typeof frameDefs.region.properties>().toEqualTypeOf<keyof Region>();
    expectTypeOf<keyof typeof frameDefs.style.properties>().toEqualTypeOf<keyof FrameStyle>();
    expectTypeOf<keyof typeof defs.family.properties>().toEqualTypeOf<keyof Family>();
    expectTypeOf<keyof typeof defs.storyIcon.properties>().toEqualTypeOf<keyof StoryIcon>();
    expectTypeOf<keyof typeof defs.cardBack.properties>().toEqualTypeOf<keyof CardBack>();
    expectTypeOf<keyof typeof defs.rulesOptions.properties>().toEqualTypeOf<keyof RulesOptions>();
    expectTypeOf<keyof typeof defs.credit.properties>().toEqualTypeOf<keyof Credit>();
    expectTypeOf<keyof typeof defs.cardText.properties>().toEqualTypeOf<keyof CardText>();
  });

  it("require exactly the fields the interfaces require", () => {
    const required = <T>() => ({
      is: <const K extends readonly RequiredKeys<T>[]>(
        keys: K & ([RequiredKeys<T>] extends [K[number]] ? unknown : never),
      ) => [...keys].sort(),
    });
    const sorted = (list: readonly string[]): string[] => [...list].sort();
    expect(sorted(setSchema.required)).toEqual(
      required<VellumSet>().is([
        "id",
        "name",
        "version",
        "language",
        "families",
        "icons",
        "cards",
        "rules",
      ]),
    );
    expect(sorted(cardSchema.required)).toEqual(required<Card>().is(["id", "type", "name"]));
    expect(sorted(frameSchema.required)).toEqual(
      required<Frame>().is(["id", "name", "width", "height", "bleed", "safe", "opaque", "regions"]),
    );
    expect(sorted(frameDefs.region.required)).toEqual(
      required<Region>().is(["id", "role", "x", "y", "width", "height", "opaque"]),
    );
    expect(sorted(defs.family.required)).toEqual(required<Family>().is(["id", "name", "symbol"]));
    expect(sorted(defs.storyIcon.required)).toEqual(
      required<StoryIcon>().is(["id", "name", "svg"]),
    );
    expect(sorted(defs.cardBack.required)).toEqual(required<CardBack>().is(["id", "name"]));
    expect(sorted(defs.credit.required)).toEqual(required<Credit>().is(["what", "who", "licence"]));
    expect(sorted(defs.rulesOptions.required)).toEqual(
      required<RulesOptions>().is([
        "handSize",
        "playsPerTurn",
        "minPlayers",
        "maxPlayers",
        "fourPlayerRemoval",
        "stories",
        "storiesInCentre",
        "ownIconsCountForRequirements",
        "ties",
        "beginner",
        "familyWord",
        "pointsWord",
      ]),
    );
  });

  it("use the model's enums, slug pattern and id length", () => {
    expect(frameDefs.region.properties.role.enum).toEqual([...REGION_ROLES]);
    const ties = ["share", "fewest-dead", "last-to-die"] as const satisfies readonly TieRule[];
    expectTypeOf<(typeof ties)[number]>().toEqualTypeOf<TieRule>();
    expect(defs.rulesOptions.properties.ties.enum).toEqual([...ties]);
    expect(defs.slug.pattern).toBe(SLUG_PATTERN);
    expect(cardSchema.$defs.iconSlot.anyOf[1]?.pattern).toBe(SLUG_PATTERN);
    expect(defs.slug.maxLength).toBe(MAX_ID_LENGTH);
  });

  it("give DEFAULT_RULES as the rules' defaults", () => {
    const defaults = Object.fromEntries(
      Object.entries(defs.rulesOptions.properties)
        .filter(([key]) => key !== "translations")
        .map(([key, value]) => [key, "default" in value ? value.default : undefined]),
    );
    expect(defaults).toEqual({ ...DEFAULT_RULES });
  });

  it("accept the built-in frame ids as frame ids", () => {
    const slug = new RegExp(SLUG_PATTERN);
    for (const id of Object.values(BUILTIN_FRAME_IDS)) expect(slug.test(id)).toBe(true);
  });
});

type Json = unknown;

/** Every subschema of a document with its JSON path, e.g. `#/$defs/family/properties/id`. */
function walk(
  node: Json,
  path: string,
  visit: (schema: Record<string, Json>, path: string) => void,
): void {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    node.forEach((item, i) => walk(item, `${path}/${i}`, visit));
    return;
  }
  const schema = node as Record<string, Json>;
  visit(schema, path);
  for (const key of ["properties", "$defs"]) {
    const children = schema[key];
    if (children !== null && typeof children === "object") {
      for (const [name, child] of Object.entries(children))
        walk(child, `${path}/${key}/${name}`, visit);
    }
  }
  for (const key of ["items", "additionalProperties", "propertyNames"]) {
    if (typeof schema[key] === "object") walk(schema[key], `${path}/${key}`, visit);
  }
  if (Array.isArray(schema.anyOf)) walk(schema.anyOf, `${path}/anyOf`, visit);
}

describe("schema documents are complete for the editor", () => {
  const documents = SCHEMA_DOCUMENTS.map(({ uri, schema }) => ({ uri, schema }));

  it("describe every property and every definition", () => {
    const missing: string[] = [];
    for (const { uri, schema } of documents) {
      walk(schema, uri, (node, path) => {
        for (const key of ["properties", "$defs"]) {
          const children = node[key];
          if (children === null || typeof children !== "object") continue;
          for (const [name, child] of Object.entries(
            children as Record<string, Record<string, Json>>,
          )) {
            if (typeof child.description !== "string" || child.description.length < 10) {
              missing.push(`${path}/${key}/${name}`);
            }
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it("close every object with properties (additionalProperties: false)", () => {
    const open: string[] = [];
    for (const { uri, schema } of documents) {
      walk(schema, uri, (node, path) => {
        if (node.properties !== undefined && node.additionalProperties !== false) open.push(path);
      });
    }
    expect(open).toEqual([]);
  });

  it("limit the length of every string", () => {
    const unbounded: string[] = [];
    for (const { uri, schema } of documents) {
      walk(schema, uri, (node, path) => {
        if (
          node.type === "string" &&
          node.enum === undefined &&
          typeof node.maxLength !== "number"
        ) {
          unbounded.push(path);
        }
      });
    }
    expect(unbounded).toEqual([]);
  });

  it("have examples on the main objects, and every example is valid", () => {
    const ajv = new Ajv2020({ strict: true, schemas: [setSchema, cardSchema, frameSchema] });
    addFormats(ajv, ["uri"]);
    const main = [
      SET_SCHEMA_ID,
      cardSchema.$id,
      frameSchema.$id,
      `${frameSchema.$id}#/$defs/region`,
      `${frameSchema.$id}#/$defs/style`,
      ...["family", "storyIcon", "cardBack", "rulesOptions", "credit", "cardText"].map(
        (name) => `${SET_SCHEMA_ID}#/$defs/${name}`,
      ),
    ];
    const resolve = (ref: string): Record<string, Json> => {
      const [uri, fragment = ""] = ref.split("#");
      const doc = documents.find((d) => d.uri === uri)?.schema as Record<string, Json>;
      return fragment
        .split("/")
        .filter(Boolean)
        .reduce((node, key) => node[key] as Record<string, Json>, doc);
    };
    for (const ref of main) {
      const examples = resolve(ref).examples;
      expect(Array.isArray(examples) && examples.length > 0, `${ref} has examples`).toBe(true);
      const validate = ajv.getSchema(ref);
      for (const example of examples as Json[]) {
        expect(validate?.(example), `${ref}: ${JSON.stringify(validate?.errors)}`).toBe(true);
      }
    }
  });

  it("compile once, under strict mode", () => {
    expect(setValidator()).toBe(setValidator());
  });
});
