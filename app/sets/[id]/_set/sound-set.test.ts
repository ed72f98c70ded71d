import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@/lib/model";
import { blockersOf, unsoundSentence } from "./sound-set";

function d(pointer: string | undefined, severity: Diagnostic["severity"] = "error"): Diagnostic {
  const at = { line: 1, column: 1, offset: 0 };
  const base = { code: "set/x", severity, message: `problem at ${pointer}`, source: "s/set.json" };
  return { ...base, range: { start: at, end: at }, ...(pointer === undefined ? {} : { pointer }) };
}

const value = {
  id: "grim",
  cards: [
    { id: "new-modifier-4", name: "Drowned Lantern" },
    { id: "nameless", name: "" },
  ],
  frames: [{ id: "tall" }],
};

const placed = (pointer: string | undefined, doc: unknown = value) => {
  const [b] = blockersOf("grim", doc, [d(pointer)]);
  return b && { href: b.href, where: b.where };
};

describe("blockersOf", () => {
  it("opens a card in the designer at its field, named by its current name", () => {
    expect(placed("/cards/0/effect")).toEqual({
      href: "/sets/grim?card=new-modifier-4&field=effect",
      where: "Card “Drowned Lantern”",
    });
    expect(placed("/cards/1/points/0")).toEqual({
      href: "/sets/grim?card=nameless&field=points%2F0",
      where: "Card “nameless”",
    });
    expect(placed("/cards/0")?.href).toBe("/sets/grim?card=new-modifier-4");
  });

  it.each([
    [
      "/families/0/name",
      "/sets/grim/settings?field=%2Ffamilies%2F0%2Fname#families",
      "Settings › Families",
    ],
    [
      "/rules/stories",
      "/sets/grim/settings?field=%2Frules%2Fstories#rules",
      "Settings › Rules options",
    ],
    [
      "/rules/translations/it",
      "/sets/grim/settings?field=%2Frules%2Ftranslations%2Fit#words",
      "Settings › Words",
    ],
    ["/frames/0/regions/3", "/sets/grim/frames?frame=tall", "Frames › tall"],
    ["/stacks/1", "/sets/grim/stacks", "Stacks"],
    ["", "/sets/grim/settings#general", "Settings › General"],
  ])("sends %s to %s", (pointer, href, where) => {
    expect(placed(pointer)).toEqual({ href, where });
  });

  it("reads a document with problems without trusting its shape", () => {
    expect(placed("/cards/0/name", { cards: "none" })?.where).toBe("Settings › General");
    expect(placed("/cards/0/name", { cards: [7] })?.where).toBe("Settings › General");
    expect(placed("/frames/0", { frames: {} })?.href).toBe("/sets/grim/frames");
    expect(placed("/families/0", undefined)?.where).toBe("Settings › Families");
  });

  it("keeps errors only, and words the sentence for an answer", () => {
    const blockers = blockersOf("grim", value, [
      d("/families/0", "warning"),
      d("/cards/0/effect"),
      d("/rules/stories"),
    ]);
    expect(blockers.map((b) => b.where)).toEqual([
      "Card “Drowned Lantern”",
      "Settings › Rules options",
    ]);
    expect(unsoundSentence("grim", blockers, "printing it")).toBe(
      "set 'grim' has 2 problems that stop printing it; the first: problem at /cards/0/effect (Card “Drowned Lantern”)",
    );
    expect(unsoundSentence("grim", blockers.slice(1), "printing it")).toMatch(
      /^set 'grim' has 1 problem that stops printing it; /,
    );
  });
});
