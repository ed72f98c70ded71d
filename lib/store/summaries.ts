/**
 * The list's summaries, computed once per revision and off the request path. Validating a set
 * and laying out every card's text takes minutes for a set of thousands of cards, so:
 * - every write of set.json starts computing the new revision's summary in the background
 *   (`summariseAfterWrite`, not awaited by the write's answer) with the workspace's
 *   `SummaryCheck` (the app's runs in a worker thread), and keeps it in `.summary.json`;
 * - the list reads that file; for a set without a current one (a hand edit, a workspace from
 *   before summaries were kept) it starts the computation, and waits for it at most as long as
 *   its caller allows, answering the set as `checking` meanwhile.
 * At most one computation per set runs at a time; a list or a write asking for a revision being
 * computed or queued joins it, and a newer revision replaces one still queued.
 */
import type { Diagnostic } from "../model";
import { errorDiagnostic, messageOf } from "../model";
import { MAX_SET_BYTES } from "../schema";
import { artFileNames, artKey } from "./art";
import type { CurrentSet, WorkspaceCore } from "./core";
import { errorCode } from "./errors";
import { SET_FILE } from "./paths";
import { factsOf, summariseText } from "./summary";
import { readStoredSummary, writeStoredSummary } from "./summary-file";
import type { SetSummary, SummaryCheck, SummaryFacts } from "./types";

/**
 * The `code` of an error a `SummaryCheck` rejects with when its work was cut short rather than
 * failed (the app's: the worker thread stopped under another set's check, before this one ran).
 * Nothing is recorded then: the next list computes it again.
 */
export const CHECK_INTERRUPTED = "ERR_VELLUM_CHECK_INTERRUPTED";

/**
 * How long a failed check is shown before a list runs it again (`Date.now()` ms). Not at once:
 * a set whose check kills its thread would kill it again on every list (and with it the checks
 * of other sets in that thread); not forever: a failure can be passing (memory short while
 * another large set was open), and the set should not be "could not check" until a restart.
 */
export const FAILED_CHECK_RETRY_MS = 60_000;

/** The check of a workspace opened without one (the store's own tests): validation only. */
const VALIDATION_ONLY: SummaryCheck = {
  name: "validation",
  run: (text, id, options) => Promise.resolve(summariseText(id, text, undefined, options)),
};

function checkOf(core: WorkspaceCore): SummaryCheck {
  return core.options.summaryCheck ?? VALIDATION_ONLY;
}

interface Job {
  revision: string;
  /**
   * The set's art file names, and their `artKey`: the summary is of the revision with them.
   * Unknown (a summary after a write): listed when the job runs, and any list joins it.
   */
  artFiles?: readonly string[];
  art?: string;
  text: string;
  done: Promise<SummaryFacts | undefined>;
  settle(facts: SummaryFacts | undefined): void;
}

/** The computations of one set with one check: the one running and the one to run next. */
interface Slot {
  running?: Job;
  next?: Job;
}

interface Registry {
  slots: Map<string, Slot>;
  /** Summaries whose check failed, kept in memory only, each until `retryAt` (`Date.now()` ms). */
  failed: Map<string, { revision: string; art: string; facts: SummaryFacts; retryAt: number }>;
}

/**
 * One registry for the whole process, keyed by set folder and check name: the home page and
 * the API routes are separate Next bundles, each with its own copy of this module and its own
 * workspace object, and a list from either must join a computation the other started.
 */
const REGISTRY = Symbol.for("vellum.store.summaries");

function registry(): Registry {
  const g = globalThis as unknown as Record<symbol, Registry | undefined>;
  return (g[REGISTRY] ??= { slots: new Map(), failed: new Map() });
}

/** A problem that keeps set.json from being validated at all: too large, not UTF-8. */
export function unreadableProblem(id: string, current: CurrentSet): Diagnostic | undefined {
  if (current.bytes.length > MAX_SET_BYTES) {
    const message = `set.json is ${current.bytes.length} bytes, over the ${MAX_SET_BYTES}-byte limit — shrink it by hand`;
    return errorDiagnostic("store/too-large", message, `${id}/${SET_FILE}`);
  }
  return current.textError;
}

/**
 * Starts computing the summary of `revision` (whose text is `text`) of set `id` after a write,
 * in the background. NOTE: never rejects, never awaited by the write.
 */
export function summariseAfterWrite(
  core: WorkspaceCore,
  id: string,
  revision: string,
  text: string,
): void {
  if (core.options.summariseWrites === false) return;
  void computeSummary(core, id, revision, text);
}

/**
 * The list's summary of set `id`, whose set.json is `current`: the stored one when it describes
 * this revision, else the one being computed if it is done by `deadline` (`Date.now()` time;
 * Infinity: however long it takes), else a provisional one marked `checking` (never `valid`).
 */
export async function listSummary(
  core: WorkspaceCore,
  id: string,
  current: CurrentSet,
  deadline = Infinity,
): Promise<SetSummary> {
  const full = (facts: SummaryFacts): SetSummary => ({
    id,
    revision: current.revision,
    updatedAt: current.mtime.toISOString(),
    ...facts,
  });
  const problem = unreadableProblem(id, current);
  if (problem) return full(factsOf(id, undefined, [problem]));
  const check = checkOf(core);
  const stored = await readStoredSummary(core, id);
  const artFiles = await artFileNames(core, id);
  // A folder renamed by hand has its summary computed again (its diagnostics name the folder);
  // so has one whose art files changed since (`set/missing-art`).
  if (
    stored?.revision === current.revision &&
    stored.check === check.name &&
    stored.id === id &&
    (stored.art ?? artKey([])) === artKey(artFiles)
  ) {
    return full(stored.summary);
  }
  const facts = await by(
    computeSummary(core, id, current.revision, current.text, artFiles),
    deadline,
  );
  if (facts) return full(facts);
  // Not known yet: nothing about validity is claimed; the name of an earlier revision (the set
  // was just saved) is shown rather than the folder name.
  const provisional = factsOf(id, { name: stored?.summary.name }, []);
  return { ...full({ ...provisional, valid: false }), checking: true };
}

