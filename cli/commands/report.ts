import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { messageOf } from "../../lib/model";
import { MAX_SET_BYTES } from "../../lib/schema";
import { formatReport, mergeParts, readShardPart, reportOfPart } from "../../lib/sim";
import type { NamedPart } from "../../lib/sim";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { writeOut } from "../write-out";

export const REPORT_HELP = `vellum report merge <part.json>... [--json] [--out FILE]
  Merges the parts that 'vellum simulate' wrote for the shards of a run (vellum help simulate),
  on any machines, given in any order, and prints the run's balance report: the same bytes
  'vellum simulate' prints for the whole run in one process (--json: the report as JSON;
  --out FILE: into FILE instead of stdout). Each part carries the set it played and the run's
  options, so the merge needs nothing else: no set, no options to repeat. It refuses, naming
  the file and what is wrong, a part of another run (another set, seed, option or Vellum
  version), games held by two parts, a file that is not a valid part; when games are missing it
  says which (and which shards) to play. Exits 1 when a game hit an engine error or broke an
  invariant, as 'vellum simulate' does, and when a part is refused.`;

/** The options of `vellum report` (its help names each). */
export const REPORT_OPTIONS = {
  json: "boolean",
  out: "string",
} as const satisfies OptionSpec;

/** A part file is its set (at most `MAX_SET_BYTES`) and totals of a few hundred numbers. */
const MAX_PART_BYTES = MAX_SET_BYTES + 4 * 1024 * 1024;

/** The part in file `name`, or what is wrong with it (said with the file's name). */
async function readPart(name: string, io: CliIo): Promise<NamedPart | string> {
  const full = path.resolve(io.cwd, name);
  let text: string;
  try {
    const info = await stat(full);
    if (info.isDirectory()) return `${name} is a folder, not a part file`;
    if (info.size > MAX_PART_BYTES) return `${name} is too large for a shard part`;
    text = await readFile(full, "utf8");
  } catch (e) {
    return `cannot read ${name}: ${messageOf(e)}`;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `${name} is not JSON: ${messageOf(e)}`;
  }
  const part = readShardPart(value, name);
  return part.ok ? { name, part: part.value } : part.error.message;
}

/** `vellum report merge`. */
export async function reportCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const [action, ...files] = args.positionals;
  if (action !== "merge" || files.length === 0) {
    io.err(REPORT_HELP);
    return EXIT.usage;
  }
  const parts: NamedPart[] = [];
  for (const file of files) {
    const part = await readPart(file, io);
    if (typeof part === "string") {
      io.err(`error: ${part}`);
      return EXIT.failed;
    }
    parts.push(part);
  }
  const merged = mergeParts(parts);
  const report = merged.ok ? reportOfPart(merged.value) : merged;
  if (!report.ok) {
    io.err(`error: ${report.error.message}`);
    return EXIT.failed;
  }
  const r = report.value;
  io.err(`merged ${files.length} part${files.length === 1 ? "" : "s"}: ${r.games.total} games`);
  const text = flag(args, "json") ? JSON.stringify(r, null, 2) : formatReport(r);
  if (!(await writeOut(io, text, stringOption(args, "out")))) return EXIT.failed;
  return r.games.errored > 0 || r.invariants.violations > 0 ? EXIT.failed : EXIT.ok;
}
