import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { dragAnnouncements, dragInstructions } from "./drag-words";

const NAMES: Record<string, string> = { a: "Ada", b: "Bram", c: "Cleo" };
const ORDER = ["a", "b", "c"];
const words = {
  nameOf: (id: string) => NAMES[id] ?? id,
  placeOf: (id: string) => `position ${ORDER.indexOf(id) + 1} of ${ORDER.length}`,
};
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe("dragAnnouncements", () => {
  it("says the lift in the item's name, also when dnd-kit reports it over its own place", () => {
    const say = dragAnnouncements(words);
    expect(say.onDragStart({ active: active("a") })).toBe("Picked up Ada at position 1 of 3.");
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBe(
      "Picked up Ada at position 1 of 3.",
    );
  });

  it("names the place while moving, and coming back to the start is not a new lift", () => {
    const say = dragAnnouncements(words);
    say.onDragStart({ active: active("a") });
    say.onDragOver({ active: active("a"), over: over("a") });
    expect(say.onDragOver({ active: active("a"), over: over("b") })).toBe(
      "Ada is over position 2 of 3.",
    );
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBe(
      "Ada is over position 1 of 3.",
    );
    expect(say.onDragOver({ active: active("a"), over: null })).toBe(
      "Ada is not over a place to drop it.",
    );
  });

  it("says where it was dropped, a drop nowhere, and a cancel", () => {
    const say = dragAnnouncements({ ...words, nowhere: "outside the list" });
    expect(say.onDragEnd({ active: active("b"), over: over("c") })).toBe(
      "Dropped Bram at position 3 of 3.",
    );
    expect(say.onDragEnd({ active: active("b"), over: null })).toBe(
      "Bram was dropped outside the list; nothing changed.",
    );
    expect(say.onDragCancel({ active: active("c"), over: null })).toBe(
      "Cancelled: Cleo went back to position 3 of 3.",
    );
  });

  it("reads instructions for the kind of thing dragged", () => {
    expect(dragInstructions("card").draggable).toMatch(/^To move this card, press Space/);
  });
});
