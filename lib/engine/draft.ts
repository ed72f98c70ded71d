/**
 * The working copy of a state during one `apply`: a shallow copy of the root whose fields are
 * replaced (never mutated) as the action resolves, so the input state is untouched and the new
 * state shares every array and object that did not change (structural sharing).
 *
 * NOTE: every helper here builds new arrays and objects; nothing reachable from a state is ever
 * written in place. The stack-analysis memo (analysis.ts) relies on it.
 */
import { cardRef } from "./catalog";
import type { CardRef, GameEvent } from "./events";
import { nextInt, shuffled } from "./rng";
import { carryTable } from "./table-memo";
import type {
  CharacterId,
  CharacterState,
  GameState,
  InstanceId,
  OnDrawTask,
  Pending,
  SeatState,
  Task,
  TurnState,
} from "./types";

/**
 * Every field of `T`, optional ones included: a field-by-field copy written as an object literal
 * `satisfies EveryField<T>` stops compiling when a field is added to `T` and not copied.
 */
export type EveryField<T> = T & { [K in keyof T]-?: unknown };

/** The fields of a seat an action may change. */
export type SeatPatch = Partial<
  Pick<SeatState, "hand" | "held" | "skipTurns" | "skipDraws" | "freePlays">
>;

/** The fields of a character an action may change. */
export type CharacterPatch = Partial<Pick<CharacterState, "stack" | "killed" | "diedAt">>;

/**
 * A shallow copy of a state. NOTE: written out field by field (in `createGame`'s order) rather
 * than spread: it runs once per `apply` and the literal is much cheaper; `EveryField` makes the
 * type checker refuse it if a field of `GameState` is missing.
 */
function copyState(b: GameState): GameState {
  return {
    catalog: b.catalog,
    rules: b.rules,
    turnLimit: b.turnLimit,
    responseWindows: b.responseWindows,
    seats: b.seats,
    characters: b.characters,
    drawPile: b.drawPile,
    discard: b.discard,
    centre: b.centre,
    outOfGame: b.outOfGame,
    resolving: b.resolving,
    turn: b.turn,
    tasks: b.tasks,
    queue: b.queue,
    pending: b.pending,
    rng: b.rng,
    deaths: b.deaths,
    actions: b.actions,
    triggered: b.triggered,
    over: b.over,
  } satisfies EveryField<GameState>;
}

/** A state being built by one `apply` (internal to the engine). */
export class Draft {
  /** The state so far; its fields are replaced, never mutated. */
  state: GameState;
  /** Events emitted so far, in order. */
  readonly events: GameEvent[] = [];

  constructor(base: GameState) {
    this.state = copyState(base);
  }

  /** Records an event. */
  emit(event: GameEvent): void {
    this.events.push(event);
  }

  /** The face of a card instance. */
  ref(instance: InstanceId): CardRef {
    return cardRef(this.state.catalog, instance);
  }

  /** A seat (read-only view). */
  seat(i: number): SeatState {
    const seat = this.state.seats[i];
    if (!seat) throw new Error(`unknown seat ${i}`);
    return seat;
  }

  /** Replaces fields of a seat. */
  patchSeat(i: number, patch: SeatPatch): void {
    const s = this.seat(i);
    const seats = this.state.seats.slice();
    seats[i] = {
      name: s.name,
      family: s.family,
      bot: s.bot,
      hand: patch.hand ?? s.hand,
      held: patch.held !== undefined ? patch.held : s.held,
      skipTurns: patch.skipTurns ?? s.skipTurns,
      skipDraws: patch.skipDraws ?? s.skipDraws,
      freePlays: patch.freePlays ?? s.freePlays,
    } satisfies EveryField<SeatState>;
    this.state.seats = seats;
  }

  /** A character (read-only view). */
  character(ch: CharacterId): CharacterState {
    const c = this.state.characters[ch];
    if (!c) throw new Error(`unknown character ${ch}`);
    return c;
  }

  /** Replaces fields of a character. */
  patchCharacter(ch: CharacterId, patch: CharacterPatch): void {
    const c = this.character(ch);
    const before = this.state.characters;
    const characters = before.slice();
    characters[ch] = {
      owner: c.owner,
      stack: patch.stack ?? c.stack,
      killed: patch.killed ?? c.killed,
      diedAt: patch.diedAt ?? c.diedAt,
    } satisfies EveryField<CharacterState>;
    this.state.characters = characters;
    carryTable(this.state.catalog, before, characters, ch);
  }

  /** Replaces fields of the turn. */
  patchTurn(patch: Partial<TurnState>): void {
    const t = this.state.turn;
    this.state.turn = {
      seat: patch.seat ?? t.seat,
      number: patch.number ?? t.number,
      phase: patch.phase ?? t.phase,
      playsUsed: patch.playsUsed ?? t.playsUsed,
      playsMade: patch.playsMade ?? t.playsMade,
    } satisfies EveryField<TurnState>;
  }

  /** Pushes a task on the agenda (it runs before those already there). */
  pushTask(task: Task): void {
    const tasks = this.state.tasks.slice();
    tasks.push(task);
    this.state.tasks = tasks;
  }

  /** Removes and returns the next task, if any. */
  popTask(): Task | undefined {
    const tasks = this.state.tasks;
    if (tasks.length === 0) return undefined;
    const task = tasks[tasks.length - 1];
    this.state.tasks = tasks.slice(0, -1);
    return task;
  }

  /** Replaces the task at `index` of the agenda. */
  replaceTask(index: number, task: Task): void {
    const tasks = this.state.tasks.slice();
    tasks[index] = task;
    this.state.tasks = tasks;
  }

  /** Appends a drawn card to the on-draw queue. */
  enqueue(item: OnDrawTask): void {
    const queue = this.state.queue.slice();
    queue.push(item);
    this.state.queue = queue;
  }

  /** Removes and returns the first queued on-draw card, if any. */
  dequeue(): OnDrawTask | undefined {
    const queue = this.state.queue;
    if (queue.length === 0) return undefined;
    const first = queue[0];
    if (first) this.state.queue = queue.slice(1);
    return first;
  }

  /** Sets (or clears) the pending choice, announcing a new one. */
  setPending(pending: Pending | null): void {
    this.state.pending = pending;
    if (pending) {
      this.emit({
        type: "choice",
        player: pending.player,
        kind: pending.kind,
        prompt: pending.prompt,
        ...(pending.zone ? { zone: pending.zone } : {}),
        ...(pending.secret ? { secret: pending.secret } : {}),
      });
    }
  }

  /** An integer in [0, n) from the seeded RNG. */
  randomInt(n: number): number {
    const r = nextInt(this.state.rng, n);
    this.state.rng = r.rng;
    return r.value;
  }

  /** A shuffled copy of `items` from the seeded RNG. */
  shuffle<T>(items: readonly T[]): T[] {
    const r = shuffled(this.state.rng, items);
    this.state.rng = r.rng;
    return r.items;
  }
}
