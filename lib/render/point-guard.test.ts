import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CardElement } from "../layers";
import type { Card, PointSlot, VellumSet } from "../model";
import { nodeFonts } from "../export/fonts-node";
import { renderCardSvg, stackPreview } from "./index";
import type { CardContext } from "./options";
import { drawPoints } from "./slots";
import { resolveStack } from "../layers";
import { cardTimings } from "../dsl";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const modifier = (top: unknown): Card => ({
  id: "guarded",
  type: "modifier",
  name: "Guarded",
  points: [top as PointSlot, -5, null],
  icons: [null, null, null],
  effect: "on play:\n  draw 1 card",
});
const BAD: unknown[] = [NaN, 1000, -100, 2.5, Infinity, "abc", "+1000"];

describe("the renderer never prints a point value no card can print", () => {
  it("draws nothing for such a value, whatever the caller hands it", () => {
    const element = { kind: "points", x: 0, y: 0, width: 10, height: 10, radius: 5 };
    for (const bad of BAD) {
      expect(drawPoints({} as CardContext, element as CardElement, bad as number)).toBe("");
    }
  });

  it("draws a card with one as it draws the card with that slot clear", () => {
    const clear = renderCardSvg(modifier(null), SET, fonts).svg;
    for (const bad of BAD) {
      expect(renderCardSvg(modifier(bad), SET, fonts).svg).toBe(clear);
    }
  });

  it("neither labels nor counts it in a stack's x-ray", () => {
    const character = SET.cards.find((c) => c.type === "character")!;
    const set = { ...SET, cards: [...SET.cards, modifier(1000)] };
    const preview = stackPreview(
      resolveStack([character, modifier(1000)], set, cardTimings),
      set,
      fonts,
    );
    expect(preview.labels.map((l) => l.text)).not.toContain("+1000");
    expect(preview.analysis.selfWorth).toBe(-5);
  });
});
