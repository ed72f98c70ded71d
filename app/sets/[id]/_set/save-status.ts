/**
 * What the save indicator says. One union, one sentence per state; the page shows
 * `statusText(status)` in a live `status` region.
 */

/** The other version of the set, when a save was refused as a conflict. */
export interface OtherVersion {
  text: string;
  revision: string;
}

/** Where saving stands. */
export type SaveStatus =
  | { kind: "saved" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  /** The server cannot be reached: edits stay in the page and the browser, retried. */
  | { kind: "offline" }
  | { kind: "error"; reason: string }
  | { kind: "conflict"; theirs: OtherVersion };

/** The status as one line of text (the `status` region's content). */
export function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case "saved":
      return "Saved";
    case "unsaved":
      return "Unsaved changes";
    case "saving":
      return "Saving…";
    case "offline":
      return "Unsaved changes — the server cannot be reached; kept in this browser, retrying";
    case "error":
      return `Error: ${status.reason}`;
    case "conflict":
      return "Not saved — the set was changed elsewhere; choose which version to keep";
  }
}
