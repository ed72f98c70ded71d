import { mimeOfArt } from "@/lib/model";
import { bytesBody, route, storeAnswer } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

const noContent = () => new Response(null, { status: 204 });

/** One art file. SVG is served with a sandboxing CSP so a script inside it can never run. */
export const GET = route({ params: ["id", "file"] }, async ({ params: { id, file } }) => {
  const art = await (await getWorkspace()).readArt(id, file);
  return storeAnswer(
    art,
    (bytes) =>
      new Response(new Blob([bytes as BlobPart]), {
        headers: {
          "content-type": mimeOfArt(file),
          "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          "x-content-type-options": "nosniff",
        },
      }),
  );
});

/** Uploads (or replaces) one art file; the body is the file's bytes. */
export const PUT = route(
  { params: ["id", "file"], body: bytesBody("art") },
  async ({ params: { id, file }, body }) =>
    storeAnswer(await (await getWorkspace()).writeArt(id, file, body), noContent),
);

/** Deletes one art file. */
export const DELETE = route({ params: ["id", "file"] }, async ({ params: { id, file } }) =>
  storeAnswer(await (await getWorkspace()).removeArt(id, file), noContent),
);
