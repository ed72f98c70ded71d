/**
 * `compileEffect`: effect text → IR and diagnostics, through lexer, parser, checker and IR
 * assembly. Never throws on any input; the IR is present exactly when there is no error.
 */
import type { CardType, Diagnostic } from "../model";
import { diagnostic, errorDiagnostic, messageOf } from "../model";
import { check, checkNames } from "./checker";
import type { DslContext } from "./context";
import type { Problem } from "./cursor";
import { describeFailure } from "./describe-failure";
import type { EffectIR } from "./ir";
import { parseProgram } from "./parse-program";
import { toIR } from "./to-ir";

/** Options of {@link compileEffect}. */
export interface CompileOptions {
  /** `Diagnostic.source` of every diagnostic, e.g. `card:ada/effect`. Default `effect`. */
  source?: string;
  /** The type of the card the effect is on; enables `dsl/wrong-card-type` warnings. */
  cardType?: CardType;
}

/** What {@link compileEffect} returns: the IR when there is no error, and every diagnostic. */
export interface CompileResult {
  ir?: EffectIR;
  diagnostics: Diagnostic[];
}

/**
 * Compiles effect text against a set's words. Diagnostics are sorted by position, with exact
 * 1-based line/column and 0-based offset ranges inside `source`. An empty text compiles to an
 * IR with no abilities.
 */
export function compileEffect(
  source: string,
  ctx: DslContext,
  opts: CompileOptions = {},
): CompileResult {
  const origin = opts.source ?? "effect";
  try {
    const parsed = parseProgram(source, ctx);
    const problems: Problem[] = [...parsed.problems];
    for (const failure of parsed.failures) problems.push(describeFailure(failure, ctx));
    problems.push(...checkNames(parsed.strayNames, ctx));
    problems.push(...check(parsed.program, source, ctx, { cardType: opts.cardType }));
    const diagnostics: Diagnostic[] = problems
      .map((p) => {
        const d = diagnostic(p.severity ?? "error", p.code, p.message, origin, { range: p.range });
        if (p.suggestion !== undefined) d.suggestion = p.suggestion;
        return d;
      })
      .sort((a, b) => a.range.start.offset - b.range.start.offset);
    if (diagnostics.some((d) => d.severity === "error")) return { diagnostics };
    return { ir: toIR(parsed.program), diagnostics };
  } catch (caught) {
    // NOTE: a compiler bug must not break the editor that calls this on every keystroke; it
    // surfaces as a diagnostic instead (the fuzz test asserts it never appears).
    const detail = messageOf(caught);
    return {
      diagnostics: [
        errorDiagnostic(
          "dsl/internal-error",
          `the effect compiler failed (${detail}) — please report this effect text as a bug`,
          origin,
        ),
      ],
    };
  }
}
