/**
 * `vellum translations export|import`: the translators' files of a set (lib/text exchange.ts),
 * written from the workspace's set and read back into it through the store (so a revision is
 * kept, as for every other write).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatDiagnostic, languageLabel, plural } from "../../lib/model";
import type { VellumSet } from "../../lib/model";
import { MAX_SET_BYTES, decodeText } from "../../lib/schema";
import { mib } from "../../lib/store";
import type { Workspace } from "../../lib/store";
import {
  applyTranslationImport,
  exportTranslations,
  planTranslationImport,
  translationLanguageProblem,
} from "../../lib/text";
import type { ExchangeFormat, ImportPlan } from "../../lib/text";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { cliWorkspace } from "../open-workspace";
import { inputFile, reportStoreError } from "./workspace";

export const TRANSLATIONS_HELP = `vellum translations export <set> --language LANG [--format xliff|csv] [--out PATH]
vellum translations import <set> <file> [--yes]
  Hands a translator the set's texts in one of its languages and takes them back (docs/translating.md).
  export: an XLIFF 2.0 file (default) or a CSV (id, field, source, translation, context) of every text
  to translate — names, hand-written rules text, flavour, reminders, families, the set's name and
  words, the print sheets' words — with the translations made so far; without --out it is written to
  ./<set>.<language>.xlf (or .csv).
  import: lists what the file would change (and what looks wrong: a text translated from an older
  source, an {icon} or {n} left out), then applies it with --yes or after a yes at the prompt. A file
  for another set, another language or with ids the set does not have changes nothing.`;

/** The options of `vellum translations` (its help names each). */
export const TRANSLATIONS_OPTIONS = {
  language: "string",
  format: "string",
  out: "string",
  yes: "boolean",
} as const satisfies OptionSpec;

const FORMATS: readonly ExchangeFormat[] = ["xliff", "csv"];

/** `vellum translations`. */
export async function translationsCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [action, ...rest] = args.positionals;
  if (action === "export") return exportCommand(rest, args, io);
  if (action === "import") return importCommand(rest, args, io);
  io.err(
    action === undefined
      ? TRANSLATIONS_HELP
      : `error: unknown action '${action}' — use 'vellum translations export' or 'vellum translations import'`,
  );
  return EXIT.usage;
}

/** The workspace's set `id`, or the exit code after saying why there is none to use. */
async function readSet(
  io: CliIo,
  ws: Workspace,
  id: string,
): Promise<{ set: VellumSet; revision: string } | number> {
  const stored = await ws.read(id);
  if (!stored.ok) return reportStoreError(io, stored.error);
  if (stored.value.set === undefined) {
    io.err(
      `error: ${id} has errors, so its texts cannot be exchanged until they are fixed (vellum validate ${id})`,
    );
    return EXIT.failed;
  }
  return { set: stored.value.set, revision: stored.value.revision };
}

async function exportCommand(rest: string[], args: ParsedArgs, io: CliIo): Promise<number> {
  const [id, extra] = rest;
  const language = stringOption(args, "language");
  const format = stringOption(args, "format") ?? "xliff";
  if (id === undefined || extra !== undefined || language === undefined) {
    io.err(
      id === undefined || extra !== undefined
        ? TRANSLATIONS_HELP
        : "error: say which language to export with --language LANG (one of the set's languages)",
    );
    return EXIT.usage;
  }
  if (!(FORMATS as readonly string[]).includes(format)) {
    io.err(`error: unknown format '${format}' — use xliff or csv`);
    return EXIT.usage;
  }
  if (flag(args, "yes")) {
    io.err("error: --yes is for 'vellum translations import'");
    return EXIT.usage;
  }
  const ws = await cliWorkspace(io);
  const read = await readSet(io, ws, id);
  if (typeof read === "number") return read;
  const problem = translationLanguageProblem(read.set, language);
  if (problem !== undefined) {
    io.err(`error: ${problem}`);
    return EXIT.failed;
  }
  const file = exportTranslations(read.set, language, format as ExchangeFormat);
  const out = stringOption(args, "out") ?? file.name;
  await writeFile(path.resolve(io.cwd, out), file.content);
  const translated = `${file.translated ?? 0} translated so far`;
  io.err(
    `wrote ${out}: ${plural(file.units ?? 0, "text")} to translate into ${languageLabel(language)}, ${translated}`,
  );
  return EXIT.ok;
}

