/**
 * A large save with thousands of broken effects (issue 13 point 8): validation stops compiling
 * effects once the set has as many errors as are shown, instead of computing every one (237,601
 * diagnostics for a 10 MB set), and the summary says how much was left unchecked.
 */
import { describe, expect, it } from "vitest";
import { generateSet } from "../../test/fixtures/generate-set";
import { validateSetText } from "./index";
import { MAX_DIAGNOSTICS } from "./limits";

/** A generated set whose every non-character card has `lines` unknown words in its effect. */
function brokenEffects(cards: number, lines: number): string {
  const set = generateSet(cards);
  const bad = Array.from({ length: lines }, (_, k) => `frobnicate ${k} widgets`).join("\n");
  for (const c of set.cards) if (c.type !== "character") c.effect = bad;
  return JSON.stringify(set, null, 2);
}

describe("a set with more problems than are shown", () => {
  it("stops compiling effects after MAX_DIAGNOSTICS errors and says how many were not checked", () => {
    const text = brokenEffects(400, 30);
    const { diagnostics, set } = validateSetText(text);
    expect(set).toBeUndefined();
    expect(diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    const summary = diagnostics.at(-1)!;
    expect(summary).toMatchObject({ code: "set/too-many-problems", severity: "error" });
    expect(summary.message).toBe(
      "10 more problems are not shown; the effects of 363 more cards were not checked: checking stops after 500 errors — fix the ones above first",
    );
    expect(diagnostics.filter((d) => d.code === "set/checks-stopped")).toEqual([]);
  });
});
