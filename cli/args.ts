/**
 * A command's words → positionals and options, with Node's `util.parseArgs` in strict mode: an
 * unknown option, an option without its value or a flag given a value is an error naming the
 * option (and the nearest known one), never ignored.
 */
import { parseArgs } from "node:util";
import type { Result } from "../lib/model";
import { err, messageOf, nearestWord, ok } from "../lib/model";

/**
 * The options of a command, by name: each takes a value ("string"), is a flag ("boolean"), or
 * takes a value and may be repeated ("strings": every value, in order).
 */
export type OptionSpec = Readonly<Record<string, "string" | "boolean" | "strings">>;

/** A command's parsed words. */
export interface ParsedArgs {
  positionals: string[];
  /** The options given: the value of each that takes one, true for each flag. */
  values: Readonly<Record<string, string | boolean | string[] | undefined>>;
}

/** Every command takes --help (or -h). */
const HELP = { help: { type: "boolean", short: "h" } } as const;

type NodeOptions = Record<
  string,
  { type: "string" | "boolean"; short?: string; multiple?: boolean }
>;

/**
 * Parses `argv` with the options of `spec` (and --help). `--name value`, `--name=value`, bare
 * flags; `--` ends the options. The error is a message such as "unknown option --dpii — did
 * you mean --dpi?" or "--dpi needs a value".
 */
export function parseCommandLine(
  argv: readonly string[],
  spec: OptionSpec,
): Result<ParsedArgs, string> {
  const options: NodeOptions = {
    ...Object.fromEntries(
      Object.entries(spec).map(([name, type]) => [
        name,
        type === "strings" ? { type: "string", multiple: true } : { type },
      ]),
    ),
    ...HELP,
  };
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: true,
    });
    return ok({ positionals, values: values as ParsedArgs["values"] });
  } catch (e) {
    return err(explain(argv, options, e));
  }
}

/** What is wrong with `argv`: the first option that strict parsing refused, in plain words. */
function explain(argv: readonly string[], options: NodeOptions, thrown: unknown): string {
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const flag = token.rawName;
    const type = Object.hasOwn(options, token.name) ? options[token.name]?.type : undefined;
    if (type === undefined) {
      const near = flag.startsWith("--")
        ? nearestWord(token.name, Object.keys(options))
        : undefined;
      return `unknown option ${flag}${near === undefined ? "" : ` — did you mean --${near}?`}`;
    }
    const { value } = token;
    if (type === "boolean" && value !== undefined) return `${flag} takes no value`;
    if (type === "string" && (value === undefined || value.startsWith("--")))
      return `${flag} needs a value`;
    // NOTE: parseArgs refuses `--offset -1,2` as ambiguous; `--offset=-1,2` is the way.
    if (type === "string" && !token.inlineValue && value?.startsWith("-"))
      return `${flag} needs a value; for one starting with '-', write ${flag}=${value}`;
  }
  return messageOf(thrown);
}

/** The value of option `name`, or undefined when it was not given. */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === "string" ? value : undefined;
}

/** Every value of repeatable option `name` ("strings"), in order; none: `[]`. */
export function stringsOption(args: ParsedArgs, name: string): string[] {
  const value = args.values[name];
  return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
}

/** Whether flag `name` was given. */
export function flag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}
