/**
 * The turn (R4) and the driver that runs everything between two decisions: `settle` works the
 * agenda (tasks, then queued on-draw cards) until the game waits for a choice, a response, or
 * the active player's next play — advancing through the draw step (R4.4, R4.5), the end of the
 * turn (R4.6) and the next player's turn (skips included) on its own.
 */
import { endGame } from "./death";
import type { Draft } from "./draft";
import { finishEvent, playAtOnce, resolvePlay, runWindow, startOnDraw } from "./resolve";
import { runAbility } from "./interpreter/run-ability";
import { drawLimit } from "./lasting";
import { playsExhausted } from "./plays";
import type { Task } from "./types";
import { fireTriggers, runTrigger } from "./triggers";
import { drawCards } from "./zones";

/**
 * Steps after which a resolution is taken as endless: e.g. two copies of a card played as soon as
 * drawn, each drawing the other forever from an otherwise empty pile.
 */
const MAX_SETTLE_STEPS = 100_000;

function runTask(d: Draft, task: Task): void {
  switch (task.kind) {
    case "ability":
      return runAbility(d, task);
    case "window":
      return runWindow(d, task);
    case "resolve-play":
      return resolvePlay(d, task);
    case "finish-event":
      return finishEvent(d, task.card);
    case "on-draw":
      return startOnDraw(d, task);
    case "play-at-once":
      return playAtOnce(d, task.card, task.player);
    case "trigger":
      return runTrigger(d, task);
  }
}

/** The active player stops playing: on to the draw step. */
export function endPlays(d: Draft): void {
  d.patchTurn({ phase: "draw" });
  d.emit({ type: "plays-ended", player: d.state.turn.seat });
}

/** The draw step (R4.4): draw up to the draw limit, unless this draw step is skipped. */
function drawStep(d: Draft): void {
  const seat = d.state.turn.seat;
  d.patchTurn({ phase: "end" });
  const s = d.seat(seat);
  if (s.skipDraws > 0) {
    d.patchSeat(seat, { skipDraws: s.skipDraws - 1 });
    d.emit({ type: "draw-step-skipped", player: seat });
    return endTurn(d);
  }
  const missing = drawLimit(d.state, seat) - s.hand.length;
  if (missing > 0) drawCards(d, seat, missing);
  endTurn(d);
}

/** The turn ends: its `at the end of … turn` triggers, before cards drawn at once (R4.6). */
function endTurn(d: Draft): void {
  if (d.state.catalog.uses.triggers)
    fireTriggers(d, [{ kind: "turn-end", seat: d.state.turn.seat }]);
}

/** Whether nothing can ever be played again: no card to draw and every hand empty. */
function exhausted(d: Draft): boolean {
  return (
    d.state.drawPile.length === 0 &&
    d.state.discard.length === 0 &&
    d.state.seats.every((s) => s.hand.length === 0)
  );
}

/** Ends the turn and starts the next player's (skipping those who must skip, R10). */
function nextTurn(d: Draft): void {
  const n = d.state.seats.length;
  if (d.seat(d.state.turn.seat).freePlays.length > 0)
    d.patchSeat(d.state.turn.seat, { freePlays: [] });
  let seat = d.state.turn.seat;
  for (;;) {
    seat = (seat + 1) % n;
    const s = d.seat(seat);
    if (s.skipTurns === 0) break;
    d.patchSeat(seat, { skipTurns: s.skipTurns - 1 });
    d.emit({ type: "turn-skipped", player: seat });
  }
  const number = d.state.turn.number + 1;
  if (d.state.turnLimit !== null && number > d.state.turnLimit)
    return endGame(d, "turn-limit", null);
  if (exhausted(d)) return endGame(d, "exhausted", null);
  d.state.turn = { seat, number, phase: "play", playsUsed: 0, playsMade: 0 };
  d.emit({ type: "turn-started", player: seat, turn: number });
  if (d.state.catalog.uses.triggers) fireTriggers(d, [{ kind: "turn-start", seat }]);
}

/**
 * Runs the game forward until it needs a decision: a pending choice or response, the active
 * player's next play, or the end of the game. A resolution that never ends (cards that keep
 * drawing each other) ends the game as `exhausted`.
 */
export function settle(d: Draft): void {
  for (let guard = 0; guard < MAX_SETTLE_STEPS; guard++) {
    if (d.state.over || d.state.pending) return;
    const task = d.popTask();
    if (task) {
      runTask(d, task);
      continue;
    }
    const queued = d.dequeue();
    if (queued) {
      d.pushTask(queued);
      continue;
    }
    switch (d.state.turn.phase) {
      case "play":
        // A seat whose lasting effects left it no play at all still ends its turn itself: the
        // quiet turn is a decision the stall rule sees, not one of thousands of empty turns
        // run inside one action until the game ends as `exhausted`.
        if (!playsExhausted(d.state) || d.state.turn.playsMade === 0) return;
        endPlays(d);
        break;
      case "draw":
        drawStep(d);
        break;
      case "end":
        nextTurn(d);
        break;
    }
  }
  // NOTE: an endless resolution ends the game (scored) rather than hanging or throwing.
  endGame(d, "exhausted", null);
}
