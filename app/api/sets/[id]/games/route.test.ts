import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { API_CSP } from "@/app/_server/api-route";
import { createLog } from "@/lib/engine";
import { MAX_JSON_DEPTH } from "@/lib/schema";
import type { GameListAnswer } from "@/app/_api/contracts";
import type { SavedGame, SavedGameSummary } from "@/lib/table";
import { SAVED_GAME_FORMAT } from "@/lib/table";
import { sampleSet } from "@/test/fixtures/sample-set";
import type * as ListModule_ from "./route";
import type * as GameModule_ from "./[game]/route";

let dir: string;
const workspace = routeWorkspace("vellum-games-route-");
let list: typeof ListModule_;
let one: typeof GameModule_;
const url = "http://127.0.0.1/api/sets/saltmarrow/games";
const setCtx = { params: Promise.resolve({ id: "saltmarrow" }) };
const gameCtx = (game: string) => ({ params: Promise.resolve({ id: "saltmarrow", game }) });

/** A request as a browser sends it: with the Host header the request guard checks. */
function hosted(input: string, init: RequestInit = {}): Request {
  return new Request(input, { ...init, headers: { host: "127.0.0.1", ...init.headers } });
}

function game(name: string, setId = "saltmarrow"): SavedGame {
  const set = sampleSet();
  const setup = { players: [0, 1, 2].map((i) => ({ name: `P${i}`, family: set.families[i]!.id })) };
  return {
    format: SAVED_GAME_FORMAT,
    name,
    savedAt: "2026-01-01T00:00:00.000Z",
    setId,
    setRevision: "0123456789abcdef",
    seats: ["person", "greedy", "random"],
    botDelay: 0,
    log: createLog(set, setup, 7),
    turn: 1,
    over: false,
  };
}

async function names(): Promise<string[]> {
  const res = await list.GET(hosted(url), setCtx);
  const body = (await res.json()) as { games: SavedGameSummary[] };
  return body.games.map((g) => g.name);
}

beforeAll(async () => {
  dir = workspace();
  list = await import("./route");
  one = await import("./[game]/route");
});

