/**
 * Where things live in a workspace, and the checks that keep every path inside it.
 *
 * Layout: `<root>/<id>/set.json`, `<root>/<id>/art/<file>`, `<root>/<id>/.history/<seq>-<rev>.json`,
 * `<root>/.locks/<id>.lock`, `<root>/.trash/…`.
 * Ids are checked with `isSlug` and art names with `isArtFileName` before any path is built, and
 * `resolveInside` re-checks every resolved path against the root (defence in depth).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { StorePathError } from "./errors";

/** The set file inside a set folder. */
export const SET_FILE = "set.json";
/** The art folder inside a set folder. */
export const ART_DIR = "art";
/** The history folder inside a set folder. */
export const HISTORY_DIR = ".history";
/** The list's summary of a set's current revision, inside its folder (summary-file.ts). */
export const SUMMARY_FILE = ".summary.json";
/** Root folder where removed sets and art go. */
export const TRASH_DIR = ".trash";
/** Root folder of the cross-process lock files. */
export const LOCK_DIR = ".locks";
/** Default workspace folder, relative to the current directory. */
const DEFAULT_WORKSPACE = "./workspace";
/** Environment variable that overrides the workspace folder. */
const WORKSPACE_ENV = "VELLUM_WORKSPACE";

const ART_NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpe?g|webp|svg)$/;
const MAX_ART_NAME_LENGTH = 128;
const REVISION_RE = /^[0-9a-f]{16}$/;

/**
 * The workspace folder as configured: `$VELLUM_WORKSPACE` if set and not blank, else
 * `./workspace`. Returned as given (possibly relative), so a caller can resolve it against the
 * folder it means; `openWorkspace` resolves a relative path against the current directory.
 */
export function workspaceRoot(env: Record<string, string | undefined> = process.env): string {
  const configured = env[WORKSPACE_ENV]?.trim();
  return configured ? configured : DEFAULT_WORKSPACE;
}

/**
 * Whether `name` may name a file in a set's `art/` folder: letters, digits, `.`, `_`, `-`,
 * starting with a letter or digit, ending in .png/.jpg/.jpeg/.webp/.svg, never containing `..`.
 */
export function isArtFileName(name: unknown): name is string {
  return (
    typeof name === "string" &&
    name.length <= MAX_ART_NAME_LENGTH &&
    ART_NAME_RE.test(name) &&
    !name.includes("..")
  );
}

/** Whether `revision` has the shape of a revision (16 lower-case hex digits). */
export function isRevision(revision: unknown): revision is string {
  return typeof revision === "string" && REVISION_RE.test(revision);
}

/**
 * Resolves `segments` under `root` and asserts the result is strictly inside it.
 * NOTE: throws `StorePathError` (turned into a `bad-id` result by the callers' guard).
 */
export function resolveInside(root: string, ...segments: string[]): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  const rel = path.relative(base, target);
  if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
    throw new StorePathError(`path '${segments.join("/")}' is outside the workspace`);
  }
  return target;
}

/** A unique name for something moved to the trash: `<name>-<time>-<random>`. */
export function trashName(name: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return `${name}-${stamp}-${randomBytes(3).toString("hex")}`;
}
