/**
 * Operations on stacks (R10): move the top (or a chosen visible) modifier, discard one, swap two
 * stacks, swap two top modifiers. The resolver makes every choice, first character first; each
 * chosen character becomes `that character`. Moving a card never triggers its immediate effect
 * again (R6.2); its lasting effects follow it (R6.3, R6.4) because liveness is read off the stack
 * it is in.
 */
import type { ModifierChoice, Operation } from "../../dsl";
import { deathsBefore, noteDeaths } from "../death";
import { forbiddenOn } from "../lasting";
import { modifiersOf, replaced, topModifier, visibleModifiers, without } from "../modifiers";
import type { CharacterId } from "../types";
import { toDiscard } from "../zones";
import { resolverAccepts } from "./ops-hands";
import { NONE, SUSPEND, ask, characterOf, skipped } from "./op-kit";
import type { OpResult, OpRun } from "./op-kit";

type StackOp = Extract<
  Operation,
  { type: "move-modifier" | "discard-modifier" | "swap-stacks" | "swap-top-modifiers" }
>;

/** Picks the modifier of `ch` the operation acts on: the top one, or a chosen visible one. */
function pickModifier(run: OpRun, ch: CharacterId, which: ModifierChoice, what: string): number {
  if (run.st.card !== undefined) return run.st.card;
  const state = run.d.state;
  if (which === "top") return topModifier(state, ch) ?? NONE;
  return ask(
    run,
    "card",
    run.task.resolver,
    visibleModifiers(state, ch),
    `choose a visible modifier to ${what}`,
    "stack",
  );
}

function hasModifier(run: OpRun, which: ModifierChoice): (ch: CharacterId) => boolean {
  const state = run.d.state;
  return (ch) =>
    which === "top" ? topModifier(state, ch) !== null : visibleModifiers(state, ch).length > 0;
}

/** Picks the i-th character of the operation (resuming past those already chosen). */
function nth(
  run: OpRun,
  i: number,
  sel: Parameters<typeof characterOf>[1],
  allowed: (ch: CharacterId) => boolean,
  prompt: string,
): number {
  const chars = (run.st.chars ??= []);
  if (chars.length > i) return chars[i]!;
  const ch = characterOf(run, sel, allowed, prompt);
  if (ch >= 0) chars.push(ch);
  return ch;
}

/** move-modifier / discard-modifier / swap-stacks / swap-top-modifiers. */
export function runStackOp(run: OpRun, op: StackOp): OpResult {
  const d = run.d;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  switch (op.type) {
    case "move-modifier": {
      const from = nth(
        run,
        0,
        op.from,
        hasModifier(run, op.which),
        "choose a character to move a modifier from",
      );
      if (from === SUSPEND) return "suspend";
      if (from === NONE) return skipped(run, "no character has a modifier to move");
      const card = pickModifier(run, from, op.which, "move");
      if (card === SUSPEND) return "suspend";
      if (card === NONE) return skipped(run, "no modifier to move");
      run.st.card = card;
      const to = nth(
        run,
        1,
        op.to,
        (ch) => ch !== from && !forbiddenOn(d.state, ch, "modifier"),
        "choose a character to move the modifier to",
      );
      if (to === SUSPEND) return "suspend";
      if (to === NONE) return skipped(run, "no character can receive the modifier");
      d.patchCharacter(from, { stack: without(d.character(from).stack, card) });
      d.patchCharacter(to, { stack: [...d.character(to).stack, card] });
      d.emit({ type: "modifier-moved", card: d.ref(card), from, to });
      return "done";
    }
    case "discard-modifier": {
      const of = nth(
        run,
        0,
        op.of,
        hasModifier(run, op.which),
        "choose a character to discard a modifier of",
      );
      if (of === SUSPEND) return "suspend";
      if (of === NONE) return skipped(run, "no character has a modifier to discard");
      const card = pickModifier(run, of, op.which, "discard");
      if (card === SUSPEND) return "suspend";
      if (card === NONE) return skipped(run, "no modifier to discard");
      d.patchCharacter(of, { stack: without(d.character(of).stack, card) });
      toDiscard(d, [card]);
      d.emit({ type: "modifier-discarded", card: d.ref(card), character: of });
      return "done";
    }
    case "swap-stacks": {
      const a = nth(run, 0, op.first, () => true, "choose the first character whose stack to swap");
      if (a === SUSPEND) return "suspend";
      if (a === NONE) return skipped(run, "no character to swap");
      const b = nth(
        run,
        1,
        op.second,
        (ch) => ch !== a,
        "choose the character to swap stacks with",
      );
      if (b === SUSPEND) return "suspend";
      if (b === NONE) return skipped(run, "no second character to swap with");
      const before = deathsBefore(d, [a, b]);
      const sa = d.character(a).stack;
      const sb = d.character(b).stack;
      d.patchCharacter(a, { stack: [sa[0]!, ...sb.slice(1)] });
      d.patchCharacter(b, { stack: [sb[0]!, ...sa.slice(1)] });
      d.emit({ type: "stacks-swapped", characters: [a, b] });
      noteDeaths(d, [a, b], before, null);
      return "done";
    }
    case "swap-top-modifiers": {
      const has = (ch: CharacterId) => modifiersOf(d.state, ch).length > 0;
      const a = nth(run, 0, op.first, has, "choose the first character whose top modifier to swap");
      if (a === SUSPEND) return "suspend";
      if (a === NONE) return skipped(run, "no character has a modifier to swap");
      const b = nth(
        run,
        1,
        op.second,
        (ch) => ch !== a && has(ch),
        "choose the character to swap top modifiers with",
      );
      if (b === SUSPEND) return "suspend";
      if (b === NONE) return skipped(run, "no second character has a modifier to swap");
      const ma = topModifier(d.state, a)!;
      const mb = topModifier(d.state, b)!;
      d.patchCharacter(a, { stack: replaced(d.character(a).stack, ma, mb) });
      d.patchCharacter(b, { stack: replaced(d.character(b).stack, mb, ma) });
      d.emit({ type: "top-modifiers-swapped", characters: [a, b] });
      return "done";
    }
  }
}
