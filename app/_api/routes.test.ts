import { describe, expect, it } from "vitest";
import { artUrl, gameIconsUrl, setUrl, setsUrl, sheetEventsUrl, sheetUrl } from "./routes";

describe("API URLs", () => {
  it("encodes every segment of a set's route", () => {
    expect(setUrl("salt marrow", "games", "a/b")).toBe("/api/sets/salt%20marrow/games/a%2Fb");
    expect(setUrl("s")).toBe("/api/sets/s");
  });

  it("builds an art file's URL", () => {
    expect(artUrl("s", "sea wave.png")).toBe("/api/sets/s/art/sea%20wave.png");
  });

  it("builds the set list's and the open icons' URLs with their queries encoded", () => {
    expect(setsUrl()).toBe("/api/sets");
    expect(setsUrl({ id: "my set" })).toBe("/api/sets?id=my+set");
    expect(gameIconsUrl()).toBe("/api/icons/game-icons");
    expect(gameIconsUrl(undefined, { q: "sea & sky" })).toBe("/api/icons/game-icons?q=sea+%26+sky");
    expect(gameIconsUrl("raven-head", { format: "svg" })).toBe(
      "/api/icons/game-icons/raven-head?format=svg",
    );
  });

  it("builds the linked sheet's URLs, the watched file and fingerprint in the query", () => {
    expect(sheetUrl("s", "read")).toBe("/api/sets/s/sheet/read");
    expect(sheetEventsUrl("s", "my cards.xlsx")).toBe(
      "/api/sets/s/sheet/events?file=my+cards.xlsx",
    );
    expect(sheetEventsUrl("s", "a.csv", "0123")).toBe(
      "/api/sets/s/sheet/events?file=a.csv&since=0123",
    );
  });
});
