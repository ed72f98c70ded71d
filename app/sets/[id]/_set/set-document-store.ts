/**
 * The designer page's one store (DESIGN.md "Client state"): the set document, the selected card
 * and the undo history. Plain TypeScript with a subscribe/getSnapshot pair for React's
 * `useSyncExternalStore`; every change is a whole new document (undo is a list of earlier
 * documents, never a patch). Typing into one field coalesces into one undo step.
 *
 * New cards' ids follow their names (lib/edit/card-ids.ts): a rename and the id it brings are one edit,
 * so one undo step; which cards still follow is kept with each undo step, so undo brings it back.
 */
import {
  blankCard,
  copyOfCard,
  idFollowsName,
  idForName,
  insertCard,
  moveCard,
  newCardKind,
  patchCard,
  removeCardAt,
  replaceCardAt,
  withFrame,
} from "@/lib/edit";
import type { Card, CardType, Frame, VellumSet } from "@/lib/model";

/** What the page reads from the store. */
export interface SetDocumentSnapshot {
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
  /**
   * Ids of the cards made in this session whose id still follows their name (never edited by
   * hand); `idFollowsName` (lib/edit/card-ids.ts) also asks whether anything names the card by its id.
   */
  readonly following: ReadonlySet<string>;
}

interface Entry {
  doc: VellumSet;
  selectedId: string | undefined;
  following: ReadonlySet<string>;
}

/** Options of an edit. */
export interface EditOptions {
  /**
   * Edits with the same key within `COALESCE_MS` of each other become one undo step (typing a
   * name is one step, not one per letter).
   */
  coalesce?: string;
  /**
   * With `coalesce`: the key names one sitting at a field (the translation view's cell, from
   * focus to leaving it), whose edits merge into one undo step however long the pauses.
   */
  sitting?: boolean;
}

/** How close two edits of one field must be to merge into one undo step. */
export const COALESCE_MS = 1000;
/** Undo steps kept. */
export const UNDO_LIMIT = 200;

/** The store: read with `getSnapshot`, change with the methods, listen with `subscribe`. */
export interface SetDocumentStore {
  getSnapshot(): SetDocumentSnapshot;
  subscribe(listener: () => void): () => void;
  select(id: string | undefined): void;
  /**
   * Changes fields of the card with id `id` (the form). A new `name` brings the card's id along
   * while it follows its name, in the same undo step; an `id` in the patch is an id edited by
   * hand, which the card keeps from then on.
   */
  updateCard(id: string, patch: Partial<Record<keyof Card, unknown>>, opts?: EditOptions): void;
  /** Replaces the card with id `id` (the JSON view: a new id there is one edited by hand). */
  replaceCard(id: string, card: Card, opts?: EditOptions): void;
  /**
   * Adds a card after the selected one and selects it: of `type` when given, else of the
   * selected card's type and family (`newCardKind`). Answers the new card's id.
   */
  addCard(type?: CardType): string;
  duplicateCard(id: string): void;
  deleteCard(id: string): void;
  moveCard(id: string, toIndex: number): void;
  /** Replaces the whole document (take the other version, restore a revision): undoable. */
  replaceDocument(doc: VellumSet): void;
  undo(): void;
  redo(): void;
  /**
   * Puts `frame` into the set's frames: replaces the frame with its id, or appends it (the frame
   * editor; a drag coalesces into one undo step with `opts.coalesce`); a built-in frame is never
   * put in (lib/edit `withFrame`).
   */
  putFrame(frame: Frame, opts?: EditOptions): void;
  /**
   * Replaces the document with an edit of the set as a whole (the settings page: name, families,
   * icons, rules…); the selection is kept when its card still exists. Coalesces like card edits.
   * `opts.renamed`: cards whose ids this edit changed by hand (the grid's id cells), old id → new:
   * the selection follows its card in the same step (the editor stays open) and those ids no
   * longer follow their names.
   */
  editDocument(
    doc: VellumSet,
    opts?: EditOptions & { renamed?: ReadonlyMap<string, string> },
  ): void;
}