describe("/api/sets/[id]/games/[game]", () => {
  it("renames a saved game in place, deletes it answering the game, and takes it back", async () => {
    const posted = await list.POST(
      hosted(url, { method: "POST", body: JSON.stringify(game("Wren's bad day")) }),
      setCtx,
    );
    expect(posted.status).toBe(201);
    const { id, savedAt } = (await posted.json()) as SavedGameSummary;

    const read = (await (await one.GET(hosted(`${url}/${id}`), gameCtx(id))).json()) as SavedGame;
    const renamed = await one.PUT(
      hosted(`${url}/${id}`, {
        method: "PUT",
        body: JSON.stringify({ ...read, name: "Wren's worse day" }),
      }),
      gameCtx(id),
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id, name: "Wren's worse day", savedAt });
    expect(await names()).toEqual(["Wren's worse day"]);

    const removed = await one.DELETE(hosted(`${url}/${id}`, { method: "DELETE" }), gameCtx(id));
    expect(removed.status).toBe(200);
    const text = await removed.text();
    expect(JSON.parse(text)).toMatchObject({ name: "Wren's worse day", savedAt });
    expect(await names()).toEqual([]);
    expect((await one.GET(hosted(`${url}/${id}`), gameCtx(id))).status).toBe(404);

    const back = await one.PUT(hosted(`${url}/${id}`, { method: "PUT", body: text }), gameCtx(id));
    expect(back.status).toBe(200);
    expect(await names()).toEqual(["Wren's worse day"]);
  });

  it("refuses a rule override outside the set rules' range, naming the field", async () => {
    const g = game("Big hands");
    const big = { ...g, log: { ...g.log, setup: { ...g.log.setup, options: { handSize: 1000 } } } };
    const res = await list.POST(hosted(url, { method: "POST", body: JSON.stringify(big) }), setCtx);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "game/invalid",
      message:
        "the saved game's rule override 'log.setup.options.handSize' must be a whole number from 1 to 20, as in the set's rules (it is 1000)",
    });
    const plays = {
      ...g,
      log: { ...g.log, setup: { ...g.log.setup, options: { playsPerTurn: 0 } } },
    };
    const put = await one.PUT(
      hosted(`${url}/some-game`, { method: "PUT", body: JSON.stringify(plays) }),
      gameCtx("some-game"),
    );
    expect(put.status).toBe(400);
    expect(((await put.json()) as { message: string }).message).toContain(
      "'log.setup.options.playsPerTurn' must be a whole number from 1 to 5",
    );
    const fine = { ...g, log: { ...g.log, setup: { ...g.log.setup, options: { handSize: 20 } } } };
    const ok = await list.POST(hosted(url, { method: "POST", body: JSON.stringify(fine) }), setCtx);
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as SavedGameSummary;
    await one.DELETE(hosted(`${url}/${id}`, { method: "DELETE" }), gameCtx(id));
  });

  it("never lists a game file, copied in by hand, whose overrides the play page would refuse", async () => {
    const g = game("Copied in");
    const big = { ...g, log: { ...g.log, setup: { ...g.log.setup, options: { handSize: 1000 } } } };
    await writeFile(path.join(dir, "saltmarrow", "games", "copied-in.json"), JSON.stringify(big));
    const fine = { ...g, name: "Copied in, fine" };
    await writeFile(
      path.join(dir, "saltmarrow", "games", "copied-fine.json"),
      JSON.stringify(fine),
    );
    const listed = await names();
    expect(listed).toContain("Copied in, fine");
    expect(listed).not.toContain("Copied in");
    await one.DELETE(hosted(`${url}/copied-fine`, { method: "DELETE" }), gameCtx("copied-fine"));
    await rm(path.join(dir, "saltmarrow", "games", "copied-in.json"));
  });

  it("refuses a game nested deeper than set files may be with 400 and the reason, security headers and all", async () => {
    const g = game("Deep");
    const deep = JSON.stringify({ ...g, extra: 0 }).replace(
      '"extra":0',
      `"extra":${"[".repeat(5000)}${"]".repeat(5000)}`,
    );
    for (const res of [
      await list.POST(hosted(url, { method: "POST", body: deep }), setCtx),
      await one.PUT(hosted(`${url}/deep`, { method: "PUT", body: deep }), gameCtx("deep")),
    ]) {
      expect(res.status).toBe(400);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toBe(API_CSP);
      expect(await res.json()).toMatchObject({
        error: "request/too-deep",
        message: `the JSON is nested more than ${MAX_JSON_DEPTH} levels deep, far deeper than a saved game needs — look for runaway brackets`,
      });
    }
    expect(await names()).not.toContain("Deep");
  });

  it("answers the list in pages, newest first, with the total and the next page's cursor", async () => {
    const ids: string[] = [];
    for (const name of ["Page A", "Page B", "Page C"]) {
      const res = await list.POST(
        hosted(url, { method: "POST", body: JSON.stringify(game(name)) }),
        setCtx,
      );
      ids.push(((await res.json()) as SavedGameSummary).id);
    }
    const all = (await (await list.GET(hosted(url), setCtx)).json()) as GameListAnswer;
    const first = (await (
      await list.GET(hosted(`${url}?limit=2`), setCtx)
    ).json()) as GameListAnswer;
    expect(first.games).toEqual(all.games.slice(0, 2));
    expect(first.total).toBe(all.total);
    expect(first.next).toEqual(expect.any(String));
    const rest = (await (
      await list.GET(hosted(`${url}?limit=2&cursor=${first.next}`), setCtx)
    ).json()) as GameListAnswer;
    expect(rest.games).toEqual(all.games.slice(2, 4));
    const times = all.games.map((g) => g.savedAt);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await list.GET(hosted(`${url}?limit=1000`), setCtx);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "request/bad-limit" });
    const badCursor = await list.GET(hosted(`${url}?cursor=zzz`), setCtx);
    expect(badCursor.status).toBe(400);
    for (const id of ids)
      await one.DELETE(hosted(`${url}/${id}`, { method: "DELETE" }), gameCtx(id));
  });

  it("refuses a game of another set, one that is not a saved game, and deleting a missing one", async () => {
    const at = `${url}/some-game`;
    const other = await one.PUT(
      hosted(at, { method: "PUT", body: JSON.stringify(game("x", "elsewhere")) }),
      gameCtx("some-game"),
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: "game/other-set" });
    const invalid = await one.PUT(
      hosted(at, { method: "PUT", body: '{"format":"vellum-game/1"}' }),
      gameCtx("some-game"),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: "game/invalid" });
    const missing = await one.DELETE(hosted(at, { method: "DELETE" }), gameCtx("some-game"));
    expect(missing.status).toBe(404);
    const badId = await one.PUT(
      hosted(`${url}/..`, { method: "PUT", body: JSON.stringify(game("x")) }),
      gameCtx(".."),
    );
    expect(badId.status).toBe(400);
  });
});
