/**
 * The second example set (examples/wobbleton-road), in the comedy style: "party" for family, its
 * own points word, three effect categories under its own headings and no persistent effects.
 * It must validate cleanly, write its effects in its own headings, and play without stalls.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compileEffect, contextFromSet } from "@/lib/dsl";
import { formatDiagnostic } from "@/lib/model";
import type { VellumSet } from "@/lib/model";
import { validateSetText } from "@/lib/schema";
import { simulate } from "@/lib/sim";

const SET_PATH = fileURLToPath(new URL("../examples/wobbleton-road/set.json", import.meta.url));
const TEXT = readFileSync(SET_PATH, "utf8");
const SET = JSON.parse(TEXT) as VellumSet;
const DSL = contextFromSet(SET);

describe("examples/wobbleton-road", () => {
  it("validates with no errors and no warnings", () => {
    const { diagnostics } = validateSetText(TEXT, "examples/wobbleton-road/set.json");
    expect(
      diagnostics.filter((d) => d.severity !== "info").map((d) => formatDiagnostic(d)),
    ).toEqual([]);
  });

  it("speaks in its own words: party, Dismay, three headings and no persistent effects", () => {
    expect(SET.rules.familyWord).toBe("party");
    expect(SET.rules.pointsWord).not.toBe("Self-Worth");
    const categories = SET.rules.effectCategories ?? {};
    expect(categories.persistent?.enabled).toBe(false);
    const headings = (["immediate", "response", "continuous"] as const).map(
      (c) => categories[c]?.heading,
    );
    expect(headings.every((h) => h !== undefined)).toBe(true);
    expect(SET.families).toHaveLength(3);
    for (const family of SET.families) {
      expect(
        SET.cards.filter((c) => c.type === "character" && c.family === family.id),
      ).toHaveLength(5);
    }
  });

  it("writes every effect in its own headings, and each compiles with no diagnostics", () => {
    const own = new Set(
      Object.values(SET.rules.effectCategories ?? {}).flatMap((c) =>
        c.heading ? [`${c.heading}:`] : [],
      ),
    );
    const builtIn = /^(on play|while visible|while persistent|response):/m;
    const used = new Set<string>();
    for (const card of SET.cards.filter((c) => c.effect)) {
      const effect = card.effect ?? "";
      expect(builtIn.test(effect), `${card.id} uses a built-in heading`).toBe(false);
      for (const heading of own) if (effect.includes(heading)) used.add(heading);
      const { ir, diagnostics } = compileEffect(effect, DSL, { cardType: card.type });
      expect(diagnostics.map((d) => `${card.id}: ${d.message}`)).toEqual([]);
      expect(ir?.abilities.some((a) => a.category === "persistent")).toBe(false);
    }
    expect(used).toEqual(own);
    // Play-when-drawn events and the party word in effects.
    expect(SET.cards.some((c) => c.effect?.startsWith("on draw: play at once"))).toBe(true);
    expect(SET.cards.some((c) => / party:/.test(c.effect ?? ""))).toBe(true);
  });

  it(
    "plays random and greedy games without stalls or rule violations",
    { timeout: 300_000 },
    async () => {
      for (const [players, bots] of [
        [3, ["greedy", "random"]],
        [2, ["greedy", "random"]],
        [3, ["greedy"]],
      ] as const) {
        const r = await simulate({
          set: SET,
          games: 60,
          players,
          bots: [...bots],
          seed: 1,
          checkInvariants: true,
        });
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.games, `${players} players, ${bots.join(",")}`).toMatchObject({
          total: 60,
          stalled: 0,
          errored: 0,
        });
        expect(r.value.invariants.violations).toBe(0);
      }
    },
  );
});
