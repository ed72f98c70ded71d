/**
 * The block structure of an effect: which lines belong under which heading or `if`, by
 * indentation. A line indented deeper than the line above belongs to it when that line ends
 * with a colon; statements standing at the top with no heading form an implicit `on play`.
 * Parsing recovers per line: a line that fails is reported and its indented lines are still
 * parsed (for their own errors) but kept out of the tree.
 */
import type { Range } from "../model";
import type {
  IfNode,
  NameRef,
  OutcomeNode,
  Program,
  RollNode,
  StepAbilityNode,
  StepNode,
} from "./ast";
import type { DslContext } from "./context";
import type { Problem } from "./cursor";
import { lex, tokenRange } from "./lexer";
import type { LexedLine, Token } from "./lexer";
import { parseLine } from "./parse-line";
import type { LineFailure } from "./parse-line";

/** An open block while lines are read. */
interface Block {
  /** `root`: the top; `steps`: a heading's or an if's body; `detached`: under a failed line. */
  kind: "root" | "steps" | "detached";
  headerIndent: number;
  childIndent?: number;
  body: StepNode[];
  /** How many `if`s enclose the lines of this block. */
  depth: number;
  hasChildren: boolean;
  /** A continuation shares its body with the block above; it is never reported as empty. */
  continuation: boolean;
  /** The heading or condition line, reported when the block stays empty. */
  header?: Range;
}

/** The tree, non-fatal problems, and lines that failed (described later, with the context). */
export interface ParseOutput {
  program: Program;
  problems: Problem[];
  failures: LineFailure[];
  /** Set names read on lines that failed or lie outside the tree; checked on their own. */
  strayNames: NameRef[];
  lines: LexedLine[];
}

