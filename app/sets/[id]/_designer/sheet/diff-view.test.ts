import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/model";
import type { SheetDiff } from "@/lib/sheet";
import { sampleSet } from "@/lib/sheet/sets.test.support";
import { DiffView } from "./diff-view";

const card = (i: number): Card =>
  ({ id: `gone-${i}`, type: "modifier", name: `Gone card ${i}` }) as Card;

describe("the difference dialog", () => {
  it("lists every card “Also remove these N cards” would remove, past the first 300", () => {
    const removed = Array.from({ length: 350 }, (_, i) => card(i + 1));
    const diff: SheetDiff = {
      added: [],
      changed: [],
      removed,
      unchanged: 0,
      problems: [],
      skipped: [],
    };
    const html = renderToStaticMarkup(
      createElement(DiffView, {
        set: sampleSet(),
        source: "cards.csv",
        diff,
        replanned: false,
        onCancel: () => {},
        onApply: () => {},
      }),
    );
    for (const c of removed) expect(html).toContain(`${c.name} <`);
    expect(html).not.toMatch(/and \d+ more/);
    expect(html).toContain("Also remove these 350 cards");
    expect(html).toContain('aria-label="The 350 cards not in the sheet"');
  });
});
