/**
 * `cancel` (R6.5): a response cancels the card it answers when that card is of the named type.
 * The cancelled card is discarded with no effect when its play resolves; the play still counts.
 */
import type { CardType } from "../../model";
import type { OpResult, OpRun } from "./op-kit";
import { skipped } from "./op-kit";

/** Marks the play being answered as cancelled, when it is of `cardType`. */
export function cancelPlay(run: OpRun, cardType: CardType): OpResult {
  const d = run.d;
  const target = run.task.respondingTo;
  const index = d.state.tasks.findLastIndex(
    (t) => t.kind === "resolve-play" && t.play.card === target,
  );
  const task = d.state.tasks[index];
  if (target === null || task?.kind !== "resolve-play" || task.play.cardType !== cardType) {
    return skipped(run, `there is no ${cardType.replace("-", " ")} to cancel`);
  }
  if (!task.play.cancelled) {
    d.replaceTask(index, { ...task, play: { ...task.play, cancelled: true } });
    d.emit({ type: "cancelled", card: d.ref(task.play.card), by: d.ref(run.task.card) });
  }
  return "done";
}
