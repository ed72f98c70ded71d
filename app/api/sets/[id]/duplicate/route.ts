import type { SetMadeAnswer } from "@/app/_api/contracts";
import { DUPLICATE_REQUEST } from "@/app/_api/request-schemas";
import { revisionAnswer, route, schemaBody } from "@/app/_server/route-pipeline";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";

/** Copies a set (with its art) under a new id: body `{ "id": "new-id", "name"?: "New name" }`. */
export const POST = route(
  { params: ["id"], body: schemaBody(DUPLICATE_REQUEST) },
  async ({ params: { id }, body }) => {
    const copy = await (
      await getWorkspace()
    ).duplicate(id, body.id, typeof body.name === "string" ? body.name : undefined);
    return revisionAnswer<SetMadeAnswer>(copy, { status: 201, location: true });
  },
);
