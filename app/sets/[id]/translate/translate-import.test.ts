import { describe, expect, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { exportTranslations, planTranslationImport } from "@/lib/text";
import { sampleSet } from "@/test/fixtures/sample-set";
import { applyShownImport } from "./translate-import";
import type { OpenedImport } from "./translate-import";

const HERON = "lost-a-wager-to-a-heron";
const NAME = "Perse una scommessa con un airone";

function opened(set: VellumSet): OpenedImport {
  const content = exportTranslations(set, "it", "xliff").content.replace(
    "<source>Lost a Wager to a Heron</source>",
    `<source>Lost a Wager to a Heron</source><target>${NAME}</target>`,
  );
  const planned = planTranslationImport(set, content, "saltmarrow.it.xlf");
  if (!planned.ok) throw new Error(planned.message);
  return { plan: planned.plan, file: "saltmarrow.it.xlf", content };
}

const heron = (set: VellumSet) => set.cards.find((c) => c.id === HERON);

describe("the import dialog's Apply", () => {
  it("applies the plan shown when the set is as it was", () => {
    const set: VellumSet = { ...structuredClone(sampleSet()), languages: ["fr", "it"] };
    const done = applyShownImport(set, opened(set));
    if (done.kind !== "applied") throw new Error(done.kind);
    expect(heron(done.set)?.translations?.it?.name).toBe(NAME);
  });

  it("does not overwrite a cell edited while the dialog was open: it shows the plan made again", () => {
    const set: VellumSet = { ...structuredClone(sampleSet()), languages: ["fr", "it"] };
    const shown = opened(set);
    const edited = structuredClone(set);
    const card = heron(edited);
    if (!card) throw new Error("no heron");
    card.translations = { ...card.translations, it: { name: "Typed meanwhile" } };
    const done = applyShownImport(edited, shown);
    if (done.kind !== "changed") throw new Error(done.kind);
    expect(done.opened.replanned).toBe(true);
    expect(done.opened.plan.changes).toEqual([
      expect.objectContaining({ target: `card.${HERON}.name`, before: "Typed meanwhile" }),
    ]);
    // Applying that new plan, seen, goes through.
    const again = applyShownImport(edited, done.opened);
    if (again.kind !== "applied") throw new Error(again.kind);
    expect(heron(again.set)?.translations?.it?.name).toBe(NAME);
  });
});
