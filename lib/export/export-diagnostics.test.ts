/**
 * Exports say what they could not print as asked (issue 13 point 6): text cut off on a card is
 * the warning `vellum render` gives, in every print format, once per card; a language the set
 * has no texts in is refused instead of exporting the main language without a word.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Diagnostic, VellumSet } from "../model";
import { exportFile } from "./export-file";
import { PrintOptionsError } from "./print-options";
import { readExportRequest } from "./read-options";

const SAMPLE = JSON.parse(
  readFileSync(
    fileURLToPath(new URL("../../examples/saltmarrow/set.json", import.meta.url)),
    "utf8",
  ),
) as VellumSet;

function request(raw: Record<string, unknown>) {
  const read = readExportRequest(raw);
  if (!read.ok) throw new Error(read.error.map((d) => d.message).join("; "));
  return read.value;
}

/** The sample set with its first event given a text far too long for its plate. */
function overflowing(): { set: VellumSet; id: string } {
  const set = structuredClone(SAMPLE);
  const card = set.cards.find((c) => c.type === "event")!;
  card.text = Array.from({ length: 40 }, (_, i) => `Sentence ${i} of a long effect.`).join(" ");
  return { set, id: card.id };
}

describe("export warnings", () => {
  it.each(["pdf", "png", "tts"] as const)(
    "%s: text cut off on a card is a render/text-overflow warning, once",
    async (format) => {
      const { set, id } = overflowing();
      const card = set.cards.find((c) => c.id === id)!;
      const seen: Diagnostic[] = [];
      await exportFile(
        { set, cards: [card, card], ...request({ format, dpi: 36, copies: true }) },
        { onDiagnostic: (d) => seen.push(d) },
      );
      const overflow = seen.filter((d) => d.code === "render/text-overflow");
      expect(overflow).toHaveLength(1);
      expect(overflow[0]).toMatchObject({ severity: "warning", source: `card:${id}/text` });
      expect(overflow[0]!.message).toMatch(
        /^the effect and flavour text does not fit: .* so it is cut/,
      );
    },
  );

  it.each(["pdf", "png"] as const)(
    "%s: a reminder on a card that is not persistent is a warning that it is not printed",
    async (format) => {
      const set = structuredClone(SAMPLE);
      const card = set.cards.find((c) => c.type === "modifier" && c.persistent !== true)!;
      card.reminder = "Draw limit −1";
      const seen: Diagnostic[] = [];
      await exportFile(
        { set, cards: [card], ...request({ format, dpi: 36 }) },
        { onDiagnostic: (d) => seen.push(d) },
      );
      expect(seen.filter((d) => d.code === "render/reminder-not-printed")).toEqual([
        expect.objectContaining({
          severity: "warning",
          source: `card:${card.id}/reminder`,
          message: expect.stringMatching(
            /has a reminder but is not persistent, so the reminder is not printed/,
          ),
        }),
      ]);
    },
  );

  it("refuses a language the set has no texts in, naming the languages it has", async () => {
    const card = SAMPLE.cards[0]!;
    const run = exportFile({
      set: SAMPLE,
      cards: [card],
      ...request({ format: "pdf", language: "de" }),
    });
    await expect(run).rejects.toBeInstanceOf(PrintOptionsError);
    await expect(run).rejects.toMatchObject({
      diagnostics: [
        {
          code: "print/unknown-language",
          message:
            "set 'saltmarrow' has no 'de' texts; its languages are en, fr — export in one of them",
        },
      ],
    });
  });
});
