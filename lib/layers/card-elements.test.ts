import { describe, expect, it } from "vitest";
import type { Card, RegionOpacity } from "../model";
import { analyzeStack } from "./analyze-stack";
import { BUILTIN_FRAMES } from "./builtin-frames";
import { cardElements } from "./card-elements";
import { textBox } from "./compiled-frame";
import { coveredFraction } from "./coverage";
import {
  character,
  clearFrame,
  modifier,
  persistent,
  rect,
  stackOf,
  untimelyDeath,
} from "./cards.test-support";
import { opaqueArea, subtractRects } from "./opaque-area";

const kinds = (els: readonly { kind: string }[]) => els.map((e) => e.kind);

describe("cardElements", () => {
  it("a character prints its name, portrait, family symbol, plate and flavour text", () => {
    const els = cardElements(character(), BUILTIN_FRAMES.character);
    expect(kinds(els)).toEqual(["name", "portrait", "family-symbol", "plate", "text"]);
    expect(els.every((e) => e.opaque && e.cardId === "edwin")).toBe(true);
  });

  it("a modifier: numbers, icons and blanks in their slots; null slots print nothing", () => {
    const card = modifier("m", [3, null, "blank"], ["blank", "beast", null]);
    const els = cardElements(card, BUILTIN_FRAMES.modifier);
    expect(kinds(els)).toEqual([
      "portrait",
      "plate",
      "text",
      "name",
      "points",
      "blank",
      "blank",
      "icon",
    ]);
    expect(els.find((e) => e.kind === "points")).toMatchObject({
      slot: 1,
      value: 3,
      regionId: "points-1",
      x: 3,
      y: 23,
      width: 10,
      height: 10,
      radius: 5,
      opaque: true,
    });
    expect(els.filter((e) => e.kind === "blank")).toMatchObject([
      { slot: 3, slotRole: "points", opaque: true },
      { slot: 1, slotRole: "icon", opaque: true },
    ]);
    expect(els.find((e) => e.kind === "icon")).toMatchObject({
      slot: 2,
      icon: "beast",
      regionId: "icons-2",
    });
    expect(els.find((e) => e.kind === "portrait")?.opaque).toBe(false);
  });

  it("a point value no card can print counts as clear film (nothing to draw or count)", () => {
    for (const bad of [1000, -100, 2.5, NaN, "abc"]) {
      const card = modifier("m", [bad as number, 5, null], [null, null, null]);
      const points = cardElements(card, BUILTIN_FRAMES.modifier).filter(
        (e) => e.kind === "points" || e.kind === "blank",
      );
      expect(points).toMatchObject([{ kind: "points", slot: 2, value: 5 }]);
    }
  });

  it("the effect text fills the plate below the name, inside the safe margin", () => {
    const text = cardElements(modifier("m"), BUILTIN_FRAMES.modifier).find(
      (e) => e.kind === "text",
    );
    expect(text).toMatchObject({ x: 3, y: 68, width: 57, height: 17, regionId: "plate" });
  });

  it("no effect or flavour text: the plate alone", () => {
    const els = cardElements(
      modifier("m", undefined, undefined, { effect: "  " }),
      BUILTIN_FRAMES.modifier,
    );
    expect(kinds(els)).toEqual(["portrait", "plate", "name"]);
  });

  it("printed text alone (no effect, no flavour) still prints in the plate", () => {
    const els = cardElements(
      modifier("m", undefined, undefined, { effect: "", text: "Draw 2 cards." }),
      BUILTIN_FRAMES.modifier,
    );
    expect(kinds(els)).toEqual(["portrait", "plate", "text", "name"]);
  });

  it("persistent cards add the persistent icon and the reminder", () => {
    const els = cardElements(persistent("p"), BUILTIN_FRAMES.modifier);
    expect(kinds(els)).toEqual([
      "portrait",
      "reminder",
      "plate",
      "text",
      "name",
      "persistent-icon",
    ]);
  });

  it("an untimely death prints the opaque dead image in the portrait window", () => {
    const els = cardElements(
      untimelyDeath("d", [-5, null, null]),
      BUILTIN_FRAMES["untimely-death"],
    );
    expect(els.find((e) => e.regionId === "portrait")).toMatchObject({
      kind: "dead-image",
      opaque: true,
    });
  });

  it("per-region overrides force a region opaque or clear", () => {
    const card = modifier("m", [2, null, null], undefined, {
      opacity: { portrait: "opaque", "points-1": "clear" },
    });
    const els = cardElements(card, BUILTIN_FRAMES.modifier);
    expect(els.find((e) => e.kind === "portrait")?.opaque).toBe(true);
    expect(els.find((e) => e.kind === "points")?.opaque).toBe(false);
  });

  it("a blank is opaque even in a clear region, unless overridden", () => {
    const frame = clearFrame("f", [rect("p1", "points", 3, 3, 10, 10, { slot: 1, opaque: false })]);
    expect(cardElements(modifier("m", ["blank", null, null]), frame)[0]?.opaque).toBe(true);
    expect(cardElements(modifier("m", [4, null, null]), frame)[0]?.opaque).toBe(false);
    const clear = modifier("m", ["blank", null, null], undefined, { opacity: { p1: "clear" } });
    expect(cardElements(clear, frame)[0]?.opaque).toBe(false);
  });

  it("an empty slot overridden opaque prints an opaque blank there (points and icons)", () => {
    const card = modifier("m", [null, 2, null], [null, null, null], {
      opacity: { "points-1": "opaque", "icons-3": "opaque", "points-3": "clear" },
    });
    const els = cardElements(card, BUILTIN_FRAMES.modifier);
    expect(els.filter((e) => e.kind === "blank")).toMatchObject([
      { slot: 1, slotRole: "points", regionId: "points-1", x: 3, y: 23, opaque: true },
      { slot: 3, slotRole: "icon", regionId: "icons-3", x: 50, y: 48, opaque: true },
    ]);
    // A clear override on an empty slot still prints nothing.
    expect(els.some((e) => e.regionId === "points-3")).toBe(false);
  });

  it("a name on a plate is as clear or opaque as the plate, unless overridden itself", () => {
    const nameOf = (card: ReturnType<typeof modifier>) =>
      cardElements(card, BUILTIN_FRAMES.modifier).find((e) => e.kind === "name")!;
    expect(nameOf(modifier("m")).opaque).toBe(true);
    expect(
      nameOf(modifier("m", undefined, undefined, { opacity: { plate: "clear" } })).opaque,
    ).toBe(false);
    expect(
      nameOf(modifier("m", undefined, undefined, { opacity: { plate: "clear", name: "opaque" } }))
        .opaque,
    ).toBe(true);
    // A character's name band is not on its plate: a clear plate leaves the band opaque.
    const band = cardElements(
      character("c", { opacity: { plate: "clear" } }),
      BUILTIN_FRAMES.character,
    ).find((e) => e.kind === "name");
    expect(band?.opaque).toBe(true);
  });

  it("slot regions without a slot number print nothing", () => {
    const frame = clearFrame("f", [rect("p", "points", 3, 3, 10, 10)]);
    expect(cardElements(modifier("m", [4, 4, 4]), frame)).toEqual([]);
  });
});

