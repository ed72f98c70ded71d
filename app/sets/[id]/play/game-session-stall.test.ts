/**
 * A stalled game at the table (lib/engine's stall rule, the simulator's): noticed, the bots
 * held until the table chooses, played on or ended and scored, and saved and resumed ended.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STALL_WINDOW } from "@/lib/engine";
import { validateSetText } from "@/lib/schema";
import { stallingSet } from "@/test/fixtures/stalling-set";
import { GameSession } from "./game-session";

const set = validateSetText(JSON.stringify(stallingSet())).set!;

function start(): GameSession {
  const s = GameSession.start(
    set,
    "rev-a",
    {
      players: [
        { name: "Ann", family: "ashgrove", bot: true },
        { name: "Bo", family: "blackmere", bot: true },
      ],
    },
    5,
    ["greedy", "greedy"],
    0,
  );
  if (!(s instanceof GameSession)) throw new Error(s.message);
  return s;
}

describe("a stalled game at the table", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is noticed by the stall rule, in the set's words, and the bots wait for the table", () => {
    const s = start();
    vi.runAllTimers();
    const snap = s.getSnapshot();
    expect(snap.state.over).toBeNull();
    expect(snap.state.turn.number).toBe(STALL_WINDOW + 1);
    expect(snap.botThinking).toBe(false);
    expect(snap.stall?.title).toBe("This game is stuck: nobody has made a play for 10 turns.");
    expect(snap.stall?.lines).toEqual([
      "Stuck in hands, in no legal play for the last 10 turns: Fell Down the Well ×5 (Ann) and Fell Down the Well ×5 (Bo).",
      "The draw pile holds 2 cards and the discard pile 0 cards; no character has died.",
      "Ending it now scores it as the rules say: the lowest family value wins.",
    ]);
    // Held: no timer is left to play on.
    expect(vi.getTimerCount()).toBe(0);
    s.dispose();
  });

  it("plays on when asked and tells again after another stretch without a play", () => {
    const s = start();
    vi.runAllTimers();
    s.keepPlaying();
    expect(s.getSnapshot().stall).toBeNull();
    vi.runAllTimers();
    const snap = s.getSnapshot();
    expect(snap.state.turn.number).toBe(2 * STALL_WINDOW + 1);
    expect(snap.stall?.title).toBe("This game is stuck: nobody has made a play for 20 turns.");
    s.dispose();
  });

  it("ends and scores a stalled game, saves it ended, and a resumed copy is ended again", () => {
    const s = start();
    vi.runAllTimers();
    s.endStalled();
    const snap = s.getSnapshot();
    expect(snap.state.over).toMatchObject({ reason: "turn-limit", winners: [0, 1] });
    expect(snap.view.over).not.toBeNull();
    expect(snap.stall).toBeNull();
    expect(snap.endedStalled?.stall.turn).toBe(STALL_WINDOW + 1);
    expect(snap.lines.at(-1)?.text).toBe(
      "The game was ended at turn 11 because it had stalled, and scored.",
    );
    const saved = s.toSaved("Stuck", "2026-01-01T00:00:00.000Z");
    expect(saved).toMatchObject({ over: true, ended: "stalled" });
    s.dispose();

    const resumed = GameSession.resume(set, "rev-a", saved);
    if ("error" in resumed) throw new Error(resumed.error);
    expect(resumed.session.getSnapshot().state.over).toMatchObject({ reason: "turn-limit" });
    expect(resumed.session.getSnapshot().endedStalled).not.toBeNull();
    resumed.session.dispose();
  });
});
