import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { VellumSet } from "@/lib/model";
import {
  placeLabel,
  pointerWithin,
  cardHref,
  problemHref,
  problemPlace,
  settingsSectionOf,
  settingsTitle,
} from "./problem-place";

const set: VellumSet = {
  ...bareSet(),
  icons: [],
  frames: [{ id: "tall", name: "Tall", width: 63, height: 88, regions: [] }] as never,
  cards: [{ id: "ada", type: "modifier", name: "Ada" }],
};

describe("settingsSectionOf", () => {
  it.each([
    ["", "general"],
    ["/name", "general"],
    ["/version", "general"],
    ["/author", "general"],
    ["/description", "general"],
    ["/id", "general"],
    ["/surprise", "general"],
    ["/language", "languages"],
    ["/languages", "languages"],
    ["/languages/0", "languages"],
    ["/rules", "rules"],
    ["/rules/minPlayers", "rules"],
    ["/rules/handSize", "rules"],
    ["/rules/familyWord", "words"],
    ["/rules/pointsWord", "words"],
    ["/rules/translations/fr", "words"],
    ["/rules/effectCategories/continuous/heading", "categories"],
    ["/rules/effectCategories", "categories"],
    ["/rules/effectCategories/response/icon/svg", "categories"],
    ["/rules/translations/fr/pointsWord", "words"],
    ["/backs/1/color", "backs"],
    ["/families", "families"],
    ["/families/0/symbol", "families"],
    ["/icons/2/svg", "icons"],
    ["/credits/0/who", "credits"],
    ["/translations/fr/name", "translations"],
    ["/printWords/page", "translations"],
    ["/phrases/en/op.draw", "house-style"],
    ["/phrases", "house-style"],
  ])("puts %j in %s", (pointer, section) => {
    expect(settingsSectionOf(pointer)).toBe(section);
  });

  it("leaves cards, frames and stacks to their own pages", () => {
    expect(settingsSectionOf("/cards/0/name")).toBeUndefined();
    expect(settingsSectionOf("/frames/0")).toBeUndefined();
    expect(settingsSectionOf("/stacks/0/expect")).toBeUndefined();
  });
});

describe("problemPlace", () => {
  it("opens a card at its field, by the card at the pointer's index", () => {
    expect(problemPlace(set, "/cards/0/points/1")).toEqual({
      page: "card",
      cardId: "ada",
      field: "points/1",
    });
    expect(problemPlace(set, "/cards/0")).toEqual({ page: "card", cardId: "ada" });
  });

  it("sends a frame problem to the frames page with the frame, a stack's to the stacks page", () => {
    expect(problemPlace(set, "/frames/0/regions/3")).toEqual({ page: "frames", frameId: "tall" });
    expect(problemPlace(set, "/frames/7")).toEqual({ page: "frames" });
    expect(problemPlace(set, "/stacks/0/expect/selfWorth")).toEqual({ page: "stacks" });
  });

  it("sends a set-level problem to its settings section with the pointer", () => {
    expect(problemPlace(set, "/families/0/symbol")).toEqual({
      page: "settings",
      section: "families",
      pointer: "/families/0/symbol",
    });
    expect(problemPlace(set, undefined)).toEqual({
      page: "settings",
      section: "general",
      pointer: "",
    });
    // A card the set no longer has: the set's general section rather than a dead link.
    expect(problemPlace(set, "/cards/9/name")).toMatchObject({
      page: "settings",
      section: "general",
    });
  });
});

describe("problemHref", () => {
  it("addresses the settings section by hash and the field by ?field=", () => {
    expect(
      problemHref("salt marrow", {
        page: "settings",
        section: "languages",
        pointer: "/languages/0",
      }),
    ).toBe("/sets/salt%20marrow/settings?field=%2Flanguages%2F0#languages");
    expect(problemHref("s", { page: "settings", section: "general", pointer: "" })).toBe(
      "/sets/s/settings#general",
    );
  });

  it("addresses a card, a frame and the stacks page", () => {
    expect(problemHref("s", { page: "card", cardId: "ada", field: "name" })).toBe(
      "/sets/s?card=ada&field=name",
    );
    expect(problemHref("s", { page: "card", cardId: "ada" })).toBe("/sets/s?card=ada");
    expect(cardHref("salt marrow", "lady-ada")).toBe("/sets/salt%20marrow?card=lady-ada");
    expect(problemHref("s", { page: "frames", frameId: "tall" })).toBe("/sets/s/frames?frame=tall");
    expect(problemHref("s", { page: "frames" })).toBe("/sets/s/frames");
    expect(problemHref("s", { page: "stacks" })).toBe("/sets/s/stacks");
  });
});

describe("pointerWithin", () => {
  it("is the value itself or inside it, never a sibling with a longer index", () => {
    expect(pointerWithin("/families/0/color", "/families/0")).toBe(true);
    expect(pointerWithin("/families/0", "/families/0")).toBe(true);
    expect(pointerWithin("/families/01", "/families/0")).toBe(false);
    expect(pointerWithin("/families", "/families/0")).toBe(false);
  });
});

describe("placeLabel", () => {
  it("names the page and section a link goes to", () => {
    expect(placeLabel({ page: "settings", section: "rules", pointer: "/rules/x" })).toBe(
      "Settings › Rules options",
    );
    expect(placeLabel({ page: "frames", frameId: "tall" })).toBe("Frames › tall");
    expect(placeLabel({ page: "stacks" })).toBe("Stacks");
    expect(placeLabel({ page: "card", cardId: "ada", field: "points/1" })).toBe("points/1");
  });

  it("names the families section in the set's own word", () => {
    const party = bareSet();
    party.rules.familyWord = "party";
    const families = { page: "settings", section: "families", pointer: "/families/0" } as const;
    expect(settingsTitle("families", party)).toBe("Parties");
    expect(placeLabel(families, party)).toBe("Settings › Parties");
    // The built-in word (the sample set's) keeps the title tests and links rely on.
    expect(settingsTitle("families", bareSet())).toBe("Families");
    expect(placeLabel(families)).toBe("Settings › Families");
    expect(settingsTitle("rules", party)).toBe("Rules options");
  });
});
