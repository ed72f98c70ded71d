/**
 * One game at the table: the engine's state and log, the bots, whose view the screen shows, the
 * pass-the-device screen between two people, the log in the set's words, and undo. Components
 * read its snapshot (useSyncExternalStore) and call its methods; every rule is the engine's.
 * NOTE: impure: bots act on timers (a short visible delay, or the next tick when instant), and
 * choose through a `BotHost` (in a Web Worker in the page: bot-host.ts).
 */
import type { Action, EngineError, GameLog, GameSetup, GameState, PlayerView } from "@/lib/engine";
import {
  apply,
  createGame,
  createLog,
  eventsFor,
  legalActions,
  selfWorth,
  STALL_WINDOW,
  stopGame,
  undo,
  viewFor,
} from "@/lib/engine";
import type { GameEvent } from "@/lib/engine";
import { mixSeed } from "@/lib/bots";
import type { VellumSet } from "@/lib/model";
import { fnv1a, messageOf } from "@/lib/model";
import type { SavedGame, SeatKind, StallNotice, TableStallWatch } from "@/lib/table";
import {
  deciderOf,
  describeEvents,
  editedGameNote,
  editedGameReason,
  followAction,
  namesFromSet,
  replaySteps,
  SAVED_GAME_FORMAT,
  startWatch,
  undoCount,
  watchReplayed,
} from "@/lib/table";
import type { BotHost } from "./bot-host";
import { botsInThread } from "./bot-host";

/** One line of the log: after how many actions it was written, and what it says. */
export interface LogLine {
  key: string;
  at: number;
  text: string;
}

/** What the table shows at one moment (replaced, never changed, on every change). */
export interface TableSnapshot {
  state: GameState;
  log: GameLog;
  lines: readonly LogLine[];
  /** The seat whose view is on screen; "spectator" when no person plays. */
  viewer: number | "spectator";
  view: PlayerView;
  /** The legal actions of the viewer (empty while someone else decides). */
  legal: readonly Action[];
  /** Set while the screen waits for the device to be passed to this seat. */
  passTo: number | null;
  /** The seat the game waits for, or null when it is over. */
  decider: number | null;
  /** A bot is about to act. */
  botThinking: boolean;
  /** Why the deciding bot could not choose (the game waits; undo or a new game go on). */
  botFailure: string | null;
  botDelay: number;
  /** How many actions undo would take back (0: nothing to undo). */
  undoable: number;
  /**
   * Set when the game has stalled by the simulator's rule (lib/engine `isStalled`): what is
   * stuck, in the set's words. The bots wait until the table ends the game or plays on.
   */
  stall: StallNotice | null;
  /** Set when the table ended the game because it had stalled: what the notice said then. */
  endedStalled: StallNotice | null;
}

/** The seeds a game's bots play with: the table's seed mixed with the seat and the moment. */
function botSeed(seed: string | number, seat: number, at: number): number {
  const base = typeof seed === "number" ? seed : fnv1a(String(seed));
  return mixSeed(base + at, seat + 1);
}

/** A game's seed as the engine takes it: an integer when it reads as one, else the text. */
export function seedValue(text: string): string | number {
  const t = text.trim();
  return /^-?\d{1,9}$/.test(t) ? Number(t) : t;
}

let sessions = 0;

/** See the file comment. */
export class GameSession {
  /** Tells this game from another of the same page (a React key). */
  readonly id = `game-${++sessions}`;
  private listeners = new Set<() => void>();
  private snap: TableSnapshot;
  /** The bot's choice asked for last: in flight, or answered while the bots were held. */
  private asked: { seat: number; state: GameState; index?: number } | null = null;
  private botFailure: string | null = null;
  private readonly bots: BotHost;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private lastViewer: number | "spectator";
  private paused = false;
  private watch: TableStallWatch;
  private stall: StallNotice | null = null;
  /** The turn before which a stall is not told again (after "Keep playing"). */
  private quietUntil = 0;
  private endedStalled: StallNotice | null = null;

  private constructor(
    readonly set: VellumSet,
    readonly setRevision: string,
    readonly kinds: readonly SeatKind[],
    private log: GameLog,
    private state: GameState,
    private lines: LogLine[],
    private botDelay: number,
    host: () => BotHost,
    watch?: TableStallWatch,
  ) {
    this.watch = watch ?? startWatch(state);
    this.stall = this.watch.notice(state, set);
    // A worker only for a game with bots.
    this.bots = kinds.some((k) => k !== "person") ? host() : botsInThread();
    this.lastViewer = this.firstPerson() ?? "spectator";
    this.makeBots();
    this.snap = this.build(null);
  }

