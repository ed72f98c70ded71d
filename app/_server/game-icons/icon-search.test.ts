import { describe, expect, it } from "vitest";
import { searchGameIcons } from "./catalog";
import { buildIconIndex, wordsOf } from "./icon-search";
import { synonymsOf } from "./synonyms";

const names = async (query: string) => (await searchGameIcons(query)).map((e) => e.name);

describe("searching the open icon set by word", () => {
  it("finds key icons by the word, before any name that merely contains it (donkey)", async () => {
    const found = await names("key");
    expect(found[0]).toBe("key");
    expect(found.slice(0, 5).every((n) => wordsOf(n).some((w) => w.startsWith("key")))).toBe(true);
    const donkey = found.indexOf("donkey");
    if (donkey >= 0) expect(donkey).toBeGreaterThan(found.indexOf("key"));
  });

  it("forgives a typo or an unfinished word", async () => {
    const skul = await names("skul");
    expect(skul.slice(0, 10).every((n) => wordsOf(n).some((w) => w.startsWith("skull")))).toBe(
      true,
    );
    expect(skul).not.toContain("soul");
    expect(await names("skelton")).toContain("skeleton");
  });

  it("finds by a synonym from our table, ranked after the word itself", async () => {
    const boat = await names("boat");
    expect(boat).not.toContain("goat");
    expect(boat.some((n) => wordsOf(n).includes("ship"))).toBe(true);
    const death = await names("death");
    expect(death).toContain("pirate-skull");
    expect(death.indexOf("pirate-skull")).toBeGreaterThan(death.indexOf("death-skull"));
    // The icons named with the word come first.
    const firstShip = boat.findIndex((n) => !wordsOf(n).includes("boat"));
    expect(boat.slice(0, firstShip).every((n) => wordsOf(n).includes("boat"))).toBe(true);
  });

  it("finds nothing for nonsense, and every word must match", async () => {
    expect(await names("xqzvwj")).toEqual([]);
    expect(await names("zzzzqqq")).toEqual([]);
    const wave = await names("big wave");
    expect(wave[0]).toBe("big-wave");
    expect(wave).not.toContain("wave-crest");
  });

  it("finds an icon by the package's alias", async () => {
    expect(await names("eskimo")).toContain("person-in-blizzard");
  });
});

describe("the index", () => {
  it("keeps the catalog's order for an empty query and for ties", () => {
    const index = buildIconIndex([{ name: "b-key" }, { name: "a-key" }, { name: "lock" }]);
    expect(index.search("  ")).toEqual(["b-key", "a-key", "lock"]);
    expect(index.search("key")).toEqual(["b-key", "a-key", "lock"]);
    const boats = buildIconIndex([{ name: "ship-wheel" }, { name: "donkey" }, { name: "boat" }]);
    // The word itself first, then its synonym; never a name that merely contains it.
    expect(boats.search("boat")).toEqual(["boat", "ship-wheel"]);
    expect(boats.search("key")).toEqual([]);
  });

  it("has synonyms both ways", () => {
    expect(synonymsOf("boat")).toContain("ship");
    expect(synonymsOf("Ship")).toContain("boat");
    expect(synonymsOf("xyzzy")).toEqual([]);
  });
});
