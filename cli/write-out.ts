/** A command's output into the file named by `--out`, or on stdout without it. */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { messageOf } from "../lib/model";
import type { CliIo } from "./io";

/**
 * Writes `text` as stdout would show it (a final newline) to `out`, relative to the working
 * directory, and says so on stderr; prints it on stdout when `out` is undefined. False (and
 * said) when the file cannot be written.
 */
export async function writeOut(io: CliIo, text: string, out: string | undefined): Promise<boolean> {
  if (out === undefined) {
    io.out(text);
    return true;
  }
  try {
    await writeFile(path.resolve(io.cwd, out), text + "\n");
  } catch (e) {
    io.err(`error: cannot write ${out}: ${messageOf(e)}`);
    return false;
  }
  io.err(`wrote ${out}`);
  return true;
}
