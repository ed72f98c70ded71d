/**
 * An edition in another language (issue 24, point 4): an Italian export prints the set's
 * Italian name, its families' Italian names and its Italian print words, and reports, with the
 * file, what the edition still prints in the main language (lib/text `editionGaps`).
 */
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { Diagnostic, VellumSet } from "../model";
import { labelsOf } from "../../test/fixtures/pdf-inspect";
import { sampleSet } from "../../test/fixtures/sample-set";
import { exportFile } from "./export-file";
import { readExportRequest } from "./read-options";

const SAMPLE = sampleSet();

function request(raw: Record<string, unknown>) {
  const read = readExportRequest(raw);
  if (!read.ok) throw new Error(read.error.map((d) => d.message).join("; "));
  return read.value;
}

/** The sample set with an Italian edition: its name, print words, words and first family. */
function italian(): VellumSet {
  const set = structuredClone(SAMPLE);
  set.languages = [...(set.languages ?? []), "it"];
  set.translations = {
    ...set.translations,
    it: {
      name: "Salmidollo",
      printWords: {
        fronts: "fronte",
        sheet: "foglio {n} di {total}",
        page: "pagina {n} di {total}",
      },
    },
  };
  set.rules = {
    ...set.rules,
    translations: { ...set.rules.translations, it: { familyWord: "casata" } },
  };
  return set;
}

const character = (set: VellumSet) => set.cards.find((c) => c.type === "character")!;

describe("an Italian export", () => {
  it("prints the Italian set name and print words in the PDF's footers", async () => {
    const set = italian();
    const pdf = await exportFile({
      set,
      cards: [character(set)],
      ...request({ format: "pdf", dpi: 36, language: "it" }),
    });
    expect(await labelsOf(pdf.bytes)).toEqual([
      [`Salmidollo v${set.version} — fronte, foglio 1 di 1`, "pagina 1 di 1"],
    ]);
  });

  it("names the tabletop deck and its cards in Italian", async () => {
    const set = italian();
    const card = character(set);
    card.translations = { ...card.translations, it: { name: "Capitano Gannett" } };
    const file = await exportFile({
      set,
      cards: [card],
      ...request({ format: "tts", dpi: 36, language: "it" }),
    });
    const deck = JSON.parse(new TextDecoder().decode(unzipSync(file.bytes)["deck.json"]));
    expect(deck.ObjectStates[0].Nickname).toBe("Salmidollo");
    expect(deck.ObjectStates[0].ContainedObjects[0].Nickname).toBe("Capitano Gannett");
  });

  it("prints the family's Italian name on its characters (a name too long to fit says so)", async () => {
    const set = italian();
    const card = character(set);
    const index = set.families.findIndex((f) => f.id === card.family);
    set.families[index]!.translations = {
      it: { name: "Lanternaiodellascogliera".repeat(3) },
    };
    const seen: Diagnostic[] = [];
    await exportFile(
      { set, cards: [card], ...request({ format: "png", dpi: 36, language: "it" }) },
      { onDiagnostic: (d) => seen.push(d) },
    );
    const overflow = seen.find((d) => d.code === "render/text-overflow");
    expect(overflow).toMatchObject({
      source: `family:${card.family}/translations/it/name`,
      pointer: `/families/${index}/translations/it/name`,
    });
    // The set's Italian word for a family names it.
    expect(overflow!.message).toMatch(/^the casata name does not fit/);
  });

  it("reports what the Italian edition still lacks, first, and only for the cards exported", async () => {
    const set = italian();
    const card = character(set);
    const seen: Diagnostic[] = [];
    await exportFile(
      { set, cards: [card], ...request({ format: "png", dpi: 36, language: "it" }) },
      { onDiagnostic: (d) => seen.push(d) },
    );
    const gaps = seen.filter((d) => d.code === "text/edition-missing");
    expect(gaps.map((d) => d.source)).toEqual([
      "edition:it/cards",
      "edition:it/families",
      "edition:it/words",
      "edition:it/print-words",
    ]);
    expect(gaps[0]!.message).toMatch(
      /^1 card lacks Italian \(it\) texts, printed in English \(en\)/,
    );
    expect(gaps[0]!.message).toContain(card.name);
    expect(gaps[1]!.message).toMatch(/^a family has no Italian \(it\) name/);
    expect(seen.indexOf(gaps[0]!)).toBe(0);
  });

  it("reports nothing missing in the main language", async () => {
    const set = italian();
    const seen: Diagnostic[] = [];
    await exportFile(
      { set, cards: [character(set)], ...request({ format: "png", dpi: 36 }) },
      { onDiagnostic: (d) => seen.push(d) },
    );
    expect(seen.filter((d) => d.source.startsWith("edition:"))).toEqual([]);
  });
});
