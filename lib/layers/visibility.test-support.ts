/**
 * Test support (not exported from index.ts): the coverage rule read the plain way, as the test
 * oracle of the one production implementation (`stack-visibility.ts`, on compiled cards).
 *
 * Straight from the definitions, with none of the production path's machinery: each card's
 * elements (`cardElements`) and opaque area as rectangles (`opaqueArea`), and for each element
 * the union of the opaque areas of every card above it (`coveredFraction`). No compiled cards,
 * no flat edge lists, no scratch, no reuse of an earlier reading.
 */
import { cardElements } from "./card-elements";
import { coveredFraction, isCovered } from "./coverage";
import { opaqueArea } from "./opaque-area";
import type { CardRect } from "./rect";
import type { StackEntry } from "./stack";
import type { ElementVisibility } from "./stack-visibility";

/** Every element of `stack`, bottom card first and each card's in drawing order, with its visibility. */
export function oracleVisibility(stack: readonly StackEntry[]): ElementVisibility[] {
  const elements = stack.map(({ card, frame }) => cardElements(card, frame));
  const opaque = stack.map(({ card, frame }, i) => opaqueArea(card, frame, elements[i]!));
  const out: ElementVisibility[] = [];
  stack.forEach((_, index) => {
    const above: CardRect[] = opaque.slice(index + 1).flat();
    for (const element of elements[index]!) {
      const fraction = coveredFraction(element, above);
      out.push({ element, index, coveredFraction: fraction, visible: !isCovered(fraction) });
    }
  });
  return out;
}
