import { describe, expect, it } from "vitest";
import type { Dragged } from "@/app/_ui/drag-words";
import type { DragData, StackNames } from "./stack-dnd";
import { PICTURE_ID, dropTarget, pickId, stackSpeech } from "./stack-dnd";

const LAYERS: Record<string, { name: string; position: number; total: number }> = {
  k1: { name: "Was Jilted", position: 1, total: 2 },
  k2: { name: "Fell Down a Well", position: 2, total: 2 },
};
const names: StackNames = {
  card: (id) => ({ gale: "A Sudden Gale" })[id] ?? id,
  layer: (key) => LAYERS[key],
  character: () => "Captain Absalom Gannett",
};
const say = stackSpeech(names);
const picked: Dragged<DragData> = { id: pickId("gale"), data: { from: "picker", cardId: "gale" } };
const layer: Dragged<DragData> = { id: "k1", data: { from: "layers", key: "k1" } };

describe("the stacks page's drag words", () => {
  it("tell how the arrows move a picked card and a layer", () => {
    expect(say.lifted(picked)).toMatch(
      /^Picked up A Sudden Gale\. Use the arrow keys to move it onto the stack picture/,
    );
    expect(say.lifted(layer)).toMatch(/^Picked up Was Jilted\. Use the up and down arrows/);
  });

  it("name the picture and the layers by what they show", () => {
    expect(say.over(picked, PICTURE_ID)).toBe(
      "A Sudden Gale is over the stack of Captain Absalom Gannett: dropping puts it on top.",
    );
    expect(say.over(layer, "k2")).toBe(
      "Was Jilted is over Fell Down a Well, layer 2 of 2 from the top.",
    );
    expect(say.overNothing(picked)).toBe("A Sudden Gale is no longer over the stack.");
  });

  it("say what a drop did: on top, above a layer, or a layer moved", () => {
    expect(say.dropped(picked, PICTURE_ID)).toBe(
      "A Sudden Gale was put on top of the stack of Captain Absalom Gannett.",
    );
    expect(say.dropped(picked, "k2")).toBe(
      "A Sudden Gale was put above Fell Down a Well, layer 2 of 2 from the top.",
    );
    expect(say.dropped(layer, "k2")).toBe(
      "Was Jilted was moved to where Fell Down a Well, layer 2 of 2 from the top was.",
    );
    expect(say.droppedNowhere(picked)).toBe(
      "A Sudden Gale was dropped outside the stack; nothing changed.",
    );
    expect(say.cancelled(layer)).toBe("Dragging Was Jilted was cancelled; nothing changed.");
  });

  it("read a drop's target from its id", () => {
    expect(dropTarget(PICTURE_ID)).toEqual({ kind: "top" });
    expect(dropTarget("k1")).toEqual({ kind: "layer", key: "k1" });
    expect(dropTarget(undefined)).toBeUndefined();
  });
});
