import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameSetup } from "@/lib/engine";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { SeatKind } from "@/lib/table";
import { GameSession } from "./game-session";

const set = sampleSet();
const families = set.families.map((f) => f.id);

function start(kinds: SeatKind[], seed = 109): GameSession {
  const setup: GameSetup = {
    players: kinds.map((k, i) => ({
      name: `P${i + 1}`,
      family: families[i]!,
      bot: k !== "person",
    })),
    responseWindows: "everyone",
  };
  const s = GameSession.start(set, "rev-a", setup, seed, kinds, 0);
  if (!(s instanceof GameSession)) throw new Error(s.message);
  return s;
}

describe("a game at the table", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks to pass the device between two people, and shows each only their own hand", () => {
    const s = start(["person", "person"]);
    let snap = s.getSnapshot();
    expect(snap.viewer).toBe(0);
    expect(snap.passTo).toBeNull();
    expect(snap.view.seats[0]!.hand).toBeDefined();
    expect(snap.view.seats[1]!.hand).toBeUndefined();
    expect(s.act({ type: "end-plays", player: 0 })).toBeNull();
    snap = s.getSnapshot();
    expect(snap.passTo).toBe(1);
    expect(snap.legal).toEqual([]);
    // Nothing can be played for the next person before they take the device.
    expect(snap.view.seats[1]!.hand).toBeUndefined();
    s.confirmPass();
    snap = s.getSnapshot();
    expect(snap.passTo).toBeNull();
    expect(snap.viewer).toBe(1);
    expect(snap.view.seats[1]!.hand).toBeDefined();
    expect(snap.view.seats[0]!.hand).toBeUndefined();
    s.dispose();
  });

  it("lets the bots play after their delay, writes their plays in the log, and undo takes the person's play back with the bots'", () => {
    const s = start(["person", "greedy", "random"]);
    expect(s.act({ type: "end-plays", player: 0 })).toBeNull();
    expect(s.getSnapshot().botThinking).toBe(true);
    for (let i = 0; i < 200 && s.getSnapshot().decider !== 0; i++) vi.runOnlyPendingTimers();
    const snap = s.getSnapshot();
    expect(snap.decider).toBe(0);
    expect(snap.lines.some((l) => l.text.startsWith("Turn 2: P2 to play."))).toBe(true);
    const before = snap.log.actions.length;
    expect(s.undo()).toBeNull();
    const after = s.getSnapshot();
    expect(after.log.actions.length).toBe(0);
    expect(before).toBeGreaterThan(1);
    expect(after.state.turn.number).toBe(1);
    expect(after.lines.at(-1)?.text).toMatch(/^Undone: the last \d+ actions/);
    s.dispose();
  });

  it("refuses an illegal play with the engine's reason and changes nothing", () => {
    const s = start(["person", "greedy"]);
    const before = s.getSnapshot();
    const refused = s.act({ type: "end-plays", player: 1 });
    expect(refused?.code).toBe("move/not-your-turn");
    expect(s.getSnapshot()).toBe(before);
    s.dispose();
  });

  it("resumes a saved game, and one whose set changed since replays as far as it goes", () => {
    const s = start(["person", "person"]);
    s.act({ type: "end-plays", player: 0 });
    s.confirmPass();
    const saved = s.toSaved("two", "2026-01-01T00:00:00.000Z");
    s.dispose();
    const same = GameSession.resume(set, "rev-a", saved);
    if ("error" in same) throw new Error(same.error);
    expect(same.note).toBeUndefined();
    expect(same.session.getSnapshot().log.actions).toEqual(saved.log.actions);
    same.session.dispose();
    const changed = GameSession.resume(set, "rev-b", {
      ...saved,
      log: { ...saved.log, actions: [...saved.log.actions, { type: "end-plays", player: 0 }] },
    });
    if ("error" in changed) throw new Error(changed.error);
    expect(changed.note).toMatch(
      /^The set changed since this game was saved: it replayed 1 of 2 actions and stopped at action 2, which the rules now refuse \(/,
    );
    expect(changed.session.getSnapshot().log.actions.length).toBe(1);
    changed.session.dispose();
  });

  it("says a tampered game was edited, not that the set changed, when it does not replay on its own set", () => {
    const s = start(["person", "person"]);
    s.act({ type: "end-plays", player: 0 });
    s.confirmPass();
    const saved = s.toSaved("two", "2026-01-01T00:00:00.000Z");
    s.dispose();
    // An action added by hand, on the very revision the game was played on.
    const added = GameSession.resume(set, "rev-a", {
      ...saved,
      log: { ...saved.log, actions: [...saved.log.actions, { type: "end-plays", player: 0 }] },
    });
    if ("error" in added) throw new Error(added.error);
    expect(added.note).toMatch(
      /^This saved game's file was edited after it was saved: on the set it was played on, the rules refuse its action 2 of 2 \(.+\)\. It goes on after its last action the rules allow \(1 of 2\)\.$/,
    );
    expect(added.note).not.toMatch(/set changed/);
    added.session.dispose();
    // Its turn changed by hand: every action applies, but they do not lead where it says.
    const turn = GameSession.resume(set, "rev-a", { ...saved, turn: 9 });
    if ("error" in turn) throw new Error(turn.error);
    expect(turn.note).toBe(
      "This saved game's file was edited after it was saved: it says turn 9, but its 1 action leads to turn 2. It goes on from where its actions lead.",
    );
    turn.session.dispose();
    // Its setup edited to a family the set does not have.
    const setup = GameSession.resume(set, "rev-a", {
      ...saved,
      log: {
        ...saved.log,
        setup: {
          ...saved.log.setup,
          players: saved.log.setup.players.map((p) => ({ ...p, family: "nobody" })),
        },
      },
    });
    expect("error" in setup && setup.error).toMatch(
      /^This saved game's file was edited after it was saved: the set it was played on refuses its setup \(.+\)\. It cannot be resumed\.$/,
    );
  });
});
