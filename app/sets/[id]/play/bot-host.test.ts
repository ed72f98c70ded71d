import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameSetup } from "@/lib/engine";
import type { SeatKind } from "@/lib/table";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { BotHost, FromBotWorker, ToBotWorker } from "./bot-host";
import { botsInThread, botsInWorker, botWorkerSide } from "./bot-host";
import { GameSession } from "./game-session";

const set = sampleSet();
const families = set.families.map((f) => f.id);

/**
 * A stand-in for a Web Worker running bot.worker.ts: messages are structured-cloned both ways
 * and delivered on a later task, as a worker's are. `fail` makes the worker break on the Nth
 * choice (an error event, as when its script throws).
 */
class FakeWorker {
  onmessage: ((e: MessageEvent<FromBotWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  sent: ToBotWorker["type"][] = [];
  /** The game's action count in each choice asked (one choice per count when asked once). */
  askedAt: number[] = [];
  terminated = false;
  private choices = 0;
  private side = botWorkerSide((m) =>
    setTimeout(() => this.onmessage?.({ data: structuredClone(m) } as MessageEvent<FromBotWorker>)),
  );
  constructor(private fail = Infinity) {}
  postMessage(m: ToBotWorker): void {
    this.sent.push(m.type);
    if (m.type === "choose") this.askedAt.push(m.state.actions);
    const copy = structuredClone(m);
    setTimeout(() => {
      if (this.terminated) return;
      if (copy.type === "choose" && ++this.choices >= this.fail) {
        this.onerror?.({ preventDefault() {} } as ErrorEvent);
        return;
      }
      this.side(copy);
    });
  }
  terminate(): void {
    this.terminated = true;
  }
}

function start(kinds: SeatKind[], host: () => BotHost, seed = 109): GameSession {
  const setup: GameSetup = {
    players: kinds.map((k, i) => ({
      name: `P${i + 1}`,
      family: families[i]!,
      bot: k !== "person",
    })),
  };
  const s = GameSession.start(set, "rev-a", setup, seed, kinds, 0, host);
  if (!(s instanceof GameSession)) throw new Error(s.message);
  return s;
}

/** Runs the bots' timers and the worker's messages until the game is over (or 5,000 steps). */
async function playOut(s: GameSession): Promise<void> {
  for (let i = 0; i < 5000 && s.getSnapshot().state.over === null; i++) {
    await vi.runOnlyPendingTimersAsync();
  }
}

describe("the table's bots", () => {
  afterEach(() => vi.useRealTimers());

  it("play the same game in a worker as in this thread, the catalog sent once", async () => {
    vi.useFakeTimers();
    const kinds: SeatKind[] = ["greedy", "random", "greedy"];
    const here = start(kinds, botsInThread);
    await playOut(here);
    const worker = new FakeWorker();
    const there = start(kinds, () => botsInWorker(() => worker as unknown as Worker));
    await playOut(there);
    expect(here.getSnapshot().state.over).not.toBeNull();
    expect(there.getSnapshot().log.actions).toEqual(here.getSnapshot().log.actions);
    expect(worker.sent.filter((t) => t === "catalog")).toHaveLength(1);
    expect(worker.sent.filter((t) => t === "choose").length).toBeGreaterThan(10);
    there.dispose();
    expect(worker.terminated).toBe(true);
    here.dispose();
  });

  it("move to this thread when the worker cannot start or breaks, and the game goes on", async () => {
    vi.useFakeTimers();
    const kinds: SeatKind[] = ["random", "greedy"];
    const noWorker = start(kinds, () =>
      botsInWorker(() => {
        throw new Error("workers are not allowed here");
      }),
    );
    await playOut(noWorker);
    expect(noWorker.getSnapshot().state.over).not.toBeNull();
    noWorker.dispose();
    const breaking = new FakeWorker(3);
    const broken = start(kinds, () => botsInWorker(() => breaking as unknown as Worker));
    await playOut(broken);
    expect(breaking.terminated).toBe(true);
    expect(broken.getSnapshot().state.over).not.toBeNull();
    broken.dispose();
  });

  it("asks each choice once: held by free mode or a new delay, a late answer is still the one played", async () => {
    vi.useFakeTimers();
    const kinds: SeatKind[] = ["greedy", "random"];
    const here = start(kinds, botsInThread);
    for (let i = 0; i < 6; i++) await vi.runOnlyPendingTimersAsync();
    const expected = here.getSnapshot().log.actions;
    here.dispose();

    const worker = new FakeWorker();
    const s = start(kinds, () => botsInWorker(() => worker as unknown as Worker));
    while (s.getSnapshot().log.actions.length < 3) await vi.runOnlyPendingTimersAsync();
    // The 4th choice is asked (the bot's timer ran); the answer is on its way.
    while (worker.askedAt.at(-1) !== 3) await vi.runOnlyPendingTimersAsync();
    expect(s.getSnapshot().log.actions.length).toBe(3);
    s.setPaused(true);
    s.setBotDelay(0);
    await vi.advanceTimersByTimeAsync(10);
    expect(s.getSnapshot().log.actions.length).toBe(3);
    s.setPaused(false);
    while (s.getSnapshot().log.actions.length < 6) await vi.runOnlyPendingTimersAsync();
    expect(s.getSnapshot().log.actions.slice(0, 6)).toEqual(expected.slice(0, 6));
    expect(new Set(worker.askedAt).size).toBe(worker.askedAt.length);
    s.dispose();
  });

  it("say why a bot could not choose, and play again after an undo", async () => {
    vi.useFakeTimers();
    let fail = true;
    const inner = botsInThread();
    const host: BotHost = {
      reset: (set, seats) => inner.reset(set, seats),
      choose: (seat, state) =>
        fail ? Promise.reject(new Error("out of ideas")) : inner.choose(seat, state),
      dispose: () => inner.dispose(),
    };
    const errors: unknown[] = [];
    const s = start(["person", "random"], () => host);
    expect(s.act({ type: "end-plays", player: 0 })).toBeNull();
    try {
      await vi.runOnlyPendingTimersAsync();
      await vi.runOnlyPendingTimersAsync();
    } catch (e) {
      errors.push(e);
    }
    const stuck = s.getSnapshot();
    expect(stuck.botFailure).toBe("P2 could not choose: out of ideas");
    expect(stuck.botThinking).toBe(false);
    fail = false;
    expect(s.undo()).toBeNull();
    expect(s.getSnapshot().botFailure).toBeNull();
    expect(s.act({ type: "end-plays", player: 0 })).toBeNull();
    for (let i = 0; i < 50 && s.getSnapshot().decider !== 0; i++) {
      await vi.runOnlyPendingTimersAsync();
    }
    expect(s.getSnapshot().decider).toBe(0);
    s.dispose();
  });

  it("answer every choice with the reason when the worker cannot make the bots", async () => {
    const answers: FromBotWorker[] = [];
    const side = botWorkerSide((m) => answers.push(m));
    side({ type: "reset", set, seats: [null, { kind: "wizard", seed: 1 }] });
    const s = start(["person", "random"], botsInThread);
    side({ type: "catalog", catalog: s.getSnapshot().state.catalog });
    const { catalog: _, ...state } = s.getSnapshot().state;
    side({ type: "choose", id: 1, seat: 1, state });
    expect(answers).toEqual([{ type: "failed", id: 1, message: "no bot named 'wizard'" }]);
    s.dispose();
  });
});
