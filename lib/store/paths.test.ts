import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkArtName, checkSetId } from "./ids";
import { isArtFileName, resolveInside, workspaceRoot } from "./paths";

describe("workspaceRoot", () => {
  it("defaults to ./workspace and honours VELLUM_WORKSPACE, as configured", () => {
    expect(workspaceRoot({})).toBe("./workspace");
    expect(workspaceRoot({ VELLUM_WORKSPACE: "  " })).toBe("./workspace");
    expect(workspaceRoot({ VELLUM_WORKSPACE: "ws" })).toBe("ws");
    expect(workspaceRoot({ VELLUM_WORKSPACE: "/srv/vellum" })).toBe("/srv/vellum");
  });
});

describe("art file names", () => {
  it.each(["cover.png", "a.jpg", "B-2_x.jpeg", "portrait.v2.webp", "icon.svg", "0.png"])(
    "accepts %j",
    (name) => {
      expect(isArtFileName(name)).toBe(true);
    },
  );
  it.each([
    "../../etc/passwd",
    "../x.png",
    "a/b.png",
    "a\\b.png",
    "..",
    "a..b.png",
    "%2e%2e.png",
    "/abs.png",
    ".hidden.png",
    "-x.png",
    "x.PNG",
    "x.gif",
    "x.png.exe",
    "x .png",
    "",
    `${"a".repeat(200)}.png`,
  ])("refuses %j", (name) => {
    expect(isArtFileName(name)).toBe(false);
    expect(checkArtName(name)?.kind).toBe("bad-id");
  });
  it("explains the rule", () => {
    expect(checkSetId("../x")?.message).toBe(
      'set id "../x" is not valid — use lower-case letters, digits and single hyphens (e.g. "my-expansion")',
    );
  });
});

describe("resolveInside", () => {
  it("resolves below the root and throws for anything else", () => {
    const root = path.resolve("/tmp/ws");
    expect(resolveInside(root, "a", "set.json")).toBe(path.join(root, "a", "set.json"));
    for (const segs of [["..", "x"], ["/etc/passwd"], ["a", "..", ".."], ["."], [""]]) {
      expect(() => resolveInside(root, ...segs)).toThrow(/outside the workspace/);
    }
  });
});
