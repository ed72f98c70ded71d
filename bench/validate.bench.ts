/**
 * Validation benchmark: a 500-card set through the whole pipeline (parse + schema +
 * cross-checks), then the value-only path. Target: full validation p50 ≤ 20 ms.
 */
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
}
