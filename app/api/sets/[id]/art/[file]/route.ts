import { MAX_ART_BYTES, mimeOfArt } from "@/lib/store";
import { getWorkspace } from "../../../../../_server/workspace";
import { readBody, storeError } from "../../../../../_server/http";

export const dynamic = "force-dynamic";

type ArtContext = { params: Promise<{ id: string; file: string }> };

/** One art file. SVG is served with a sandboxing CSP so a script inside it can never run. */
export async function GET(_req: Request, ctx: ArtContext): Promise<Response> {
  const { id, file } = await ctx.params;
  const art = await (await getWorkspace()).readArt(id, file);
  if (!art.ok) return storeError(art.error);
  return new Response(new Blob([art.value as BlobPart]), {
    headers: {
      "content-type": mimeOfArt(file),
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    },
  });
}

/** Uploads (or replaces) one art file; the body is the file's bytes. */
export async function PUT(req: Request, ctx: ArtContext): Promise<Response> {
  const { id, file } = await ctx.params;
  const body = await readBody(req, MAX_ART_BYTES);
  if (!body.ok) return body.response;
  const written = await (await getWorkspace()).writeArt(id, file, body.bytes);
  if (!written.ok) return storeError(written.error);
  return new Response(null, { status: 204 });
}

/** Deletes one art file. */
export async function DELETE(_req: Request, ctx: ArtContext): Promise<Response> {
  const { id, file } = await ctx.params;
  const removed = await (await getWorkspace()).removeArt(id, file);
  if (!removed.ok) return storeError(removed.error);
  return new Response(null, { status: 204 });
}
