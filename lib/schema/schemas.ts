import type { ValidateFunction } from "ajv";
import cardSchema from "../../schemas/card.schema.json";
import frameSchema from "../../schemas/frame.schema.json";
import setSchema from "../../schemas/set.schema.json";
import * as compiled from "./validators.generated";

/**
 * The JSON Schemas of schemas/ and their validators, compiled ahead of time into
 * validators.generated.ts (`npm run schemas`). The schema files are imported as modules (no file
 * system), so this works in Node and in the browser bundle alike, and compiles no code.
 */

/** The `$id` of the set schema: what a set.json's `"$schema"` may point to. */
export const SET_SCHEMA_ID: string = setSchema.$id;

/** Every schema document with its URI, e.g. to register them with the Monaco JSON editor. */
export const SCHEMA_DOCUMENTS: readonly { uri: string; schema: object }[] = Object.freeze([
  { uri: setSchema.$id, schema: setSchema },
  { uri: cardSchema.$id, schema: cardSchema },
  { uri: frameSchema.$id, schema: frameSchema },
]);

/** The validators compiled ahead of time (scripts/compile-schemas.mjs), by schema `$id`. */
const PRECOMPILED: ReadonlyMap<string, ValidateFunction> = new Map([
  [setSchema.$id, compiled.set as unknown as ValidateFunction],
  [cardSchema.$id, compiled.card as unknown as ValidateFunction],
  [frameSchema.$id, compiled.frame as unknown as ValidateFunction],
]);

/**
 * The validator of the set, card or frame schema (by `$id`), compiled ahead of time: no code is
 * compiled in the page, so it needs no 'unsafe-eval'. Undefined for any other schema (see
 * runtime-validator.ts for those, on the server).
 */
export function precompiledValidator(schema: {
  readonly $id: string;
}): ValidateFunction | undefined {
  return PRECOMPILED.get(schema.$id);
}

/** The compiled validator of set.schema.json. */
export function setValidator(): ValidateFunction {
  return PRECOMPILED.get(setSchema.$id)!;
}
