/**
 * The art routes (app/api/sets/[id]/art), named for the art page and the designer's drop target:
 * list, upload, read back and delete, through the one API client. The server checks every upload
 * (lib/store `checkArtFile`: content matches the name, at most 20 MiB, a raster's declared size at
 * most 16,384 pixels a side and 50 million in all, read from its header before anything decodes
 * it; SVG with script or outside references refused) and writes it atomically, so a refused
 * upload leaves nothing behind.
 * NOTE: impure (network).
 */
import type { ArtListAnswer } from "@/app/_api/contracts";
import type { ApiResult } from "@/app/_api/client";
import { artUrl, request, requestBlob, requestDone, setUrl } from "@/app/_api/client";
import type { ArtInfo } from "@/lib/store";
import { ok } from "@/lib/model";

/** An art file as the API lists it: lib/store's. */
export type ArtFile = ArtInfo;

export { artUrl };

/** The set's art files. */
export async function listArt(setId: string): Promise<ApiResult<ArtFile[]>> {
  const listed = await request<ArtListAnswer>(setUrl(setId, "art"));
  return listed.ok ? ok(listed.value.files) : listed;
}

/** Uploads `bytes` as art file `file`; answers the name it is kept under. */
export async function uploadArt(
  setId: string,
  file: string,
  bytes: ArrayBuffer | Uint8Array | Blob,
): Promise<ApiResult<string>> {
  const body = bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart]);
  const put = await requestDone(artUrl(setId, file), { method: "PUT", body });
  return put.ok ? ok(file) : put;
}

/** The bytes of an art file (to put it back after a delete). */
export function readArt(setId: string, file: string): Promise<ApiResult<Blob>> {
  return requestBlob(artUrl(setId, file));
}

/** Moves an art file to the workspace's trash. */
export function deleteArt(setId: string, file: string): Promise<ApiResult<void>> {
  return requestDone(artUrl(setId, file), { method: "DELETE" });
}
