"use client";
/**
 * Wires the page's one store to its one sync module: every document change is kept in the
 * browser and autosaved; edits left in the browser by an earlier visit are restored (or, when
 * the set changed since, offered as a conflict). Components read the store and call its methods;
 * none of them talks to the server about saving.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { VellumSet } from "@/lib/model";
import { useRegisterPendingSave } from "./pending-save";
import { useShowSetName } from "./set-name";
import { clearPending, readPending } from "./pending-edits";
import type { SaveStatus } from "./save-status";
import type { SaveSync } from "./save-sync";
import { createSaveSync } from "./save-sync";
import { sameContent, serializeSet } from "./set-text";
import { tabSaves } from "./tab-saves";
import { whenIdle } from "./when-idle";
import type { SetDocumentSnapshot, SetDocumentStore } from "./set-document-store";
import { createSetDocumentStore } from "./set-document-store";

/** The set as the server gave it. */
export interface LoadedSet {
  setId: string;
  text: string;
  revision: string;
}

/** What the page works with. */
export interface SetDocument {
  store: SetDocumentStore;
  sync: SaveSync;
  snapshot: SetDocumentSnapshot;
  status: SaveStatus;
  /** Set when edits kept in this browser were brought back on load. */
  restored: boolean;
}

const TEXT_DELAY_MS = 150;
/**
 * The longest the set's text waits for an idle moment once the typing paused: short, as the
 * save to the server follows it (a busy page would otherwise hold every save back by a second).
 */
const IDLE_WAIT_MS = 250;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function start(given: LoadedSet): { store: SetDocumentStore; sync: SaveSync; restored: boolean } {
  // A page brought back by Back or Forward holds the set as first read: start from this tab's
  // newer save of it instead (tab-saves.ts).
  const loaded = { ...given, ...tabSaves.newest(given.setId, given) };
  const serverDoc = JSON.parse(loaded.text) as VellumSet;
  // The saved text, as the designer writes it, is only compared with after an edit: written out
  // then, off the page's way in (the store never changes the document object it is given).
  const savedText = () => serializeSet(serverDoc);
  const sync = createSaveSync(
    {
      setId: loaded.setId,
      storage: storage(),
      onSaved: (before, now) => tabSaves.note(loaded.setId, before, now),
    },
    loaded.revision,
    savedText,
  );
  const pending = readPending(storage(), loaded.setId);
  let doc = serverDoc;
  let restored = false;
  if (pending && !sameContent(pending.text, loaded.text)) {
    try {
      doc = JSON.parse(pending.text) as VellumSet;
      restored = true;
      if (pending.baseRevision !== loaded.revision) {
        sync.conflictWith({ text: loaded.text, revision: loaded.revision });
      }
    } catch {
      doc = serverDoc;
    }
  } else if (pending) {
    clearPending(storage(), loaded.setId);
  }
  return { store: createSetDocumentStore(doc), sync, restored };
}

/** The designer's store and sync for one loaded set. */
export function useSetDocument(loaded: LoadedSet): SetDocument {
  const [parts] = useState(() => start(loaded));
  const { store, sync, restored } = parts;
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const status = useSyncExternalStore(sync.subscribe, sync.getStatus, sync.getStatus);
  // The bar over the set's pages shows the title as it now stands.
  // (A document edited as JSON may hold anything there: only a name is shown.)
  useShowSetName(snapshot.doc.name);

  useEffect(() => {
    if (snapshot.version === 0 && !restored) return;
    sync.markDirty();
    // Writing the set out (JSON of the whole set, kept in localStorage) costs milliseconds on a
    // large set: it waits for a pause in the typing and then for the page to be idle, so it never
    // lands on a keystroke (issue 26). Leaving the page, or hiding it (a tab switched, a phone
    // locked: the page may be killed unseen), keeps the last keystroke at once.
    let kept = false;
    let idle: (() => void) | undefined;
    const keep = () => {
      if (kept) return;
      kept = true;
      clearTimeout(timer);
      idle?.();
      sync.documentChanged(serializeSet(snapshot.doc));
    };
    const timer = setTimeout(() => (idle = whenIdle(keep, IDLE_WAIT_MS)), TEXT_DELAY_MS);
    const hidden = () => {
      if (document.visibilityState === "hidden") keep();
    };
    window.addEventListener("pagehide", keep);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      clearTimeout(timer);
      idle?.();
      window.removeEventListener("pagehide", keep);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [snapshot.doc, snapshot.version, restored, sync]);

  // The set's bar waits for this before it leaves for another page (pending-save.tsx).
  const saveNow = useCallback(async () => {
    const last = store.getSnapshot();
    if (last.version === 0 && !restored) return;
    sync.documentChanged(serializeSet(last.doc));
    // A flush during a save waits for that save; the edit after it is the next round's.
    for (let round = 0; round < 4; round++) {
      await sync.flush();
      const kind = sync.getStatus().kind;
      if (kind !== "saving" && kind !== "unsaved") return;
    }
  }, [store, sync, restored]);
  useRegisterPendingSave(saveNow);

  useEffect(() => {
    const retry = () => void sync.flush();
    window.addEventListener("online", retry);
    return () => {
      window.removeEventListener("online", retry);
      sync.dispose();
      // Leaving for another of the app's pages (no pagehide): the last edit, still inside the
      // short delays, is kept aside and saved now rather than dropped with its timers.
      const last = store.getSnapshot();
      if (last.version === 0 && !restored) return;
      sync.documentChanged(serializeSet(last.doc));
      void sync.flush();
    };
  }, [sync, store, restored]);

  return { store, sync, snapshot, status, restored };
}
