/**
 * The designer page's one store (DESIGN.md "Client state"): the set document, the selected card
 * and the undo history. Plain TypeScript with a subscribe/getSnapshot pair for React's
 * `useSyncExternalStore`; every change is a whole new document (undo is a list of earlier
 * documents, never a patch). Typing into one field coalesces into one undo step.
 */
import type { Card, CardType, Frame, VellumSet } from "@/lib/model";
import {
  blankCard,
  copyOfCard,
  insertCard,
  moveCard,
  patchCard,
  removeCardAt,
  replaceCardAt,
} from "./card-edits";

/** What the page reads from the store. */
export interface WorkspaceSnapshot {
  readonly doc: VellumSet;
  /** Id of the card open in the editor, if any. */
  readonly selectedId: string | undefined;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Increases by one on every change of `doc` (autosave and problems key on it). */
  readonly version: number;
  /**
   * Increases whenever another card is opened; renaming the open card's id (in the JSON view)
   * keeps it, so the editor stays mounted while its id is typed.
   */
  readonly opened: number;
}

interface Entry {
  doc: VellumSet;
  selectedId: string | undefined;
}

/** Options of an edit. */
export interface EditOptions {
  /**
   * Edits with the same key within `COALESCE_MS` of each other become one undo step (typing a
   * name is one step, not one per letter).
   */
  coalesce?: string;
}

/** How close two edits of one field must be to merge into one undo step. */
export const COALESCE_MS = 1000;
/** Undo steps kept. */
export const UNDO_LIMIT = 200;

/** The store: read with `getSnapshot`, change with the methods, listen with `subscribe`. */
export interface WorkspaceStore {
  getSnapshot(): WorkspaceSnapshot;
  subscribe(listener: () => void): () => void;
  select(id: string | undefined): void;
  /** Replaces the card with id `id` (from the form or the JSON view). */
  updateCard(id: string, patch: Partial<Record<keyof Card, unknown>>, opts?: EditOptions): void;
  replaceCard(id: string, card: Card, opts?: EditOptions): void;
  addCard(type: CardType): void;
  duplicateCard(id: string): void;
  deleteCard(id: string): void;
  moveCard(id: string, toIndex: number): void;
  /** Replaces the whole document (take the other version, restore a revision): undoable. */
  replaceDocument(doc: VellumSet): void;
  undo(): void;
  redo(): void;
  /**
   * Puts `frame` into the set's frames: replaces the frame with its id, or appends it (the frame
   * editor; a drag coalesces into one undo step with `opts.coalesce`).
   */
  putFrame(frame: Frame, opts?: EditOptions): void;
  /**
   * Replaces the document with an edit of the set as a whole (the settings page: name, families,
   * icons, rules…); the selection is kept when its card still exists. Coalesces like card edits.
   */
  editDocument(doc: VellumSet, opts?: EditOptions): void;
}

