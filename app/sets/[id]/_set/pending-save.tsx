"use client";

/**
 * The last edit's save, awaited before the set's bar leaves for another page. A page that edits
 * the set (`useSetDocument`) registers how to save its last edit now; the bar's links wait for it
 * (a few seconds at most) before they navigate, so the page they open, read from the workspace
 * on the server, already has that edit: a problem just fixed no longer stops play or print.
 */
import type { ReactNode } from "react";
import { createContext, useContext, useEffect, useState } from "react";

/** The longest a link waits for the save before it navigates anyway (the edit stays kept). */
const WAIT_MS = 4000;

/** Pages register how to save their last edit; the bar settles them before it leaves. */
export interface PendingSave {
  register(save: () => Promise<void>): () => void;
  settle(): Promise<void>;
}

const Pending = createContext<PendingSave | null>(null);

/** The registry behind the provider (exported for its tests). */
export function createPendingSave(): PendingSave {
  const saves = new Set<() => Promise<void>>();
  return {
    register(save) {
      saves.add(save);
      return () => void saves.delete(save);
    },
    async settle() {
      if (saves.size === 0) return;
      const all = Promise.all([...saves].map((s) => s().catch(() => undefined)));
      await Promise.race([all, new Promise((r) => setTimeout(r, WAIT_MS))]);
    },
  };
}

/** Holds the pages' pending saves for the set's bar. */
export function PendingSaveProvider({ children }: { children: ReactNode }) {
  const [pending] = useState(createPendingSave);
  return <Pending.Provider value={pending}>{children}</Pending.Provider>;
}

/** Registers `save` (saves the page's last edit now) while the page is mounted. */
export function useRegisterPendingSave(save: () => Promise<void>): void {
  const pending = useContext(Pending);
  useEffect(() => pending?.register(save), [pending, save]);
}

/** Resolves once every registered page has saved its last edit (or after a few seconds). */
export function usePendingSave(): () => Promise<void> {
  const pending = useContext(Pending);
  return () => pending?.settle() ?? Promise.resolve();
}
