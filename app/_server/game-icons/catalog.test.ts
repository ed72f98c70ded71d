import { describe, expect, it } from "vitest";
import authors from "./authors.json";
import { gameIcon, searchGameIcons, titleOf } from "./catalog";

describe("the open icon set", () => {
  it("credits an icon to its author as the sample set does", async () => {
    const raven = await gameIcon("raven");
    expect(raven?.credit).toBe("“Raven” by Lorc, game-icons.net, CC BY 3.0");
    expect((await gameIcon("lighthouse"))?.credit).toBe(
      "“Lighthouse” by Delapouite, game-icons.net, CC BY 3.0",
    );
    expect((await gameIcon("big-wave"))?.credit).toBe(
      "“Big Wave” by Lorc, game-icons.net, CC BY 3.0",
    );
    expect(raven?.svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 512 512"><path fill="currentColor" d="/,
    );
  });

  it("names CC0 authors' licence and the tarot series' author", async () => {
    const cc0 = (authors as Record<string, string[]>)["viscious-speed"]?.[0] ?? "";
    expect((await gameIcon(cc0))?.licence).toBe("CC0");
    expect((await gameIcon("tarot-13-death"))?.author).toBe("Caro Asercion");
  });

  it("finds icons by every word of the query, and all of them for none", async () => {
    const wave = await searchGameIcons("Big wave");
    expect(wave.map((e) => e.name)).toContain("big-wave");
    expect(wave.every((e) => e.name.includes("big") && e.name.includes("wave"))).toBe(true);
    expect((await searchGameIcons("")).length).toBeGreaterThan(4000);
    expect(await searchGameIcons("zzzzqqq")).toEqual([]);
    expect(await gameIcon("no-such-icon-here")).toBeUndefined();
  });

  it("titles a name as a credit prints it", () => {
    expect(titleOf("candle-holder")).toBe("Candle Holder");
  });

  it("knows an author for every icon but the series it infers", async () => {
    const all = await searchGameIcons("");
    const { unknown, ...byAuthor } = authors as Record<string, string[]>;
    const known = new Set(Object.values(byAuthor).flat());
    expect(all.filter((e) => !known.has(e.name)).map((e) => e.name)).toEqual(unknown);
    for (const name of unknown ?? []) expect((await gameIcon(name))?.author).toBe("Caro Asercion");
  });
});
