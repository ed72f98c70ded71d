/** Which card column each header of a sheet stands for (exact, then the set's saved mapping). */
import type { VellumSet } from "../model";
import type { HeaderMapping } from "./types";

/** The mapping of `headers`: card columns by name, then `saved`, the rest `unmatched`. */
export function mapHeaders(
  headers: readonly string[],
  set: VellumSet,
  saved?: Readonly<Record<string, string | null>>,
): HeaderMapping {
  void headers;
  void set;
  void saved;
  throw new Error("lib/sheet mapHeaders: contract only (helper sheet-core builds it)");
}
