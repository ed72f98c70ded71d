/**
 * Where in a card's effect a problem is. The set's validation reports an effect's problems with
 * a JSON pointer to the card's `effect` (the page validates the parsed document, so it has no
 * text position inside the string); the page compiles that one effect again with lib/dsl, the
 * same compiler, and takes the range of the diagnostic that matches.
 */
import type { Card, Diagnostic, VellumSet } from "@/lib/model";
import { compileEffect, contextFromSet } from "@/lib/dsl";
import type { TextPlace } from "./editor-targets";

/**
 * The line and column in `card.effect` of a diagnostic about that effect (the start of the
 * effect when no compiler diagnostic matches it, e.g. "characters have no effect").
 */
export function effectPlaceOf(d: Diagnostic, card: Card, set: VellumSet): TextPlace {
  const source = card.effect ?? "";
  if (source.trim() === "" || card.type === "character") return { line: 1, column: 1 };
  if (d.source.startsWith("card:") || !d.pointer) {
    // Already a compiler diagnostic of the page (the effect field's own), with its range.
    return { line: d.range.start.line, column: d.range.start.column };
  }
  // The set's message is the compiler's after "effect of card “<name>”: ".
  const compiled = compileEffect(source, contextFromSet(set), { cardType: card.type });
  const match =
    compiled.diagnostics.find((c) => c.code === d.code && d.message.endsWith(`: ${c.message}`)) ??
    compiled.diagnostics.find((c) => c.code === d.code);
  return match
    ? { line: match.range.start.line, column: match.range.start.column }
    : { line: 1, column: 1 };
}
