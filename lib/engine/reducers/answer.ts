/**
 * Answers to a pending choice of the interpreter: a character, a player, a card, or a yes/no.
 * The answer must be one of the pending choice's options; it is handed to the suspended
 * operation, which resumes when the game settles.
 */
import type { ChooseCard, ChooseCharacter, ChoosePlayer, Decide } from "../actions";
import type { Draft } from "../draft";
import { moveError } from "../errors";
import type { EngineError } from "../errors";
import { promptFor } from "../secrets";

/** Hands a valid answer to the suspended ability, or says why it is not an option. */
export function answer(
  d: Draft,
  a: ChooseCharacter | ChoosePlayer | ChooseCard | Decide,
): EngineError | null {
  const pending = d.state.pending!;
  let value: number;
  switch (a.type) {
    case "decide":
      value = a.accept ? 1 : 0;
      break;
    case "choose-character":
      value = a.character;
      break;
    case "choose-player":
      value = a.seat;
      break;
    case "choose-card":
      value = a.card;
      break;
  }
  if (a.type !== "decide" && !pending.options.includes(value)) {
    return moveError(
      "not-an-option",
      `that is not one of the options — ${promptFor(pending, a.player)}`,
    );
  }
  const top = d.state.tasks[d.state.tasks.length - 1];
  if (top?.kind !== "ability" || !top.op) throw new Error("a choice is pending without an ability");
  const op = { ...top.op };
  op.answer = value;
  const task = { ...top };
  task.op = op;
  d.replaceTask(d.state.tasks.length - 1, task);
  d.state.pending = null;
  return null;
}
