/**
 * Syncing the designer's document with the server (DESIGN.md "Client state"): autosave a short
 * while after each edit through the store's revision protocol (PUT with If-Match, 409 on a
 * stale revision), pending edits kept in the browser until saved, retries while the server is
 * away, and conflicts held for the user to settle. A set with problems is saved like any other:
 * problems are shown on the pages, never a reason to keep work only in the browser. Nothing is ever overwritten silently: the only
 * save that replaces another's work is `keepMine`, which the user chooses.
 * NOTE: impure by design (network, timers, storage), all passed in so tests drive it.
 */
import { request, setUrl } from "@/app/_api/client";
import type { SavedAnswer, SetAnswer } from "@/app/_api/contracts";
import type { KeyValueStorage } from "./pending-edits";
import { clearPending, writePending } from "./pending-edits";
import type { OtherVersion, SaveStatus } from "./save-status";
import { sameContent } from "./set-text";

/** What the sync needs from the page. */
export interface SyncDeps {
  setId: string;
  /** The fetch the API client calls (a test's stub); the browser's when not given. */
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  debounceMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  /** The server now holds `now` in place of revision `before` (a save, a conflict settled). */
  onSaved?(before: string, now: { revision: string; text: string }): void;
}

/** The autosaver of one open set. */
export interface SaveSync {
  getStatus(): SaveStatus;
  subscribe(listener: () => void): () => void;
  /** The revision the next save is based on. */
  baseRevision(): string;
  /** Says at once that there are unsaved changes (the text follows with `documentChanged`). */
  markDirty(): void;
  /** Call on every change of the document: keeps it in the browser and schedules a save. */
  documentChanged(text: string): void;
  /** Saves now (no debounce); resolves when that attempt is over. */
  flush(): Promise<void>;
  /** Settles a conflict by saving this page's version over the other one. */
  keepMine(): Promise<void>;
  /** Settles a conflict by taking the other version: the caller loads `text` as the document. */
  takeTheirs(): OtherVersion | undefined;
  /** The server now holds `text` at `revision` (after a restore or taking theirs). */
  adopt(revision: string, text: string): void;
  /** Enters the conflict state with a version found elsewhere (e.g. on load). */
  conflictWith(theirs: OtherVersion): void;
  dispose(): void;
}

const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

/** The states that carry nothing but their kind. */
const PLAIN = new Set<SaveStatus["kind"]>(["saved", "unsaved", "saving", "offline"]);

/**
 * Starts syncing a set loaded at `revision` whose saved text is `savedText` (or what it returns,
 * called once, when first needed).
 */
