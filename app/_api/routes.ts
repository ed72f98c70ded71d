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
