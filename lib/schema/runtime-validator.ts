import Ajv2020 from "ajv/dist/2020";
import type { ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import cardSchema from "../../schemas/card.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import { precompiledValidator } from "./schemas";

/**
 * Validators of the other schemas of schemas/ (request bodies, export options), compiled when
 * first asked for. ajv compiles to code with `new Function`, so this is for the server and the
 * command line; pages use the set, card and frame validators compiled ahead of time.
 */

let shared: Ajv2020 | undefined;

/**
 * The one run-time ajv instance, with the same options as the ahead-of-time validators
 * (scripts/compile-schemas.mjs): 2020-12, every error, strict, verbose, with the set, card and
 * frame schemas registered so others can `$ref` their `$defs`.
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
 * The validator of `schema` (a schema of schemas/, named by its `$id`): the ahead-of-time one
 * for the set, card and frame schemas, else compiled on first use and kept. Strict mode is on,
 * so a schema mistake fails here (a programmer error: it throws).
 */
export function schemaValidator(schema: { readonly $id: string }): ValidateFunction {
  const ready = precompiledValidator(schema);
  if (ready) return ready;
  const ajv = schemaAjv();
  if (ajv.getSchema(schema.$id) === undefined) ajv.addSchema(schema);
  const compiled = ajv.getSchema(schema.$id);
  if (compiled === undefined) throw new Error(`schema ${schema.$id} did not compile`);
  return compiled;
}
