import type { Active, Over } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import type { DragSpeech } from "./drag-words";
import type { DragWords } from "./drag-words";
import {
  dragAccessibility,
  dragAnnouncementsOf,
  dragInstructions,
  placeSpeech,
} from "./drag-words";

const NAMES: Record<string, string> = { a: "Ada", b: "Bram", c: "Cleo" };
const ORDER = ["a", "b", "c"];
const words = {
  nameOf: (id: string) => NAMES[id] ?? id,
  placeOf: (id: string) => `position ${ORDER.indexOf(id) + 1} of ${ORDER.length}`,
};
const dragAnnouncements = (w: DragWords) => dragAnnouncementsOf(placeSpeech(w));
const active = (id: string, data?: unknown) =>
  ({ id, data: { current: data } }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe("placeSpeech", () => {
  it("says the lift in the item's name, also when dnd-kit reports it over its own place", () => {
    const say = dragAnnouncements(words);
    expect(say.onDragStart({ active: active("a") })).toBe("Picked up Ada at position 1 of 3.");
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBe(
      "Picked up Ada at position 1 of 3.",
    );
  });

  it("says nothing new while the held item is measured again before it moves, or over the same place", () => {
    const say = dragAnnouncements(words);
    say.onDragStart({ active: active("a") });
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBe(
      "Picked up Ada at position 1 of 3.",
    );
    // A re-render while it is held: dnd-kit measures the list again and reports it again.
    expect(say.onDragOver({ active: active("a"), over: null })).toBeUndefined();
    expect(say.onDragOver({ active: active("a"), over: over("a") })).toBeUndefined();
    expect(say.onDragOver({ active: active("a"), over: over("b") })).toBe(
      "Ada is over position 2 of 3.",
    );
    expect(say.onDragOver({ active: active("a"), over: over("b") })).toBeUndefined();
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
    expect(dragInstructions("card")).toMatch(/^To move this card, press Space/);
  });
});

describe("dragAnnouncementsOf", () => {
  // A speech that shows which sentence was chosen and what it was given.
  const speech: DragSpeech<{ kind: string }> = {
    lifted: (item) => `lifted ${item.id} (${item.data?.kind})`,
    over: (item, place) => `over ${item.id} ${place}`,
    overNothing: (item) => `nothing ${item.id}`,
    dropped: (item, place) => `dropped ${item.id} ${place}`,
    droppedNowhere: (item) => `nowhere ${item.id}`,
    cancelled: (item) => `cancelled ${item.id}`,
  };

  it("hands each sentence the item's id and data, and the place's id", () => {
    const say = dragAnnouncementsOf(speech);
    const card = active("pick:ada", { kind: "picker" });
    expect(say.onDragStart({ active: card })).toBe("lifted pick:ada (picker)");
    expect(say.onDragOver({ active: card, over: over("stack") })).toBe("over pick:ada stack");
    expect(say.onDragOver({ active: card, over: null })).toBe("nothing pick:ada");
    expect(say.onDragEnd({ active: card, over: over("layer-2") })).toBe("dropped pick:ada layer-2");
    expect(say.onDragEnd({ active: card, over: null })).toBe("nowhere pick:ada");
    expect(say.onDragCancel({ active: card, over: null })).toBe("cancelled pick:ada");
  });

  it("says the lift again only for the first report over the item's own place", () => {
    const say = dragAnnouncementsOf(speech);
    const layer = active("k1", { kind: "layer" });
    say.onDragStart({ active: layer });
    expect(say.onDragOver({ active: layer, over: over("k1") })).toBe("lifted k1 (layer)");
    expect(say.onDragOver({ active: layer, over: over("k2") })).toBe("over k1 k2");
    expect(say.onDragOver({ active: layer, over: over("k1") })).toBe("over k1 k1");
  });

  it("gives dnd-kit its announcements and the draggable's instructions", () => {
    const a11y = dragAccessibility(speech, "Press Space.");
    expect(a11y.screenReaderInstructions).toEqual({ draggable: "Press Space." });
    expect(a11y.announcements.onDragCancel({ active: active("x"), over: null })).toBe(
      "cancelled x",
    );
  });
});
