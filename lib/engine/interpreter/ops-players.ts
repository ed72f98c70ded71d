/**
 * Operations done by players (R10): draw, discard chosen cards, discard the hand, skip a turn or
 * a draw step. Each runs for every player its selector names, in turn order, each deciding an
 * optional ("may") step for themselves first.
 */
import type { Operation, PlayerSelector } from "../../dsl";
import { stepQuestion } from "../../dsl";
import { discardFromHand, drawCards } from "../zones";
import { amountOf } from "./conditions";
import { NONE, SUSPEND, ask, askYesNo, ctxOf, playersOf } from "./op-kit";
import type { OpResult, OpRun } from "./op-kit";

type PlayerOp = Extract<Operation, { type: "draw" | "discard" | "discard-hand" | "skip" }>;

/**
 * Runs `body` for each player the selector names (resuming where a choice stopped), asking each
 * one first `do you want to <question>?` when the step is optional (`question` given: the step
 * in the words of its effect, lib/dsl `stepQuestion`). `what` completes "choose a player …".
 */
export function eachPlayer(
  run: OpRun,
  players: PlayerSelector,
  question: string | undefined,
  what: string,
  body: (player: number) => OpResult,
): OpResult {
  const st = run.st;
  if (!st.players) {
    const list = playersOf(run, players, what);
    if (list === "suspend") return "suspend";
    st.players = list;
  }
  while (st.players.length > 0) {
    const player = st.players[0]!;
    if (question !== undefined && !st.decided) {
      const yes = askYesNo(run, player, `do you want to ${question}?`);
      if (yes === SUSPEND) return "suspend";
      if (yes === 0) {
        st.players.shift();
        continue;
      }
      st.decided = true;
    }
    if (body(player) === "suspend") return "suspend";
    st.players.shift();
    delete st.decided;
    delete st.left;
  }
  return "done";
}

/**
 * The yes/no question of `op` when it is optional ("may"), in the words of its effect and the
 * set's word for "family", with the amount the engine worked out; `undefined` when it is not.
 */
export function optionalQuestion(run: OpRun, op: Operation, amount?: number): string | undefined {
  if (!("optional" in op) || op.optional !== true) return undefined;
  const familyWord = run.d.state.rules.familyWord;
  // An operation is read every time it runs: its words are written once per family word and
  // amount (IR operations are never changed once compiled).
  let known = questions.get(op);
  if (known === undefined || known.familyWord !== familyWord) {
    known = { familyWord, byAmount: new Map() };
    questions.set(op, known);
  }
  let question = known.byAmount.get(amount);
  if (question === undefined) {
    question = stepQuestion(op, { familyWord }, amount);
    known.byAmount.set(amount, question);
  }
  return question;
}

const questions = new WeakMap<
  Operation,
  { familyWord: string | undefined; byAmount: Map<number | undefined, string> }
>();

function amountOnce(run: OpRun, op: { amount: Parameters<typeof amountOf>[1] }): number {
  if (run.st.amount === undefined) run.st.amount = amountOf(run.d.state, op.amount, ctxOf(run));
  return run.st.amount;
}

/** draw / discard / discard-hand / skip. */
export function runPlayerOp(run: OpRun, op: PlayerOp): OpResult {
  const d = run.d;
  switch (op.type) {
    case "draw": {
      const n = amountOnce(run, op);
      return eachPlayer(run, op.players, optionalQuestion(run, op, n), `draw ${n}`, (p) => {
        drawCards(d, p, n);
        return "done";
      });
    }
    case "discard": {
      const n = amountOnce(run, op);
      return eachPlayer(run, op.players, optionalQuestion(run, op, n), `discard ${n}`, (p) => {
        const st = run.st;
        if (st.left === undefined) st.left = Math.min(n, d.seat(p).hand.length);
        while (st.left > 0) {
          const hand = d.seat(p).hand;
          const card = ask(
            run,
            "card",
            p,
            [...hand],
            `choose a card to discard (${st.left} left)`,
            "own-hand",
          );
          if (card === SUSPEND) return "suspend";
          if (card === NONE) break;
          discardFromHand(d, p, [card], false);
          st.left--;
        }
        return "done";
      });
    }
    case "discard-hand":
      return eachPlayer(run, op.players, optionalQuestion(run, op), "discard your hand", (p) => {
        const hand = d.seat(p).hand;
        if (hand.length > 0) discardFromHand(d, p, hand, true);
        return "done";
      });
    case "skip":
      return eachPlayer(
        run,
        op.players,
        optionalQuestion(run, op),
        `skip your next ${op.phase === "turn" ? "turn" : "draw step"}`,
        (p) => {
          const seat = d.seat(p);
          if (op.phase === "turn") d.patchSeat(p, { skipTurns: seat.skipTurns + 1 });
          else d.patchSeat(p, { skipDraws: seat.skipDraws + 1 });
          d.emit({ type: "skip-added", player: p, phase: op.phase });
          return "done";
        },
      );
  }
}
