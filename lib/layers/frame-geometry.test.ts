import { describe, expect, it } from "vitest";
import type { Frame, Region } from "../model";
import { BUILTIN_FRAMES } from "./builtin-frames";
import { frameGeometryIssues, regionOffCard } from "./frame-geometry";

function frameOf(regions: Region[]): Frame {
  return {
    id: "test",
    name: "Test",
    width: 63,
    height: 88,
    bleed: 3,
    safe: 3,
    opaque: false,
    regions,
  };
}

const slot = (id: string, y: number, x = 3): Region => ({
  id,
  role: "points",
  slot: 1,
  x,
  y,
  width: 10,
  height: 10,
  opaque: true,
});

describe("frame geometry", () => {
  it("finds nothing wrong with the built-in frames", () => {
    for (const frame of Object.values(BUILTIN_FRAMES)) {
      expect(frameGeometryIssues(frame), frame.id).toEqual([]);
    }
  });

  it("names the field that takes a region off each edge of the card", () => {
    expect(
      regionOffCard({ x: -1, y: -0.5, width: 70, height: 90 }, 63, 88).map((i) => [
        i.field,
        i.message,
      ]),
    ).toEqual([
      ["x", "starts 1 mm left of the card — keep x ≥ 0"],
      ["y", "starts 0.5 mm above the card — keep y ≥ 0"],
      ["width", "reaches 69 mm across but the card is 63 mm wide — keep x + width ≤ 63"],
      ["height", "reaches 89.5 mm down but the card is 88 mm tall — keep y + height ≤ 88"],
    ]);
  });

  it("lets a region touch the card's edges, with float noise", () => {
    expect(regionOffCard({ x: 53, y: 0, width: 10.0000001, height: 88 }, 63, 88)).toEqual([]);
  });

  it("reports overlapping slots once, at the later one, and ignores touching slots", () => {
    const issues = frameGeometryIssues(
      frameOf([slot("a", 10), slot("b", 20), slot("c", 25), slot("d", 25, 20)]),
    );
    expect(issues).toEqual([
      {
        kind: "slots-overlap",
        region: 2,
        other: 1,
        message:
          "overlaps slot 'b' by 10 × 5 mm — move one of them so a stacked card's value covers exactly the one below",
      },
    ]);
  });

  it("does not count overlaps of regions that are not slots", () => {
    const plate: Region = {
      id: "plate",
      role: "text",
      x: 0,
      y: 0,
      width: 63,
      height: 88,
      opaque: true,
    };
    expect(frameGeometryIssues(frameOf([plate, slot("a", 10)]))).toEqual([]);
  });

  it("reports a mark over a slot at the mark, whichever comes first, and not a mark off slots", () => {
    const mark = (role: "emblem" | "category-icon", y: number): Region => ({
      id: role,
      role,
      x: 5,
      y,
      width: 6,
      height: 6,
      opaque: false,
    });
    const issues = frameGeometryIssues(
      frameOf([mark("category-icon", 12), slot("a", 10), mark("emblem", 40)]),
    );
    expect(issues).toEqual([
      {
        kind: "mark-over-slot",
        region: 0,
        other: 1,
        message:
          "prints the category icons over point slot 'a' (6 × 6 mm), where the rules read the value a card shows through the stack — move it off the slot",
      },
    ]);
  });
});
