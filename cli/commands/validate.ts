import path from "node:path";
import { setTextProblems } from "../../lib/export";
import type { Diagnostic } from "../../lib/model";
import { formatDiagnostic } from "../../lib/model";
import { STACK_EXPECTATION_CODES, validateSetText } from "../../lib/schema";
import type { ParsedArgs } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { loadSetText } from "../load-set";

export const VALIDATE_HELP = `vellum validate <set.json | set folder | set.zip> [...]
  Checks each set against the schema and the cross-checks, then lays out every card's texts in
  every language of the set (text cut off, characters the fonts lack), and that each art file a
  card or back names is in the set's art folder (or zip). Prints one line per problem,
  file:line:col severity code message, then a summary. Checks the set's stack expectations (its
  saved stacks, read off the cards as they are now) like tests: the summary counts those that
  fail. Exits 1 when any set has an error or a failing stack expectation.`;

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
    let result: ReturnType<typeof validateSetText> | undefined;
    if (loaded.text !== undefined) {
      result = validateSetText(loaded.text, loaded.shown, {
        ...(loaded.artFiles ? { artFiles: loaded.artFiles } : {}),
      });
      diagnostics.push(...result.diagnostics);
      // The texts are laid out only for a valid set: the renderer needs well-typed cards.
      if (result.set) diagnostics.push(...setTextProblems(loaded.text, result.set, loaded.shown));
    }
    for (const d of diagnostics) io.out(formatDiagnostic(d, loaded.shown));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.filter((d) => d.severity === "warning").length;
    const stacks = stackTally(result?.set?.stacks?.length ?? 0, diagnostics);
    if (errors > 0 || stacks.failing > 0) failed = true;
    io.out(
      `${loaded.shown}: ${errors === 0 ? "valid" : "invalid"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})${stacks.text}`,
    );
  }
  return failed ? EXIT.failed : EXIT.ok;
}

const STACK_POINTER = /^\/stacks\/(\d+)(?:\/|$)/;

/**
 * How many of a set's `total` stack expectations fail (a stack-expectation diagnostic points
 * into them), and the summary's words for it ("" for a set without any), e.g. "; stack expectations: 1 of 3 failing".
 */
function stackTally(
  total: number,
  diagnostics: readonly Diagnostic[],
): { failing: number; text: string } {
  if (total === 0) return { failing: 0, text: "" };
  const failing = new Set<string>();
  for (const d of diagnostics) {
    const at = d.pointer === undefined ? null : STACK_POINTER.exec(d.pointer);
    if (at && STACK_EXPECTATION_CODES.includes(d.code)) failing.add(at[1]!);
  }
  const n = failing.size;
  const text =
    n === 0
      ? `; stack expectations: all ${total} hold`
      : `; stack expectations: ${n} of ${total} failing`;
  return { failing: n, text };
}
