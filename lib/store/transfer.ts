/**
 * Import and export of whole sets: plain JSON (the exact set.json text) and zip (set.json plus
 * art). Imports validate like `create`, may pick another id, and may overwrite an existing set
 * when they name the revision they replace (its previous content stays in history).
 */
import { err, ok } from "../model";
import { listArtFiles } from "./art";
import type { WorkspaceCore } from "./core";
import { storeError } from "./errors";
import { checkSetId } from "./ids";
import { setChecks } from "./read-cache";
import { unpackSetZip, packSetZip } from "./set-zip";
import { setSource, writeChecked } from "./sets";
import type { ImportOptions, StoreResult, WriteOutcome } from "./types";

/** See `Workspace.exportJson`. */
export async function exportJson(core: WorkspaceCore, id: string): Promise<StoreResult<string>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  return ok(current.text);
}

/** See `Workspace.exportZip`. */
export async function exportZip(core: WorkspaceCore, id: string): Promise<StoreResult<Uint8Array>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  const art = [];
  for (const a of await listArtFiles(core, id)) art.push({ file: a.file, bytes: await a.load() });
  return ok(packSetZip(current.text, art, current.mtime));
}

/** See `Workspace.importJson`. */
export async function importJson(
  core: WorkspaceCore,
  text: string,
  opts: ImportOptions = {},
): Promise<StoreResult<WriteOutcome>> {
  return importText(core, text, [], opts);
}

/** See `Workspace.importZip`. */
export async function importZip(
  core: WorkspaceCore,
  bytes: Uint8Array,
  opts: ImportOptions = {},
): Promise<StoreResult<WriteOutcome>> {
  if (opts.id !== undefined) {
    const badId = checkSetId(opts.id);
    if (badId) return err(badId);
  }
  const archive = unpackSetZip(bytes);
  if (!archive.ok) return archive;
  const imported = await importText(core, archive.value.text, archive.value.art, opts);
  if (!imported.ok) return imported;
  const diagnostics = [...archive.value.diagnostics, ...imported.value.diagnostics];
  return ok({ ...imported.value, diagnostics });
}

async function importText(
  core: WorkspaceCore,
  text: string,
  art: { file: string; bytes: Uint8Array }[],
  opts: ImportOptions,
): Promise<StoreResult<WriteOutcome>> {
  if (typeof text !== "string") return err(storeError("invalid", "the imported set must be text"));
  if (opts.id !== undefined) {
    const badId = checkSetId(opts.id);
    if (badId) return err(badId);
  }
  const checked = await setChecks(core).check(text, setSource(opts.id), { rewriteTo: opts.id });
  if (!checked.ok) return checked;
  // Overwriting an existing set needs the revision it replaces (`upsert` refuses without one).
  const request = opts.overwrite
    ? { mode: "upsert" as const, baseRevision: opts.baseRevision }
    : { mode: "create" as const };
  return writeChecked(core, checked.value, request, art);
}
