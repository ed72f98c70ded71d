import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Diagnostic } from "../../lib/model";
import { START_RANGE, formatDiagnostic } from "../../lib/model";
import { MAX_SET_BYTES, validateSetText } from "../../lib/schema";
import { unpackSetZip } from "../../lib/store";
import type { CliIo, ParsedArgs } from "../io";
import { EXIT } from "../io";

/** Largest zip the CLI opens (the store's own limits apply to what is inside). */
const MAX_ZIP_BYTES = 100 * 1024 * 1024;

export const VALIDATE_HELP = `vellum validate <set.json | set folder | set.zip> [...]
  Checks each set against the schema and the cross-checks. Prints one line per problem,
  file:line:col severity code message, then a summary. Exits 1 when any set has an error.`;

function fileProblem(file: string, code: string, message: string): Diagnostic {
  return { code, severity: "error", message, source: file, range: START_RANGE };
}

/** The text of the set.json named by `target` (a file, a set folder or a zip), or a problem. */
async function loadSetText(
  target: string,
  shown: string,
): Promise<{ text?: string; shown: string; problems: Diagnostic[] }> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return {
      shown,
      problems: [fileProblem(shown, "cli/not-found", `no such file or folder: ${shown}`)],
    };
  }
  if (info.isDirectory())
    return loadSetText(path.join(target, "set.json"), path.join(shown, "set.json"));
  const isZip = target.toLowerCase().endsWith(".zip");
  const limit = isZip ? MAX_ZIP_BYTES : MAX_SET_BYTES;
  if (info.size > limit) {
    const mib = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MiB`;
    return {
      shown,
      problems: [
        fileProblem(
          shown,
          "json/too-large",
          `the file is ${mib(info.size)}; the limit is ${mib(limit)} — split the set or remove unused art`,
        ),
      ],
    };
  }
  const bytes = await readFile(target);
  if (!isZip) return { text: bytes.toString("utf8"), shown, problems: [] };
  const unpacked = unpackSetZip(new Uint8Array(bytes));
  if (!unpacked.ok) {
    const diags = unpacked.error.diagnostics?.length
      ? unpacked.error.diagnostics
      : [fileProblem(shown, "zip/invalid", unpacked.error.message)];
    return { shown, problems: diags };
  }
  return {
    text: unpacked.value.text,
    shown: `${shown}!set.json`,
    problems: unpacked.value.diagnostics,
  };
}

/** `vellum validate`: prints every diagnostic of every named set. */
export async function validateCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  if (args.positionals.length === 0) {
    io.err(VALIDATE_HELP);
    return EXIT.usage;
  }
  let failed = false;
  for (const target of args.positionals) {
    const loaded = await loadSetText(path.resolve(io.cwd, target), target);
    const diagnostics = [...loaded.problems];
    if (loaded.text !== undefined)
      diagnostics.push(...validateSetText(loaded.text, loaded.shown).diagnostics);
    for (const d of diagnostics) io.out(formatDiagnostic(d, loaded.shown));
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.filter((d) => d.severity === "warning").length;
    if (errors > 0) failed = true;
    io.out(
      `${loaded.shown}: ${errors === 0 ? "valid" : "invalid"} (${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"})`,
    );
  }
  return failed ? EXIT.failed : EXIT.ok;
}