  /** A new game, or the engine's reason the setup is refused. */
  static start(
    set: VellumSet,
    setRevision: string,
    setup: GameSetup,
    seed: string | number,
    kinds: readonly SeatKind[],
    botDelay: number,
    bots: () => BotHost = botsInThread,
  ): GameSession | EngineError {
    const created = createGame(set, setup, seed);
    if (!created.ok) return created.error;
    const first: LogLine = { key: "start", at: 0, text: `A new game with seed ${String(seed)}.` };
    const session = new GameSession(
      set,
      setRevision,
      kinds,
      createLog(set, setup, seed),
      created.value,
      [first],
      botDelay,
      bots,
    );
    session.schedule();
    return session;
  }

  /**
   * A saved game resumed against `set` as it is now. When the set changed since, the game is
   * replayed as far as its actions still apply, and `stoppedAt` says where it stopped.
   */
  static resume(
    set: VellumSet,
    setRevision: string,
    saved: SavedGame,
    bots: () => BotHost = botsInThread,
  ): { session: GameSession; note?: string } | { error: string } {
    const changed = saved.setRevision !== setRevision;
    const log: GameLog = changed
      ? { ...saved.log, setId: set.id, setVersion: set.version }
      : saved.log;
    const steps = replaySteps(log, set);
    // On the set it was played on, a game that does not replay as saved was edited.
    const edited = editedGameReason(saved, steps, !changed);
    if ("error" in steps)
      return {
        error: edited
          ? `${editedGameNote(edited)} It cannot be resumed.`
          : `this game cannot be set up with the set as it is now: ${steps.error}`,
      };
    const kept = steps.stopped ? steps.stopped.at : log.actions.length;
    const lines = linesOf(set, steps.states, steps.events, String(log.seed));
    const state = steps.states[steps.states.length - 1]!;
    const trimmed: GameLog = { ...log, actions: log.actions.slice(0, kept) };
    if (trimmed.reshuffles) trimmed.reshuffles = trimmed.reshuffles.filter((r) => r.at <= kept);
    const session = new GameSession(
      set,
      setRevision,
      saved.seats,
      trimmed,
      state,
      lines,
      saved.botDelay,
      bots,
      watchReplayed(steps, trimmed.actions),
    );
    // A game the table ended as stalled ends again where it was ended (all its actions apply).
    if (saved.ended === "stalled" && !steps.stopped) session.endStalled();
    let note: string | undefined;
    if (edited) {
      note = `${editedGameNote(edited)} ${steps.stopped ? `It goes on after its last action the rules allow (${kept} of ${log.actions.length}).` : "It goes on from where its actions lead."}`;
    } else if (steps.stopped) {
      note = `The set changed since this game was saved: it replayed ${kept} of ${log.actions.length} actions and stopped at action ${kept + 1}, which the rules now refuse (${steps.stopped.reason}).`;
    } else if (changed) {
      note = `The set changed since this game was saved; all ${log.actions.length} actions still apply.`;
    }
    session.schedule();
    return note ? { session, note } : { session };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TableSnapshot => this.snap;

  /** Whether a seat is played by a person. */
  isPerson = (seat: number): boolean => this.kinds[seat] === "person";

  /**
   * The viewer's action (a play, an answer): applied, or the engine's reason it is refused (the
   * table is unchanged then).
   */
  act(action: Action): EngineError | null {
    if (this.snap.passTo !== null) return null;
    return this.applyAction(action);
  }

  /** The reason `action` would be refused now, or null (nothing changes). */
  check(action: Action): EngineError | null {
    const r = apply(this.state, action);
    return r.ok ? null : r.error;
  }

  /** Takes back the last play of a person and what the bots did after it (engine undo). */
  undo(): string | null {
    // The states before each action tell a put-back in order (one answer, several actions).
    const before = replaySteps(this.log, this.set);
    const n = undoCount(this.log, this.isPerson, "error" in before ? undefined : before.states);
    if (n === 0) return "there is nothing to undo";
    const r = undo(this.log, n, this.set);
    if (!r.ok) return r.error.message;
    this.clearTimer();
    this.log = r.value.log;
    this.state = r.value.state;
    this.endedStalled = null;
    this.quietUntil = 0;
    // The stall watch follows the game again from its start (undo keeps no history of it).
    const steps = replaySteps(this.log, this.set);
    this.watch = "error" in steps ? startWatch(this.state) : watchReplayed(steps, this.log.actions);
    this.stall = this.watch.notice(this.state, this.set);
    const kept = this.log.actions.length;
    this.lines = this.lines.filter((l) => l.at <= kept);
    this.lines.push({
      key: `undo-${kept}-${this.lines.length}`,
      at: kept,
      text: `Undone: ${n === 1 ? "the last action" : `the last ${n} actions`}${r.value.reshuffled ? " (the draw pile was shuffled again: those draws were seen)" : ""}.`,
    });
    this.makeBots();
    this.publish();
    this.schedule();
    return null;
  }

  /**
   * Ends a stalled game the way the simulator's turn cap does: scored by the rules (R9.2,
   * R9.3); the end screen follows.
   */
  endStalled(): void {
    const notice = this.stall ?? this.watch.notice(this.state, this.set);
    if (!notice || this.state.over) return;
    this.clearTimer();
    this.asked = null;
    const stopped = stopGame(this.state);
    this.state = stopped.state;
    this.stall = null;
    this.endedStalled = notice;
    const at = this.log.actions.length;
    this.lines.push({
      key: `stalled-${at}`,
      at,
      text: `The game was ended at turn ${notice.stall.turn} because it had stalled, and scored.`,
    });
    this.publish();
  }

  /** Plays on past a stall notice; the table tells again after another stretch without a play. */
  keepPlaying(): void {
    if (!this.stall) return;
    this.quietUntil = this.state.turn.number + STALL_WINDOW;
    this.stall = null;
    this.publish();
    this.schedule();
  }

  /** The person the device was passed to takes it: their view is shown. */
  confirmPass(): void {
    if (this.snap.passTo === null) return;
    this.lastViewer = this.snap.passTo;
    this.publish();
  }

  /** The bots' delay in milliseconds (0: instant). */
  setBotDelay(ms: number): void {
    this.botDelay = ms;
    this.publish();
    this.schedule();
  }

  /** Holds the bots while free mode borrows the table (and lets them go on after). */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.clearTimer();
    else this.schedule();
  }

