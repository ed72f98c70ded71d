/**
 * JSON text that did not parse when the JSON view closed, kept by the card object it was
 * written over: it comes back when the view opens again on that same, unchanged card, and the
 * Form view says it is there. A card that changes (a form edit, undo) is a new object, so its
 * old draft no longer applies and is dropped with it.
 */
import { useSyncExternalStore } from "react";
import type { Card } from "@/lib/model";

/** Drafts by card, with a subscription for the views that show whether one is kept. */
export interface JsonDrafts {
  /** The unparsed text kept for `card`, if any. */
  get(card: Card): string | undefined;
  /** Keeps `text` for `card`. */
  keep(card: Card, text: string): void;
  /** Forgets the text kept for `card` (nothing happens when there is none). */
  discard(card: Card): void;
  /** Calls `listener` after every keep or discard that changed something; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A new, empty set of drafts. */
export function createJsonDrafts(): JsonDrafts {
  const drafts = new WeakMap<Card, string>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    get: (card) => drafts.get(card),
    keep(card, text) {
      if (drafts.get(card) === text) return;
      drafts.set(card, text);
      changed();
    },
    discard(card) {
      if (drafts.delete(card)) changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's drafts (one designer per page). */
export const JSON_DRAFTS: JsonDrafts = createJsonDrafts();

/** Whether unparsed JSON is kept for `card`, kept current as drafts come and go. */
export function useHasJsonDraft(card: Card, drafts: JsonDrafts = JSON_DRAFTS): boolean {
  return useSyncExternalStore(
    drafts.subscribe,
    () => drafts.get(card) !== undefined,
    () => false,
  );
}