async function importCommand(rest: string[], args: ParsedArgs, io: CliIo): Promise<number> {
  const [id, file, extra] = rest;
  if (id === undefined || file === undefined || extra !== undefined) {
    io.err(TRANSLATIONS_HELP);
    return EXIT.usage;
  }
  const misplaced = (["language", "format", "out"] as const).find(
    (name) => args.values[name] !== undefined,
  );
  if (misplaced !== undefined) {
    io.err(
      `error: --${misplaced} is for 'vellum translations export'; the file says its own language and format`,
    );
    return EXIT.usage;
  }
  const info = await inputFile(io, file);
  if (!info) return EXIT.failed;
  if (info.size > MAX_SET_BYTES) {
    io.err(
      `error: ${file} is ${mib(info.size)}; a translators' file may be ${mib(MAX_SET_BYTES, "limit")} at most`,
    );
    return EXIT.failed;
  }
  const text = decodeText(new Uint8Array(await readFile(info.full)), file);
  if (!text.ok) {
    io.err(formatDiagnostic(text.error, file));
    io.err(`error: ${file} is not UTF-8 text; nothing was imported`);
    return EXIT.failed;
  }
  const ws = await cliWorkspace(io);
  const read = await readSet(io, ws, id);
  if (typeof read === "number") return read;
  const planned = planTranslationImport(read.set, text.value, path.basename(file));
  if (!planned.ok) {
    io.err(`error: ${planned.message}`);
    return EXIT.failed;
  }
  const { plan } = planned;
  for (const line of planText(plan, id, file)) io.out(line);
  for (const d of plan.problems) io.err(formatDiagnostic(d, file));
  if (plan.changes.length === 0) {
    io.out("nothing to change");
    return EXIT.ok;
  }
  const changes = plural(plan.changes.length, "change");
  const yes =
    flag(args, "yes") ||
    (io.confirm !== undefined && (await io.confirm(`Apply ${changes} to ${id}?`)));
  if (!yes) {
    io.out(
      io.confirm === undefined
        ? `nothing was changed: run again with --yes to apply the ${changes}`
        : "nothing was changed",
    );
    return EXIT.ok;
  }
  const saved = await ws.save(id, applyTranslationImport(read.set, plan), read.revision);
  if (!saved.ok) return reportStoreError(io, saved.error);
  io.out(`applied ${changes} to ${id} (revision ${saved.value.revision})`);
  return EXIT.ok;
}

/** What an import would do, as the lines printed before it is applied. */
function planText(plan: ImportPlan, id: string, file: string): string[] {
  const counts = [
    plural(plan.changes.length, "change"),
    `${plan.unchanged} unchanged`,
    ...(plan.untranslated ? [`${plan.untranslated} untranslated`] : []),
    ...(plan.problems.length > 0 ? [plural(plan.problems.length, "problem")] : []),
  ];
  const lines = [`${file} → ${id}, ${languageLabel(plan.language)}: ${counts.join(", ")}`];
  const shown = (text: string | undefined) =>
    text === undefined ? "(none)" : text.replace(/\r?\n/g, "\\n");
  for (const c of plan.changes) {
    lines.push(`  ${c.label} [${c.target}]`);
    lines.push(`    source: ${shown(c.source)}`);
    lines.push(`    before: ${shown(c.before)}`);
    lines.push(`    after:  ${shown(c.after)}`);
  }
  return lines;
}
