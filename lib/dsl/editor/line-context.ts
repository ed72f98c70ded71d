/**
 * Where an offset sits for the editor functions: its line, the tokens around it, and the
 * ability heading whose block the line belongs to (read from the indentation above it).
 */
import type { DslContext } from "../context";
import type { StepCategory } from "../ir";
import { lex } from "../lexer";
import type { LexedLine, Token } from "../lexer";
import type { StepNode } from "../ast";
import { headingsOf, parseLine } from "../parse-line";
import { TRIGGER_STARTS } from "../parse-trigger";

/** The line holding an offset, with the whole text's lines. */
export interface LineAt {
  lines: LexedLine[];
  index: number;
  line: LexedLine;
  /** The offset, clamped into the text. */
  offset: number;
}

/** The line containing `offset` (clamped to the text), or `undefined` for an empty line list. */
export function lineAt(source: string, offset: number): LineAt | undefined {
  const lines = lex(source);
  const at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.floor(offset) : 0, source.length));
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line && at >= line.start && at <= line.end) return { lines, index, line, offset: at };
  }
  return undefined;
}

/** The non-bad tokens of a line. */
export function goodTokens(line: LexedLine): Token[] {
  return line.tokens.filter((token) => token.kind !== "bad");
}

/**
 * The heading a line of a given indentation falls under, or `root` when it stands at the top.
 * `roll` is the faces of the die when the line stands right under a `roll …:` line, where every
 * line is an outcome (`1-2:`, `otherwise:`).
 */
export type Enclosing = { root: true } | { root: false; category?: StepCategory; roll?: number };

/** The statement a line holds when it parses as one (`roll a die:`, `1-2:`), else `undefined`. */
function statementOf(tokens: readonly Token[], ctx?: DslContext): StepNode | undefined {
  const { result } = parseLine(tokens, 0, ctx);
  return result.kind === "step" ? result.node : undefined;
}

/** The heading whose block holds a line at `indent`, found by walking up the lines above. */
export function enclosingHeading(
  lines: readonly LexedLine[],
  index: number,
  indent: number,
  ctx?: DslContext,
): Enclosing {
  const headings = headingsOf(ctx);
  let limit = indent;
  let roll: number | undefined;
  for (let j = index - 1; j >= 0; j--) {
    const line = lines[j];
    if (!line) continue;
    const tokens = goodTokens(line);
    const first = tokens[0];
    if (!first || line.indent >= limit) continue;
    const heading = headings.find((h) => h.words.every((word, k) => tokens[k]?.lower === word));
    const withRoll = roll === undefined ? {} : { roll };
    // A trigger's steps are one-shot, whatever heading comes before its event
    // (`at the start of your turn:`, `while visible, whenever …:`, the set's `ongoing, …`).
    if (
      TRIGGER_STARTS.includes(first.lower) ||
      tokens[heading?.words.length ?? -1]?.kind === "comma"
    )
      return { root: false, category: "trigger", ...withRoll };
    if (heading) return { root: false, category: heading.category, ...withRoll };
    // A roll and its outcomes stand, like `if`, inside their heading's block.
    const statement = first.lower === "if" ? undefined : statementOf(tokens, ctx);
    if (statement?.kind === "roll" && limit === indent) roll = statement.sides;
    if (first.lower === "if" || statement?.kind === "roll" || statement?.kind === "outcome") {
      limit = line.indent;
      continue;
    }
    return { root: false, ...(roll === undefined ? {} : { roll }) };
  }
  if (limit === indent) return { root: true };
  return { root: false, category: "immediate", ...(roll === undefined ? {} : { roll }) };
}
