import { describe, expect, it } from "vitest";
import { BUILTIN_FRAMES } from "./builtin-frames";
import { clearFrame, modifier, rect } from "./cards.test-support";
import { findFrame, frameFor } from "./frame-for";

const tall = clearFrame("tall-modifier", [rect("plate", "text", 0, 50, 63, 38)], {
  types: ["modifier"],
});
const odd = clearFrame("odd", [rect("plate", "text", 0, 70, 63, 18)]);

describe("frameFor", () => {
  it("uses the frame the card names, from the set first", () => {
    expect(frameFor({ type: "modifier", frame: "odd" }, { frames: [tall, odd] })).toBe(odd);
  });

  it("a card may name a built-in frame of another type", () => {
    expect(frameFor({ type: "modifier", frame: "vellum-event" }, { frames: [tall] })).toBe(
      BUILTIN_FRAMES.event,
    );
  });

  it("else the set's frame that lists the card's type", () => {
    expect(frameFor(modifier("m"), { frames: [odd, tall] })).toBe(tall);
  });

  it("else the built-in frame of the type", () => {
    expect(frameFor({ type: "event" }, { frames: [tall] })).toBe(BUILTIN_FRAMES.event);
    expect(frameFor({ type: "character" }, {})).toBe(BUILTIN_FRAMES.character);
  });

  it("an unknown frame id falls back to the type's frame", () => {
    expect(frameFor({ type: "modifier", frame: "nope" }, { frames: [tall] })).toBe(tall);
    expect(frameFor({ type: "story", frame: "nope" }, {})).toBe(BUILTIN_FRAMES.story);
  });

  it("findFrame finds set frames and built-in ones, else undefined", () => {
    expect(findFrame("odd", { frames: [odd] })).toBe(odd);
    expect(findFrame("vellum-character", {})).toBe(BUILTIN_FRAMES.character);
    expect(findFrame("nope", { frames: [odd] })).toBeUndefined();
  });
});
