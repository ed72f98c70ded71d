/**
 * What every operation of the interpreter uses: the run (draft, ability task, operation state),
 * choices that suspend the interpreter, players and characters picked per the IR selectors.
 *
 * An operation is re-entered from its start after every answer, so it is written as guarded
 * stages: each stage checks the operation state (`st`) to skip what is done, and a choice
 * returns its answer from `st.answer` when resuming. A choice with one valid answer is taken
 * without asking; with none, the part needing it is skipped (README "Rules decisions").
 */
import type { CharacterSelector, PlayerSelector } from "../../dsl";
import { cardOf } from "../catalog";
import { isDead } from "../analysis";
import type { Draft } from "../draft";
import type { GameEvent, NothingDone } from "../events";
import { choiceSecret, hiddenHolder } from "../secrets";
import type {
  AbilityTask,
  CardChoiceZone,
  CharacterId,
  InstanceId,
  GameState,
  OpState,
  Pending,
  PendingKind,
} from "../types";
import { testCharacter } from "./conditions";
import type { EvalContext } from "./conditions";

/** The interpreter's handle on one operation run. */
export interface OpRun {
  d: Draft;
  /** The ability task (a private copy: `that` may be rebound). */
  task: AbilityTask;
  /** The operation's state (a private copy, saved into the task on suspension). */
  st: OpState;
  /** Set when the operation suspends for a choice. */
  pending: Pending | null;
}

/** Returned by a choice that must wait for an answer. */
export const SUSPEND = -1;
/** Returned by a choice with no valid option. */
export const NONE = -2;

/** How an operation run ended: finished, or waiting for `run.pending`. */
export type OpResult = "done" | "suspend";

/**
 * The evaluation context of an ability task (R6.1 "you", `this`, `that`, the card): a running
 * ability judges its requirements on the table as it stood before its card was placed (R6.6).
 */
export function taskContext(t: AbilityTask, state: GameState): EvalContext {
  // A trigger's card was not just placed: like a lasting ability, it reads the table as it shows.
  const trigger =
    state.catalog.uses.triggers &&
    cardOf(state.catalog, t.card).ir?.abilities[t.ability]?.category === "trigger";
  return {
    resolver: t.resolver,
    self: t.self,
    that: t.that,
    card: t.card,
    beforeCard: !trigger,
  };
}

/** The evaluation context of the run (see {@link taskContext}). */
export function ctxOf(run: OpRun): EvalContext {
  return taskContext(run.task, run.d.state);
}

/** The name of the card whose effect runs, for prompts. */
function sourceName(run: OpRun): string {
  return cardOf(run.d.state.catalog, run.task.card).card.name;
}

/**
 * A choice among `options` by `player`: the resumed answer, the only option, `NONE`, or
 * `SUSPEND` (with `run.pending` set).
 */
export function ask(
  run: OpRun,
  kind: Exclude<PendingKind, "response" | "yes-no">,
  player: number,
  options: number[],
  prompt: string,
  zone?: CardChoiceZone,
): number {
  if (run.st.answer !== undefined) {
    const a = run.st.answer;
    delete run.st.answer;
    return a;
  }
  if (options.length === 0) return NONE;
  if (options.length === 1) return options[0]!;
  run.pending = pendingOf(run, kind, player, prompt, options, zone);
  return SUSPEND;
}

/**
 * The pending choice of a run. Its source card is named only where the table may see it: a card
 * drawn with an `on draw:` step asks while it lies in its drawer's hand, and then only that hand's
 * holder reads its name (`Pending.secret`, README "Secrets").
 */
function pendingOf(
  run: OpRun,
  kind: PendingKind,
  player: number,
  prompt: string,
  options: number[],
  zone?: CardChoiceZone,
): Pending {
  const state = run.d.state;
  const card = run.task.card;
  const secret = choiceSecret(state, card, run.d.seat(run.task.resolver).name, prompt);
  return {
    kind,
    player,
    prompt: `${sourceName(run)}: ${prompt}`,
    options,
    source: card,
    ...(zone ? { zone } : {}),
    ...(secret ? { secret } : {}),
  };
}

