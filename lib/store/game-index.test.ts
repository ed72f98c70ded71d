import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { GAME_INDEX_FILE } from "./game-index";
import type { GameSummaries } from "./game-index";
import { listGamePage, putGame, removeGame } from "./games";
import type { GamePage } from "./games";
import type { Workspace } from "./types";
import { sampleSet, useTempWorkspaces } from "./workspace.test-support";

const temp = useTempWorkspaces();

interface Summary {
  name: string;
  savedAt: string;
}

/** A summariser that counts the games it reads (the list must not read them). */
function summaries(): GameSummaries<Summary> & { summarize: ReturnType<typeof vi.fn> } {
  return {
    format: "test/1",
    summarize: vi.fn((_id: string, text: string): Summary | undefined => {
      try {
        const v = JSON.parse(text) as Partial<Summary>;
        return typeof v.name === "string" && typeof v.savedAt === "string"
          ? { name: v.name, savedAt: v.savedAt }
          : undefined;
      } catch {
        return undefined;
      }
    }),
  };
}

const gameText = (name: string, minute: number) =>
  `${JSON.stringify({ name, savedAt: `2026-01-01T00:${String(minute).padStart(2, "0")}:00.000Z` })}\n`;

/** Set `alpha` with `n` games `g00`… saved a minute apart (`g00` first, so listed last). */
async function withGames(n: number, s: GameSummaries<Summary>) {
  const t = await temp();
  await t.ws.create(sampleSet("alpha"));
  for (let i = 0; i < n; i++) {
    const id = `g${String(i).padStart(2, "0")}`;
    const put = await putGame(t.ws, "alpha", id, gameText(`Game ${i}`, i), s);
    if (!put.ok) throw new Error(put.error.message);
  }
  return { ...t, dir: path.join(t.root, "alpha", "games") };
}

async function allPages(ws: Workspace, s: GameSummaries<Summary>, limit: number) {
  const pages: GamePage<Summary>[] = [];
  let cursor: string | undefined;
  do {
    const page = await listGamePage(ws, "alpha", s, { limit, ...(cursor ? { cursor } : {}) });
    if (!page.ok) throw new Error(page.error.message);
    pages.push(page.value);
    cursor = page.value.next;
  } while (cursor);
  return pages;
}

describe("the saved-games index", () => {
  it("lists pages newest first from the index, without reading any game", async () => {
    const s = summaries();
    const { ws, dir } = await withGames(25, s);
    expect(await readdir(dir)).toContain(GAME_INDEX_FILE);
    s.summarize.mockClear();
    const pages = await allPages(ws, s, 10);
    expect(pages.map((p) => p.games.length)).toEqual([10, 10, 5]);
    expect(pages.every((p) => p.total === 25)).toBe(true);
    expect(pages.at(-1)?.next).toBeUndefined();
    const ids = pages.flatMap((p) => p.games.map((g) => g.id));
    expect(ids).toEqual(
      Array.from({ length: 25 }, (_, i) => `g${String(24 - i).padStart(2, "0")}`),
    );
    expect(pages[0]?.games[0]).toEqual({
      id: "g24",
      summary: { name: "Game 24", savedAt: "2026-01-01T00:24:00.000Z" },
      setKept: false,
    });
    expect(s.summarize).not.toHaveBeenCalled();
  });

  it("trusts an entry only while its file keeps its size and time: an edited game is read again", async () => {
    const s = summaries();
    const { ws, dir } = await withGames(3, s);
    const file = path.join(dir, "g02.json");
    // A time in whole seconds, which utimes sets back exactly; the list indexes it.
    const then = new Date("2026-01-01T12:00:00Z");
    await utimes(file, then, then);
    await listGamePage(ws, "alpha", s, { limit: 1 });
    const before = await stat(file);
    // Same size and time: the index is trusted (the file is not read).
    await writeFile(file, gameText("Game X", 2));
    await utimes(file, then, then);
    s.summarize.mockClear();
    const trusted = await listGamePage(ws, "alpha", s, { limit: 1 });
    expect(trusted.ok && trusted.value.games[0]?.summary.name).toBe("Game 2");
    expect(s.summarize).not.toHaveBeenCalled();
    // A newer time: read again, and the index keeps what it read.
    await utimes(file, before.atime, new Date(then.getTime() + 5000));
    const fresh = await listGamePage(ws, "alpha", s, { limit: 1 });
    expect(fresh.ok && fresh.value.games[0]?.summary.name).toBe("Game X");
    expect(s.summarize).toHaveBeenCalledTimes(1);
    const again = await listGamePage(ws, "alpha", s, { limit: 1 });
    expect(again.ok && again.value.games[0]?.summary.name).toBe("Game X");
    expect(s.summarize).toHaveBeenCalledTimes(1);
  });

  it("is rebuilt from the files when missing, unreadable or of another format", async () => {
    const s = summaries();
    const { ws, dir } = await withGames(4, s);
    const expected = ["g03", "g02", "g01", "g00"];
    for (const spoil of [
      () => rm(path.join(dir, GAME_INDEX_FILE)),
      () => writeFile(path.join(dir, GAME_INDEX_FILE), "{ not json"),
    ]) {
      await spoil();
      s.summarize.mockClear();
      const page = await listGamePage(ws, "alpha", s);
      expect(page.ok && page.value.games.map((g) => g.id)).toEqual(expected);
      expect(s.summarize).toHaveBeenCalledTimes(4);
      const index = JSON.parse(await readFile(path.join(dir, GAME_INDEX_FILE), "utf8")) as {
        games: unknown[];
      };
      expect(index.games).toHaveLength(4);
    }
    const other = { ...summaries(), format: "test/2" };
    const page = await listGamePage(ws, "alpha", other);
    expect(page.ok && page.value.total).toBe(4);
    expect(other.summarize).toHaveBeenCalledTimes(4);
  });

  it("finds games copied in or removed by hand, and forgets removed and not-a-game files", async () => {
    const s = summaries();
    const { ws, dir } = await withGames(3, s);
    await writeFile(path.join(dir, "by-hand.json"), gameText("By hand", 30));
    await writeFile(path.join(dir, "junk.json"), "not a game");
    await rm(path.join(dir, "g00.json"));
    const page = await listGamePage(ws, "alpha", s);
    expect(page.ok && page.value.games.map((g) => g.id)).toEqual(["by-hand", "g02", "g01"]);
    expect(page.ok && page.value.total).toBe(3);
    expect((await removeGame(ws, "alpha", "g02")).ok).toBe(true);
    s.summarize.mockClear();
    const after = await listGamePage(ws, "alpha", s);
    expect(after.ok && after.value.games.map((g) => g.id)).toEqual(["by-hand", "g01"]);
    // Nothing re-read: the removal updated the index, and the junk file is known not a game.
    expect(s.summarize).not.toHaveBeenCalled();
  });

  it("refuses a page size out of range and a cursor it did not give", async () => {
    const s = summaries();
    const { ws } = await withGames(1, s);
    for (const limit of [0, 201, 2.5]) {
      const r = await listGamePage(ws, "alpha", s, { limit });
      expect(!r.ok && r.error.kind).toBe("invalid");
    }
    const bad = await listGamePage(ws, "alpha", s, { cursor: "nope!" });
    expect(!bad.ok && bad.error.message).toMatch(/list again from the first page/);
    const noSet = await listGamePage(ws, "beta", s);
    expect(!noSet.ok && noSet.error.kind).toBe("not-found");
  });
});
