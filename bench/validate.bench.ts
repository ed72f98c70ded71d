/**
 * Validation benchmark: a 500-card set through the whole pipeline (parse + schema +
 * cross-checks), then the value-only path. Target: full validation p50 ≤ 20 ms. Then the text
 * checks `vellum validate` and the summary add (every text laid out, in every language): on the
 * 500 cards and on the sample set, cold (fresh shape caches: what one CLI run pays) and warm.
 */
import { readFileSync } from "node:fs";
import { setTextProblems } from "../lib/export/set-text-checks";
import type { VellumSet } from "../lib/model";
import { validateSetText, validateSetValue } from "../lib/schema";
import { generateSet } from "../test/fixtures/generate-set";
import { measure, report } from "./harness";

/** Runs the validation benchmarks and prints their figures. */
export async function validateBench(): Promise<void> {
  const set = generateSet(500);
  const text = JSON.stringify(set, null, 2);
  const check = validateSetText(text);
  if (check.diagnostics.length > 0) {
    throw new Error(`benchmark set is not clean: ${check.diagnostics[0]?.message ?? ""}`);
  }
  console.log(`generateSet(500): ${(text.length / 1024).toFixed(0)} KiB of JSON`);
  report(await measure("validateSetText(500 cards)", () => validateSetText(text)), {
    ms: 20,
    of: "p50",
  });
  const value: unknown = JSON.parse(text);
  report(await measure("validateSetValue(500 cards)", () => validateSetValue(value)));

  // The error path builds the syntax tree for ranges: keep an eye on it too.
  const broken = text.replace('"type": "event"', '"type": "evnt"');
  report(await measure("validateSetText(500 cards, 1 error)", () => validateSetText(broken)));

  // Hostile input must be refused fast, before any parsing (json/too-large, json/too-deep).
  const huge = `[${"0,".repeat(10 * 1024 * 1024)}0]`;
  report(
    await measure("refuse 20 MB text", () => validateSetText(huge), { warmup: 2, iterations: 20 }),
  );
  const deep = "[".repeat(1_000_000);
  report(await measure("refuse 1,000,000-deep nesting", () => validateSetText(deep)));

  // The text checks: a separate pass (vellum validate, the summary), not part of saving.
  const sampleText = readFileSync(
    new URL("../examples/saltmarrow/set.json", import.meta.url),
    "utf8",
  );
  const sample = validateSetText(sampleText).set as VellumSet;
  const langs = (s: VellumSet) => 1 + (s.languages ?? []).filter((l) => l !== s.language).length;
  const t0 = process.hrtime.bigint();
  setTextProblems(sampleText, sample, "set.json");
  console.log(
    `setTextProblems(sample: ${sample.cards.length} cards × ${langs(sample)} languages), cold: ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1)} ms (fonts parsed, caches empty)`,
  );
  report(
    await measure(
      `setTextProblems(sample, ${sample.cards.length} cards × ${langs(sample)})`,
      () => setTextProblems(sampleText, sample, "set.json"),
      { warmup: 2, iterations: 20 },
    ),
  );
  report(
    await measure(
      `setTextProblems(500 cards × ${langs(set)})`,
      () => setTextProblems(text, set, "set.json"),
      { warmup: 2, iterations: 20 },
    ),
  );
  report(
    await measure(
      "validateSetText + setTextProblems (500 cards)",
      () => setTextProblems(text, validateSetText(text).set as VellumSet, "set.json"),
      { warmup: 2, iterations: 20 },
    ),
  );
}
