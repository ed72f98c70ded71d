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
  const savedText = serializeSet(serverDoc);
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
    const timer = setTimeout(() => sync.documentChanged(serializeSet(snapshot.doc)), TEXT_DELAY_MS);
    const now = () => {
      clearTimeout(timer);
      sync.documentChanged(serializeSet(snapshot.doc));
    };
    // Leaving the page inside the short delay still keeps the last keystroke.
    window.addEventListener("pagehide", now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", now);
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
