import { readFile } from "node:fs/promises";
import { CARD_TYPES, formatDiagnostic } from "../../lib/model";
import type { CardType } from "../../lib/model";
import { compileEffect } from "../../lib/dsl";
import type { DslContext } from "../../lib/dsl";
import type { OptionSpec, ParsedArgs } from "../args";
import { stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { resolveSet } from "../load-set";

export const EFFECT_HELP = `vellum effect "<source>" [--set SET] [--type CARD-TYPE]
vellum effect --file effect.txt [--set SET]
  Compiles effect-language source (docs/effect-language.md) and prints its IR as JSON, or its
  diagnostics as effect:line:col severity code message (exit 1). --set (a set id in the
  workspace, or a set.json / folder / zip) supplies the icon and family names the effect may
  use; --type checks the effect suits that card type.`;

/** The options of `vellum effect` (its help names each). */
export const EFFECT_OPTIONS = {
  file: "string",
  set: "string",
  type: "string",
} as const satisfies OptionSpec;

/** The words a set's effects may use, read defensively from a set that may have errors. */
function contextOf(value: unknown): DslContext {
  const ids = (list: unknown): string[] =>
    Array.isArray(list)
      ? list.flatMap((item) => {
          const id = (item as { id?: unknown } | null)?.id;
          return typeof id === "string" ? [id] : [];
        })
      : [];
  const v = (value ?? {}) as { icons?: unknown; families?: unknown };
  return { icons: ids(v.icons), families: ids(v.families), cardTypes: [...CARD_TYPES] };
}

/** `vellum effect`. */
export async function effectCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const file = stringOption(args, "file");
  const source = file ? await readFile(file, "utf8").catch(() => undefined) : args.positionals[0];
  if (source === undefined) {
    io.err(file ? `error: cannot read ${file}` : EFFECT_HELP);
    return file ? EXIT.failed : EXIT.usage;
  }
  const type = stringOption(args, "type");
  if (type !== undefined && !CARD_TYPES.includes(type as CardType)) {
    io.err(`error: unknown card type '${type}'; use one of ${CARD_TYPES.join(", ")}`);
    return EXIT.usage;
  }
  let ctx: DslContext = { icons: [], families: [], cardTypes: [...CARD_TYPES] };
  const setName = stringOption(args, "set");
  if (setName) {
    const named = await resolveSet(setName, io);
    if (named.value === undefined) {
      for (const d of named.diagnostics) io.err(formatDiagnostic(d, named.shown));
      return EXIT.failed;
    }
    ctx = contextOf(named.value);
  }
  const shown = file ?? "effect";
  const result = compileEffect(source, ctx, {
    source: shown,
    ...(type ? { cardType: type as CardType } : {}),
  });
  for (const d of result.diagnostics) io.err(formatDiagnostic(d));
  if (!result.ir) {
    if (!setName && result.diagnostics.some((d) => /icon|family/.test(d.code))) {
      io.err("hint: name the set with --set so its icons and families are known");
    }
    return EXIT.failed;
  }
  io.out(JSON.stringify(result.ir, null, 2));
  return EXIT.ok;
}
