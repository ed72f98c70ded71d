import { describe, expect, it } from "vitest";
import { artUrl, setUrl } from "./routes";

describe("API URLs", () => {
  it("encodes every segment of a set's route", () => {
    expect(setUrl("salt marrow", "games", "a/b")).toBe("/api/sets/salt%20marrow/games/a%2Fb");
    expect(setUrl("s")).toBe("/api/sets/s");
  });

  it("builds an art file's URL", () => {
    expect(artUrl("s", "sea wave.png")).toBe("/api/sets/s/art/sea%20wave.png");
  });
});
