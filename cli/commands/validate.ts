import path from "node:path";
import { setTextProblems } from "../../lib/export/set-text-checks";
import { formatDiagnostic } from "../../lib/model";
import { validateSetText } from "../../lib/schema";
import type { ParsedArgs } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { loadSetText } from "../load-set";

export const VALIDATE_HELP = `vellum validate <set.json | set folder | set.zip> [...]
  Checks each set against the schema and the cross-checks, then lays out every card's texts in
  every language of the set (text cut off, characters the fonts lack). Prints one line per problem,
  file:line:col severity code message, then a summary. Exits 1 when any set has an error.`;

/** `vellum validate`: prints every diagnostic of every named set. */
export async function validateCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    io.err(VALIDATE_HELP);
    return EXIT.usage;
  }
  let failed = false;
  for (const target of args.positionals) {
    const loaded = await loadSetText(path.resolve(io.cwd, target), target);
    const diagnostics = [...loaded.problems];
    if (loaded.text !== undefined) {
      const result = validateSetText(loaded.text, loaded.shown);
      diagnostics.push(...result.diagnostics);
      // The texts are laid out only for a valid set: the renderer needs well-typed cards.
      if (result.set) diagnostics.push(...setTextProblems(loaded.text, result.set, loaded.shown));
    }
    for (const d of diagnostics) io.out(formatDiagnostic(d, loaded.shown));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.filter((d) => d.severity === "warning").length;
    if (errors > 0) failed = true;
    io.out(
      `${loaded.shown}: ${errors === 0 ? "valid" : "invalid"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})`,
    );
  }
  return failed ? EXIT.failed : EXIT.ok;
}
