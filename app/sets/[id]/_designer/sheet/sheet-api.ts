/**
 * The linked sheet's calls (docs/sheets.md): reading the sheet a link names, writing a table to a
 * linked file, and the URL of the watch's event stream. Every call goes through the API client.
 * NOTE: impure (network).
 */
import type { ApiResult } from "@/app/_api/client";
import { request, setUrl } from "@/app/_api/client";
import type {
  SheetReadAnswer,
  SheetReadRequest,
  SheetWriteAnswer,
  SheetWriteRequest,
} from "@/app/_api/contracts";

/** Reads the sheet `link` names (POST …/sheet/read); `signal` cancels it. */
export function readSheet(
  setId: string,
  body: SheetReadRequest,
  signal?: AbortSignal,
): Promise<ApiResult<SheetReadAnswer>> {
  return request<SheetReadAnswer>(setUrl(setId, "sheet", "read"), {
    method: "POST",
    json: body,
    cache: "no-store",
    ...(signal ? { signal } : {}),
  });
}

/** Writes a table to the linked file (POST …/sheet/write). */
export function writeSheet(
  setId: string,
  body: SheetWriteRequest,
): Promise<ApiResult<SheetWriteAnswer>> {
  return request<SheetWriteAnswer>(setUrl(setId, "sheet", "write"), { method: "POST", json: body });
}

/** The event stream that says when `file` changes in the set's folder (GET …/sheet/events). */
export function sheetEventsUrl(setId: string, file: string): string {
  return `${setUrl(setId, "sheet", "events")}?${new URLSearchParams({ file }).toString()}`;
}
