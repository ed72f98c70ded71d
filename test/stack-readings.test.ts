/**
 * One reading of a stack (issue 12, "one way for each concept"): the rules engine (its stack
 * summaries, built on top of the stack below as in play), lib/layers (`analyzeStack` of
 * `resolveStack(cards, set, cardTimings)`) and the picture the API and the CLI serve
 * (lib/export `stackPicture`: lib/render's preview and its x-ray labels) report the same
 * self-worth, icons and effects, live or not, for seeded random stacks of the sample set.
 *
 * The sample file must exist: reading it throws otherwise, and the suite fails.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardTimings } from "@/lib/dsl";
import { stackFacts } from "@/lib/engine/analysis";
import { buildCatalog } from "@/lib/engine/catalog";
import { nextInt, seedState } from "@/lib/engine/rng";
import type { StackAnalysis } from "@/lib/layers";
import { analyzeStack, resolveStack } from "@/lib/layers";
import type { Card, VellumSet } from "@/lib/model";
import { stackPicture } from "@/lib/export/pictures";
import type { XrayLabel } from "@/lib/render";

const SAMPLE = JSON.parse(
  readFileSync(fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url)), "utf8"),
) as VellumSet;

const card = (id: string): Card => {
  const found = SAMPLE.cards.find((c) => c.id === id);
  if (!found) throw new Error(`the sample set has no card '${id}'`);
  return found;
};

/**
 * Sample cards with effects of several parts, so stacks also hold cards whose timings repeat a
 * kind or mix them (the sample's own cards mostly have one part each).
 */
const VARIANTS: Card[] = [
  {
    ...card("was-told-a-happy-fortune-on-the-pier"),
    id: "fortune-twice",
    effect:
      "on play:\n  draw 1 card\nwhile persistent:\n  draw limit +1\nwhile persistent:\n  no events",
  },
  {
    ...card("offended-a-sea-witch"),
    id: "witch-in-plain-sight",
    persistent: false,
    effect:
      "while visible:\n  draw limit -1\non play:\n  discard 1 card\nwhile visible:\n  no events",
  },
];

const SET: VellumSet = { ...SAMPLE, cards: [...SAMPLE.cards, ...VARIANTS] };

/** Cards that go on a character in a stack picture: every type but characters and references. */
const ON_TOP = SET.cards.filter((c) => c.type !== "character" && c.type !== "reference");
const CHARACTERS = SET.cards.filter((c) => c.type === "character");

/** A seeded stream of stacks: a character, then 1–10 cards (copies may repeat). */
function* randomStacks(seed: number, count: number): Generator<Card[]> {
  let rng = seedState(seed);
  const pick = <T>(items: readonly T[]): T => {
    const r = nextInt(rng, items.length);
    rng = r.rng;
    return items[r.value]!;
  };
  for (let i = 0; i < count; i++) {
    const height = 1 + pick([...Array(10).keys()]);
    yield [pick(CHARACTERS), ...Array.from({ length: height }, () => pick(ON_TOP))];
  }
}

/** What every reader must agree on, in one comparable shape. */
interface Reading {
  selfWorth: number;
  /** `index:value` per visible point, bottom card first. */
  points: string[];
  icons: Record<string, number>;
  /** `index:kind` per live continuous or persistent effect part (once per card and kind). */
  live: string[];
}

function readingOf(a: StackAnalysis): Reading {
  return {
    selfWorth: a.selfWorth,
    points: a.visiblePoints.map((p) => `${p.index}:${p.value}`),
    icons: { ...a.icons },
    live: [...new Set(a.liveEffects.map((e) => `${e.index}:${e.kind}`))],
  };
}

const LIVE_LABEL: Readonly<Record<string, string>> = {
  "effect live": "continuous",
  "persistent live": "persistent",
};

/** What the x-ray labels of the picture say, read back as a {@link Reading}. */
function readingOfLabels(labels: readonly XrayLabel[]): Reading {
  const points = labels.filter((l) => l.tone === "points");
  const value = (text: string) => Number(text.replace("\u2212", "-"));
  const icons: Record<string, number> = {};
  for (const l of labels) if (l.tone === "icon") icons[l.text] = (icons[l.text] ?? 0) + 1;
  const live = labels
    .filter((l) => l.tone === "live")
    .map((l) => `${l.index}:${LIVE_LABEL[l.text]}`);
  return {
    selfWorth: points.reduce((sum, l) => sum + value(l.text), 0),
    points: points.map((l) => `${l.index}:${value(l.text)}`),
    icons,
    live: [...new Set(live)],
  };
}

describe("the engine, lib/layers and the stack picture read a stack alike", () => {
  const catalog = buildCatalog(SET);
  if (!catalog.ok) throw new Error(`the sample set does not build: ${catalog.error.message}`);
  const cat = catalog.value;
  /** An instance of each catalog card (copies read alike). */
  const instanceOf = new Map<string, number>();
  cat.instances.forEach((index, instance) => {
    const id = cat.cards[index]!.card.id;
    if (!instanceOf.has(id)) instanceOf.set(id, instance);
  });

  it("for seeded random stacks of the sample set, card by card", () => {
    let liveSeen = 0;
    let idleSeen = 0;
    for (const cards of randomStacks(12, 60)) {
      const instances = cards.map((c) => instanceOf.get(c.id)!);
      // The engine reads each stack as it grows, every one on top of the one below it.
      for (let n = 1; n <= cards.length; n++) {
        const engine = stackFacts(cat, instances.slice(0, n)).analysis;
        const layers = analyzeStack(resolveStack(cards.slice(0, n), SET, cardTimings));
        expect({ ...engine, elements: [] }).toEqual({ ...layers, elements: [] });
      }
      const facts = stackFacts(cat, instances);
      const engine = facts.analysis;
      // The engine's live lasting abilities are exactly its live effect parts.
      expect(
        facts.lasting.map((l) => {
          const ability = cat.cards[cat.instances[instances[l.index]!]!]!.ir!.abilities[l.ability]!;
          // A trigger lasts as the category it is printed as (visible: continuous, R6.3).
          const category =
            ability.category === "trigger"
              ? ability.trigger!.while === "persistent"
                ? "persistent"
                : "continuous"
              : ability.category;
          return `${l.index}:${category}`;
        }),
      ).toEqual(engine.liveEffects.map((e) => `${e.index}:${e.kind}`));

      const picture = stackPicture(
        SET,
        cards.map((c) => c.id),
        { xray: true },
      );
      if (!picture.ok) throw new Error(picture.error.message);
      const { analysis, labels } = picture.value.preview;
      expect({ ...analysis, elements: [] }).toEqual({ ...engine, elements: [] });
      expect(readingOfLabels(labels)).toEqual(readingOf(engine));
      liveSeen += engine.liveEffects.length;
      idleSeen += engine.effects.length - engine.liveEffects.length;
    }
    // The stacks exercised both kinds of status.
    expect(liveSeen).toBeGreaterThan(10);
    expect(idleSeen).toBeGreaterThan(10);
  });
});
