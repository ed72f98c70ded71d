import type { GameIconAnswer } from "@/app/_api/contracts";
import { gameIcon } from "@/app/_server/game-icons/catalog";
import { badRequest, json } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

/** What the picker's thumbnails are drawn in (the page is dark). */
const PREVIEW_FILL = "#e8dcc0";

/**
 * One icon of the bundled open icon set: `{ name, title, author, licence, svg, credit }`, or
 * with `?format=svg` its drawing as an SVG file in the page's light ink (the picker's
 * thumbnails).
 */
export const GET = route({ params: ["name"] }, async ({ req, params: { name } }) => {
  const icon = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) ? await gameIcon(name) : undefined;
  if (!icon) return badRequest("icons/unknown", `the open icon set has no icon '${name}'`, 404);
  if (new URL(req.url).searchParams.get("format") === "svg") {
    return new Response(icon.svg.replaceAll("currentColor", PREVIEW_FILL), {
      headers: {
        "content-type": "image/svg+xml",
        "content-security-policy": "default-src 'none'; sandbox",
        "cache-control": "public, max-age=86400",
      },
    });
  }
  return json<GameIconAnswer>(icon, 200, { "cache-control": "public, max-age=86400" });
});
