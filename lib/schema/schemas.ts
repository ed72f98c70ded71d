import Ajv2020 from "ajv/dist/2020";
import type { ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import cardSchema from "../../schemas/card.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";

/**
 * The JSON Schemas of schemas/ and their one compiled validator. The schema files are imported
 * as modules (no file system), so this works in Node and in the browser bundle alike.
 */

/** The `$id` of the set schema: what a set.json's `"$schema"` may point to. */
export const SET_SCHEMA_ID: string = setSchema.$id;

/** Every schema document with its URI, e.g. to register them with the Monaco JSON editor. */
export const SCHEMA_DOCUMENTS: readonly { uri: string; schema: object }[] = Object.freeze([
  { uri: setSchema.$id, schema: setSchema },
  { uri: cardSchema.$id, schema: cardSchema },
  { uri: frameSchema.$id, schema: frameSchema },
]);

let shared: Ajv2020 | undefined;

/**
 * The one ajv instance: 2020-12, every error, strict, verbose (messages quote the value and read
 * the schema), with the set, card and frame schemas registered so others can `$ref` their
 * `$defs`. Built on first use and kept for the life of the module.
 * NOTE: ajv compiles to code with `new Function`; a page with a Content-Security-Policy needs
 * 'unsafe-eval' to validate in the browser.
 */
function schemaAjv(): Ajv2020 {
  if (shared === undefined) {
    shared = new Ajv2020({
      allErrors: true,
      strict: true,
      verbose: true,
      schemas: [setSchema, cardSchema, frameSchema],
    });
    addFormats(shared, ["uri"]);
  }
  return shared;
}

/**
 * The compiled validator of `schema` (a schema of schemas/, named by its `$id`), compiled on
 * first use and kept. Strict mode is on, so a schema mistake fails here (a programmer error: it
 * throws).
 */
export function schemaValidator(schema: { readonly $id: string }): ValidateFunction {
  const ajv = schemaAjv();
  if (ajv.getSchema(schema.$id) === undefined) ajv.addSchema(schema);
  const compiled = ajv.getSchema(schema.$id);
  if (compiled === undefined) throw new Error(`schema ${schema.$id} did not compile`);
  return compiled;
}

/** The compiled validator of set.schema.json. */
export function setValidator(): ValidateFunction {
  return schemaValidator(setSchema);
}
