/**
 * Reading a set once per revision (and list of art files: `set/missing-art` depends on it). Validating a large set.json takes seconds, and the set is
 * read for nearly everything (the set page, each card picture, a stack, print, CSV export, a
 * game): `validatedRevision` keeps the last validation of each set by its revision (the hash of
 * the bytes just read, see `revisionOf`), so only a changed file is validated again.
 *
 * What it hands out is shared between readers, so it is frozen: a caller that changed the set
 * in place would change it for every later reader of that revision.
 * NOTE: module state, one cache for every workspace object of the process (keyed by the
 * set.json path); bounded by READ_CACHE_LIMITS.
 */
import type { SetValidation } from "../schema";
import type { CurrentSet, WorkspaceCore } from "./core";
import { artFileNames, artKey } from "./art";
import { IN_PROCESS_CHECKS } from "./set-text";
import type { SetTextChecks } from "./types";

/**
 * How much the cache keeps: at most `sets` sets, and at most `chars` UTF-16 units of their
 * texts together (a parsed set takes a few times its text in memory); the least recently read
 * goes first. The most recent read is kept whatever its size (the limit of a set.json is
 * 10 MiB).
 */
export const READ_CACHE_LIMITS = { sets: 16, chars: 24 * 1024 * 1024 };

interface Entry {
  /** The revision, and the key of the art file names it was validated with (`artKey`). */
  revision: string;
  chars: number;
  /** Pending while it is validated: readers of the same revision meanwhile wait for it too. */
  validation: Promise<SetValidation>;
}

const cache = new Map<string, Entry>();

/** Where the workspace checks set texts (see `OpenOptions.checks`). */
export function setChecks(core: WorkspaceCore): SetTextChecks {
  return core.options.checks ?? IN_PROCESS_CHECKS;
}

/**
 * The validation of `current` (set `id`'s set.json as just read, decoded), computed once per
 * revision by the workspace's `validate` check. Its `value`, `set` and diagnostics are frozen;
 * the diagnostics array is the caller's own.
 */
export async function validatedRevision(
  core: WorkspaceCore,
  id: string,
  current: CurrentSet,
  source: string,
): Promise<SetValidation> {
  const file = core.setFile(id);
  const artFiles = await artFileNames(core, id);
  const revision = `${current.revision}:${artKey(artFiles)}`;
  let entry = cache.get(file);
  if (entry?.revision === revision) cache.delete(file);
  else {
    const validation = setChecks(core).validate(current.text, source, { artFiles }).then(frozen);
    const made: Entry = { revision, chars: current.text.length, validation };
    // A failed check (the worker thread died) is not kept: the next read tries again.
    validation.catch(() => {
      if (cache.get(file) === made) cache.delete(file);
    });
    entry = made;
  }
  cache.set(file, entry);
  evict();
  const { value, set, diagnostics } = await entry.validation;
  const copy: SetValidation = { diagnostics: [...diagnostics] };
  if (value !== undefined) copy.value = value;
  if (set) copy.set = set;
  return copy;
}

/** Forgets every kept validation (tests). */
export function clearReadCache(): void {
  cache.clear();
}

function evict(): void {
  let chars = 0;
  for (const e of cache.values()) chars += e.chars;
  for (const [file, e] of cache) {
    if (cache.size <= 1) break;
    if (cache.size <= READ_CACHE_LIMITS.sets && chars <= READ_CACHE_LIMITS.chars) break;
    cache.delete(file);
    chars -= e.chars;
  }
}

/** `validation` with its value (the set too) and diagnostics deeply frozen. */
async function frozen(validation: SetValidation): Promise<SetValidation> {
  await nextTurn(); // the parse that made the value had its own
  await deepFreeze(validation.value);
  await deepFreeze(validation.diagnostics);
  return validation;
}

/**
 * How many objects are frozen before the event loop gets a turn: a set of megabytes holds
 * hundreds of thousands, tens of milliseconds of freezing that other requests must not wait out
 * in one piece (the parse that made them took its own turn).
 */
const FREEZE_SLICE = 20_000;

/** Freezes `root` and everything it holds (JSON data: plain objects and arrays). */
async function deepFreeze(root: unknown): Promise<void> {
  const stack = [root];
  let frozenNow = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== "object" || v === null) continue;
    Object.freeze(v);
    for (const child of Object.values(v)) stack.push(child);
    if (++frozenNow % FREEZE_SLICE === 0) await nextTurn();
  }
}

/** Lets the event loop run what waits (other requests) before going on. */
function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}
