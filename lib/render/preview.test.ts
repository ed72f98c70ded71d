import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardTimings } from "../dsl";
import { analyzeStack, resolveStack } from "../layers";
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

describe("stackPreview", () => {
  // +10 and a lantern; a blank hides the +10; a persistent card's plate hides the earlier text.
  const ids = [
    "captain-absalom-gannett",
    "was-told-a-happy-fortune-on-the-pier",
    "sat-for-a-famous-portraitist",
    "offended-a-sea-witch",
  ];
  const entries = resolveStack(ids.map(card), SET, cardTimings);
  const preview = stackPreview(entries, SET, fonts);

  it("returns lib/layers' own analysis of the stack", () => {
    expect(preview.analysis).toEqual(analyzeStack(entries));
    expect(preview.analysis.selfWorth).toBe(-10);
    expect({ ...preview.analysis.icons }).toEqual({ lantern: 1, raven: 1 });
    expect(preview.analysis.liveEffects.map((e) => [e.cardId, e.kind])).toEqual([
      ["offended-a-sea-witch", "persistent"],
    ]);
    expect(preview.diagnostics).toEqual([]);
  });

  it("labels exactly the visible points, icons, blanks and live effects", () => {
    const labels = preview.labels.map((l) => [l.text, l.cardId, l.tone]);
    expect(labels).toEqual([
      ["lantern", "was-told-a-happy-fortune-on-the-pier", "icon"],
      ["blank", "sat-for-a-famous-portraitist", "blank"],
      ["persistent live", "offended-a-sea-witch", "live"],
      ["\u221210", "offended-a-sea-witch", "points"],
      ["raven", "offended-a-sea-witch", "icon"],
    ]);
    const points = preview.labels.filter((l) => l.tone === "points");
    expect(points).toHaveLength(preview.analysis.visiblePoints.length);
  });

  it("draws the x-ray as a document of the picture's size: dashed covered, labelled visible", () => {
    const viewBox = /viewBox="[^"]+"/.exec(preview.svg)![0];
    expect(preview.xraySvg).toContain(viewBox);
    expect(preview.xraySvg).toContain('stroke-dasharray="0.9 0.6"');
    expect(preview.xraySvg).not.toContain("<text");
    expect(preview.svg).not.toContain("data-xray");
  });

  it("labels the dead image of an untimely death", () => {
    const dead = stackPreview(
      resolveStack(
        [
          card("captain-absalom-gannett"),
          card("lost-a-wager-to-a-heron"),
          card("quadrilled-off-the-end-of-the-pier"),
        ],
        SET,
        cardTimings,
      ),
      SET,
      fonts,
    );
    expect(dead.analysis.dead).toBe(true);
    expect(dead.analysis.selfWorth).toBe(-20);
    expect(dead.labels.map((l) => l.text)).toEqual(["\u221210", "key", "dead", "\u221210"]);
  });
});
