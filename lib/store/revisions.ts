/**
 * The history operations of a workspace: list kept revisions, read one, restore one.
 */
import { readFile } from "node:fs/promises";
import { err, ok } from "../model";
import { decodeText } from "../schema";
import type { WorkspaceCore } from "./core";
import { isNotFound, storeError } from "./errors";
import { describeHistory, listHistory } from "./history";
import { checkRevision, checkSetId } from "./ids";
import { setChecks } from "./read-cache";
import { setSource } from "./sets";
import type { RevisionInfo, StoreResult } from "./types";

/** See `Workspace.history`. */
export async function historyOf(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<RevisionInfo[]>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  const entries = await listHistory(core.historyDir(id));
  return ok(await describeHistory(entries, current.revision));
}

/** The bytes of a kept revision, or of set.json when that is the revision asked for. */
async function revisionBytes(
  core: WorkspaceCore,
  id: string,
  revision: string,
): Promise<Uint8Array | undefined> {
  const current = await core.readCurrent(id);
  if (current?.revision === revision) return current.bytes;
  for (const entry of await listHistory(core.historyDir(id))) {
    if (entry.revision !== revision) continue;
    try {
      return await readFile(entry.path);
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return undefined;
}

/** See `Workspace.readRevision`. */
export async function readRevision(
  core: WorkspaceCore,
  id: string,
  revision: string,
): Promise<StoreResult<string>> {
  const bad = checkSetId(id) ?? checkRevision(revision);
  if (bad) return err(bad);
  const bytes = await revisionBytes(core, id, revision);
  if (!bytes) return err(storeError("not-found", `set '${id}' has no kept revision ${revision}`));
  return ok(new TextDecoder("utf-8").decode(bytes));
}

/**
 * See `Workspace.restore`: writes the kept content again as a new history entry. Its revision
 * is the old revision string again, because a revision is the hash of the content.
 */
export async function restoreRevision(
  core: WorkspaceCore,
  id: string,
  revision: string,
  baseRevision: string,
): Promise<StoreResult<{ revision: string }>> {
  const bad = checkSetId(id) ?? checkRevision(revision);
  if (bad) return err(bad);
  if (typeof baseRevision !== "string") {
    return err(storeError("invalid", "a restore needs the revision it is based on (baseRevision)"));
  }
  const written = await core.writeSet(id, { mode: "update", baseRevision }, async () => {
    const bytes = await revisionBytes(core, id, revision);
    if (!bytes) return err(storeError("not-found", `set '${id}' has no kept revision ${revision}`));
    // A hand edit filed in history may not be UTF-8: restoring it would store U+FFFD.
    const text = decodeText(bytes, setSource(id));
    if (!text.ok) {
      return err(storeError("invalid", text.error.message, { diagnostics: [text.error] }));
    }
    const checked = await setChecks(core).check(text.value, setSource(id), { mustBe: id });
    if (!checked.ok) return checked;
    return ok({ text: checked.value.text });
  });
  if (!written.ok) return written;
  return ok({ revision: written.value.revision });
}
