import type { Diagnostic } from "../model";
import type { Naming } from "./describe";
import { capDiagnostics } from "./limits";
import { NO_LOCATIONS } from "./locate";
import { schemaDiagnostics } from "./schema-errors";
import { schemaValidator } from "./runtime-validator";

/**
 * Checking a JSON value that is not a set file (a request body, options read from a command
 * line) against another schema of schemas/: the same ajv instance and the same plain-words
 * diagnostics as a set file, named as `naming` says.
 */

/**
 * The problems of `value` against `schema` (a schema of schemas/, which may `$ref` the set
 * schema's `$defs`): codes `schema/<keyword>`, messages that say the fix, `source` as given,
 * ranges at the start (there is no text to point into; `pointer` says where). Empty when the
 * value is valid; at most MAX_DIAGNOSTICS and a `schema/too-many-problems` summary (a 64 KiB
 * request of unknown fields has thousands). Never throws on user input.
 */
export function schemaProblems(
  schema: { readonly $id: string },
  value: unknown,
  source: string,
  naming: Naming,
): Diagnostic[] {
  const validate = schemaValidator(schema);
  if (validate(value)) return [];
  return capDiagnostics(
    schemaDiagnostics(validate.errors ?? [], value, NO_LOCATIONS, source, naming),
    { code: "schema/too-many-problems", source },
  );
}