export function createSaveSync(
  deps: SyncDeps,
  revision: string,
  savedText: string | (() => string),
): SaveSync {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const now = deps.now ?? (() => Date.now());
  const debounceMs = deps.debounceMs ?? 600;
  let base = revision;
  // Given as a function, the saved text is written out when first needed: a large set's JSON
  // then costs nothing on the page's way in (issue 26: the designer taking input in a second).
  let saved: string | undefined = typeof savedText === "string" ? savedText : undefined;
  let latest: string | undefined = saved;
  const savedNow = (): string =>
    (saved ??= typeof savedText === "string" ? savedText : savedText());
  const latestNow = (): string => (latest ??= savedNow());
  let status: SaveStatus = { kind: "saved" };
  let timer: unknown;
  let inFlight: Promise<void> | undefined;
  let again = false;
  /** An edit announced by `markDirty` whose text has not come yet: nothing may say "Saved". */
  let announced = false;
  let failures = 0;
  const listeners = new Set<() => void>();
  const url = setUrl(deps.setId);

  function setStatus(next: SaveStatus): void {
    // The same plain state again ("Unsaved changes" on every edit) is no change: nothing that
    // shows the status redraws for it (issue 26, a keystroke in one frame).
    if (next.kind === status.kind && PLAIN.has(next.kind)) return;
    status = next;
    for (const l of [...listeners]) l();
  }

  /** Everything handed over is saved: "Saved", unless an announced edit is still to come. */
  function settle(): void {
    setStatus(announced ? { kind: "unsaved" } : { kind: "saved" });
  }

  function schedule(ms: number): void {
    if (timer !== undefined) clearTimer(timer);
    timer = setTimer(() => {
      timer = undefined;
      void attempt();
    }, ms);
  }

  /** The revision the next save is based on, and its text, are now these. */
  function moveBase(revision: string, text: string): void {
    const before = base;
    base = revision;
    saved = text;
    deps.onSaved?.(before, { revision, text });
  }

  function keepAside(): void {
    const text = latestNow();
    if (text === savedNow()) clearPending(deps.storage, deps.setId);
    else writePending(deps.storage, deps.setId, { baseRevision: base, text, at: now() });
  }

  async function attempt(): Promise<void> {
    if (status.kind === "conflict") return;
    if (inFlight) {
      again = true;
      return inFlight;
    }
    if (latestNow() === savedNow()) {
      clearPending(deps.storage, deps.setId);
      settle();
      return;
    }
    inFlight = put(latestNow());
    try {
      await inFlight;
    } finally {
      inFlight = undefined;
    }
    if (again) {
      again = false;
      return attempt();
    }
  }

  async function put(text: string): Promise<void> {
    setStatus({ kind: "saving" });
    const answer = await request<SavedAnswer>(url, {
      method: "PUT",
      revision: base,
      headers: { "content-type": "application/json" },
      body: text,
      ...(deps.fetch ? { fetcher: deps.fetch } : {}),
    });
    if (answer.ok && answer.value.revision) {
      failures = 0;
      moveBase(answer.value.revision, text);
      keepAside();
      if (latestNow() === savedNow()) settle();
      else again = true;
      return;
    }
    if (answer.ok) {
      return setStatus({ kind: "error", reason: "the server refused the save (no revision)" });
    }
    const failure = answer.error;
    if (failure.status === 0) return retryLater({ kind: "offline" });
    if (failure.status === 409) return enterConflict();
    const said = failure.fromServer ? failure.diagnostic.message : undefined;
    if (failure.status >= 500) {
      return retryLater({
        kind: "error",
        reason: said ?? `the server answered ${failure.status}`,
      });
    }
    setStatus({
      kind: "error",
      reason: said ?? `the server refused the save (${failure.status})`,
    });
  }

  function retryLater(next: SaveStatus): void {
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 15000;
    failures++;
    setStatus(next);
    schedule(delay);
  }

  async function enterConflict(): Promise<void> {
    const read = await request<SetAnswer>(url, {
      cache: "no-store",
      ...(deps.fetch ? { fetcher: deps.fetch } : {}),
    });
    if (!read.ok && read.error.status === 0) return retryLater({ kind: "offline" });
    const current: Partial<SetAnswer> = read.ok ? read.value : {};
    if (typeof current.text !== "string" || typeof current.revision !== "string") {
      return retryLater({
        kind: "error",
        reason: "the set changed elsewhere and could not be read",
      });
    }
    if (sameContent(current.text, latestNow())) {
      // Someone saved exactly this: nothing to settle.
      moveBase(current.revision, latestNow());
      keepAside();
      settle();
      return;
    }
    setStatus({ kind: "conflict", theirs: { text: current.text, revision: current.revision } });
  }

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    baseRevision: () => base,
    markDirty() {
      announced = true;
      if (status.kind === "saved") setStatus({ kind: "unsaved" });
    },
    documentChanged(text) {
      announced = false;
      latest = text;
      keepAside();
      if (status.kind === "conflict") return;
      if (text === savedNow() && !inFlight) {
        if (timer !== undefined) clearTimer(timer);
        timer = undefined;
        setStatus({ kind: "saved" });
        return;
      }
      if (status.kind !== "offline" && status.kind !== "saving") setStatus({ kind: "unsaved" });
      failures = 0;
      schedule(debounceMs);
    },
    flush() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
      return attempt();
    },
    async keepMine() {
      if (status.kind !== "conflict") return;
      moveBase(status.theirs.revision, status.theirs.text);
      setStatus({ kind: "unsaved" });
      keepAside();
      await attempt();
    },
    takeTheirs() {
      if (status.kind !== "conflict") return undefined;
      const theirs = status.theirs;
      moveBase(theirs.revision, theirs.text);
      setStatus({ kind: "unsaved" });
      return theirs;
    },
    adopt(rev, text) {
      moveBase(rev, text);
      if (status.kind === "conflict") setStatus({ kind: "unsaved" });
      keepAside();
    },
    conflictWith(theirs) {
      setStatus({ kind: "conflict", theirs });
    },
    dispose() {
      // NOTE: only the timer stops; a remount (React's strict mode) keeps using the same sync.
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}
