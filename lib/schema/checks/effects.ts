import type { Range } from "../../model/diagnostic";
import { compileEffect, contextFromSet } from "../../dsl";
import type { CheckContext } from "./context";

/**
 * Every card's effect compiles (docs/effect-language.md). The compiler's diagnostics keep their
 * codes (`dsl/…`) and point at the offending characters inside the card's `effect` string in
 * the set file, so the editor underlines the very word.
 */
export function checkEffects(
  ctx: CheckContext,
  locateInString: (pointer: string, start: number, end: number) => Range,
): void {
  const dsl = contextFromSet(ctx.set);
  ctx.set.cards.forEach((card, i) => {
    if (card.effect === undefined || card.effect.trim() === "") return;
    // A character's effect is already reported as such (set/character-has-effect, R1.6).
    if (card.type === "character") return;
    const pointer = `/cards/${i}/effect`;
    const { diagnostics } = compileEffect(card.effect, dsl, { cardType: card.type });
    for (const d of diagnostics) {
      ctx.push({
        ...d,
        message: `effect of card '${card.id}': ${d.message}`,
        source: ctx.source,
        range: locateInString(pointer, d.range.start.offset, d.range.end.offset),
        pointer,
      });
    }
  });
}
