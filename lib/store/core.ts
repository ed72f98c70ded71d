/**
 * The shared machinery of a workspace: paths, the per-set lock, reading the current set.json,
 * and the one write path (`writeSet`) that every operation changing set.json goes through:
 * lock → compare revisions → produce the new text → write art → write set.json → add history.
 */
import { lstat, mkdir, readFile, stat } from "node:fs/promises";
import { err, isSlug, ok } from "../model";
import type { Diagnostic, Result } from "../model";
import { decodeText } from "../schema";
import { NODE_WRITE_STEPS, removeTempFiles, writeFileAtomic } from "./atomic-write";
import type { WriteSteps } from "./atomic-write";
import { isNotFound, StoreLinkError, storeError, StorePathError } from "./errors";
import { listHistory, nextHistoryPath, pruneHistory } from "./history";
import { withLock } from "./lock";
import type { LockOptions } from "./lock";
import {
  ART_DIR,
  HISTORY_DIR,
  isArtFileName,
  LOCK_DIR,
  resolveInside,
  SET_FILE,
  TRASH_DIR,
} from "./paths";
import { revisionOf } from "./revision";
import { summariseAfterWrite } from "./summaries";
import type { OpenOptions, StoreError } from "./types";

/**
 * Options of a workspace beyond its root: the caller's summary check (`OpenOptions`; without
 * one, summaries are validation only: the store's tests), fs steps and lock timings (tests
 * inject them).
 */
export interface WorkspaceOptions extends Partial<OpenOptions> {
  writeSteps?: WriteSteps;
  lock?: LockOptions;
}

/** set.json as it is on disk now. */
export interface CurrentSet {
  bytes: Uint8Array;
  /** UTF-8 decoded, a leading BOM dropped (bytes that are not UTF-8 as U+FFFD: see below). */
  text: string;
  /**
   * Set when the file is not UTF-8 (a hand edit saved in another encoding): where, as a
   * `text/…` diagnostic. Validation reports it instead of validating the replaced text.
   */
  textError?: Diagnostic;
  revision: string;
  mtime: Date;
}

/**
 * An art file to write with a set: its `bytes`, which may be loaded lazily (one file in memory at
 * a time), or a `staged` file in the workspace (an import's, already synced) moved into place.
 */
export type ArtFile =
  | { file: string; bytes: Uint8Array | (() => Promise<Uint8Array>) }
  | { file: string; staged: string };

/** What `writeSet` requires of the set's current state. */
export type WriteMode =
  /** The set must not exist. */
  | "create"
  /** The set must exist. */
  | "update"
  /** Either; an existing set only with a `baseRevision` (else `conflict`: never blindly). */
  | "upsert";

/** What a `writeSet` producer returns: the new set.json text and art to write before it. */
export interface SetWrite {
  text: string;
  art?: ArtFile[];
}

/** Temp files older than this are left over from a crash (writers finish well within it). */
export const STALE_TEMP_MS = 60_000;

/** See the file comment. One per workspace object; cheap to build (no I/O). */
export class WorkspaceCore {
  readonly writeSteps: WriteSteps;

  constructor(
    readonly root: string,
    readonly options: WorkspaceOptions = {},
  ) {
    this.writeSteps = options.writeSteps ?? NODE_WRITE_STEPS;
  }

  /** The folder of set `id`. NOTE: throws StorePathError for a non-slug id. */
  setDir(id: string): string {
    if (!isSlug(id)) throw new StorePathError(`set id '${id}' is not a slug`);
    return resolveInside(this.root, id);
  }

  setFile(id: string): string {
    return resolveInside(this.setDir(id), SET_FILE);
  }

  artDir(id: string): string {
    return resolveInside(this.setDir(id), ART_DIR);
  }

  /** NOTE: throws StorePathError for an invalid art file name. */
  artFile(id: string, file: string): string {
    if (!isArtFileName(file)) throw new StorePathError(`art file name '${file}' is not allowed`);
    return resolveInside(this.artDir(id), file);
  }

  historyDir(id: string): string {
    return resolveInside(this.setDir(id), HISTORY_DIR);
  }

