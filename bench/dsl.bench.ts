/**
 * Effect-language benchmarks: compiling every effect of a 500-card set (target ≤ 10 ms after
 * warm-up), recompiling one card as a designer types (target ≤ 0.1 ms), and the editor calls
 * made on a keystroke. The 500 effects are varied from the compile fixtures and the reference
 * examples (numbers, icons and families swapped), so no two cards are alike.
 */
import { compileEffect, completionsAt, hoverAt, irToText, REFERENCE, tokenize } from "../lib/dsl";
import { TEST_CONTEXT, VALID_FIXTURES } from "../lib/dsl/fixtures";
import { measure, report } from "./harness";

const ICONS = TEST_CONTEXT.icons;
const FAMILIES = TEST_CONTEXT.families;

/** 500 varied, valid effects of a plausible set. */
function setOf500Effects(): string[] {
  const bases = [...VALID_FIXTURES.map((f) => f.source), ...REFERENCE.map((e) => e.example)].filter(
    (source) => compileEffect(source, TEST_CONTEXT).ir !== undefined && source.length > 0,
  );
  const effects: string[] = [];
  for (let i = 0; effects.length < 500; i++) {
    const base = bases[i % bases.length] ?? "draw 1 card";
    const shift = Math.floor(i / bases.length);
    const varied = base
      .replace(/\b([1-9])\b/g, (d) => String(((Number(d) + shift - 1) % 9) + 1))
      .replace(
        /\b(raven|rose|tide|lantern|key)\b/g,
        (w) => ICONS[(ICONS.indexOf(w) + shift) % ICONS.length] ?? w,
      )
      .replace(
        /\b(ashgrove|blackwood)\b/g,
        (w) => FAMILIES[(FAMILIES.indexOf(w) + shift) % FAMILIES.length] ?? w,
      );
    effects.push(compileEffect(varied, TEST_CONTEXT).ir ? varied : base);
  }
  return effects;
}

/** Runs the effect-language benchmarks and prints their figures. */
export async function dslBench(): Promise<void> {
  const effects = setOf500Effects();
  const chars = effects.reduce((n, e) => n + e.length, 0);
  const failing = effects.filter((e) => compileEffect(e, TEST_CONTEXT).ir === undefined).length;
  console.log(`500 effects, ${chars} characters in all, ${failing} with errors`);

  const all = await measure(
    "compile all 500 effects of a set",
    () => {
      for (const effect of effects) compileEffect(effect, TEST_CONTEXT);
    },
    { warmup: 20, iterations: 100 },
  );
  report(all, { ms: 10, of: "mean" });

  const card = effects.reduce((a, b) => (b.length > a.length ? b : a), "");
  const one = await measure(
    "recompile one card (the longest effect)",
    () => compileEffect(card, TEST_CONTEXT),
    {
      warmup: 200,
      iterations: 2000,
    },
  );
  report(one, { ms: 0.1, of: "p50" });

  const broken = card.replace("draw", "drwa");
  report(
    await measure("recompile one card with an error", () => compileEffect(broken, TEST_CONTEXT), {
      warmup: 200,
      iterations: 2000,
    }),
    { ms: 0.1, of: "p50" },
  );

  const ir = compileEffect(card, TEST_CONTEXT).ir;
  if (ir) {
    report(
      await measure("one card's IR back to text", () => irToText(ir), {
        warmup: 200,
        iterations: 2000,
      }),
    );
  }

  const middle = Math.floor(card.length / 2);
  report(
    await measure(
      "keystroke: tokenize + completions + hover",
      () => {
        tokenize(card, TEST_CONTEXT);
        completionsAt(card, middle, TEST_CONTEXT);
        hoverAt(card, middle, TEST_CONTEXT);
      },
      { warmup: 200, iterations: 2000 },
    ),
    { ms: 1, of: "p50" },
  );
}
