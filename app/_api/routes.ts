/**
 * The API's URLs, built one way: the browser's client calls them, and the server writes the art
 * URL into the pictures it draws. Pure: no fetch here.
 */

/** The URL of a set's API route: `/api/sets/<id>` and its further segments, each encoded. */
export function setUrl(setId: string, ...segments: string[]): string {
  return ["/api/sets", ...[setId, ...segments].map(encodeURIComponent)].join("/");
}

/** The URL of one art file of a set (what an `<img>` and a card picture's art href load). */
export function artUrl(setId: string, file: string): string {
  return setUrl(setId, "art", file);
}

/** `/api/sets`, with a query when given (`{ id }` names the set a POST creates). */
export function setsUrl(query: Record<string, string> = {}): string {
  const q = new URLSearchParams(query).toString();
  return q ? `/api/sets?${q}` : "/api/sets";
}

/** The route that takes an imported set (a zip or a set.json). */
export const IMPORT_URL = "/api/import";

/** The route that brings a trashed set back. */
export const TRASH_RESTORE_URL = "/api/trash/restore";

/** The open icon set's search (`q`), or one icon by name (its JSON, or its SVG for `format`). */
export function gameIconsUrl(name?: string, query: Record<string, string> = {}): string {
  const base = "/api/icons/game-icons" + (name === undefined ? "" : `/${encodeURIComponent(name)}`);
  const q = new URLSearchParams(query).toString();
  return q ? `${base}?${q}` : base;
}

/** A set's linked-sheet route: `read` or `write` (POST). */
export function sheetUrl(setId: string, action: "read" | "write"): string {
  return setUrl(setId, "sheet", action);
}

/**
 * The event stream of a linked file's changes (an `EventSource` opens it); `since` is the
 * fingerprint the page read, so a change before the stream opened is sent too.
 */
export function sheetEventsUrl(setId: string, file: string, since?: string): string {
  const q = new URLSearchParams({ file, ...(since ? { since } : {}) }).toString();
  return `${setUrl(setId, "sheet", "events")}?${q}`;
}
