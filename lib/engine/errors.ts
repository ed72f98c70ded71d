/**
 * Engine errors are values (STYLE.md "Errors are values"): the project's one `Diagnostic` shape,
 * with a namespaced code (`move/…` for a refused action, `setup/…` for a refused game setup,
 * `log/…` for a log that does not replay) and a message a player understands.
 */
import { errorDiagnostic } from "../model";
import type { Diagnostic } from "../model";

/** An error the engine returns instead of throwing: a `Diagnostic` with an engine code. */
export type EngineError = Diagnostic;

/** Builds an engine error; `source` is `move`, `setup` or `log`. */
export function engineError(
  code: string,
  message: string,
  source: "move" | "setup" | "log" = "move",
): EngineError {
  return errorDiagnostic(code, message, source);
}

/** Shorthand for a refused move (`move/…`). */
export function moveError(code: string, message: string): EngineError {
  return engineError(`move/${code}`, message, "move");
}

/** Shorthand for a refused setup (`setup/…`). */
export function setupError(code: string, message: string): EngineError {
  return engineError(`setup/${code}`, message, "setup");
}
