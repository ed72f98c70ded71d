import { describe, expect, it } from "vitest";
import { withTexts } from "./history-api";
import type { Revision } from "./history-model";

const rev = (n: number): Revision => ({
  revision: `r${n}`,
  seq: n,
  savedAt: "2026-11-25T10:00:00.000Z",
  bytes: 10,
  current: false,
});

describe("withTexts", () => {
  it("fetches only the texts it lacks, a few at a time, and leaves out those it cannot get", async () => {
    let open = 0;
    let most = 0;
    const asked: string[] = [];
    const fetcher = (async (url: string) => {
      asked.push(url);
      open++;
      most = Math.max(most, open);
      await new Promise((r) => setTimeout(r, 1));
      open--;
      if (url.endsWith("/r7")) return new Response("gone", { status: 404 });
      return new Response(`text of ${url.split("/").at(-1)}`);
    }) as typeof fetch;
    const revisions = Array.from({ length: 20 }, (_, i) => rev(20 - i));
    const texts = await withTexts("s", revisions, new Map([["r20", "kept"]]), fetcher);
    expect(asked).toHaveLength(19);
    expect(asked.every((u) => u.startsWith("/api/sets/s/history/r"))).toBe(true);
    expect(most).toBeLessThanOrEqual(6);
    expect(texts.get("r20")).toBe("kept");
    expect(texts.get("r19")).toBe("text of r19");
    expect(texts.has("r7")).toBe(false);
    expect(texts.size).toBe(19);
  });
});
