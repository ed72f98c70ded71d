import { describe as group, expect, it } from "vitest";
import type { SimReport } from "@/lib/sim";
import type { ReportInfo, StoredReport } from "./lab-api";
import type { LabEvent, LabState } from "./lab-state";
import {
  DEFAULT_GAMES,
  canCompare,
  defaultSeatBots,
  initialLabState,
  labReducer,
  lineupOf,
  runOptionsOf,
} from "./lab-state";

const props = {
  setId: "grim",
  revision: "rev-1",
  text: "{}",
  minPlayers: 2,
  maxPlayers: 5,
  bots: ["greedy", "random"],
};
const fresh = () => initialLabState(props);
const after = (s: LabState, ...events: LabEvent[]) => events.reduce(labReducer, s);

const info = (id: string, revision = "rev-1"): ReportInfo =>
  ({
    id,
    createdAt: "2026-01-01T00:00:00.000Z",
    revision,
    games: 10,
    players: 3,
    bots: ["greedy"],
  }) as ReportInfo;
const stored = (id: string): StoredReport => ({ ...info(id), report: {} as SimReport });

group("the lab as it opens", () => {
  it("seats three players when the set allows them, else the nearest count it allows", () => {
    expect(fresh().players).toBe(3);
    expect(initialLabState({ ...props, minPlayers: 4 }).players).toBe(4);
    expect(initialLabState({ ...props, maxPlayers: 2 }).players).toBe(2);
  });

  it("gives every seat a greedy bot with a random one every third seat, else the first bot", () => {
    expect(defaultSeatBots(["greedy", "random"], 5)).toEqual([
      "greedy",
      "greedy",
      "random",
      "greedy",
      "greedy",
    ]);
    expect(defaultSeatBots(["greedy"], 3)).toEqual(["greedy", "greedy", "greedy"]);
    expect(defaultSeatBots(["random", "cautious"], 2)).toEqual(["random", "random"]);
    expect(fresh().seatBots).toHaveLength(5);
  });
});

group("the run's form", () => {
  it("runs the first seats' bots, as many as players", () => {
    const s = after(
      fresh(),
      { type: "seat bot", seat: 1, bot: "random" },
      { type: "players", players: 2 },
    );
    expect(lineupOf(s)).toEqual(["greedy", "random"]);
    expect(runOptionsOf(s)).toEqual({
      games: DEFAULT_GAMES,
      players: 2,
      bots: ["greedy", "random"],
      seed: 1,
      turnCap: 200,
    });
  });

  it("rounds a typed number, and a cleared field goes back to its default", () => {
    const s = after(
      fresh(),
      { type: "number", field: "games", value: 250.6 },
      { type: "number", field: "seed", value: 7 },
      { type: "number", field: "turnCap", value: Number.NaN },
    );
    expect([s.games, s.seed, s.turnCap]).toEqual([251, 7, 200]);
    expect(after(s, { type: "number", field: "games", value: Number.NaN }).games).toBe(
      DEFAULT_GAMES,
    );
  });
});

group("the kept reports", () => {
  it("chooses the two newest to compare when listed, keeping a choice already made", () => {
    const s = after(fresh(), { type: "listed", reports: [info("b"), info("a")] });
    expect([s.after, s.before]).toEqual(["b", "a"]);
    expect(canCompare(s)).toBe(true);
    const chosen = after(
      fresh(),
      { type: "choose", which: "before", id: "x" },
      { type: "listed", reports: [info("b")] },
    );
    expect([chosen.after, chosen.before]).toEqual(["b", "x"]);
    expect(canCompare(after(s, { type: "choose", which: "before", id: "b" }))).toBe(false);
  });

  it("shows the newest report unless another was opened first; opening one ends a comparison", () => {
    const opened = after(
      fresh(),
      { type: "opened", stored: stored("a") },
      { type: "newest read", stored: stored("b") },
    );
    expect(opened.shown?.id).toBe("a");
    const comparing = after(opened, {
      type: "compared",
      comparison: { c: {} as never, before: "x", after: "y" },
    });
    expect(after(comparing, { type: "opened", stored: stored("b") })).toMatchObject({
      shown: { id: "b" },
      comparison: null,
    });
  });

  it("forgets a deleted report wherever it was shown or chosen", () => {
    const s = after(
      fresh(),
      { type: "listed", reports: [info("b"), info("a")] },
      { type: "opened", stored: stored("b") },
      { type: "ask delete", report: info("b") },
      { type: "ask delete", report: null },
      { type: "deleted", id: "b" },
      { type: "relisted", reports: [info("a")] },
    );
    expect(s).toMatchObject({
      shown: null,
      after: "",
      before: "a",
      reports: [info("a")],
      toDelete: null,
    });
    const other = after(
      fresh(),
      { type: "opened", stored: stored("a") },
      { type: "deleted", id: "b" },
    );
    expect(other.shown?.id).toBe("a");
  });
});

group("a run", () => {
  const running = () => after(fresh(), { type: "failed", text: "old" }, { type: "run started" });

  it("clears what the lab said, and runs", () => {
    expect(running()).toMatchObject({ status: "running", message: null });
  });

  it("says why it ended without a report, a failure read out or news", () => {
    expect(
      after(running(), { type: "run ended", outcome: { kind: "refused", message: "no cards" } }),
    ).toMatchObject({
      status: "idle",
      message: { kind: "failure", text: "The lab cannot run this set: no cards" },
    });
    expect(
      after(running(), { type: "run ended", outcome: { kind: "cancelled", done: 40 } }).message,
    ).toEqual({
      kind: "info",
      text: `Run cancelled after 40 of ${DEFAULT_GAMES} games. Nothing was kept.`,
    });
    expect(
      after(running(), { type: "run ended", outcome: { kind: "failed", message: "boom" } }).message,
    ).toEqual({
      kind: "failure",
      text: "The run failed: boom",
    });
    expect(
      after(running(), { type: "not started", text: "Reading the set failed: 500" }),
    ).toMatchObject({
      status: "idle",
      message: { kind: "failure", text: "Reading the set failed: 500" },
    });
  });

  it("keeps its report and chooses it, after the one before it, to compare", () => {
    const report = { kind: "report", report: {} as SimReport, seconds: 2 } as const;
    const saving = after(running(), { type: "run ended", outcome: report });
    expect(saving.status).toBe("saving");
    const kept = after(
      saving,
      { type: "run shown", stored: stored("c") },
      { type: "kept", id: "c", reports: [info("c"), info("b")] },
    );
    expect(kept).toMatchObject({ status: "idle", shown: { id: "c" }, after: "c", before: "b" });
  });

  it("shows a report it could not keep, and says so", () => {
    const s = after(running(), {
      type: "not kept",
      stored: stored(""),
      text: "Keeping the report failed: 507",
    });
    expect(s).toMatchObject({
      status: "idle",
      shown: { id: "" },
      message: {
        kind: "failure",
        text: "Keeping the report failed: 507 — the report is shown but not kept.",
      },
    });
  });

  it("leaves a run under way running when a request beside it fails", () => {
    expect(
      after(running(), { type: "failed", text: "Opening the report failed: 404" }).status,
    ).toBe("running");
  });
});
