/** `vellum history` as text: the kept revisions in their age bands, and how they are thinned. */
import { RETENTION_SUMMARY, historyGroups } from "../../lib/store";
import type { RevisionInfo } from "../../lib/store";

/**
 * Lines for `revisions` (newest first) seen at `now` (milliseconds): a heading per band ("Last
 * 3 hours: every save"), then one line per revision, `*` marking the current one; last, how
 * older revisions are thinned.
 */
export function historyText(revisions: readonly RevisionInfo[], now: number): string[] {
  if (revisions.length === 0) return ["no kept revisions"];
  const lines: string[] = [];
  for (const group of historyGroups(revisions, (r) => Date.parse(r.savedAt), now)) {
    if (lines.length > 0) lines.push("");
    lines.push(`${group.title} (${group.entries.length})`);
    for (const r of group.entries) {
      lines.push(
        `${r.current ? "*" : " "} ${String(r.seq).padStart(4)}  ${r.revision}  ${r.savedAt}  ${r.bytes} bytes`,
      );
    }
  }
  lines.push("", `${RETENTION_SUMMARY}.`);
  return lines;
}