describe("opaqueArea", () => {
  it("a clear card hides only its opaque elements (text and name lie on the plate)", () => {
    const card = modifier("m", [1, null, null], [null, null, "beast"]);
    const area = opaqueArea(
      card,
      BUILTIN_FRAMES.modifier,
      cardElements(card, BUILTIN_FRAMES.modifier),
    );
    expect(area).toEqual([
      { x: 0, y: 60, width: 63, height: 28 },
      { x: 3, y: 23, width: 10, height: 10 },
      { x: 50, y: 48, width: 10, height: 10 },
    ]);
  });

  it("an opaque card hides its whole trim", () => {
    const card = character();
    const els = cardElements(card, BUILTIN_FRAMES.character);
    expect(opaqueArea(card, BUILTIN_FRAMES.character, els)).toEqual([
      { x: 0, y: 0, width: 63, height: 88 },
    ]);
  });

  it("an opaque card with a region overridden clear has a window there", () => {
    const card = character("c", { opacity: { portrait: "clear" } });
    const els = cardElements(card, BUILTIN_FRAMES.character);
    const area = opaqueArea(card, BUILTIN_FRAMES.character, els);
    const trim = { x: 0, y: 0, width: 63, height: 88 };
    expect(coveredFraction(trim, area)).toBeCloseTo(1 - (33 * 33) / (63 * 88), 12);
    expect(coveredFraction({ x: 15, y: 13, width: 33, height: 33 }, area)).toBe(0);
  });
});

