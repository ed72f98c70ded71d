import { describe, expect, it } from "vitest";
import type { Card } from "../model";
import { CARD_LIMITS } from "../schema";
import { applyCell, cardColumns, cellValue, gridColumns } from "./columns";
import { blankSet, cardOf, sampleSet } from "./sets.test.support";

const column = (header: string) => {
  const found = gridColumns(["fr"]).find((c) => c.header === header);
  if (!found) throw new Error(`no column ${header}`);
  return found;
};

/** Why `value` in `header` of the card `id` of the sample set is refused, if it is. */
function refusal(header: string, value: string, id = "lost-a-wager-to-a-heron") {
  const set = sampleSet();
  const draft = structuredClone(cardOf(set, id));
  return applyCell(set, column(header), draft, cellValue(column(header), value), id);
}

describe("gridColumns", () => {
  it("starts with the name, then the id, then every card column and the languages' columns", () => {
    const headers = gridColumns(["fr"]).map((c) => c.header);
    expect(headers.slice(0, 3)).toEqual(["name", "id", "type"]);
    expect(headers).toEqual([
      "name",
      "id",
      ...cardColumns(["fr"])
        .map((c) => c.header)
        .filter((h) => h !== "name"),
    ]);
    expect(headers.slice(-4)).toEqual(["name@fr", "text@fr", "flavor@fr", "reminder@fr"]);
    expect(column("id").kind).toBe("id");
  });
});

describe("the set-aware check of a cell", () => {
  it("refuses an icon the set does not have, with the nearest one", () => {
    expect(refusal("icons.1", "rven")).toBe(
      "'rven' is not an icon of the set — did you mean 'raven'?",
    );
    expect(refusal("icons.1", "raven")).toBeUndefined();
    expect(refusal("icons.1", "blank")).toBeUndefined();
    expect(refusal("icons.1", "")).toBeUndefined();
  });

  it("refuses a family, frame or back the set does not have; built-in frames are known", () => {
    const id = "captain-absalom-gannett";
    expect(refusal("family", "gannets", id)).toBe(
      "'gannets' is not a family of the set — did you mean 'gannetts'?",
    );
    expect(refusal("frame", "vellum-modifer")).toBe(
      "'vellum-modifer' is not a frame of the set — did you mean 'vellum-modifier'?",
    );
    expect(refusal("frame", "vellum-modifier")).toBeUndefined();
    expect(refusal("frame", "saltmarrow-event")).toBeUndefined();
    expect(refusal("back", "zzz")).toBe(
      "'zzz' is not a card back of the set (saltmarrow-portrait, saltmarrow-deck)",
    );
    expect(refusal("frame", "")).toBeUndefined();
  });

  it("refuses numbers outside the schema's range", () => {
    const { minimum, maximum } = CARD_LIMITS.points;
    expect(refusal("points.1", String(maximum + 1))).toBe(
      `'${maximum + 1}' is out of range: points are whole numbers from ${minimum} to ${maximum}`,
    );
    expect(refusal("points.1", "1.5")).toMatch(/out of range/);
    expect(refusal("points.1", String(minimum))).toBeUndefined();
    expect(refusal("copies", "0")).toBe(
      `'0' is out of range: copies are whole numbers from ${CARD_LIMITS.copies.minimum} to ${CARD_LIMITS.copies.maximum}`,
    );
  });

  it("refuses a bad or taken id, and takes the card's own", () => {
    expect(refusal("id", "Bad Id")).toBe(
      "'Bad Id' is not a valid card id — use lower-case letters, digits and single hyphens (e.g. 'bad-id')",
    );
    expect(refusal("id", "jonah-gannett")).toBe(
      "card 'Jonah Gannett' already has the id 'jonah-gannett' — give each card its own id",
    );
    expect(refusal("id", "lost-a-wager-to-a-heron")).toBeUndefined();
    expect(refusal("id", "a-new-id")).toBeUndefined();
  });

  it("refuses text longer than the schema allows", () => {
    expect(refusal("name", "x".repeat(81))).toBe(
      "the text is too long: at most 80 characters; got 81",
    );
  });

  it("knows no icon in a blank set", () => {
    const set = blankSet();
    const card: Card = { id: "x", type: "modifier", name: "X" };
    expect(applyCell(set, column("icons.1"), card, "raven", "x")).toBe(
      "'raven' is not an icon of the set (it has none yet)",
    );
  });
});

describe("cellValue", () => {
  it("drops the formula guard of text cells and a typed quote before a number", () => {
    expect(cellValue(column("text"), "'=SUM(A1)")).toBe("=SUM(A1)");
    expect(cellValue(column("text"), "'plain")).toBe("'plain");
    expect(cellValue(column("points.1"), "'-5")).toBe("-5");
  });
});