function describeCharacter(token: Token): string {
  const cp = token.text.codePointAt(0) ?? 0;
  const printable = cp > 0x20 && !(cp >= 0x7f && cp <= 0x9f) && !/\p{C}|\p{Z}/u.test(token.text);
  return printable ? `'${token.text}'` : `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** A step with steps of its own under its colon: an `if`, a roll or a roll's outcome. */
type BlockNode = IfNode | RollNode | OutcomeNode;

/** The innermost block of a line that ends with its colon (its body comes on the lines below). */
function openIf(step: StepNode, depth: number): { node: BlockNode; depth: number } | undefined {
  if (step.kind === "op") return undefined;
  const child = step.body[0];
  if (child === undefined) return { node: step, depth: depth + 1 };
  return step.body.length === 1 ? openIf(child, depth + 1) : undefined;
}

/** Source text of a heading or condition for messages, shortened. */
function headerText(source: string, range: Range): string {
  const text = source.slice(range.start.offset, range.end.offset).replace(/\s+/g, " ");
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * Parses a whole effect text into its tree. Never throws on any input. `ctx` gives the set's own
 * words (headings, its word for family) the parser accepts beside the built-in ones.
 */
export function parseProgram(source: string, ctx?: DslContext): ParseOutput {
  const lines = lex(source);
  const program: Program = { abilities: [] };
  const problems: Problem[] = [];
  const failures: LineFailure[] = [];
  const strayNames: NameRef[] = [];
  const root: Block = {
    kind: "root",
    headerIndent: -1,
    body: [],
    depth: 0,
    hasChildren: false,
    continuation: false,
  };
  const stack: Block[] = [root];
  let implicit: StepAbilityNode | undefined;

  const close = (block: Block) => {
    if (block.kind !== "steps" || block.continuation || block.hasChildren || !block.header) return;
    problems.push({
      code: "dsl/empty-block",
      message: `'${headerText(source, block.header)}' has nothing under it — write a statement after the colon or on indented lines below, or remove it`,
      range: block.header,
    });
  };

  /** Opens the block of a line ending in `if …:`, whose steps come on the lines below. */
  const openBlock = (step: StepNode, depth: number, kind: Block["kind"], indent: number) => {
    const open = openIf(step, depth);
    if (!open) return;
    stack.push({
      kind,
      headerIndent: indent,
      body: open.node.body,
      depth: open.depth,
      hasChildren: false,
      continuation: false,
      header: open.node.range,
    });
  };

  const nested = (range: Range, text: string) =>
    problems.push({
      code: "dsl/nested-heading",
      message: `'${text}' starts a new ability, so it cannot be inside another block — move it to the start of the line`,
      range,
    });

  for (const line of lines) {
    const tokens: Token[] = [];
    for (const token of line.tokens) {
      if (token.kind !== "bad") tokens.push(token);
      else {
        problems.push({
          code: "dsl/unexpected-character",
          message: `unexpected character ${describeCharacter(token)} — effects use words, numbers and the symbols : , . + - only ('#' starts a comment)`,
          range: tokenRange(token),
        });
      }
    }
    const first = tokens[0];
    if (first === undefined) continue;

    let top = stack[stack.length - 1] ?? root;
    while (stack.length > 1 && line.indent <= top.headerIndent) {
      close(top);
      stack.pop();
      top = stack[stack.length - 1] ?? root;
    }
    if (top.childIndent === undefined) {
      top.childIndent = line.indent;
    } else if (line.indent > top.childIndent) {
      problems.push({
        code: "dsl/unexpected-indent",
        message:
          "this line is indented more than the line above, which does not end with ':' — line it up with the line above",
        range: tokenRange(first),
      });
      top = { ...top, headerIndent: top.childIndent, childIndent: line.indent, continuation: true };
      stack.push(top);
    } else if (line.indent < top.childIndent) {
      problems.push({
        code: "dsl/bad-indent",
        message:
          "this line's indentation matches no line above — indent it exactly like the lines of the block it belongs to",
        range: tokenRange(first),
      });
    }
    top.hasChildren = true;

    const parsed = parseLine(tokens, top.depth, ctx);
    problems.push(...parsed.cursor.problems);
    const result = parsed.result;
    const isRoot = top.kind === "root";
    if (result.kind === "error" || top.kind === "detached") strayNames.push(...parsed.cursor.names);

    if (result.kind === "heading") {
      const node: StepAbilityNode = {
        kind: "ability",
        category: result.category,
        ...(result.trigger ? { trigger: result.trigger } : {}),
        implicit: false,
        range: result.range,
        body: [],
      };
      if (isRoot) {
        program.abilities.push(node);
        implicit = undefined;
      } else nested(result.range, headerText(source, result.range));
      const kind = isRoot ? "steps" : "detached";
      if (result.inline) {
        node.body.push(result.inline);
        openBlock(result.inline, 0, kind, line.indent);
      } else {
        stack.push({
          kind,
          headerIndent: line.indent,
          body: node.body,
          depth: 0,
          hasChildren: false,
          continuation: false,
          header: result.range,
        });
      }
    } else if (result.kind === "story") {
      if (isRoot) {
        program.abilities.push(result.node);
        implicit = undefined;
      } else nested(result.node.range, "story requires");
    } else if (result.kind === "step") {
      if (isRoot) {
        if (!implicit) {
          implicit = {
            kind: "ability",
            category: "immediate",
            implicit: true,
            range: result.node.range,
            body: [],
          };
          program.abilities.push(implicit);
        }
        implicit.body.push(result.node);
      } else top.body.push(result.node);
      openBlock(
        result.node,
        top.depth,
        top.kind === "detached" ? "detached" : "steps",
        line.indent,
      );
    } else {
      if (parsed.failure) failures.push(parsed.failure);
      stack.push({
        kind: "detached",
        headerIndent: line.indent,
        body: [],
        depth: top.depth + 1,
        hasChildren: false,
        continuation: false,
      });
    }
  }
  for (let i = stack.length - 1; i > 0; i--) {
    const block = stack[i];
    if (block) close(block);
  }
  return { program, problems, failures, strayNames, lines };
}
