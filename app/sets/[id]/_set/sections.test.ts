import { describe, expect, it } from "vitest";
import { activeSection, SET_SECTIONS, sectionHref } from "./sections";

describe("set sections", () => {
  it("links each section under the set", () => {
    expect(SET_SECTIONS.map((s) => sectionHref("saltmarrow", s))).toEqual([
      "/sets/saltmarrow",
      "/sets/saltmarrow/stacks",
      "/sets/saltmarrow/frames",
      "/sets/saltmarrow/art",
      "/sets/saltmarrow/settings",
      "/sets/saltmarrow/translate",
      "/sets/saltmarrow/play",
      "/sets/saltmarrow/lab",
      "/sets/saltmarrow/print",
    ]);
  });

  it("finds the page a path shows: the designer only at the set itself", () => {
    expect(activeSection("/sets/saltmarrow", "saltmarrow")?.label).toBe("Design");
    expect(activeSection("/sets/saltmarrow/", "saltmarrow")?.label).toBe("Design");
    expect(activeSection("/sets/saltmarrow/print", "saltmarrow")?.label).toBe("Print");
    expect(activeSection("/sets/saltmarrow/print/more", "saltmarrow")?.label).toBe("Print");
    expect(activeSection("/sets/saltmarrow/lab", "saltmarrow")?.label).toBe("Lab");
  });

  it("finds nothing for another set, a longer id, or a page it does not list", () => {
    expect(activeSection("/sets/other/print", "saltmarrow")).toBeUndefined();
    expect(activeSection("/sets/saltmarrow-2", "saltmarrow")).toBeUndefined();
    expect(activeSection("/sets/saltmarrow/printer", "saltmarrow")).toBeUndefined();
    expect(activeSection("/sets/saltmarrow/laboratory", "saltmarrow")).toBeUndefined();
  });
});
