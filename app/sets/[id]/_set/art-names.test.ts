import { describe, expect, it } from "vitest";
import { artFileNameFor, artUses, fileSize } from "./art-names";

describe("art file names", () => {
  it("keeps a safe name, lower-cases the extension and makes the rest safe", () => {
    expect(artFileNameFor("captain.png", new Set())).toEqual({ file: "captain.png" });
    expect(artFileNameFor("Café Portrait (final).JPG", new Set())).toEqual({
      file: "cafe-portrait-final.jpg",
    });
    expect(artFileNameFor("___.webp", new Set())).toEqual({ file: "art.webp" });
  });

  it("never replaces a file the set has", () => {
    const taken = new Set(["gull.svg", "gull-2.svg"]);
    expect(artFileNameFor("gull.svg", taken)).toEqual({ file: "gull-3.svg" });
  });

  it("refuses names that are not images", () => {
    expect(artFileNameFor("notes.txt", new Set())).toEqual({
      refused:
        "'notes.txt' is not a PNG, JPEG, WebP or SVG image (by its name) — art must be one of those",
    });
    expect(artFileNameFor("png", new Set())).toHaveProperty("refused");
  });

  it("lists the cards using each file, and reads sizes", () => {
    const uses = artUses([
      { id: "a", name: "A", art: "x.png" },
      { id: "b", name: "B" },
      { id: "c", name: "C", art: "x.png" },
    ]);
    expect([...uses]).toEqual([
      [
        "x.png",
        [
          { id: "a", name: "A" },
          { id: "c", name: "C" },
        ],
      ],
    ]);
    expect([fileSize(500), fileSize(20_480), fileSize(3 * 1024 * 1024)]).toEqual([
      "500 bytes",
      "20 KB",
      "3.0 MB",
    ]);
  });
});