/** A yes/no decision by `player` ("may" steps): 1, 0, or `SUSPEND`. */
export function askYesNo(run: OpRun, player: number, prompt: string): number {
  if (run.st.answer !== undefined) {
    const a = run.st.answer;
    delete run.st.answer;
    return a;
  }
  run.pending = pendingOf(run, "yes-no", player, prompt, []);
  return SUSPEND;
}

/** Seats in turn order starting with `from`. */
export function seatsFrom(count: number, from: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < count; k++) out.push((from + k) % count);
  return out;
}

/**
 * The players a player selector names: `you`, each player (in turn order from you), each other
 * player, or one chosen player / opponent (a choice by the resolver). `SUSPEND` while choosing.
 */
export function playersOf(run: OpRun, sel: PlayerSelector, what: string): number[] | "suspend" {
  const n = run.d.state.seats.length;
  const you = run.task.resolver;
  switch (sel.kind) {
    case "you":
      return [you];
    case "each-player":
      return seatsFrom(n, you);
    case "each-other-player":
      return seatsFrom(n, you).slice(1);
    case "chosen-player":
    case "opponent": {
      const options = sel.kind === "opponent" ? seatsFrom(n, you).slice(1) : seatsFrom(n, you);
      const a = ask(
        run,
        "player",
        you,
        options,
        `choose ${sel.kind === "opponent" ? "an opponent" : "a player"} ${what}`,
      );
      if (a === SUSPEND) return "suspend";
      return a === NONE ? [] : [a];
    }
  }
}

/**
 * The character a selector names: `this`, `that`, or one chosen by the resolver among those the
 * selector allows and `allowed` accepts (binding `that`). `NONE` when there is none; `SUSPEND`
 * while choosing.
 */
export function characterOf(
  run: OpRun,
  sel: CharacterSelector,
  allowed: (ch: CharacterId) => boolean,
  prompt: string,
): number {
  const t = run.task;
  if (sel.kind === "this" || sel.kind === "that") {
    const ch = sel.kind === "this" ? t.self : t.that;
    return ch !== null && allowed(ch) ? ch : NONE;
  }
  const state = run.d.state;
  const ctx = ctxOf(run);
  const options: CharacterId[] = [];
  for (let ch = 0; ch < state.characters.length; ch++) {
    const c = state.characters[ch]!;
    if (sel.owner === "you" && c.owner !== t.resolver) continue;
    if (sel.owner === "opponent" && c.owner === t.resolver) continue;
    if (sel.excludeThis && ch === t.self) continue;
    if (sel.state !== "any" && isDead(state, ch) !== (sel.state === "dead")) continue;
    if (sel.filter && !testCharacter(state, ch, sel.filter, ctx)) continue;
    if (allowed(ch)) options.push(ch);
  }
  const a = ask(run, "character", t.resolver, options, prompt);
  if (a >= 0) t.that = a;
  return a;
}

/** Ends an operation that had nothing to act on, saying so in the event stream. */
export function skipped(run: OpRun, reason: string): OpResult {
  emitSkip(run.d, run.task.card, reason);
  return "done";
}

/**
 * Says in the event stream that a step of `card` did nothing: `why` absent means it had nothing
 * to act on (see `NothingDone`). A card hidden in a hand is named only to its holder.
 */
export function emitSkip(d: Draft, card: InstanceId, reason: string, why?: NothingDone): void {
  const holder = hiddenHolder(d.state, card);
  const e: Extract<GameEvent, { type: "step-skipped" }> = {
    type: "step-skipped",
    card: d.ref(card),
    reason,
  };
  if (holder !== undefined) e.holder = holder;
  if (why) e.why = why;
  d.emit(e);
}
