/**
 * What this browser tab knows the server holds for each set it saved: the newest revision it
 * saved (or adopted) and the revisions that one replaced. A page the browser brings back from
 * its cache (Back, Forward) comes with the set as it was first read; its revision is one this
 * tab has since replaced, and the page starts from the newest instead, so the next edit is not
 * a conflict with the tab's own saves. A revision this tab never replaced (another tab's or the
 * CLI's) is left as it is: the save protocol settles it. Kept for the tab's life (a reload
 * starts from the server anyway).
 */

/** A set's text at a revision. */
export interface SetAt {
  revision: string;
  text: string;
}

/** See the file comment. */
export function createTabSaves() {
  const sets = new Map<string, SetAt & { replaced: Set<string> }>();
  return {
    /** The server now holds `now` for `setId`, in place of revision `before`. */
    note(setId: string, before: string, now: SetAt): void {
      const entry = sets.get(setId) ?? { ...now, replaced: new Set<string>() };
      if (before !== now.revision) entry.replaced.add(before);
      entry.replaced.delete(now.revision);
      entry.revision = now.revision;
      entry.text = now.text;
      sets.set(setId, entry);
    },
    /** `loaded`, or the newer revision this tab saved on top of it. */
    newest(setId: string, loaded: SetAt): SetAt {
      const entry = sets.get(setId);
      return entry?.replaced.has(loaded.revision)
        ? { revision: entry.revision, text: entry.text }
        : loaded;
    },
  };
}

/** The tab's one record. */
export const tabSaves = createTabSaves();