/** What `promise` resolves to if it does by `deadline` (`Date.now()` time), else undefined. */
async function by<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  if (deadline === Infinity) return promise;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), undefined);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The summary of `revision` of set `id`, computed (once: joined while running or queued) and
 * stored; undefined when the set changed before it started. NOTE: never rejects.
 */
function computeSummary(
  core: WorkspaceCore,
  id: string,
  revision: string,
  text: string,
  artFiles?: readonly string[],
): Promise<SummaryFacts | undefined> {
  const check = checkOf(core);
  const art = artFiles && artKey(artFiles);
  const key = `${core.setDir(id)}\0${check.name}`;
  const { slots, failed } = registry();
  const failure = failed.get(key);
  if (
    failure?.revision === revision &&
    (art === undefined || failure.art === art) &&
    Date.now() < failure.retryAt
  ) {
    return Promise.resolve(failure.facts);
  }
  let slot = slots.get(key);
  if (!slot) slots.set(key, (slot = {}));
  const same = (job: Job | undefined) =>
    job?.revision === revision && (job.art === undefined || art === undefined || job.art === art);
  if (same(slot.running)) return slot.running!.done;
  if (same(slot.next)) return slot.next!.done;
  slot.next?.settle(undefined); // replaced by a newer revision before it started
  let settle!: (facts: SummaryFacts | undefined) => void;
  const done = new Promise<SummaryFacts | undefined>((resolve) => (settle = resolve));
  slot.next = { revision, text, done, settle, ...(artFiles && art ? { artFiles, art } : {}) };
  if (!slot.running) void run(core, id, key, slot, check);
  return done;
}

/** Runs the jobs of `slot` one after the other, then forgets the slot. */
async function run(
  core: WorkspaceCore,
  id: string,
  key: string,
  slot: Slot,
  check: SummaryCheck,
): Promise<void> {
  const { slots } = registry();
  for (let job = slot.next; job; job = slot.next) {
    slot.next = undefined;
    slot.running = job;
    let facts: SummaryFacts | undefined;
    try {
      // Never on the caller's turn: a write answers before a check in this thread starts.
      await new Promise<void>((resolve) => setImmediate(resolve));
      // Only the current revision is worth minutes of work (a list may have read an older one).
      // The art folder (`set/missing-art`) is read meanwhile, when the job does not know it.
      const [current, artFiles] = await Promise.all([
        core.readCurrent(id),
        job.artFiles ?? artFileNames(core, id),
      ]);
      if (current?.revision === job.revision) {
        facts = await computeOne(core, id, job, artFiles, check, key);
      }
    } catch {
      // The set cannot be read now, or its check was interrupted: the next list tries again.
      facts = undefined;
    }
    slot.running = undefined;
    job.text = "";
    job.settle(facts);
  }
  if (slots.get(key) === slot) slots.delete(key);
}

async function computeOne(
  core: WorkspaceCore,
  id: string,
  job: Job,
  artFiles: readonly string[],
  check: SummaryCheck,
  key: string,
): Promise<SummaryFacts> {
  let facts: SummaryFacts;
  const art = artKey(artFiles);
  try {
    facts = await check.run(job.text, id, { artFiles });
  } catch (e) {
    // Never run: the set has no summary yet (`run` settles it undefined), the next list asks again.
    if (errorCode(e) === CHECK_INTERRUPTED) throw e;
    // Kept in memory only, for a while (FAILED_CHECK_RETRY_MS); until then the list says why.
    const message = `Vellum could not check this set (${messageOf(e)}) — open it to see its problems`;
    facts = factsOf(id, undefined, [
      errorDiagnostic("store/unchecked", message, `${id}/${SET_FILE}`),
    ]);
    registry().failed.set(key, {
      revision: job.revision,
      art,
      facts,
      retryAt: Date.now() + FAILED_CHECK_RETRY_MS,
    });
    return facts;
  }
  registry().failed.delete(key);
  // Under the set's lock, as every write into a set folder (a write's clean-up of temp files
  // must not remove this one's), and only while the revision is still the file's: a set
  // removed, replaced or made a link meanwhile just has no stored summary (it is a cache).
  await core
    .locked(id, async () => {
      if ((await core.readCurrent(id))?.revision !== job.revision) return;
      await writeStoredSummary(core, id, {
        id,
        check: check.name,
        revision: job.revision,
        art,
        summary: facts,
      });
    })
    .catch(() => undefined);
  return facts;
}

/**
 * Resolves once no summary is being computed or queued in this process (tests wait for it
 * before removing their workspace; a background write would race the removal).
 */
export async function summariesSettled(): Promise<void> {
  const { slots } = registry();
  while (slots.size > 0) {
    const jobs = [...slots.values()].flatMap((s) => [s.running?.done, s.next?.done]);
    await Promise.all(jobs);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
