import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CardRect } from "../layers";
import { cardTimings } from "../dsl";
import { rectIntersection, resolveStack } from "../layers";
import type { Card, VellumSet } from "../model";
import { nodeFonts } from "../export/fonts-node";
import { stackPreview } from "./index";

const SET = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;
const fonts = nodeFonts();
const card = (id: string): Card => SET.cards.find((c) => c.id === id)!;

/** Test cards built from sample cards, with per-region opacity overrides. */
const EXTRA: Card[] = [
  // Slot 1 overridden clear over a +5 (both show, both count); a blank overridden clear in icon
  // slot 1 (hides nothing, counts nothing: no label); an opaque blank in icon slot 2.
  {
    ...card("was-sealed-in-a-diving-bell"),
    id: "glass-bell",
    points: [5, null, null],
    icons: ["blank", "blank", null],
    opacity: { "points-1": "clear", "icons-1": "clear" },
  },
  // A persistent card whose reminder is clear: its icon covers the fortune's icon but not the
  // fortune's reminder, which then carries the fortune's label.
  { ...card("offended-a-sea-witch"), id: "clear-reminder", opacity: { reminder: "clear" } },
];
const set: VellumSet = { ...SET, cards: [...SET.cards, ...EXTRA] };
const byId = (id: string): Card => set.cards.find((c) => c.id === id)!;

/** Sample stacks, bottom first: every kind of label, on real cards. */
const STACKS: Record<string, string[]> = {
  "blank hides a point; persistent icon": [
    "captain-absalom-gannett",
    "was-told-a-happy-fortune-on-the-pier",
    "sat-for-a-famous-portraitist",
    "offended-a-sea-witch",
  ],
  "plates hide effects": [
    "the-great-augustus-flummery",
    "caught-the-salt-fever",
    "received-a-medal-for-gallantry",
    "went-bankrupt-at-the-penny-arcade",
  ],
  "untimely death": [
    "madame-coralie-flummery",
    "lost-a-wager-to-a-heron",
    "was-struck-by-a-sense-of-foreboding",
    "quadrilled-off-the-end-of-the-pier",
  ],
  "persistent card under a live continuous effect": [
    "captain-absalom-gannett",
    "was-adopted-by-a-lighthouse-cat",
    "caught-the-salt-fever",
  ],
  "immediate effect over a persistent card": [
    "mrs-temperance-gannett",
    "was-told-a-happy-fortune-on-the-pier",
    "rummaged-through-a-drowned-trunk",
  ],
  "untimely death over a persistent card": [
    "jonah-gannett",
    "offended-a-sea-witch",
    "was-sneezed-off-the-cliff",
  ],
  "two values in one slot; a clear blank": [
    "jonah-gannett",
    "inherited-a-rather-good-umbrella",
    "was-invited-to-tea-at-the-villa",
    "glass-bell",
  ],
  "a persistent label on its reminder": [
    "captain-absalom-gannett",
    "was-told-a-happy-fortune-on-the-pier",
    "clear-reminder",
  ],
};

const preview = (ids: string[]) =>
  stackPreview(resolveStack(ids.map(byId), set, cardTimings), set, fonts);

/** The label pills drawn in an x-ray document (rounded rectangles from `roundRectPath`). */
function drawnPills(svg: string): CardRect[] {
  const pill =
    /<path fill="#[0-9a-f]{6}" fill-opacity="0\.92" stroke="#ffffff" stroke-width="0\.18" d="M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)a([\d.]+) [\d.]+ 0 0 1 -?[\d.]+ -?[\d.]+v(-?[\d.]+)/g;
  return [...svg.matchAll(pill)].map((m) => {
    const [x, y, h, k, v] = m.slice(1).map(Number) as [number, number, number, number, number];
    return { x: x - k, y, width: h + 2 * k, height: v + 2 * k };
  });
}

const overlap = (a: CardRect, b: CardRect) => {
  const r = rectIntersection(a, b);
  return r !== undefined && r.width > 1e-6 && r.height > 1e-6;
};

describe("x-ray labels", () => {
  for (const [name, ids] of Object.entries(STACKS)) {
    it(`${name}: no two labels overlap, none lies on text, all inside the card`, () => {
      const p = preview(ids);
      const pills = drawnPills(p.xraySvg);
      expect(pills).toHaveLength(p.labels.length);
      expect(p.labels.length).toBeGreaterThan(2);
      for (let i = 0; i < pills.length; i++) {
        const a = pills[i]!;
        expect(p.labels[i]!.box.x).toBeCloseTo(a.x, 2);
        expect(p.labels[i]!.box.y).toBeCloseTo(a.y, 2);
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.y).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width).toBeLessThanOrEqual(63);
        expect(a.y + a.height).toBeLessThanOrEqual(88);
        for (let j = i + 1; j < pills.length; j++) {
          expect(overlap(a, pills[j]!), `${p.labels[i]!.text} / ${p.labels[j]!.text}`).toBe(false);
        }
        // Nothing the player reads is hidden: names, effect text, reminders; and no label but
        // "dead" lies on the portrait window or the dead image.
        for (const v of p.analysis.elements) {
          if (!v.visible) continue;
          const k = v.element.kind;
          const text = k === "name" || k === "text" || k === "reminder";
          const picture = (k === "portrait" || k === "dead-image") && p.labels[i]!.text !== "dead";
          if (text || picture) {
            expect(overlap(a, v.element), `${p.labels[i]!.text} on ${v.element.cardId} ${k}`).toBe(
              false,
            );
          }
        }
      }
    });
  }

  it("labels both values of a slot overridden clear, and no blank overridden clear", () => {
    const p = preview(STACKS["two values in one slot; a clear blank"]!);
    expect(p.labels.map((l) => [l.text, l.cardId])).toEqual([
      ["key", "inherited-a-rather-good-umbrella"],
      ["+5", "was-invited-to-tea-at-the-villa"],
      ["+5", "was-invited-to-tea-at-the-villa"],
      ["candle", "was-invited-to-tea-at-the-villa"],
      ["effect live", "glass-bell"],
      ["+5", "glass-bell"],
      ["blank", "glass-bell"],
    ]);
    expect(p.analysis.selfWorth).toBe(15);
    // The two labels of slot 1 hang from its foot and its head.
    const slot1 = p.labels.filter((l) => l.text === "+5" && l.box.y < 40).map((l) => l.box.y);
    expect(slot1).toHaveLength(2);
    expect(Math.min(...slot1)).toBeLessThan(23);
    expect(Math.max(...slot1)).toBeGreaterThan(30);
  });

  it("puts a persistent card's label on its reminder when only the reminder shows", () => {
    const p = preview(STACKS["a persistent label on its reminder"]!);
    expect(
      p.labels.filter((l) => l.tone === "live").map((l) => [l.kind, l.cardId, l.text]),
    ).toEqual([
      ["reminder", "was-told-a-happy-fortune-on-the-pier", "persistent live"],
      ["persistent-icon", "clear-reminder", "persistent live"],
    ]);
  });
});
