/**
 * Who plays the bots of a game at the table. A seat's bot picks one of the seat's legal actions,
 * answered as its index in `legalActions(state, seat)` (the engine lists them in a fixed order,
 * so both sides of a worker agree on it). `botsInWorker` runs the bots in a Web Worker
 * (bot.worker.ts, started by table-bots.ts; DESIGN.md: bots run off the page's main thread, the
 * table's engine in it); `botsInThread` runs them in the caller's thread: for a game without
 * bots, in tests, and in the page when no worker can start.
 * NOTE: impure (a worker and its messages).
 */
import type { Catalog, GameState, PlayerView } from "@/lib/engine";
import { legalActions, viewFor } from "@/lib/engine";
import type { Bot } from "@/lib/bots";
import { botFactory } from "@/lib/bots";
import type { VellumSet } from "@/lib/model";
import { messageOf } from "@/lib/model";

/** The bot of one seat: its registry name (`random`, `greedy`) and its seed. */
export interface BotSeat {
  kind: string;
  seed: number;
}

/** See the file comment. */
export interface BotHost {
  /** (Re)makes the bots of a game: one per seat that has one (`null`: a person's seat). */
  reset(set: VellumSet, seats: readonly (BotSeat | null)[]): void;
  /** The index in `legalActions(state, seat)` of the action the seat's bot chooses. */
  choose(seat: number, state: GameState): number | Promise<number>;
  /** Stops the bots (and the worker). */
  dispose(): void;
}

/** Makes the bots of `seats`; an unknown bot name throws (the new-game form offers known ones). */
export function makeBots(set: VellumSet, seats: readonly (BotSeat | null)[]): (Bot | null)[] {
  return seats.map((s, seat) => {
    if (!s) return null;
    const factory = botFactory(s.kind);
    if (!factory) throw new Error(`no bot named '${s.kind}'`);
    return factory({ set, seat, seed: s.seed });
  });
}

/** What `bot` chooses for `seat` in `state`, as an index into the seat's legal actions. */
export function chooseIndex(bot: Bot | null | undefined, seat: number, state: GameState): number {
  if (!bot) throw new Error(`seat ${seat + 1} has no bot`);
  const legal = legalActions(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat + 1} has nothing to choose from`);
  let view: PlayerView | undefined;
  const action = bot.choose({ seat, legal, view: () => (view ??= viewFor(state, seat)) });
  const index = legal.indexOf(action);
  if (index < 0) throw new Error(`bot ${bot.name} chose an action that is not legal`);
  return index;
}

/** The bots in the caller's thread: each choice is answered at once. */
export function botsInThread(): BotHost {
  let bots: (Bot | null)[] = [];
  return {
    reset(set, seats) {
      bots = makeBots(set, seats);
    },
    choose: (seat, state) => chooseIndex(bots[seat], seat, state),
    dispose() {
      bots = [];
    },
  };
}

/** Page → bot worker. */
export type ToBotWorker =
  /** The bots of a game (after an undo too, with new seeds). */
  | { type: "reset"; set: VellumSet; seats: readonly (BotSeat | null)[] }
  /** The game's catalog, sent once: states follow without theirs (it is most of a state). */
  | { type: "catalog"; catalog: Catalog }
  /** A choice, asked of `seat`'s bot in `state` (its catalog is the one sent last). */
  | { type: "choose"; id: number; seat: number; state: Omit<GameState, "catalog"> };

/** Bot worker → page. */
export type FromBotWorker =
  { type: "chosen"; id: number; index: number } | { type: "failed"; id: number; message: string };

/**
 * The worker's side of `botsInWorker` (bot.worker.ts wires it to the worker's messages): the
 * bots of the game in play and its catalog, kept between choices (the engine's memos are keyed
 * by the catalog, so it stays one object there), each choice answered through `post`.
 */
export function botWorkerSide(post: (m: FromBotWorker) => void): (m: ToBotWorker) => void {
  let bots: (Bot | null)[] = [];
  let catalog: Catalog | null = null;
  /** Why the bots could not be made: each choice is answered with it. */
  let broken: string | null = null;
  return (m) => {
    if (m.type === "reset") {
      try {
        bots = makeBots(m.set, m.seats);
        broken = null;
      } catch (error) {
        bots = [];
        broken = messageOf(error);
      }
      return;
    }
    if (m.type === "catalog") {
      catalog = m.catalog;
      return;
    }
    try {
      if (broken !== null) throw new Error(broken);
      if (!catalog) throw new Error("a choice came before the game's catalog");
      const state: GameState = { ...m.state, catalog };
      post({ type: "chosen", id: m.id, index: chooseIndex(bots[m.seat], m.seat, state) });
    } catch (error) {
      post({
        type: "failed",
        id: m.id,
        message: messageOf(error),
      });
    }
  };
}

interface Asked {
  seat: number;
  state: GameState;
  resolve(index: number): void;
  reject(error: Error): void;
}

/**
 * The bots in a Web Worker made by `make`. When the worker cannot start or fails, the bots move
 * to this thread (made again from the last reset, so their seeded choices start over from
 * there) and the choices still waiting are answered there: the game goes on. Choices that
 * cannot be answered (bots that cannot be made) are refused with the reason.
 */
export function botsInWorker(make: () => Worker): BotHost {
  let worker: Worker | null = null;
  let fallback: BotHost | null = null;
  let lastReset: { set: VellumSet; seats: readonly (BotSeat | null)[] } | null = null;
  let sentCatalog: Catalog | null = null;
  let nextId = 0;
  const waiting = new Map<number, Asked>();

  const toThread = () => {
    worker?.terminate();
    worker = null;
    const here = botsInThread();
    fallback = here;
    let broken: unknown;
    try {
      if (lastReset) here.reset(lastReset.set, lastReset.seats);
    } catch (e) {
      broken = e;
    }
    for (const [id, asked] of waiting) {
      waiting.delete(id);
      try {
        if (broken !== undefined) throw broken;
        asked.resolve(here.choose(asked.seat, asked.state) as number);
      } catch (e) {
        asked.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
  };

  try {
    worker = make();
    worker.onmessage = (e: MessageEvent<FromBotWorker>) => {
      const m = e.data;
      const asked = waiting.get(m.id);
      if (!asked) return;
      waiting.delete(m.id);
      if (m.type === "chosen") asked.resolve(m.index);
      else asked.reject(new Error(m.message));
    };
    worker.onerror = (e) => {
      e.preventDefault();
      toThread();
    };
    worker.onmessageerror = () => toThread();
  } catch {
    toThread();
  }

  const post = (m: ToBotWorker) => worker?.postMessage(m);

  return {
    reset(set, seats) {
      lastReset = { set, seats };
      if (fallback) return fallback.reset(set, seats);
      post({ type: "reset", set, seats });
    },
    choose(seat, state) {
      if (fallback) return fallback.choose(seat, state);
      if (state.catalog !== sentCatalog) {
        post({ type: "catalog", catalog: state.catalog });
        sentCatalog = state.catalog;
      }
      const id = ++nextId;
      const { catalog: _, ...rest } = state;
      return new Promise<number>((resolve, reject) => {
        waiting.set(id, { seat, state, resolve, reject });
        post({ type: "choose", id, seat, state: rest });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      fallback?.dispose();
      waiting.clear();
    },
  };
}
