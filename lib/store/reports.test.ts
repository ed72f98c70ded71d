import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_REPORT_GAMES } from "./report-schema";
import { trashedSetId } from "./trash";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";

const tempWorkspace = useTempWorkspaces();

const REPORT = {
  version: 1,
  config: { games: 200, players: 3, bots: ["greedy", "random"] },
  cards: [],
  winRate: { bySeat: [], byFamily: [], byBot: [] },
};

async function withSet() {
  const t = await tempWorkspace();
  const created = await t.ws.create(sampleSet("alpha"));
  if (!created.ok) throw new Error(created.error.message);
  return { ...t, revision: created.value.revision };
}

describe("reports", () => {
  it("keeps a report with its revision, lists it newest first, reads and removes it", async () => {
    const { root, ws, revision } = await withSet();
    const first = await ws.saveReport("alpha", revision, REPORT);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value).toMatchObject({
      revision,
      games: 200,
      players: 3,
      bots: ["greedy", "random"],
    });
    const second = await ws.saveReport("alpha", revision, {
      ...REPORT,
      config: { ...REPORT.config, games: 5 },
    });
    if (!second.ok) throw new Error(second.error.message);
    const list = await ws.listReports("alpha");
    expect(list.ok && list.value.map((r) => r.id)).toEqual([second.value.id, first.value.id]);
    const read = await ws.readReport("alpha", first.value.id);
    expect(read.ok && read.value.report).toEqual(REPORT);
    expect((await ws.removeReport("alpha", first.value.id)).ok).toBe(true);
    const after = await ws.listReports("alpha");
    expect(after.ok && after.value.map((r) => r.id)).toEqual([second.value.id]);
    const trash = await readdir(path.join(root, ".trash"));
    expect(trash.some((n) => n.startsWith(`alpha-report-${first.value.id}`))).toBe(true);
    // A removed report is not mistaken for a removed set.
    expect(trash.map(trashedSetId).filter(Boolean)).toEqual([]);
    const gone = await ws.readReport("alpha", first.value.id);
    expect(!gone.ok && gone.error.kind).toBe("not-found");
  });

  it("keeps a report whose rows say why (reasons), and still reads one kept before them", async () => {
    const { ws, revision } = await withSet();
    const why = {
      reason: { kind: "requirement-never-met", requirement: ["raven", "rose"] },
      count: 500,
      of: 500,
      unit: "games",
    };
    const withReasons = {
      ...REPORT,
      neverPlayable: [
        {
          cardId: "s",
          name: "S",
          type: "story",
          heldBy: 0,
          reason: "never claimable",
          reasons: [why],
        },
      ],
      effectsNeverFired: [
        { cardId: "e", name: "E", category: "immediate", plays: 3, reason: "…", reasons: [why] },
      ],
    };
    const kept = await ws.saveReport("alpha", revision, withReasons);
    if (!kept.ok) throw new Error(kept.error.message);
    const read = await ws.readReport("alpha", kept.value.id);
    expect(read.ok && read.value.report).toEqual(withReasons);
    // Kept before reasons: rows without `reason`/`reasons` load as they are.
    const older = {
      ...REPORT,
      neverPlayable: [{ cardId: "s", name: "S", type: "story", heldBy: 0 }],
      effectsNeverFired: [{ cardId: "e", name: "E", category: "immediate", plays: 3, reason: "x" }],
    };
    expect((await ws.saveReport("alpha", revision, older)).ok).toBe(true);
    // A reason of the wrong shape is refused.
    const bad = await ws.saveReport("alpha", revision, {
      ...withReasons,
      neverPlayable: [{ ...withReasons.neverPlayable[0], reasons: [{ ...why, unit: "turns" }] }],
    });
    expect(!bad.ok && bad.error.kind).toBe("invalid");
  });

  it("refuses what is not a report, bad ids and revisions, and a missing set", async () => {
    const { ws, revision } = await withSet();
    const bad = await ws.saveReport("alpha", revision, { version: 2 });
    expect(!bad.ok && bad.error.kind).toBe("invalid");
    const badRev = await ws.saveReport("alpha", "nope", REPORT);
    expect(!badRev.ok && badRev.error.kind).toBe("bad-id");
    const badId = await ws.readReport("alpha", "../set");
    expect(!badId.ok && badId.error.kind).toBe("bad-id");
    const noSet = await ws.listReports("beta");
    expect(!noSet.ok && noSet.error.kind).toBe("not-found");
  });

  it("refuses a report out of bounds (−5 games, a million players), naming the field, and skips such a file", async () => {
    const { root, ws, revision } = await withSet();
    const cases: [Record<string, unknown>, string][] = [
      [{ games: -5 }, "games"],
      [{ games: 0 }, "games"],
      [{ games: MAX_REPORT_GAMES + 1 }, "games"],
      [{ games: 2.5 }, "games"],
      [{ players: 1_000_000 }, "players"],
      [{ players: 0 }, "players"],
      [{ bots: [] }, "bots"],
    ];
    for (const [config, field] of cases) {
      const saved = await ws.saveReport("alpha", revision, {
        ...REPORT,
        config: { ...REPORT.config, ...config },
      });
      expect(saved.ok, JSON.stringify(config)).toBe(false);
      if (saved.ok) continue;
      expect(saved.error.kind).toBe("invalid");
      expect(saved.error.message).toContain(`'config.${field}' must`);
      expect(saved.error.diagnostics?.[0]?.pointer).toBe(`/config/${field}`);
    }
    const negative = await ws.saveReport("alpha", revision, {
      ...REPORT,
      winRate: {
        ...REPORT.winRate,
        bySeat: [{ key: "0", label: "Seat 1", games: -1, wins: 0, rate: 2, ci95: null }],
      },
    });
    expect(!negative.ok && negative.error.kind).toBe("invalid");
    expect(await ws.listReports("alpha")).toEqual({ ok: true, value: [] });
    // A report file edited by hand to a million players reads as absent.
    const kept = await ws.saveReport("alpha", revision, REPORT);
    if (!kept.ok) throw new Error(kept.error.message);
    const file = path.join(root, "alpha", ".reports", `${kept.value.id}.json`);
    const stored = JSON.parse(await readFile(file, "utf8")) as { report: typeof REPORT };
    stored.report.config.players = 1_000_000;
    await writeFile(file, JSON.stringify(stored));
    expect(await ws.listReports("alpha")).toEqual({ ok: true, value: [] });
    const read = await ws.readReport("alpha", kept.value.id);
    expect(!read.ok && read.error.kind).toBe("not-found");
  });

  it("skips unreadable files and refuses a linked reports folder", async () => {
    const { root, ws, revision } = await withSet();
    await mkdir(path.join(root, "alpha", ".reports"));
    await writeFile(path.join(root, "alpha", ".reports", "r-20260101t000000000-abcdef.json"), "{");
    const saved = await ws.saveReport("alpha", revision, REPORT);
    expect(saved.ok).toBe(true);
    const list = await ws.listReports("alpha");
    expect(list.ok && list.value).toHaveLength(1);
    const t2 = await withSet();
    await mkdir(path.join(t2.root, "elsewhere"));
    await symlink(path.join(t2.root, "elsewhere"), path.join(t2.root, "alpha", ".reports"));
    const linked = await t2.ws.saveReport("alpha", t2.revision, REPORT);
    expect(!linked.ok && linked.error.message).toMatch(/symbolic link/);
  });
});
