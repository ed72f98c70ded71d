import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { unpackSetZip } from "@/lib/store";
import type * as RouteModule_ from "./route";

routeWorkspace("vellum-export-route-");
let route: typeof RouteModule_;
const ctx = { params: Promise.resolve({ id: "saltmarrow" }) };
const url = "http://127.0.0.1/api/sets/saltmarrow/export";

/** A GET as a browser sends it: with the Host header the request guard checks. */
const get = (query: string) =>
  route.GET(new Request(`${url}?${query}`, { headers: { host: "127.0.0.1" } }), ctx);

beforeAll(async () => {
  route = await import("./route");
});

/** The header row of a CSV answer. */
async function csvHeader(res: Response): Promise<string[]> {
  expect(res.status).toBe(200);
  return (await res.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!
    .split(",");
}

describe("/api/sets/[id]/export", () => {
  it("exports the cards as CSV in every language, or in the one asked for, as the CLI does", async () => {
    const all = await csvHeader(await get("format=csv"));
    expect(all).toContain("name@fr");
    const fr = await csvHeader(await get("format=csv&language=fr"));
    expect(fr).toEqual(all);
    // The main language: no translation columns at all.
    const en = await csvHeader(await get("format=csv&language=en"));
    expect(en).toEqual(all.filter((h) => !h.includes("@")));
    const res = await get("format=csv&language=it");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "set 'saltmarrow' has no language 'it' (it has en, fr)",
    );
  });

  it("refuses a language with set.json and the zip, which carry every language", async () => {
    for (const format of ["json", "zip"]) {
      const res = await get(`format=${format}&language=fr`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: "request/language-not-applicable",
        message: `a language is for the csv export, not ${format}: set.json and the zip carry every language`,
      });
    }
    expect((await get("format=json")).status).toBe(200);
  });

  it("streams the zip, at most two at once: a third is told to come back later", async () => {
    const first = await get("format=zip");
    const second = await get("format=zip");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get("content-type")).toBe("application/zip");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.zip"$/);
    const third = await get("format=zip");
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("10");
    expect(await third.json()).toMatchObject({ error: "export/busy" });
    // A download read to the end, and one cancelled, each give their place back.
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(unpackSetZip(bytes).ok).toBe(true);
    await second.body?.cancel();
    const again = await Promise.all([get("format=zip"), get("format=zip")]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    await Promise.all(again.map((r) => r.body?.cancel()));
  });
});