describe("subtractRects", () => {
  it("cuts holes into disjoint rectangles of the right area", () => {
    const parts = subtractRects({ x: 0, y: 0, width: 10, height: 10 }, [
      { x: 2, y: 2, width: 3, height: 3 },
      { x: 4, y: 4, width: 3, height: 3 },
      { x: -5, y: 8, width: 30, height: 5 },
    ]);
    expect(parts.reduce((a, r) => a + r.width * r.height, 0)).toBe(100 - (9 + 9 - 1) - 20);
  });
});

describe("textBox", () => {
  it("takes the larger part of the plate when the name sits at its bottom", () => {
    const frame = clearFrame("f", [
      rect("plate", "text", 0, 50, 63, 38),
      rect("name", "name", 3, 78, 57, 7),
    ]);
    expect(textBox(frame.regions[0]!, frame)).toEqual({ x: 3, y: 50, width: 57, height: 28 });
  });

  it("is the plate inside the safe margin when no name lies on it", () => {
    const frame = BUILTIN_FRAMES.character;
    expect(
      textBox(
        frame.regions.find((r) => r.id === "plate")!,
        frame,
      ),
    ).toEqual({
      x: 3,
      y: 60,
      width: 57,
      height: 25,
    });
  });
});

describe("elementOpacity", () => {
  it("reads only the card's own overrides (a region may be called 'constructor')", () => {
    const frame = clearFrame("f", [rect("constructor", "decoration", 0, 0, 5, 5)]);
    expect(cardElements(modifier("m"), frame)[0]?.opaque).toBe(true);
    const opacity: Record<string, RegionOpacity> = {};
    opacity["constructor"] = "clear"; // (a literal key "constructor" trips TypeScript's typing)
    const clear = modifier("m", undefined, undefined, { opacity });
    expect(cardElements(clear, frame)[0]?.opaque).toBe(false);
  });

  it("a card whose only flavour is a translation gets its text element, whatever the language (point 6 a)", () => {
    const plain = modifier("m", [3, null, null], [null, null, null], { effect: undefined });
    const card: Card = { ...plain, translations: { fr: { flavor: "Le valet de pique, encore." } } };
    expect(kinds(cardElements(card, BUILTIN_FRAMES.modifier))).toEqual([
      "portrait",
      "plate",
      "text",
      "name",
      "points",
    ]);
    expect(kinds(cardElements(plain, BUILTIN_FRAMES.modifier))).toEqual([
      "portrait",
      "plate",
      "name",
      "points",
    ]);
    // The text lies inside the plate, so it changes no card's opaque area: what hides below is
    // the same with or without it.
    const frame = BUILTIN_FRAMES.modifier;
    expect(opaqueArea(card, frame, cardElements(card, frame))).toEqual(
      opaqueArea(plain, frame, cardElements(plain, frame)),
    );
    // The reading takes no language: the engine counts the same stack in every language, and
    // the translated flavour only adds a text element that counts nothing.
    const read = (bottom: Card) => {
      const a = analyzeStack(stackOf([character(), bottom, modifier("top", [null, 2, null])]));
      return { selfWorth: a.selfWorth, points: a.visiblePoints, live: a.liveEffects };
    };
    expect(read(card)).toEqual(read(plain));
  });
});
