/**
 * Import and export of whole sets: plain JSON (the exact set.json text) and zip (set.json plus
 * art). Imports validate like `create`, may pick another id, and may overwrite an existing set
 * when they name the revision they replace (its previous content stays in history).
 *
 * A zip is imported from a file, entry by entry (`set-zip-file.ts`): its art is written to the
 * import's staging folder (`imports.ts`), one file in memory at a time, and moved into the set's
 * art folder under its lock, so a large backup never sits in memory. Export streams the zip, art
 * read a piece at a time (`streamSetZip`), and refuses a set whose zip import would refuse
 * (`MAX_ZIP_BYTES`, the one limit both use) before it starts.
 */
import { writeFile } from "node:fs/promises";
import { err, ok } from "../model";
import { capDiagnostics } from "../schema";
import { artRoomProblem, listArtFiles } from "./art";
import type { StoredArt } from "./art";
import type { ArtFile, CurrentSet, WorkspaceCore } from "./core";
import { storeError } from "./errors";
import { checkSetId } from "./ids";
import { openStaging } from "./imports";
import { MAX_ZIP_BYTES, streamSetZip, zipExportProblem, zipSizeBound } from "./set-zip";
import { unpackSetZipFile } from "./set-zip-file";
import { setChecks } from "./read-cache";
import { setSource, writeChecked } from "./sets";
import type { ImportOptions, StoreResult, WriteOutcome, ZipExportSize } from "./types";

/** See `Workspace.exportJson`. */
export async function exportJson(core: WorkspaceCore, id: string): Promise<StoreResult<string>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  const current = await core.readCurrent(id);
  if (!current) return err(storeError("not-found", `no set with id '${id}'`));
  return ok(current.text);
}

/**
 * A set's text and art files for its zip, or the refusal of a set whose zip import would refuse
 * (from the files' sizes: nothing is read yet). Read under the set's lock, so the text and the
 * list of art are those of one write (a write moves its art in before set.json, both locked).
 */
async function zipContent(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<{ current: CurrentSet; art: StoredArt[] }>> {
  const badId = checkSetId(id);
  if (badId) return err(badId);
  return core.locked(id, async () => {
    const current = await core.readCurrent(id);
    if (!current) return err(storeError("not-found", `no set with id '${id}'`));
    const art = await listArtFiles(core, id);
    const problem = zipExportProblem(id, current.bytes.length, art);
    return problem ? err(problem) : ok({ current, art });
  });
}

/** See `Workspace.zipExportSize`. */
export async function zipExportSize(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<ZipExportSize>> {
  const content = await zipContent(core, id);
  if (!content.ok) return content;
  const { current, art } = content.value;
  return ok({ bytes: zipSizeBound(current.bytes.length, art), limit: MAX_ZIP_BYTES });
}

/**
 * See `Workspace.exportZip`: refused before any art is read when import could not restore it.
 * NOTE: the lock is not held while the zip streams (a slow download would stall every save of
 * the set): its text and art list are taken at the start, each art file is read when its turn
 * comes (art is replaced by rename, so a file read is one version of it), and art removed
 * before its turn fails the stream rather than leave it out of a zip that looks complete.
 */
export async function exportZip(
  core: WorkspaceCore,
  id: string,
): Promise<StoreResult<ReadableStream<Uint8Array>>> {
  const content = await zipContent(core, id);
  if (!content.ok) return content;
  const { current, art } = content.value;
  return ok(streamSetZip(current.text, art, current.mtime));
}

/** See `Workspace.importJson`. */
export async function importJson(
  core: WorkspaceCore,
  text: string,
  opts: ImportOptions = {},
): Promise<StoreResult<WriteOutcome>> {
  return importText(core, text, [], opts);
}

/** See `Workspace.importZip`: the bytes are staged as a file and imported from it. */
export async function importZip(
  core: WorkspaceCore,
  bytes: Uint8Array,
  opts: ImportOptions = {},
): Promise<StoreResult<WriteOutcome>> {
  const upload = await stageUpload(core);
  try {
    await writeFile(upload.file, bytes);
    return await importZipFile(core, upload.file, opts);
  } finally {
    await upload.discard();
  }
}

/** See `Workspace.stageUpload`. */
export async function stageUpload(
  core: WorkspaceCore,
): Promise<{ file: string; discard(): Promise<void> }> {
  const staging = await openStaging(core, "upload");
  return { file: staging.path("upload"), discard: staging.discard };
}

/** See `Workspace.importZipFile`. */
export async function importZipFile(
  core: WorkspaceCore,
  file: string,
  opts: ImportOptions = {},
): Promise<StoreResult<WriteOutcome>> {
  if (opts.id !== undefined) {
    const badId = checkSetId(opts.id);
    if (badId) return err(badId);
  }
  const staging = await openStaging(core, "zip");
  try {
    const archive = await unpackSetZipFile(file, staging.dir);
    if (!archive.ok) return archive;
    // Moved from the staging folder into the set's art folder: never read again.
    const art = archive.value.art.map((a) => ({ file: a.file, size: a.size, staged: a.path }));
    const imported = await importText(core, archive.value.text, art, opts);
    if (!imported.ok) return imported;
    // A zip of 2,000 skipped entries says so once per entry: capped with the set's own problems.
    const all = [...archive.value.diagnostics, ...imported.value.diagnostics];
    const diagnostics = capDiagnostics(all, { code: "zip/too-many-problems", source: "set.zip" });
    return ok({ ...imported.value, diagnostics });
  } finally {
    await staging.discard();
  }
}

async function importText(
  core: WorkspaceCore,
  text: string,
  art: (ArtFile & { size: number })[],
  opts: ImportOptions,
): Promise<StoreResult<WriteOutcome>> {
  if (typeof text !== "string") return err(storeError("invalid", "the imported set must be text"));
  if (opts.id !== undefined) {
    const badId = checkSetId(opts.id);
    if (badId) return err(badId);
  }
  const checked = await setChecks(core).check(text, setSource(opts.id), { rewriteTo: opts.id });
  if (!checked.ok) return checked;
  if (art.length > 0) {
    // Art the set keeps (an import never deletes art) counts with the art imported.
    const held = opts.overwrite ? await listArtFiles(core, checked.value.id) : [];
    const full = artRoomProblem(checked.value.id, held, art);
    if (full) return err(full);
  }
  // Overwriting an existing set needs the revision it replaces (`upsert` refuses without one).
  const request = opts.overwrite
    ? { mode: "upsert" as const, baseRevision: opts.baseRevision }
    : { mode: "create" as const };
  return writeChecked(core, checked.value, request, art);
}
