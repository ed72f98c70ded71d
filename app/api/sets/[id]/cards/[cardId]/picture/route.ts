import { cardPicture } from "@/lib/export";
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
 * One card drawn as SVG (default) or PNG: `?format=png&dpi=300&bleed=1&language=fr&side=back`.
 * Render diagnostics (text overflow) are counted in the `x-vellum-diagnostics` header.
 */
export const GET = route({ params: ["id", "cardId"] }, async ({ req, params: { id, cardId } }) => {
  const query = pictureQuery(req, ["svg", "png"]);
  if (!query.ok) return query.response;
  const found = await validSet(id);
  if (!found.ok) return found.response;
  const cards = found.set.cards.filter((c) => c.id === cardId);
  const side = new URL(req.url).searchParams.get("side") === "back" ? "back" : "front";
  const art = await artHrefFor(id, found, cards, query.value.format, query.value.dpi);
  const picture = cardPicture(found.set, cardId, {
    bleed: query.value.bleed,
    side,
    ...(query.value.language ? { language: query.value.language } : {}),
    artHref: art.artHref,
  });
  if (!picture.ok) return pictureError(picture.error);
  return pictureResponse(picture.value, query.value, art);
});
