import { readdirSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { fromPointer, getOwn, toPointer } from "./pointer";
import { SCHEMA_DOCUMENTS } from "./schemas";

/**
 * The editor's hover help comes from the schemas' `description` and `examples`, so every place a
 * user's value can land must have both: each property, pattern property, map value, array item
 * and `$defs` entry. `anyOf`/`oneOf`/`allOf` branches are walked (their properties count) but
 * need no examples of their own: the union around them has them.
 */

/** Schema files of schemas/ that are no hover help, and why. */
const EXEMPT: Readonly<Record<string, string>> = {
  "effect-ir.schema.json":
    "the compiled effect IR is what lib/dsl emits for the engine; nobody types it, and the editor " +
    "does not register it (it is not in SCHEMA_DOCUMENTS)",
  "export-options.schema.json":
    "the options of a print export, read from the print route's request and `vellum export`'s " +
    "flags (lib/export/read-options.ts); nobody types them in the set editor",
};

type SchemaNode = Readonly<Record<string, unknown>>;

interface SchemaDoc {
  readonly uri: string;
  /** The file name, e.g. set.schema.json: what failures name. */
  readonly file: string;
  readonly schema: SchemaNode;
}

/** One subschema the walk reached. `documented`: a value lands here, so it needs docs. */
interface Visit {
  readonly doc: SchemaDoc;
  readonly path: readonly string[];
  readonly node: SchemaNode;
  readonly documented: boolean;
}

const MAPS = ["properties", "patternProperties", "$defs"];
const SINGLES = ["items", "additionalProperties"];
const LISTS = ["prefixItems"];
const BRANCHES = ["anyOf", "oneOf", "allOf"];

function isSchemaObject(value: unknown): value is SchemaNode {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function toDoc(uri: string, schema: object): SchemaDoc {
  return { uri, file: uri.slice(uri.lastIndexOf("/") + 1), schema: schema as SchemaNode };
}

/** Every subschema of `doc` reached through MAPS, SINGLES, LISTS and BRANCHES, root first. */
function walk(doc: SchemaDoc, node = doc.schema, at: string[] = [], documented = true): Visit[] {
  const visits: Visit[] = [{ doc, path: at, node, documented }];
  for (const key of MAPS) {
    const map = node[key];
    if (!isSchemaObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      if (isSchemaObject(sub)) visits.push(...walk(doc, sub, [...at, key, name]));
    }
  }
  for (const key of SINGLES) {
    const sub = node[key];
    if (isSchemaObject(sub)) visits.push(...walk(doc, sub, [...at, key]));
  }
  for (const key of [...LISTS, ...BRANCHES]) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    for (const [i, sub] of list.entries()) {
      const inner = [...at, key, String(i)];
      if (isSchemaObject(sub)) visits.push(...walk(doc, sub, inner, LISTS.includes(key)));
    }
  }
  return visits;
}

/** The target of a `$ref` inside `doc`, among `docs` (a reference out of schemas/ throws). */
function resolveRef(docs: readonly SchemaDoc[], doc: SchemaDoc, ref: string) {
  const url = new URL(ref, doc.uri);
  const fragment = decodeURIComponent(url.hash.slice(1));
  url.hash = "";
  const target = docs.find((d) => d.uri === url.href);
  const node = fromPointer(fragment).reduce<unknown>((n, s) => getOwn(n, s), target?.schema);
  if (target === undefined || !isSchemaObject(node)) {
    throw new Error(`${doc.file}: $ref ${ref} does not resolve`);
  }
  return { doc: target, node };
}

/** Whether `node`, or what its `$ref`s lead to, passes `has`. */
function hasOrRefHas(
  docs: readonly SchemaDoc[],
  visit: { doc: SchemaDoc; node: SchemaNode },
  has: (node: SchemaNode) => boolean,
  hops = 0,
): boolean {
  if (has(visit.node)) return true;
  const ref = visit.node.$ref;
  if (typeof ref !== "string" || hops > 16) return false;
  return hasOrRefHas(docs, resolveRef(docs, visit.doc, ref), has, hops + 1);
}

const hasDescription = (node: SchemaNode) =>
  typeof node.description === "string" && node.description.length > 0;
/** `enum` and `const` list every value already, so they need no examples. */
const hasExamples = (node: SchemaNode) =>
  (Array.isArray(node.examples) && node.examples.length > 0) || "enum" in node || "const" in node;

const where = (visit: Visit) => `${visit.doc.file}#${toPointer(visit.path)}`;

/**
 * Every documented place of `doc` that fails `has`, as `file#/pointer`; `$ref`s resolve among
 * `docs`.
 */
function lacking(
  doc: SchemaDoc,
  has: (node: SchemaNode) => boolean,
  docs: readonly SchemaDoc[] = [doc],
): string[] {
  return walk(doc)
    .filter((v) => v.documented && !hasOrRefHas(docs, v, has))
    .map(where);
}

/**
 * Every example that fails its own subschema, as `file#/pointer/examples/i: ajv's message`.
 * NOTE: schemas.ts keeps its ajv instance private, so this builds one with the same options
 * (2020-12, strict, the `uri` format) over the same documents.
 */
function invalidExamples(docs: readonly SchemaDoc[]): string[] {
  const ajv = new Ajv2020({ strict: true, allErrors: true, schemas: docs.map((d) => d.schema) });
  addFormats(ajv, ["uri"]);
  const failures: string[] = [];
  for (const visit of docs.flatMap((doc) => walk(doc))) {
    const examples = visit.node.examples;
    if (!Array.isArray(examples)) continue;
    const fragment = toPointer(visit.path).split("/").map(encodeURIComponent).join("/");
    const validate = ajv.getSchema(`${visit.doc.uri}#${fragment}`);
    if (validate === undefined) throw new Error(`${where(visit)} did not compile`);
    for (const [i, example] of examples.entries()) {
      if (!validate(example)) {
        failures.push(`${where(visit)}/examples/${i}: ${ajv.errorsText(validate.errors)}`);
      }
    }
  }
  return failures;
}

const DOCS = SCHEMA_DOCUMENTS.map((d) => toDoc(d.uri, d.schema));

describe("schemas are documented for the editor's hover help", () => {
  it("covers every schema of schemas/, or says why not", () => {
    const dir = path.resolve(import.meta.dirname, "../../schemas");
    const files = readdirSync(dir).filter((f) => f.endsWith(".schema.json"));
    const covered = [...DOCS.map((d) => d.file), ...Object.keys(EXEMPT)];
    expect(files.sort()).toEqual(covered.sort());
    expect(DOCS.filter((d) => d.file in EXEMPT)).toEqual([]);
  });

  it.each(DOCS)("every property of $file has a description", (doc) => {
    expect(lacking(doc, hasDescription, DOCS)).toEqual([]);
  });

  it.each(DOCS)("every property of $file has examples (or an enum or const)", (doc) => {
    expect(lacking(doc, hasExamples, DOCS)).toEqual([]);
  });

  it("every example is valid against its own property's schema", () => {
    expect(invalidExamples(DOCS)).toEqual([]);
  });
});

const FIXTURE_URI = "https://vellum.local/schemas/fixture.schema.json";
/** A fixture document: a documented root holding `schema`. */
const fixture = (schema: object) =>
  toDoc(FIXTURE_URI, { $id: FIXTURE_URI, description: "root", examples: [{}], ...schema });
const at = (pointer: string) => `fixture.schema.json#${pointer}`;

describe("the examples check itself", () => {
  const cases: { description: string; input: object; expected: string[] }[] = [
    {
      description: "a property without examples is named by its pointer",
      input: { properties: { name: { type: "string" }, id: { type: "string", examples: ["a"] } } },
      expected: [at("/properties/name")],
    },
    {
      description: "enum and const need no examples",
      input: { properties: { a: { enum: ["x", "y"] }, b: { const: 1 } } },
      expected: [],
    },
    {
      description: "a $ref counts when its target has examples",
      input: {
        properties: { a: { $ref: "#/$defs/t" } },
        $defs: { t: { type: "string", examples: ["x"] } },
      },
      expected: [],
    },
    {
      description: "a $ref to a target without examples fails at both",
      input: { properties: { a: { $ref: "#/$defs/t" } }, $defs: { t: { type: "string" } } },
      expected: [at("/properties/a"), at("/$defs/t")],
    },
    {
      description: "items, prefixItems, patternProperties, map values and branches are walked",
      input: {
        properties: {
          list: { examples: [[1]], items: { type: "string" }, prefixItems: [{ type: "number" }] },
        },
        patternProperties: { "^x-": { type: "string" } },
        additionalProperties: { type: "number" },
        anyOf: [{ properties: { p: { type: "string" } } }],
        oneOf: [{ properties: { q: { type: "string" } } }],
        allOf: [{ type: "object" }, { properties: { "a/b": { type: "string" } } }],
      },
      expected: [
        at("/properties/list/items"),
        at("/properties/list/prefixItems/0"),
        at("/patternProperties/^x-"),
        at("/additionalProperties"),
        at("/anyOf/0/properties/p"),
        at("/oneOf/0/properties/q"),
        at("/allOf/1/properties/a~1b"),
      ],
    },
  ];
  it.each(cases)("$description", ({ input, expected }) => {
    expect(lacking(fixture(input), hasExamples)).toEqual(expected);
  });

  it("names an example that breaks its own property's schema", () => {
    const doc = fixture({
      type: "object",
      properties: { copies: { type: "integer", minimum: 1, examples: [2, 0] } },
    });
    expect(invalidExamples([doc])).toEqual([
      `${at("/properties/copies")}/examples/1: data must be >= 1`,
    ]);
  });
});
