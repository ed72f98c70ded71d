import { stackFacts, stackPicture } from "@/lib/export";
import type { StackAnswer } from "@/app/_api/contracts";
import { badRequest, json } from "@/app/_server/http";
import {
  artHrefFor,
  pictureError,
  pictureQuery,
  pictureResponse,
  validSet,
} from "@/app/_server/pictures";
import { route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

/**
 * A stack — `?cards=character,card,…` bottom first — as SVG (default), PNG, or JSON with what
 * the rules read off it (`{ selfWorth, visiblePoints, icons, liveEffects, dead, labels }`).
 * `&xray=1` draws the x-ray overlay.
 */
export const GET = route({ params: ["id"] }, async ({ req, params: { id } }) => {
  const query = pictureQuery(req, ["svg", "png", "json"]);
  if (!query.ok) return query.response;
  const ids = (new URL(req.url).searchParams.get("cards") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length > 64)
    return badRequest("request/too-many-cards", "a stack of more than 64 cards is not drawn");
  const found = await validSet(id);
  if (!found.ok) return found.response;
  const cards = found.set.cards.filter((c) => ids.includes(c.id));
  const art = await artHrefFor(id, found, cards, query.value.format, query.value.dpi);
  const picture = stackPicture(found.set, ids, {
    xray: query.value.xray,
    artHref: art.artHref,
  });
  if (!picture.ok) return pictureError(picture.error);
  if (query.value.format === "json") {
    const { preview } = picture.value;
    return json<StackAnswer>({
      ...stackFacts(preview.analysis),
      labels: preview.labels,
      diagnostics: preview.diagnostics,
    });
  }
  return pictureResponse(picture.value, query.value, art);
});
