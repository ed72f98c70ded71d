import type { GameIconSearchAnswer } from "@/app/_api/contracts";
import { searchGameIcons } from "@/app/_server/game-icons/catalog";
import { json } from "@/app/_server/http";
import { route } from "@/app/_server/route-pipeline";

export const dynamic = "force-dynamic";

/** Longest search text read (an icon name is far shorter). */
const MAX_QUERY = 200;

/**
 * Searches the bundled open icon set (game-icons.net): `?q=sea wave` → `{ total, icons: [{ name,
 * title }] }`, best first: each word matches a word of the icon's name, an alias or a synonym, by
 * prefix or with a typo (catalog.ts's `searchGameIcons`); all of them, by name, for an empty query.
 * Names only, so the picker lists 4,000 icons without loading the 6 MB drawings.
 */
export const GET = route({ params: [] }, async ({ req }) => {
  const q = (new URL(req.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  const icons = await searchGameIcons(q);
  return json<GameIconSearchAnswer>({ total: icons.length, icons }, 200, {
    "cache-control": "private, max-age=3600",
  });
});
