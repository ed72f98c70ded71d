/**
 * The whole sample expansion renders clean: every card of examples/saltmarrow, in the set's
 * language and in each translation, fits its frame at a legible size (no `render/text-overflow`)
 * and names only icons the set defines (no `render/unknown-icon`). A sample text that stops
 * fitting is a finding to report, not a text to shorten here.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "@/lib/model";
import type { VellumSet } from "@/lib/model";
import { backFor, renderBackSvg, renderCardSvg } from "@/lib/render";
import { nodeFonts } from "@/lib/export/fonts-node";

const SET = JSON.parse(
  readFileSync(fileURLToPath(new URL("../examples/saltmarrow/set.json", import.meta.url)), "utf8"),
) as VellumSet;
const fonts = nodeFonts();

describe("sample set renders clean", () => {
  for (const language of [SET.language, ...(SET.languages ?? [])]) {
    it(`every card in '${language}' fits with no diagnostics`, () => {
      const problems = SET.cards.flatMap((card) =>
        renderCardSvg(card, SET, fonts, { language }).diagnostics.map((d) => formatDiagnostic(d)),
      );
      expect(problems).toEqual([]);
    });
  }

  it("every back renders with no diagnostics", () => {
    for (const card of SET.cards) {
      expect(renderBackSvg(backFor(card, SET), SET, fonts).diagnostics).toEqual([]);
    }
  });
});
