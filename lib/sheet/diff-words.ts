/** A sheet's difference in words, one line each (the CLI prints them; tests read them). */
import type { SheetDiff } from "./types";

/** "+ add card 'Tide Caller' (line 4)", "~ 'Gull Omen': points.1 -10 → -15", "- remove …". */
export function diffLines(diff: SheetDiff): string[] {
  void diff;
  throw new Error("lib/sheet diffLines: contract only (helper sheet-core builds it)");
}
