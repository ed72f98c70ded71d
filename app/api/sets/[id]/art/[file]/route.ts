import { mimeOfArt } from "@/lib/model";
import { getWorkspace } from "../../../../../_server/workspace";
import { BODY_LIMITS, readBody, storeError } from "../../../../../_server/http";
import { apiRoute } from "../../../../../_server/api-route";

export const dynamic = "force-dynamic";

type ArtContext = { params: Promise<{ id: string; file: string }> };

/** One art file. SVG is served with a sandboxing CSP so a script inside it can never run. */
export const GET = apiRoute(async function GET(_req: Request, ctx: ArtContext): Promise<Response> {
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
});

/** Uploads (or replaces) one art file; the body is the file's bytes. */
export const PUT = apiRoute(async function PUT(req: Request, ctx: ArtContext): Promise<Response> {
  const { id, file } = await ctx.params;
  const body = await readBody(req, BODY_LIMITS.art);
  if (!body.ok) return body.response;
  const written = await (await getWorkspace()).writeArt(id, file, body.bytes);
  if (!written.ok) return storeError(written.error);
  return new Response(null, { status: 204 });
});

/** Deletes one art file. */
export const DELETE = apiRoute(async function DELETE(
  _req: Request,
  ctx: ArtContext,
): Promise<Response> {
  const { id, file } = await ctx.params;
  const removed = await (await getWorkspace()).removeArt(id, file);
  if (!removed.ok) return storeError(removed.error);
  return new Response(null, { status: 204 });
});