/** Creates the store around a loaded set; `now` is the clock used to coalesce typing. */
export function createSetDocumentStore(
  initial: VellumSet,
  now: () => number = () => Date.now(),
): SetDocumentStore {
  let past: Entry[] = [];
  let future: Entry[] = [];
  let lastKey: string | undefined;
  let lastAt = 0;
  const listeners = new Set<() => void>();
  let snapshot: SetDocumentSnapshot = {
    doc: initial,
    selectedId: initial.cards[0]?.id,
    canUndo: false,
    canRedo: false,
    version: 0,
    opened: 0,
    following: new Set(),
  };

  function publish(next: Partial<SetDocumentSnapshot>, docChanged: boolean, renamed = false): void {
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

  const current = (): Entry => ({
    doc: snapshot.doc,
    selectedId: snapshot.selectedId,
    following: snapshot.following,
  });

  function commit(
    doc: VellumSet,
    selectedId: string | undefined,
    opts: EditOptions = {},
    change: { renamed?: { from: string; to: string }; following?: ReadonlySet<string> } = {},
  ): void {
    if (doc === snapshot.doc && selectedId === snapshot.selectedId) return;
    const t = now();
    const merge =
      opts.coalesce !== undefined &&
      opts.coalesce === lastKey &&
      (opts.sitting === true || t - lastAt < COALESCE_MS);
    if (!merge) {
      past.push(current());
      if (past.length > UNDO_LIMIT) past = past.slice(-UNDO_LIMIT);
    }
    future = [];
    lastKey = opts.coalesce;
    // Keys name the card by its id ("<id>/name"): a card whose id follows its name is still the
    // same field being typed in once the id has changed.
    const { renamed } = change;
    if (renamed && lastKey?.startsWith(`${renamed.from}/`)) {
      lastKey = `${renamed.to}/${lastKey.slice(renamed.from.length + 1)}`;
    }
    lastAt = t;
    const following = change.following ?? snapshot.following;
    const keepOpen = renamed !== undefined && snapshot.selectedId === renamed.from;
    publish({ doc, selectedId, following }, true, keepOpen);
  }

  /** `following` with `from` replaced by `to` (or only removed, when `to` is undefined). */
  function follow(from: string, to: string | undefined): ReadonlySet<string> {
    const next = new Set(snapshot.following);
    next.delete(from);
    if (to !== undefined) next.add(to);
    return next;
  }

  const indexOf = (id: string) => snapshot.doc.cards.findIndex((c) => c.id === id);

  function travel(from: Entry[], to: Entry[]): void {
    const entry = from.pop();
    if (!entry) return;
    to.push(current());
    lastKey = undefined;
    const exists = entry.doc.cards.some((c) => c.id === entry.selectedId);
    publish(
      {
        doc: entry.doc,
        selectedId: exists ? entry.selectedId : entry.doc.cards[0]?.id,
        following: entry.following,
      },
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
      const doc = snapshot.doc;
      let following = snapshot.following;
      let changes = patch;
      if ("id" in patch) {
        // An id typed by hand is the card's from now on.
        if (patch.id !== id) following = follow(id, undefined);
      } else if (typeof patch.name === "string") {
        if (idFollowsName(doc, id, following)) {
          const to = idForName(doc, id, patch.name);
          changes = { ...patch, id: to };
          following = follow(id, to);
        } else if (following.has(id)) {
          following = follow(id, undefined); // something names the card by its id now
        }
      }
      const next = patchCard(card, changes);
      const selected = snapshot.selectedId === id ? next.id : snapshot.selectedId;
      const renamed = next.id !== id ? { from: id, to: next.id } : undefined;
      commit(replaceCardAt(doc, i, next), selected, opts, { renamed, following });
    },
    replaceCard(id, card, opts) {
      const i = indexOf(id);
      if (i < 0) return;
      const selected = snapshot.selectedId === id ? card.id : snapshot.selectedId;
      const renamed = { from: id, to: card.id };
      const following = card.id !== id ? follow(id, undefined) : snapshot.following;
      commit(replaceCardAt(snapshot.doc, i, card), selected, opts, { renamed, following });
    },
    addCard(type) {
      const selected = snapshot.doc.cards.find((c) => c.id === snapshot.selectedId);
      const card = blankCard(snapshot.doc, newCardKind(snapshot.doc, selected, type));
      const at = snapshot.selectedId ? indexOf(snapshot.selectedId) : -1;
      const following = follow(card.id, card.id);
      commit(insertCard(snapshot.doc, card, at), card.id, {}, { following });
      return card.id;
    },
    duplicateCard(id) {
      const i = indexOf(id);
      const card = snapshot.doc.cards[i];
      if (!card) return;
      // A copy is a new card: its id ("<id>-copy") follows the name it is given next.
      const copy = copyOfCard(snapshot.doc, card);
      const following = follow(copy.id, copy.id);
      commit(insertCard(snapshot.doc, copy, i), copy.id, {}, { following });
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
      commit(withFrame(snapshot.doc, frame), snapshot.selectedId, opts);
    },
    editDocument(doc, opts = {}) {
      const { renamed: ids, ...edit } = opts;
      const from = snapshot.selectedId;
      const to = from === undefined ? undefined : ids?.get(from);
      const following = new Set(snapshot.following);
      for (const old of ids?.keys() ?? []) following.delete(old);
      const selected = to ?? from;
      const keep = doc.cards.some((c) => c.id === selected);
      commit(doc, keep ? selected : doc.cards[0]?.id, edit, {
        renamed: from !== undefined && to !== undefined ? { from, to } : undefined,
        following: ids && ids.size > 0 ? following : undefined,
      });
    },
  };
}