  /** The trash folder, created if missing (refused if it is a link: see `refuseLink`). */
  async trashDir(): Promise<string> {
    await this.refuseLink([TRASH_DIR]);
    const dir = resolveInside(this.root, TRASH_DIR);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  lockFile(id: string): string {
    if (!isSlug(id)) throw new StorePathError(`set id '${id}' is not a slug`);
    return resolveInside(this.root, LOCK_DIR, `${id}.lock`);
  }

  /** Runs `fn` holding set `id`'s lock (in-process queue and lock file). */
  async locked<T>(id: string, fn: () => Promise<T>): Promise<T> {
    await this.refuseLink([LOCK_DIR]);
    return withLock(this.lockFile(id), fn, this.options.lock);
  }

  /**
   * Throws `StoreLinkError` when the path `segments` names under the root, or any folder on the
   * way to it, is a symbolic link (what does not exist yet is fine: the store creates it).
   * NOTE: the store never follows a link inside the workspace, so no read or write can leave it.
   */
  async refuseLink(segments: readonly string[]): Promise<void> {
    let at = this.root;
    for (const [i, segment] of segments.entries()) {
      at = resolveInside(at, segment);
      let isLink: boolean;
      try {
        isLink = (await lstat(at)).isSymbolicLink();
      } catch (e) {
        if (isNotFound(e)) return;
        throw e;
      }
      if (isLink) {
        const kind = segment === SET_FILE ? "file" : "folder";
        const shown = segments.slice(0, i + 1).join("/");
        throw new StoreLinkError(
          `'${shown}' in the workspace is a symbolic link — Vellum does not follow links inside its workspace (a save could land outside it); replace the link with the real ${kind}`,
        );
      }
    }
  }

  /** Refuses (see `refuseLink`) a set folder, set.json, art/ or .history/ that is a link. */
  async refuseSetLinks(id: string): Promise<void> {
    this.setDir(id); // checks the id first
    await this.refuseLink([id, SET_FILE]);
    await this.refuseLink([id, ART_DIR]);
    await this.refuseLink([id, HISTORY_DIR]);
  }

  /** Atomically writes a file with this workspace's write steps. */
  write(file: string, data: Uint8Array | string): Promise<void> {
    return writeFileAtomic(file, data, this.writeSteps);
  }

  /**
   * set.json of `id` as it is now, or undefined when there is none.
   * NOTE: throws `StoreLinkError` when the set's folder, set.json, art/ or .history/ is a link;
   * every operation on a set starts here (or at `refuseSetLinks`).
   */
  async readCurrent(id: string): Promise<CurrentSet | undefined> {
    const file = this.setFile(id);
    await this.refuseSetLinks(id);
    try {
      const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
      const decoded = decodeText(bytes, `${id}/${SET_FILE}`);
      return {
        bytes,
        text: decoded.ok ? decoded.value : new TextDecoder("utf-8").decode(bytes),
        ...(decoded.ok ? {} : { textError: decoded.error }),
        revision: revisionOf(bytes),
        mtime: info.mtime,
      };
    } catch (e) {
      if (isNotFound(e)) return undefined;
      throw e;
    }
  }

  /**
   * The one write path for set.json. Under the set's lock: checks `mode` and `baseRevision`
   * against the current file (`exists`, `not-found`, `conflict`), asks `produce` for the new
   * text, and when it differs writes the art files, set.json and a history entry. Nothing is
   * written when any check or `produce` fails.
   */
  async writeSet(
    id: string,
    request: { mode: WriteMode; baseRevision?: string },
    produce: (current: CurrentSet | undefined) => Promise<Result<SetWrite, StoreError>>,
  ): Promise<Result<{ revision: string; changed: boolean }, StoreError>> {
    let written: { revision: string; text: string } | undefined;
    const result = await this.locked(id, async () => {
      const current = await this.readCurrent(id);
      if (request.mode === "create" && current) {
        return err(
          storeError("exists", `a set with id '${id}' already exists — choose another id`),
        );
      }
      if (request.mode === "update" && !current) {
        return err(storeError("not-found", `no set with id '${id}'`));
      }
      if (current && request.mode === "upsert" && request.baseRevision === undefined) {
        return err(
          storeError(
            "conflict",
            `a set with id '${id}' already exists (revision ${current.revision}) — to replace it, give the revision you mean to replace`,
            { currentRevision: current.revision },
          ),
        );
      }
      if (
        current &&
        request.baseRevision !== undefined &&
        request.baseRevision !== current.revision
      ) {
        return err(
          storeError(
            "conflict",
            `set '${id}' changed since revision ${request.baseRevision} (now ${current.revision}) — reload it and apply your change again`,
            { currentRevision: current.revision },
          ),
        );
      }
      const produced = await produce(current);
      if (!produced.ok) return produced;
      const { text, art = [] } = produced.value;
      const bytes = new TextEncoder().encode(text);
      const revision = revisionOf(bytes);
      if (current && current.revision === revision && art.length === 0) {
        return ok({ revision, changed: false });
      }
      await mkdir(this.artDir(id), { recursive: true });
      for (const a of art) {
        if ("staged" in a) {
          await this.writeSteps.rename(a.staged, this.artFile(id, a.file));
          continue;
        }
        const data = typeof a.bytes === "function" ? await a.bytes() : a.bytes;
        await this.write(this.artFile(id, a.file), data);
      }
      if (art.some((a) => "staged" in a)) await this.writeSteps.syncDir(this.artDir(id));
      await this.commit(id, bytes, revision, current);
      written = { revision, text };
      return ok({ revision, changed: true });
    });
    // The list's summary of the new revision (text layout: minutes for a large set), computed
    // in the background once the lock is released; the write answers without waiting.
    if (written) summariseAfterWrite(this, id, written.revision, written.text);
    return result;
  }

  /** Writes set.json and its history entry. Call only under the set's lock. */
  private async commit(
    id: string,
    bytes: Uint8Array,
    revision: string,
    current: CurrentSet | undefined,
  ): Promise<void> {
    const historyDir = this.historyDir(id);
    await mkdir(historyDir, { recursive: true });
    // Holding the lock, every temp file here is a leftover of a crashed write.
    await removeTempFiles(this.setDir(id), 0);
    await removeTempFiles(historyDir, 0);
    await removeTempFiles(this.artDir(id), 0);
    let entries = await listHistory(historyDir);
    if (current && !entries.some((e) => e.revision === current.revision)) {
      // A hand edit (or a crash before its history entry): keep it before replacing it.
      const file = nextHistoryPath(historyDir, entries, current.revision);
      await this.write(file, current.bytes);
      entries = await listHistory(historyDir);
    }
    await this.write(this.setFile(id), bytes);
    await this.write(nextHistoryPath(historyDir, entries, revision), bytes);
    // NOTE: the store's clock: the retention policy itself takes the time as an argument.
    await pruneHistory(historyDir, Date.now());
  }
}
