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

let validateSet: ValidateFunction | undefined;

/**
 * The compiled validator of set.schema.json, built on first use and kept for the life of the
 * module. Strict mode is on, so a schema mistake fails here (a programmer error: it throws).
 * NOTE: ajv compiles to code with `new Function`; a page with a Content-Security-Policy needs
 * 'unsafe-eval' to validate in the browser.
 */
export function setValidator(): ValidateFunction {
  if (validateSet === undefined) {
    const ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      verbose: true,
      schemas: [setSchema, cardSchema, frameSchema],
    });
    addFormats(ajv, ["uri"]);
    const compiled = ajv.getSchema(SET_SCHEMA_ID);
    if (compiled === undefined) throw new Error(`schema ${SET_SCHEMA_ID} did not compile`);
    validateSet = compiled;
  }
  return validateSet;
}
