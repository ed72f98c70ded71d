/**
 * The set operations of a workspace: list, read, create, save, remove, duplicate.
 */
import { readdir, rename, stat } from "node:fs/promises";
import { errorDiagnostic, isSlug, messageOf } from "../model";
import type { Diagnostic } from "../model";
import { err, ok } from "../model";
import { MAX_SET_BYTES } from "../schema";
import { listArtFiles } from "./art";
import { removeTempFiles } from "./atomic-write";
import type { ArtFile, WorkspaceCore, WriteMode } from "./core";
import { STALE_TEMP_MS } from "./core";
import { isNotFound, storeError } from "./errors";
import { checkSetId } from "./ids";
import { resolveInside, SET_FILE, trashName } from "./paths";
import { setChecks, validatedRevision } from "./read-cache";
import { setInputText, setTopLevelString } from "./set-text";
import type { CheckedSet, SetInput } from "./set-text";
import { listSummary } from "./summaries";
import { summarise } from "./summary";
import type { ListOptions, SetSummary, StoredSet, StoreResult, WriteOutcome } from "./types";

const LIST_CONCURRENCY = 8;

/** The source name of a set's file in diagnostics. */
export function setSource(id: string | undefined): string {
  return id ? `${id}/${SET_FILE}` : SET_FILE;
}

/** Every set in the workspace, sorted by id; see `Workspace.list`. */
export async function listSets(core: WorkspaceCore, opts: ListOptions = {}): Promise<SetSummary[]> {
  let names: string[];
  try {
    const entries = await readdir(core.root, { withFileTypes: true });
    names = [];
    for (const e of entries.filter((e) => isSlug(e.name))) {
      // A linked set folder is listed, with the error saying why it cannot be opened.
      if (e.isDirectory() || (e.isSymbolicLink() && (await isFolder(core, e.name)))) {
        names.push(e.name);
      }
    }
  } catch (e) {
    if (isNotFound(e)) return [];
    throw e;
  }
  names.sort();
  // One deadline for the whole list, not one per set: sets are summarised a batch at a time.
  const deadline = opts.waitMs === undefined ? Infinity : Date.now() + opts.waitMs;
  const summaries: (SetSummary | undefined)[] = [];
  for (let i = 0; i < names.length; i += LIST_CONCURRENCY) {
    const batch = names.slice(i, i + LIST_CONCURRENCY);
    summaries.push(...(await Promise.all(batch.map((id) => summariseFolder(core, id, deadline)))));
  }
  return summaries.filter((s): s is SetSummary => s !== undefined);
}

/** Whether the link `name` at the workspace root leads to a folder. */
async function isFolder(core: WorkspaceCore, name: string): Promise<boolean> {
  return stat(resolveInside(core.root, name)).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Without the lock: only temp files old enough to be crash leftovers (best effort). */
async function removeStaleTempFiles(core: WorkspaceCore, id: string): Promise<void> {
  await removeTempFiles(core.setDir(id), STALE_TEMP_MS).catch(() => 0);
  await removeTempFiles(core.artDir(id), STALE_TEMP_MS).catch(() => 0);
}

async function summariseFolder(
  core: WorkspaceCore,
  id: string,
  deadline: number,
): Promise<SetSummary | undefined> {
  try {
    const current = await core.readCurrent(id);
    if (!current) return undefined;
    await removeStaleTempFiles(core, id);
    return await listSummary(core, id, current, deadline);
  } catch (e) {
    const message = `cannot read ${setSource(id)}: ${messageOf(e)}`;
    const d = errorDiagnostic("store/unreadable", message, setSource(id));
    return summarise(id, undefined, [d], "", new Date(0));
  }
}

/**
 * One set's exact text and validation; see `Workspace.read`. Validated once per revision
 * (read-cache.ts), by the workspace's checks (in a worker thread for a large set in the app).
 */
export async function readSet(core: WorkspaceCore, id: string): Promise<StoreResult<StoredSet>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  if (current.bytes.length > MAX_SET_BYTES) {
    return err(storeError("too-large", `${setSource(id)} is over the ${MAX_SET_BYTES}-byte limit`));
  }
  await removeStaleTempFiles(core, id);
  const validation = current.textError
    ? { diagnostics: [current.textError] }
    : await validatedRevision(core, id, current, setSource(id));
  const stored: StoredSet = {
    id,
    text: current.text,
    revision: current.revision,
    diagnostics: validation.diagnostics,
    updatedAt: current.mtime.toISOString(),
  };
  if (validation.value !== undefined) stored.value = validation.value;
  if (validation.set) stored.set = validation.set;
  return ok(stored);
}

