import { describe, expect, it } from "vitest";
import { artFormatOfName, mimeOfArt } from "./art-formats";

describe("art formats", () => {
  it("reads the format a lower-case art name promises, and none for other names", () => {
    expect(
      ["a.png", "b.jpg", "c.jpeg", "d.webp", "e.svg", "f.gif", "g", "h.PNG"].map(artFormatOfName),
    ).toEqual(["png", "jpeg", "jpeg", "webp", "svg", undefined, undefined, undefined]);
  });

  it("gives the MIME type of an art file by its extension, in any case", () => {
    expect(
      ["a.png", "b.jpg", "c.jpeg", "d.webp", "e.svg", "F.PNG", "notes.txt", "x"].map(mimeOfArt),
    ).toEqual([
      "image/png",
      "image/jpeg",
      "image/jpeg",
      "image/webp",
      "image/svg+xml",
      "image/png",
      "application/octet-stream",
      "application/octet-stream",
    ]);
  });
});
