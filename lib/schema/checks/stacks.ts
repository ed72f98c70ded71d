import { cardTimings } from "../../dsl";
import { analyzeStack, expectationOf, resolveStack, stackDifferences } from "../../layers";
import type { Card, SavedStack, VellumSet } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { cardLabel } from "../../model";

/**
 * Stack expectations (the set's `stacks`): each saved stack is read off the cards as they are
 * now — lib/layers' `analyzeStack`, with lib/dsl's `cardTimings`, exactly as the stack lab and
 * the engine read it — and compared with what it should show. Warnings, not errors: a card edit
 * that breaks an expectation is still saved (the designer must be able to keep working), and
 * `vellum validate` fails on them like a failing test (`STACK_EXPECTATION_CODES`).
 */

/** The codes of a stack expectation that does not hold (any of them fails `vellum validate`). */
export const STACK_EXPECTATION_CODES: readonly string[] = [
  "set/stack-expectation",
  "set/stack-missing-card",
  "set/stack-card-type",
];

/** What the lab may put on a character. */
const PLAYABLE_ON_STACK: ReadonlySet<Card["type"]> = new Set(["modifier", "untimely-death"]);

/** The cards of `stack` bottom to top, or undefined after reporting why it cannot be read. */
function stackCards(
  ctx: CheckContext,
  stack: SavedStack,
  i: number,
  byId: ReadonlyMap<string, Card>,
): Card[] | undefined {
  const who = `Stack '${stack.name}'`;
  const fix = "load it in the stack lab to rebuild it, or delete it";
  let readable = true;
  const character = byId.get(stack.character);
  if (!character) {
    readable = false;
    ctx.report(
      "set/stack-missing-card",
      "warning",
      toPointer(["stacks", i, "character"]),
      `${who}: the character '${stack.character}' no longer exists — ${fix}`,
    );
  } else if (character.type !== "character") {
    readable = false;
    ctx.report(
      "set/stack-card-type",
      "warning",
      toPointer(["stacks", i, "character"]),
      `${who}: ${cardLabel(character.name, character.id).slice("card ".length)} is a ${character.type}, not a character — a stack starts with a character; ${fix}`,
    );
  }
  const cards: Card[] = character ? [character] : [];
  stack.cards.forEach((id, k) => {
    const card = byId.get(id);
    if (!card) {
      readable = false;
      ctx.report(
        "set/stack-missing-card",
        "warning",
        toPointer(["stacks", i, "cards", k]),
        `${who}: card '${id}' no longer exists — ${fix}`,
      );
    } else if (!PLAYABLE_ON_STACK.has(card.type)) {
      readable = false;
      ctx.report(
        "set/stack-card-type",
        "warning",
        toPointer(["stacks", i, "cards", k]),
        `${who}: ${cardLabel(card.name, id)} is a ${card.type} — only modifiers and untimely deaths are played on a character; ${fix}`,
      );
    } else {
      cards.push(card);
    }
  });
  return readable ? cards : undefined;
}

/**
 * The reading of `cards` (a character, then the cards on it) in `set`: lib/layers' analysis with
 * lib/dsl's effect timings, as an expectation.
 */
export function readSavedStack(cards: readonly Card[], set: VellumSet) {
  return expectationOf(analyzeStack(resolveStack(cards, set, cardTimings)));
}

/** set/duplicate-id (stacks), set/stack-missing-card, set/stack-card-type, set/stack-expectation. */
export function checkStacks(ctx: CheckContext): void {
  const { set } = ctx;
  const stacks = set.stacks ?? [];
  if (stacks.length === 0) return;
  const byId = new Map<string, Card>();
  for (const card of set.cards) if (!byId.has(card.id)) byId.set(card.id, card);
  const seen = new Map<string, number>();
  stacks.forEach((stack, i) => {
    const earlier = seen.get(stack.id);
    if (earlier !== undefined) {
      ctx.report(
        "set/duplicate-id",
        "error",
        toPointer(["stacks", i, "id"]),
        `stack id '${stack.id}' is already used by stack #${earlier + 1} — give this stack another id`,
      );
    } else {
      seen.set(stack.id, i);
    }
    const cards = stackCards(ctx, stack, i, byId);
    if (!cards) return;
    // Cards are named as they read now (“Drowned Lantern”), not by ids nobody reads.
    const nameOf = (id: string) => {
      const card = byId.get(id);
      return card ? cardLabel(card.name, id).slice("card ".length) : `'${id}'`;
    };
    const differences = stackDifferences(stack.expect, readSavedStack(cards, set), nameOf);
    if (differences.length === 0) return;
    ctx.report(
      "set/stack-expectation",
      "warning",
      toPointer(["stacks", i, "expect", differences[0]!.field]),
      `Stack '${stack.name}': ${differences.map((d) => d.text).join("; ")} — if the change is intended, save the stack again in the stack lab`,
    );
  });
}
