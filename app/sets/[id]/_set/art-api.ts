/**
 * The art manager's calls to the art API (app/api/sets/[id]/art): list, upload, read back and
 * delete. The server checks every upload (lib/store `checkArtFile`: content matches the name,
 * at most 20 MiB, a raster's declared size at most 16,384 pixels a side and 50 million in all,
 * read from its header before anything decodes it; SVG with script or outside references
 * refused) and writes it atomically, so a refused upload leaves nothing behind.
 * NOTE: impure (network).
 */
import type { ArtInfo } from "@/lib/store";

/** An art file as the API lists it: lib/store's. */
export type ArtFile = ArtInfo;

/** What an upload came to: kept under `file`, or refused with the server's reason. */
export type UploadOutcome =
  { ok: true; file: string } | { ok: false; file: string; reason: string };

const base = (setId: string) => `/api/sets/${encodeURIComponent(setId)}/art`;

/** The URL of one art file. */
export function artUrl(setId: string, file: string): string {
  return `${base(setId)}/${encodeURIComponent(file)}`;
}

async function reasonOf(res: Response): Promise<string> {
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  return answer.message ?? `the server answered ${res.status} ${res.statusText}`;
}

/** The set's art files. */
export async function listArt(setId: string): Promise<ArtFile[]> {
  const res = await fetch(base(setId));
  if (!res.ok) throw new Error(await reasonOf(res));
  return ((await res.json()) as { files: ArtFile[] }).files;
}

/** Uploads `bytes` as art file `file`. Never throws: a failure is a refusal with its reason. */
export async function uploadArt(
  setId: string,
  file: string,
  bytes: ArrayBuffer | Uint8Array,
): Promise<UploadOutcome> {
  try {
    const res = await fetch(artUrl(setId, file), {
      method: "PUT",
      body: new Blob([bytes as BlobPart]),
    });
    if (res.ok) return { ok: true, file };
    return { ok: false, file, reason: await reasonOf(res) };
  } catch (e) {
    return {
      ok: false,
      file,
      reason: `the upload failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** The bytes of an art file (to put it back after a delete). */
export async function readArt(setId: string, file: string): Promise<ArrayBuffer> {
  const res = await fetch(artUrl(setId, file));
  if (!res.ok) throw new Error(await reasonOf(res));
  return res.arrayBuffer();
}

/** Moves an art file to the workspace's trash. */
export async function deleteArt(setId: string, file: string): Promise<void> {
  const res = await fetch(artUrl(setId, file), { method: "DELETE" });
  if (!res.ok) throw new Error(await reasonOf(res));
}
