/**
 * What a CLI command may touch besides the file system: its output streams, the working
 * directory and the environment. Commands take it as an argument so tests run them in-process.
 */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  cwd: string;
  /** The project folder: the default workspace (./workspace) is relative to it, as for the server. */
  projectRoot: string;
  env: Record<string, string | undefined>;
  /** Whether stderr is a terminal: progress bars (drawn on stderr) only then. */
  isTty: boolean;
}

/** The exit codes of every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** Parsed command-line words: positionals and `--flag value` / `--flag` options. */
export interface ParsedArgs {
  positionals: string[];
  options: Map<string, string | true>;
}

/**
 * Splits argv into positionals and options. `--name value`, `--name=value`, and bare `--name`
 * (true) when the next word is another option or missing; `--` ends the options. Flags listed
 * in `booleans` never take a value.
 */
export function parseArgs(argv: readonly string[], booleans: readonly string[] = []): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (word === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!word.startsWith("--") || word.length === 2) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf("=");
    if (eq > 0) {
      options.set(word.slice(2, eq), word.slice(eq + 1));
      continue;
    }
    const name = word.slice(2);
    const next = argv[i + 1];
    if (booleans.includes(name) || next === undefined || next.startsWith("--")) {
      options.set(name, true);
    } else {
      options.set(name, next);
      i++;
    }
  }
  return { positionals, options };
}

/** A string option, or undefined; a bare flag where a value was needed is reported by the caller. */
export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === "string" ? v : undefined;
}
