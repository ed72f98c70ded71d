/**
 * The `vellum` command line: one function from argv to an exit code, so tests run it in-process.
 */
import type { OptionSpec, ParsedArgs } from "./args";
import { parseCommandLine } from "./args";
import type { CliIo } from "./io";
import { EXIT } from "./io";
import { VALIDATE_HELP, validateCommand } from "./commands/validate";
import { EFFECT_HELP, EFFECT_OPTIONS, effectCommand } from "./commands/effect";
import {
  RENDER_HELP,
  RENDER_OPTIONS,
  STACK_HELP,
  STACK_OPTIONS,
  renderCommand,
  stackCommand,
} from "./commands/render";
import { SIMULATE_HELP, SIMULATE_OPTIONS, simulateCommand } from "./commands/simulate";
import { TEXT_HELP, TEXT_OPTIONS, textCommand } from "./commands/text";
import {
  EXPORT_HELP,
  EXPORT_OPTIONS,
  HISTORY_HELP,
  IMPORT_HELP,
  IMPORT_OPTIONS,
  LIST_HELP,
  exportCommand,
  historyCommand,
  importCommand,
  listCommand,
  restoreCommand,
} from "./commands/workspace";
import {
  TRANSLATIONS_HELP,
  TRANSLATIONS_OPTIONS,
  translationsCommand,
} from "./commands/translations";
import { SHEET_HELP, SHEET_OPTIONS, sheetCommand } from "./commands/sheet";
import { REPORT_HELP, REPORT_OPTIONS, reportCommand } from "./commands/report";
import { WORKER_HELP, WORKER_OPTIONS, workerCommand } from "./commands/worker";
import { messageOf } from "../lib/model";

/** A command: its help, the options it takes (besides --help), and what it does. */
export interface Command {
  help: string;
  options: OptionSpec;
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}

/** Every command, by name. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  validate: { help: VALIDATE_HELP, options: {}, run: validateCommand },
  effect: { help: EFFECT_HELP, options: EFFECT_OPTIONS, run: effectCommand },
  render: { help: RENDER_HELP, options: RENDER_OPTIONS, run: renderCommand },
  stack: { help: STACK_HELP, options: STACK_OPTIONS, run: stackCommand },
  text: { help: TEXT_HELP, options: TEXT_OPTIONS, run: textCommand },
  list: { help: LIST_HELP, options: {}, run: listCommand },
  import: { help: IMPORT_HELP, options: IMPORT_OPTIONS, run: importCommand },
  export: { help: EXPORT_HELP, options: EXPORT_OPTIONS, run: exportCommand },
  history: { help: HISTORY_HELP, options: {}, run: historyCommand },
  restore: { help: HISTORY_HELP, options: {}, run: restoreCommand },
  simulate: { help: SIMULATE_HELP, options: SIMULATE_OPTIONS, run: simulateCommand },
  translations: {
    help: TRANSLATIONS_HELP,
    options: TRANSLATIONS_OPTIONS,
    run: translationsCommand,
  },
  sheet: { help: SHEET_HELP, options: SHEET_OPTIONS, run: sheetCommand },
  report: { help: REPORT_HELP, options: REPORT_OPTIONS, run: reportCommand },
  worker: { help: WORKER_HELP, options: WORKER_OPTIONS, run: workerCommand },
};

/** The width of the usage's column of command names: the longest name's. */
const NAME_WIDTH = Math.max(...Object.keys(COMMANDS).map((name) => name.length));

const USAGE = `Vellum — design, print and playtest transparent-card expansions.

usage: npm run vellum -- <command> [options]

commands:
${Object.entries(COMMANDS)
  .flatMap(([name, c]) =>
    // Every usage line of the command's own (import has two; restore shares history's help).
    c.help
      .split("\n")
      .filter((line) => line.startsWith(`vellum ${name} `) || line === `vellum ${name}`)
      .map(
        (line, i) => `  ${(i === 0 ? name : "").padEnd(NAME_WIDTH)} ${line.slice(name.length + 8)}`,
      ),
  )
  .join("\n")}

The workspace is VELLUM_WORKSPACE (default ./workspace). 'vellum help <command>' says more.`;

/** Runs one CLI invocation and returns its exit code; never throws for user input. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help" || name === "-h") {
    const topic =
      rest[0] !== undefined && Object.hasOwn(COMMANDS, rest[0]) ? COMMANDS[rest[0]] : undefined;
    io.out(topic ? topic.help : USAGE);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(", ")}.`);
    return EXIT.usage;
  }
  const parsed = parseCommandLine(rest, command.options);
  if (!parsed.ok) {
    io.err(`error: ${parsed.error} (vellum help ${name})`);
    return EXIT.usage;
  }
  const args = parsed.value;
  if (args.values.help === true) {
    io.out(command.help);
    return EXIT.ok;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    // Only a bug or an unreadable disk gets here: say so plainly instead of a stack dump.
    io.err(`error: ${messageOf(e)}`);
    if (io.env.VELLUM_DEBUG && e instanceof Error && e.stack) io.err(e.stack);
    return EXIT.failed;
  }
}
