/**
 * `openWorkspace`: the Workspace object. Each method delegates to the module of its concern and
 * is wrapped so that no exception escapes: an fs error becomes `{ kind: "io" }`, a path that
 * would leave the workspace becomes `{ kind: "bad-id" }`.
 */
import path from "node:path";
import type { Result } from "../model";
import { err, ok } from "../model";
import { listArt, readArt, removeArt, writeArt } from "./art";
import { exportCardsCsv, importCardsCsv } from "./cards-csv-ops";
import { WorkspaceCore } from "./core";
import type { WorkspaceOptions } from "./core";
import { toStoreError } from "./errors";
import { workspaceRoot } from "./paths";
import { historyOf, readRevision, restoreRevision } from "./revisions";
import { createSet, duplicateSet, listSets, readSet, removeSet, saveSet } from "./sets";
import { cleanUnfinishedImports } from "./imports";
import {
  exportJson,
  exportZip,
  importJson,
  importZip,
  importZipFile,
  stageUpload,
  zipExportSize,
} from "./transfer";
import { restoreRemovedSet } from "./trash";
import { listReports, readReport, removeReport, saveReport } from "./reports";
import type { OpenOptions, StoreError, Workspace } from "./types";
import { withCore } from "./workspace-core";

async function guard<T>(
  doing: string,
  run: () => Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> {
  try {
    return await run();
  } catch (e) {
    return err(toStoreError(e, doing));
  }
}

/**
 * Opens the workspace at `root` (`workspaceRoot()` when undefined). Cheap: no I/O until a method
 * is called; the folder is created by the first write. `options.summaryCheck` computes what the
 * list shows of each set: the app and the CLI run `summariseText` with lib/export's
 * `setTextProblems` (the store cannot import it: persistence does not depend on the renderer and
 * its fonts), the app in a worker thread.
 */
export function openWorkspace(root: string | undefined, options: OpenOptions): Workspace {
  return createWorkspace(root ?? workspaceRoot(), options);
}

/** `openWorkspace` with options; tests use it to inject fs steps and lock timings. */
export function createWorkspace(root: string, options: WorkspaceOptions = {}): Workspace {
  const core = new WorkspaceCore(path.resolve(root), options);
  const ws: Workspace = {
    root: core.root,
    list: (opts) => listSets(core, opts),
    read: (id) => guard(`reading set '${id}'`, () => readSet(core, id)),
    create: (input, opts) => guard("creating a set", () => createSet(core, input, opts)),
    save: (id, input, base) => guard(`saving set '${id}'`, () => saveSet(core, id, input, base)),
    remove: (id) => guard(`removing set '${id}'`, () => removeSet(core, id)),
    restoreRemoved: (trashed) =>
      guard(`restoring removed set '${trashed}'`, () => restoreRemovedSet(core, trashed)),
    duplicate: (id, newId, newName) =>
      guard(`duplicating set '${id}'`, () => duplicateSet(core, id, newId, newName)),
    history: (id) => guard(`reading the history of '${id}'`, () => historyOf(core, id)),
    readRevision: (id, rev) =>
      guard(`reading revision ${rev} of '${id}'`, () => readRevision(core, id, rev)),
    restore: (id, rev, base) =>
      guard(`restoring revision ${rev} of '${id}'`, () => restoreRevision(core, id, rev, base)),
    listArt: (id) => guard(`listing the art of '${id}'`, () => listArt(core, id)),
    readArt: (id, file) => guard(`reading art '${file}' of '${id}'`, () => readArt(core, id, file)),
    writeArt: (id, file, bytes) =>
      guard(`writing art '${file}' of '${id}'`, () => writeArt(core, id, file, bytes)),
    removeArt: (id, file) =>
      guard(`removing art '${file}' of '${id}'`, () => removeArt(core, id, file)),
    exportJson: (id) => guard(`exporting '${id}'`, () => exportJson(core, id)),
    exportZip: (id) => guard(`exporting '${id}' as zip`, () => exportZip(core, id)),
    importJson: (text, opts) => guard("importing a set", () => importJson(core, text, opts)),
    zipExportSize: (id) => guard(`sizing the zip of '${id}'`, () => zipExportSize(core, id)),
    importZip: (bytes, opts) => guard("importing a zip", () => importZip(core, bytes, opts)),
    importZipFile: (file, opts) => guard("importing a zip", () => importZipFile(core, file, opts)),
    stageUpload: () => guard("receiving an upload", async () => ok(await stageUpload(core))),
    cleanUnfinishedImports: () =>
      guard("cleaning up unfinished imports", async () => ok(await cleanUnfinishedImports(core))),
    exportCardsCsv: (id, opts) =>
      guard(`exporting the cards of '${id}'`, () => exportCardsCsv(core, id, opts)),
    importCardsCsv: (id, csv, base) =>
      guard(`importing cards into '${id}'`, () =>
        importCardsCsv(core, id, csv, base, core.options.csvMerge),
      ),
    listReports: (id) => guard(`listing the reports of '${id}'`, () => listReports(core, id)),
    readReport: (id, report) =>
      guard(`reading report '${report}' of '${id}'`, () => readReport(core, id, report)),
    saveReport: (id, revision, report) =>
      guard(`saving a report of '${id}'`, () => saveReport(core, id, revision, report)),
    removeReport: (id, report) =>
      guard(`removing report '${report}' of '${id}'`, () => removeReport(core, id, report)),
  };
  return withCore(ws, core);
}
