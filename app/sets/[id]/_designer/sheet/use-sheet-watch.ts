/**
 * Watching a linked file: while the set is linked to a file of its folder, an EventSource on
 * GET …/sheet/events?file=… calls `onChange` with each change's fingerprint. The stream is closed
 * when the designer unmounts or the link changes (a new file, a URL, unlinked).
 * NOTE: impure (EventSource).
 */
import { useEffect, useRef } from "react";
import type { SheetChangedEvent } from "@/app/_api/contracts";
import { sheetEventsUrl } from "@/app/_api/client";

/**
 * Calls `onChange(event)` on each change of `file` (undefined: nothing watched); `since()` is the
 * fingerprint the page last read or wrote when the stream opens, so a change made before it
 * opened is heard too.
 */
export function useSheetWatch(
  setId: string,
  file: string | undefined,
  since: () => string | undefined,
  onChange: (event: SheetChangedEvent) => void,
): void {
  const latest = useRef(onChange);
  const sinceRef = useRef(since);
  useEffect(() => {
    latest.current = onChange;
    sinceRef.current = since;
  });
  useEffect(() => {
    if (file === undefined || typeof EventSource === "undefined") return;
    const source = new EventSource(sheetEventsUrl(setId, file, sinceRef.current()));
    const changed = (e: MessageEvent<string>) => {
      try {
        latest.current(JSON.parse(e.data) as SheetChangedEvent);
      } catch {
        // An event that is not the contract's JSON says nothing we can act on.
      }
    };
    source.addEventListener("changed", changed);
    // NOTE: EventSource reconnects by itself after a dropped stream (a server restart).
    return () => {
      source.removeEventListener("changed", changed);
      source.close();
    };
  }, [setId, file]);
}
