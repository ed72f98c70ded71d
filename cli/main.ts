/**
 * The `vellum` command line: one function from argv to an exit code, so tests run it in-process.
 */
import type { CliIo } from "./io";
import { EXIT, parseArgs } from "./io";
import { VALIDATE_HELP, validateCommand } from "./commands/validate";
import { EFFECT_HELP, effectCommand } from "./commands/effect";
import { RENDER_HELP, STACK_HELP, renderCommand, stackCommand } from "./commands/render";
import { SIMULATE_HELP, simulateCommand } from "./commands/simulate";
import {
  EXPORT_HELP,
  HISTORY_HELP,
  IMPORT_HELP,
  LIST_HELP,
  exportCommand,
  historyCommand,
  importCommand,
  listCommand,
  restoreCommand,
} from "./commands/workspace";
import { PRINT_BOOLEANS } from "./commands/print-help";
import type { ParsedArgs } from "./io";

interface Command {
  help: string;
  run(args: ParsedArgs, io: CliIo): Promise<number>;
  booleans?: string[];
}

const COMMANDS: Record<string, Command> = {
  validate: { help: VALIDATE_HELP, run: validateCommand },
  effect: { help: EFFECT_HELP, run: effectCommand },
  render: { help: RENDER_HELP, run: renderCommand, booleans: ["bleed", "back"] },
  stack: { help: STACK_HELP, run: stackCommand, booleans: ["xray", "json"] },
  list: { help: LIST_HELP, run: listCommand },
  import: { help: IMPORT_HELP, run: importCommand, booleans: ["overwrite"] },
  export: { help: EXPORT_HELP, run: exportCommand, booleans: PRINT_BOOLEANS },
  history: { help: HISTORY_HELP, run: historyCommand },
  restore: { help: HISTORY_HELP, run: restoreCommand },
  simulate: { help: SIMULATE_HELP, run: simulateCommand, booleans: ["json", "check"] },
};

const USAGE = `Vellum — design, print and playtest transparent-card expansions.

usage: npm run vellum -- <command> [options]

commands:
${Object.entries(COMMANDS)
  .flatMap(([name, c]) =>
    // Every usage line of the command's own (import has two; restore shares history's help).
    c.help
      .split("\n")
      .filter((line) => line.startsWith(`vellum ${name} `) || line === `vellum ${name}`)
      .map((line, i) => `  ${(i === 0 ? name : "").padEnd(10)} ${line.slice(name.length + 8)}`),
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
  const args = parseArgs(rest, command.booleans);
  if (args.options.has("help")) {
    io.out(command.help);
    return EXIT.ok;
  }
  try {
    return await command.run(args, io);
  } catch (e) {
    // Only a bug or an unreadable disk gets here: say so plainly instead of a stack dump.
    io.err(`error: ${e instanceof Error ? e.message : String(e)}`);
    if (io.env.VELLUM_DEBUG && e instanceof Error && e.stack) io.err(e.stack);
    return EXIT.failed;
  }
}
