/**
 * What a set page reads of its set, and what it shows when it cannot open (app/README.md "A set
 * page"). Pure: `read-set-page.ts` feeds it the workspace's answer on the server. Two needs:
 * the pages that edit the set document (designer, stacks, frames, art, settings) open any set
 * object, whatever its problems, so that they can be fixed there; the pages that run the set
 * (play, lab, print) need it sound, and list the problems that stop them.
 */
import type { Result, VellumSet } from "@/lib/model";
import { err, ok } from "@/lib/model";
import type { StoreResult, StoredSet } from "@/lib/store";
import type { Blocker } from "./sound-set";
import { blockersOf } from "./sound-set";
import type { LoadedSet } from "./use-set-document";

/** What a page needs of its set, with the words it says when the set falls short. */
export type SetPageNeed =
  | {
      kind: "document";
      /** What the broken set is too broken for: "for the designer", "to manage its art". */
      tooBroken: string;
      /** What to do about it: "fix it in the designer first". */
      fix: string;
      /** The page reads `rules` (the settings' form), so a set without them cannot open. */
      rules?: true;
    }
  | {
      kind: "sound";
      /** What the set's problems stop, as a gerund phrase: "playing it", "running the lab". */
      action: string;
    };

/** A sound set as the page runs it. */
export interface SoundSet {
  /** The set's id in the workspace (its folder), which the page's links and calls use. */
  setId: string;
  set: VellumSet;
  revision: string;
  /** The set's file as saved at `revision` (the lab's set document starts from it). */
  text: string;
}

/** Why a set page cannot open its set: a sentence, or the problems that stop it. */
export type SetPageFailure =
  | { kind: "unreadable"; message: string }
  | { kind: "unsound"; setId: string; action: string; blockers: Blocker[] };

/**
 * Whether a parsed set.json is enough of a set for the set document store (cards, families and
 * icons lists; `rules` too when the page reads them).
 */
export function isSetObject(value: unknown, rules = false): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value as { cards?: unknown; families?: unknown; icons?: unknown; rules?: unknown };
  return (
    Array.isArray(v.cards) &&
    Array.isArray(v.families) &&
    Array.isArray(v.icons) &&
    (!rules || (typeof v.rules === "object" && v.rules !== null))
  );
}

const missing = (id: string): SetPageFailure => ({
  kind: "unreadable",
  message: `There is no set '${id}' in the workspace.`,
});

/** The page's set from the workspace's answer to reading set `id`. */
export function setPageOf(
  id: string,
  read: StoreResult<StoredSet>,
  need: Extract<SetPageNeed, { kind: "document" }>,
): Result<LoadedSet, SetPageFailure>;
export function setPageOf(
  id: string,
  read: StoreResult<StoredSet>,
  need: Extract<SetPageNeed, { kind: "sound" }>,
): Result<SoundSet, SetPageFailure>;
export function setPageOf(
  id: string,
  read: StoreResult<StoredSet>,
  need: SetPageNeed,
): Result<LoadedSet | SoundSet, SetPageFailure> {
  if (!read.ok) return err(missing(id));
  const { value, text, revision, diagnostics } = read.value;
  if (need.kind === "sound") {
    const set = read.value.set;
    if (set) return ok({ setId: id, set, revision, text });
    return err({
      kind: "unsound",
      setId: id,
      action: need.action,
      blockers: blockersOf(id, value, diagnostics),
    });
  }
  if (isSetObject(value, need.rules)) return ok({ setId: id, text, revision });
  const reason = diagnostics[0]?.message ?? "its file is not a set";
  return err({
    kind: "unreadable",
    message: `Set '${id}' is too broken ${need.tooBroken} (${reason}); ${need.fix}.`,
  });
}
