import { describe, expect, it } from "vitest";
import { createTabSaves } from "./tab-saves";

describe("the tab's saves", () => {
  it("starts a page brought back with a replaced revision from the newest the tab saved", () => {
    const saves = createTabSaves();
    const r0 = { revision: "r0", text: "zero" };
    expect(saves.newest("a", r0)).toBe(r0);
    saves.note("a", "r0", { revision: "r1", text: "one" });
    saves.note("a", "r1", { revision: "r2", text: "two" });
    expect(saves.newest("a", r0)).toEqual({ revision: "r2", text: "two" });
    expect(saves.newest("a", { revision: "r1", text: "one" })).toEqual({
      revision: "r2",
      text: "two",
    });
    const current = { revision: "r2", text: "two" };
    expect(saves.newest("a", current)).toBe(current);
    // Another tab's revision, and another set, are left alone.
    const elsewhere = { revision: "x9", text: "theirs" };
    expect(saves.newest("a", elsewhere)).toBe(elsewhere);
    expect(saves.newest("b", r0)).toBe(r0);
  });

  it("forgets a revision as replaced once the tab is back on it (an undo to an earlier text)", () => {
    const saves = createTabSaves();
    saves.note("a", "r0", { revision: "r1", text: "one" });
    saves.note("a", "r1", { revision: "r0", text: "zero" });
    const r0 = { revision: "r0", text: "zero" };
    expect(saves.newest("a", r0)).toBe(r0);
    expect(saves.newest("a", { revision: "r1", text: "one" })).toEqual(r0);
  });
});
