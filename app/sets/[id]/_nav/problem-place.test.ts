import { describe, expect, it } from "vitest";
import type { Diagnostic } from "@/lib/model";
import { problemPlace } from "./problem-place";
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
};

describe("problemPlace", () => {
  it("opens a card in the designer at its field, named by its current name", () => {
    expect(problemPlace("grim", value, d("/cards/0/effect"))).toEqual({
      href: "/sets/grim?card=new-modifier-4&field=effect",
      where: "Card “Drowned Lantern”",
    });
    expect(problemPlace("grim", value, d("/cards/1/points/0"))).toEqual({
      href: "/sets/grim?card=nameless&field=points%2F0",
      where: "Card “nameless”",
    });
    expect(problemPlace("grim", value, d("/cards/0")).href).toBe("/sets/grim?card=new-modifier-4");
  });

  it.each([
    ["/families/0/name", "/sets/grim/settings#families", "Settings: Families"],
    ["/icons/2", "/sets/grim/settings#icons", "Settings: Story icons"],
    ["/rules/stories", "/sets/grim/settings#rules", "Settings: Rules options"],
    ["/rules/translations/it/familyWord", "/sets/grim/settings#words", "Settings: Words"],
    ["/languages/1", "/sets/grim/settings#languages", "Settings: Languages"],
    ["/version", "/sets/grim/settings#general", "Settings: General"],
    ["/backs/0/art", "/sets/grim/settings#backs", "Settings: Card backs"],
    ["/credits", "/sets/grim/settings#credits", "Settings: Credits"],
    ["/frames/0/regions/3", "/sets/grim/frames", "Frames"],
    ["/stacks/1", "/sets/grim/stacks", "Stack lab"],
    ["/cards/9/name", "/sets/grim", "Designer"],
    ["", "/sets/grim", "Designer"],
  ])("sends %s to %s", (pointer, href, where) => {
    expect(problemPlace("grim", value, d(pointer))).toEqual({ href, where });
  });

  it("goes to the designer when a problem has no pointer, and escapes the set id", () => {
    expect(problemPlace("grim", value, d(undefined)).href).toBe("/sets/grim");
    expect(problemPlace("a b", undefined, d("/cards/0")).href).toBe("/sets/a%20b");
  });
});

describe("blockersOf", () => {
  it("keeps errors only, placed, and words the sentence for an answer", () => {
    const blockers = blockersOf("grim", value, [
      d("/families/0", "warning"),
      d("/cards/0/effect"),
      d("/rules/stories"),
    ]);
    expect(blockers.map((b) => b.where)).toEqual([
      "Card “Drowned Lantern”",
      "Settings: Rules options",
    ]);
    expect(unsoundSentence("grim", blockers, "printing it")).toBe(
      "set 'grim' has 2 problems that stop printing it; the first: problem at /cards/0/effect (Card “Drowned Lantern”)",
    );
    expect(unsoundSentence("grim", blockers.slice(1), "printing it")).toMatch(
      /^set 'grim' has 1 problem that stops printing it; /,
    );
  });
});