  /** The game as a saved game (the server adds nothing but its own clock's time). */
  toSaved(name: string, savedAt: string): SavedGame {
    return {
      format: SAVED_GAME_FORMAT,
      name,
      savedAt,
      setId: this.set.id,
      setRevision: this.setRevision,
      seats: [...this.kinds],
      botDelay: this.botDelay,
      log: this.log,
      turn: this.state.turn.number,
      over: this.state.over !== null,
      ...(this.endedStalled ? { ended: "stalled" as const } : {}),
    };
  }

  /** Stops the bots (the page left the table). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.bots.dispose();
    this.listeners.clear();
  }

  private firstPerson(): number | undefined {
    const i = this.kinds.indexOf("person");
    return i < 0 ? undefined : i;
  }

  private makeBots(): void {
    const at = this.log.actions.length;
    this.asked = null;
    this.botFailure = null;
    this.bots.reset(
      this.set,
      this.kinds.map((kind, seat) =>
        kind === "person" ? null : { kind, seed: botSeed(this.log.seed, seat, at) },
      ),
    );
  }

  private applyAction(action: Action): EngineError | null {
    const r = apply(this.state, action);
    if (!r.ok) return r.error;
    this.log = { ...this.log, actions: [...this.log.actions, action] };
    followAction(this.watch, this.state, action, r.value.state, r.value.events);
    this.state = r.value.state;
    if (this.state.turn.number >= this.quietUntil)
      this.stall = this.watch.notice(this.state, this.set);
    const at = this.log.actions.length;
    describeEvents(publicEvents(r.value.events), namesOf(this.set, this.state)).forEach((text, i) =>
      this.lines.push({ key: `${at}-${i}`, at, text }),
    );
    this.publish();
    this.schedule();
    return null;
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    this.clearTimer();
    // A stalled game waits for the table to end it or play on.
    if (this.disposed || this.paused || this.stall) return;
    const seat = deciderOf(this.state);
    if (seat === null || this.isPerson(seat)) return;
    const asked = this.asked;
    if (asked?.state === this.state) {
      // Asked already (each choice is asked once: a bot's seeded choices stay the same): in
      // flight, or answered while the bots were held, and played now.
      if (asked.index !== undefined) this.playChosen(asked.seat, asked.index);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.botStep(seat);
    }, this.botDelay);
  }

  private botStep(seat: number): void {
    if (this.disposed || deciderOf(this.state) !== seat) return;
    const state = this.state;
    if (legalActions(state, seat).length === 0) return;
    const asked: { seat: number; state: GameState; index?: number } = { seat, state };
    this.asked = asked;
    const answer = (index: number) => {
      if (this.disposed || this.asked !== asked) return;
      if (this.state !== state) {
        this.asked = null;
        return;
      }
      asked.index = index;
      if (!this.paused) this.playChosen(seat, index);
    };
    const failed = (e: unknown) => {
      // A choice the table has moved on from (an undo, a new game) is dropped.
      if (this.disposed || this.state !== state) return;
      if (this.asked === asked) this.asked = null;
      this.botFailure = `${this.state.seats[seat]?.name ?? `Seat ${seat + 1}`} could not choose: ${messageOf(e)}`;
      this.publish();
      // Also where the page reports uncaught errors: a bot that cannot choose is a bug.
      setTimeout(() => {
        throw e;
      });
    };
    try {
      const chosen = this.bots.choose(seat, state);
      if (typeof chosen === "number") answer(chosen);
      else chosen.then(answer).catch(failed);
    } catch (e) {
      failed(e);
    }
  }

  /** Plays the action a bot chose (by its index in the seat's legal actions). */
  private playChosen(seat: number, index: number): void {
    this.asked = null;
    this.botFailure = null;
    const action = legalActions(this.state, seat)[index];
    if (!action)
      throw new Error(`seat ${seat + 1}'s bot chose action ${index}, which is not there`);
    const refused = this.applyAction(action);
    if (refused)
      throw new Error(`seat ${seat + 1}'s bot chose a refused action: ${refused.message}`);
  }