/** Writes checked set text (and art) under the set's lock; shared by create, duplicate, imports. */
export async function writeChecked(
  core: WorkspaceCore,
  checked: CheckedSet,
  request: { mode: WriteMode; baseRevision?: string },
  art: ArtFile[] = [],
): Promise<StoreResult<WriteOutcome>> {
  const written = await core.writeSet(checked.id, request, async () =>
    ok({ text: checked.text, art }),
  );
  if (!written.ok) return written;
  return ok({ id: checked.id, revision: written.value.revision, diagnostics: checked.diagnostics });
}

/** Creates a set; see `Workspace.create`. */
export async function createSet(
  core: WorkspaceCore,
  input: SetInput,
  opts: { id?: string } = {},
): Promise<StoreResult<WriteOutcome>> {
  if (opts.id !== undefined) {
    const badId = checkSetId(opts.id);
    if (badId) return err(badId);
  }
  const text = setInputText(input);
  if (!text.ok) return text;
  const checked = await setChecks(core).check(text.value, setSource(opts.id), {
    rewriteTo: opts.id,
  });
  if (!checked.ok) return checked;
  return writeChecked(core, checked.value, { mode: "create" });
}

/** Saves a set based on a revision; see `Workspace.save`. */
export async function saveSet(
  core: WorkspaceCore,
  id: string,
  input: SetInput,
  baseRevision: string,
): Promise<StoreResult<{ revision: string; diagnostics: Diagnostic[] }>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  if (typeof baseRevision !== "string") {
    return err(storeError("invalid", "a save needs the revision it is based on (baseRevision)"));
  }
  const text = setInputText(input);
  if (!text.ok) return text;
  const checked = await setChecks(core).check(text.value, setSource(id), { mustBe: id });
  if (!checked.ok) return checked;
  const written = await writeChecked(core, checked.value, { mode: "update", baseRevision });
  if (!written.ok) return written;
  return ok({ revision: written.value.revision, diagnostics: written.value.diagnostics });
}

/** Moves a set's folder to `.trash/`; see `Workspace.remove`. */
export async function removeSet(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<{ trashed: string }>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  return core.locked(id, async () => {
    if (!(await core.readCurrent(id)))
      return err(storeError("not-found", `no set with id '${id}'`));
    const trashed = trashName(id);
    await rename(core.setDir(id), resolveInside(await core.trashDir(), trashed));
    return ok({ trashed });
  });
}

/** Copies a set and its art under a new id; see `Workspace.duplicate`. */
export async function duplicateSet(
  core: WorkspaceCore,
  id: string,
  newId: string,
  newName?: string,
): Promise<StoreResult<{ id: string; revision: string }>> {
  const badId = checkSetId(id) ?? checkSetId(newId);
  if (badId) return err(badId);
  if (newName !== undefined && (typeof newName !== "string" || newName.trim() === "")) {
    return err(storeError("invalid", "the new name of a duplicate must not be empty"));
  }
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  if (newId === id) return err(storeError("exists", `a set with id '${id}' already exists`));
  let text = setTopLevelString(current.text, "id", newId);
  if (newName !== undefined) text = setTopLevelString(text, "name", newName);
  const checked = await setChecks(core).check(text, setSource(newId), { mustBe: newId });
  if (!checked.ok) return checked;
  const art = (await listArtFiles(core, id)).map((a) => ({ file: a.file, bytes: a.load }));
  const written = await writeChecked(core, checked.value, { mode: "create" }, art);
  if (!written.ok) return written;
  return ok({ id: newId, revision: written.value.revision });
}
