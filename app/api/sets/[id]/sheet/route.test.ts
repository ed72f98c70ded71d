/**
 * The linked sheet's routes (issue 25, point 2): read and write a file of the set's folder (a
 * bad link, a path out of the folder and a push to a URL refused), and the event stream of a
 * linked file, which sends one event for one change of its bytes.
 */
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SheetReadAnswer, SheetWriteAnswer } from "@/app/_api/contracts";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import type * as ReadRoute_ from "./read/route";
import type * as WriteRoute_ from "./write/route";
import type * as EventsRoute_ from "./events/route";

const workspace = routeWorkspace("vellum-sheet-route-");
let read: typeof ReadRoute_;
let write: typeof WriteRoute_;
let events: typeof EventsRoute_;
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };
const base = "http://127.0.0.1/api/sets/saltmarrow/sheet";

beforeAll(async () => {
  [read, write, events] = await Promise.all([
    import("./read/route"),
    import("./write/route"),
    import("./events/route"),
  ]);
  const { getWorkspace } = await import("@/app/_server/workspace");
  await getWorkspace(); // seeds the samples
});

const post = (route: { POST: typeof read.POST }, action: string, body: unknown) =>
  route.POST(
    new Request(`${base}/${action}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { host: "127.0.0.1", "content-type": "application/json" },
    }),
    ctx,
  );

const TABLE = {
  headers: ["id", "name", "points.1"],
  rows: [{ line: 2, cells: ["sm-1", "Tide Caller", "-10"] }],
};

describe("POST /api/sets/[id]/sheet/read and /write", () => {
  it("writes an XLSX file to the set's folder and reads it back", async () => {
    const res = await post(write, "write", { link: { file: "cards.xlsx" }, table: TABLE });
    expect(res.status).toBe(200);
    const written = (await res.json()) as SheetWriteAnswer;
    expect(written).toMatchObject({ file: "cards.xlsx", rows: 1 });
    const back = await post(read, "read", { link: { file: "cards.xlsx" } });
    expect(back.status).toBe(200);
    const answer = (await back.json()) as SheetReadAnswer;
    expect(answer).toMatchObject({
      table: TABLE,
      format: "xlsx",
      source: "cards.xlsx, sheet Cards",
      fingerprint: written.fingerprint,
      worksheets: ["Cards"],
    });
  });

  it("refuses a bad link, a path out of the set's folder and a missing file", async () => {
    const cases: [unknown, number, string][] = [
      [{ link: {} }, 400, "sheet/bad-link"],
      [{ link: { file: "a.csv", url: "https://x.org/a.csv" } }, 400, "sheet/bad-link"],
      [{ link: { file: "../wobbleton-road/set.json" } }, 400, "sheet/bad-link"],
      [{ link: { file: "../../secret.csv" } }, 400, "sheet/bad-link"],
      [{ link: { url: "ftp://x.org/a.csv" } }, 400, "sheet/bad-link"],
      [{ link: { file: "nothing-here.csv" } }, 404, "sheet/not-found"],
    ];
    for (const [body, status, code] of cases) {
      const res = await post(read, "read", body);
      expect(
        [res.status, ((await res.json()) as { error: string }).error],
        JSON.stringify(body),
      ).toEqual([status, code]);
    }
  });

  it("answers a file not written yet as missing when asked ifExists, but not a missing set", async () => {
    const res = await post(read, "read", { link: { file: "later.xlsx" }, ifExists: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      missing: true,
      table: { headers: [], rows: [] },
      format: "xlsx",
    });
    const noSet = await read.POST(
      new Request("http://127.0.0.1/api/sets/no-such-set/sheet/read", {
        method: "POST",
        headers: { host: "127.0.0.1", "content-type": "application/json" },
        body: JSON.stringify({ link: { file: "later.csv" }, ifExists: true }),
      }),
      { params: Promise.resolve({ id: "no-such-set" }) },
    );
    expect(noSet.status).toBe(404);
  });

  it("refuses with 409 a push whose file changed, was created or was deleted since it was read", async () => {
    const link = { file: "guarded.csv" };
    // Read as missing: the push expects the file still not to exist.
    const fresh = await post(write, "write", { link, table: TABLE, expected: null });
    expect(fresh.status).toBe(200);
    const first = (await fresh.json()) as SheetWriteAnswer;
    const again = await post(write, "write", { link, table: TABLE, expected: null });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("sheet/changed");
    const file = path.join(workspace(), "saltmarrow", "guarded.csv");
    await writeFile(file, "id,name\nsm-1,Changed In The Sheet\n");
    const stale = await post(write, "write", { link, table: TABLE, expected: first.fingerprint });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: string; message: string };
    expect(body.message).toMatch(/guarded\.csv changed since it was read/);
    expect(await readFile(file, "utf8")).toContain("Changed In The Sheet");
    const reread = (await (await post(read, "read", { link })).json()) as SheetReadAnswer;
    const ok = await post(write, "write", { link, table: TABLE, expected: reread.fingerprint });
    expect(ok.status).toBe(200);
  });

  it("refuses a push to a URL (read-only) and out of the set's folder", async () => {
    const url = await post(write, "write", { link: { url: "https://x.org/a.csv" }, table: TABLE });
    expect(url.status).toBe(400);
    expect(((await url.json()) as { error: string }).error).toBe("sheet/read-only");
    const out = await post(write, "write", { link: { file: "../evil.xlsx" }, table: TABLE });
    expect(out.status).toBe(400);
    await expect(readFile(path.join(workspace(), "evil.xlsx"))).rejects.toThrow();
  });
});

describe("GET /api/sets/[id]/sheet/events", () => {
  it("sends one event when the file's bytes change (saved by rename), none for the same bytes", async () => {
    const folder = path.join(workspace(), "saltmarrow");
    await writeFile(path.join(folder, "watched.csv"), "id,name\nsm-1,Tide Caller\n");
    const abort = new AbortController();
    const res = await events.GET(
      new Request(`${base}/events?file=watched.csv`, {
        headers: { host: "127.0.0.1" },
        signal: abort.signal,
      }),
      ctx,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (pattern: RegExp, ms: number) => {
      const until = Date.now() + ms;
      while (!pattern.test(text) && Date.now() < until) {
        const piece = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, until - Date.now())),
        ]);
        if (!piece || piece.done) break;
        text += decoder.decode(piece.value);
      }
      return pattern.test(text);
    };
    expect(await readUntil(/watching watched\.csv/, 2_000)).toBe(true);
    // The same bytes written again: no change.
    await writeFile(path.join(folder, "watched.csv"), "id,name\nsm-1,Tide Caller\n");
    // An editor's save: a new file renamed over the old one.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await writeFile(path.join(folder, ".watched.csv.tmp"), "id,name\nsm-1,Tide Keeper\n");
    await rename(path.join(folder, ".watched.csv.tmp"), path.join(folder, "watched.csv"));
    expect(await readUntil(/event: changed/, 3_000)).toBe(true);
    await readUntil(/never/, 500);
    expect(text.match(/event: changed/g)).toHaveLength(1);
    expect(text).toMatch(/data: \{"file":"watched\.csv","fingerprint":"[0-9a-f]{16}"\}/);
    // The page going away ends the stream (and its watch).
    abort.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("refuses a bad name and a missing set, and watches a file that does not exist yet", async () => {
    const bad = await events.GET(
      new Request(`${base}/events?file=../set.json`, { headers: { host: "127.0.0.1" } }),
      ctx,
    );
    expect(bad.status).toBe(400);
    const none = await events.GET(
      new Request("http://127.0.0.1/api/sets/nope/sheet/events?file=a.csv", {
        headers: { host: "127.0.0.1" },
      }),
      { params: Promise.resolve({ id: "nope" }) },
    );
    expect(none.status).toBe(404);
    const abort = new AbortController();
    const later = await events.GET(
      new Request(`${base}/events?file=later.csv`, {
        headers: { host: "127.0.0.1" },
        signal: abort.signal,
      }),
      ctx,
    );
    expect(later.status).toBe(200);
    abort.abort();
    await later.body?.cancel();
  });
});