  private publish(): void {
    this.snap = this.build(this.snap);
    for (const l of this.listeners) l();
  }

  private build(previous: TableSnapshot | null): TableSnapshot {
    const state = this.state;
    const decider = deciderOf(state);
    const persons = this.kinds.filter((k) => k === "person").length;
    let passTo: number | null = null;
    if (decider !== null && this.isPerson(decider) && decider !== this.lastViewer) {
      if (persons > 1 && this.lastViewer !== "spectator") passTo = decider;
      else this.lastViewer = decider;
    }
    const viewer = this.lastViewer;
    const view =
      previous && previous.state === state && previous.viewer === viewer
        ? previous.view
        : viewFor(state, viewer);
    const legal =
      passTo === null && viewer !== "spectator" && decider === viewer
        ? legalActions(state, viewer)
        : [];
    return {
      state,
      log: this.log,
      lines: [...this.lines],
      viewer,
      view,
      legal,
      passTo,
      decider,
      botThinking:
        decider !== null && !this.isPerson(decider) && this.botFailure === null && !this.stall,
      botFailure: this.botFailure,
      botDelay: this.botDelay,
      undoable: undoCount(this.log, this.isPerson),
      stall: this.stall,
      endedStalled: this.endedStalled,
    };
  }
}

/** What everyone at the table may read of events (the log is on the shared screen). */
function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return eventsFor(events, "spectator");
}

/** The log's names for a state: seats, characters, cards, self-worth as it stands. */
function namesOf(set: VellumSet, state: GameState) {
  const view = viewFor(state, "spectator");
  return namesFromSet(set, {
    seats: view.seats.map((s) => s.name),
    characters: view.characters.map((c) => c.name),
    selfWorth: (id) => selfWorth(state, id),
  });
}

/** The log lines of a replayed game (`states[i + 1]` follows `events[i]`). */
export function linesOf(
  set: VellumSet,
  states: readonly GameState[],
  events: readonly (readonly GameEvent[])[],
  seed: string,
): LogLine[] {
  const lines: LogLine[] = [{ key: "start", at: 0, text: `A new game with seed ${seed}.` }];
  events.forEach((batch, i) => {
    const at = i + 1;
    describeEvents(publicEvents(batch), namesOf(set, states[at]!)).forEach((text, j) =>
      lines.push({ key: `${at}-${j}`, at, text }),
    );
  });
  return lines;
}
