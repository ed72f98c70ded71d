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
  /**
   * Asks a yes/no question and says whether the answer was yes; present only when someone can
   * answer (standard input is a terminal), so a command run from a script never waits.
   */
  confirm?: (question: string) => Promise<boolean>;
  /**
   * Calls `handler` on each Ctrl-C (SIGINT) or SIGTERM until the returned function is called;
   * present in a real process (a cluster run cancels, a worker leaves), absent in tests.
   */
  onInterrupt?: (handler: (signal: "SIGINT" | "SIGTERM") => void) => () => void;
}

/** The exit codes of every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
