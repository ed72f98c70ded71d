import type { Range } from "../../model";
import type { EffectIR } from "../../dsl";
import { compileEffect, contextFromSet } from "../../dsl";
import { MAX_DIAGNOSTICS } from "../limits";
import type { CheckContext } from "./context";
import { cardLabel } from "../../model";

/** Code of the note that effects were left unchecked: the set had enough errors already. */
export const CHECKS_STOPPED = "set/checks-stopped";

/**
 * Every card's effect compiles (docs/effect-language.md). The compiler's diagnostics keep their
 * codes (`dsl/…`) and point at the offending characters inside the card's `effect` string in
 * the set file, so the editor underlines the very word.
 *
 * Once the set has {@link MAX_DIAGNOSTICS} errors it is invalid whatever else is wrong, and no
 * more than that many are shown: the remaining effects are not compiled (a 10 MB set of broken
 * effects took seconds per thousand cards), and one `set/checks-stopped` diagnostic says how
 * many were left unchecked (validateSetText folds it into its summary).
 *
 * Returns the compiled effects by card index (those that compiled), for the checks that read
 * what an effect does (checks/authoring.ts) without compiling it again.
 */
export function checkEffects(
  ctx: CheckContext,
  locateInString: (pointer: string, start: number, end: number) => Range,
): Map<number, EffectIR> {
  const compiled = new Map<number, EffectIR>();
  const dsl = contextFromSet(ctx.set);
  let unchecked = 0;
  let firstUnchecked = "";
  ctx.set.cards.forEach((card, i) => {
    if (card.effect === undefined || card.effect.trim() === "") return;
    // A character's effect is already reported as such (set/character-has-effect, R1.6).
    if (card.type === "character") return;
    const pointer = `/cards/${i}/effect`;
    if (ctx.errors >= MAX_DIAGNOSTICS) {
      if (unchecked++ === 0) firstUnchecked = pointer;
      return;
    }
    const { ir, diagnostics } = compileEffect(card.effect, dsl, { cardType: card.type });
    if (ir) compiled.set(i, ir);
    for (const d of diagnostics) {
      ctx.push({
        ...d,
        message: `effect of ${cardLabel(card.name, card.id, i)}: ${d.message}`,
        source: ctx.source,
        range: locateInString(pointer, d.range.start.offset, d.range.end.offset),
        pointer,
      });
    }
  });
  if (unchecked > 0)
    ctx.report(
      CHECKS_STOPPED,
      "error",
      firstUnchecked,
      `the effects of ${unchecked} more card${unchecked === 1 ? "" : "s"} were not checked: checking stops after ${MAX_DIAGNOSTICS} errors — fix the ones shown first`,
    );
  return compiled;
}