/** Creates the store around a loaded set; `now` is the clock used to coalesce typing. */
export function createWorkspaceStore(
  initial: VellumSet,
  now: () => number = () => Date.now(),
): WorkspaceStore {
  let past: Entry[] = [];
  let future: Entry[] = [];
  let lastKey: string | undefined;
  let lastAt = 0;
  const listeners = new Set<() => void>();
  let snapshot: WorkspaceSnapshot = {
    doc: initial,
    selectedId: initial.cards[0]?.id,
    canUndo: false,
    canRedo: false,
    version: 0,
    opened: 0,
  };

  function publish(next: Partial<WorkspaceSnapshot>, docChanged: boolean, renamed = false): void {
    const reopened = "selectedId" in next && next.selectedId !== snapshot.selectedId && !renamed;
    snapshot = {
      ...snapshot,
      ...next,
      opened: snapshot.opened + (reopened ? 1 : 0),
      canUndo: past.length > 0,
      canRedo: future.length > 0,
      version: snapshot.version + (docChanged ? 1 : 0),
    };
    for (const l of [...listeners]) l();
  }

  function commit(
    doc: VellumSet,
    selectedId: string | undefined,
    opts: EditOptions = {},
    renamed = false,
  ): void {
    if (doc === snapshot.doc && selectedId === snapshot.selectedId) return;
    const t = now();
    const merge =
      opts.coalesce !== undefined && opts.coalesce === lastKey && t - lastAt < COALESCE_MS;
    if (!merge) {
      past.push({ doc: snapshot.doc, selectedId: snapshot.selectedId });
      if (past.length > UNDO_LIMIT) past = past.slice(-UNDO_LIMIT);
    }
    future = [];
    lastKey = opts.coalesce;
    lastAt = t;
    publish({ doc, selectedId }, true, renamed);
  }

  const indexOf = (id: string) => snapshot.doc.cards.findIndex((c) => c.id === id);

  function travel(from: Entry[], to: Entry[]): void {
    const entry = from.pop();
    if (!entry) return;
    to.push({ doc: snapshot.doc, selectedId: snapshot.selectedId });
    lastKey = undefined;
    const exists = entry.doc.cards.some((c) => c.id === entry.selectedId);
    publish(
      { doc: entry.doc, selectedId: exists ? entry.selectedId : entry.doc.cards[0]?.id },
      true,
    );
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    select(id) {
      if (id === snapshot.selectedId) return;
      lastKey = undefined;
      publish({ selectedId: id }, false);
    },
    updateCard(id, patch, opts) {
      const i = indexOf(id);
      const card = snapshot.doc.cards[i];
      if (!card) return;
      const next = patchCard(card, patch);
      const selected = snapshot.selectedId === id ? next.id : snapshot.selectedId;
      commit(replaceCardAt(snapshot.doc, i, next), selected, opts);
    },
    replaceCard(id, card, opts) {
      const i = indexOf(id);
      if (i < 0) return;
      const selected = snapshot.selectedId === id ? card.id : snapshot.selectedId;
      commit(replaceCardAt(snapshot.doc, i, card), selected, opts, snapshot.selectedId === id);
    },
    addCard(type) {
      const card = blankCard(snapshot.doc, type);
      const at = snapshot.selectedId ? indexOf(snapshot.selectedId) : -1;
      commit(insertCard(snapshot.doc, card, at), card.id);
    },
    duplicateCard(id) {
      const i = indexOf(id);
      const card = snapshot.doc.cards[i];
      if (!card) return;
      const copy = copyOfCard(snapshot.doc, card);
      commit(insertCard(snapshot.doc, copy, i), copy.id);
    },
    deleteCard(id) {
      const i = indexOf(id);
      if (i < 0) return;
      const doc = removeCardAt(snapshot.doc, i);
      const neighbour = doc.cards[Math.min(i, doc.cards.length - 1)];
      commit(doc, snapshot.selectedId === id ? neighbour?.id : snapshot.selectedId);
    },
    moveCard(id, toIndex) {
      const i = indexOf(id);
      if (i < 0) return;
      commit(moveCard(snapshot.doc, i, toIndex), snapshot.selectedId);
    },
    replaceDocument(doc) {
      const keep = doc.cards.some((c) => c.id === snapshot.selectedId);
      commit(doc, keep ? snapshot.selectedId : doc.cards[0]?.id);
    },
    undo: () => travel(past, future),
    redo: () => travel(future, past),
    putFrame(frame, opts) {
      const frames = snapshot.doc.frames ?? [];
      const i = frames.findIndex((f) => f.id === frame.id);
      const next = i < 0 ? [...frames, frame] : frames.map((f, j) => (j === i ? frame : f));
      commit({ ...snapshot.doc, frames: next }, snapshot.selectedId, opts);
    },
    editDocument(doc, opts) {
      const keep = doc.cards.some((c) => c.id === snapshot.selectedId);
      commit(doc, keep ? snapshot.selectedId : doc.cards[0]?.id, opts);
    },
  };
}
