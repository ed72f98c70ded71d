import { frameFor } from "../../layers";
import { BUILTIN_FRAME_IDS, nearestWord, readableWords } from "../../model";
import type { Card } from "../../model";
import setSchema from "../../../schemas/set.schema.json";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label, someNames } from "./context";

/** References by id: families, icons, frames, backs, symbols, art files and frame regions. */

const ART_FILE_RE = new RegExp(setSchema.$defs.artFile.pattern);
const BUILTIN_FRAMES: readonly string[] = Object.values(BUILTIN_FRAME_IDS);

/** " — did you mean 'x'?" or " — <fallback>". */
function fix(word: string, known: readonly string[], fallback: string): string {
  const near = nearestWord(word, known);
  return near === undefined ? ` — ${fallback}` : ` — did you mean '${near}'?`;
}

function pickFrom(known: readonly string[], collection: string): string {
  return known.length === 0
    ? `the set has none yet: add it to '${collection}'`
    : `add it to '${collection}' or use one of ${someNames(known)}`;
}

function checkCard(ctx: CheckContext, card: Card, i: number, ids: KnownIds): void {
  const at = (...path: (string | number)[]): string => toPointer(["cards", i, ...path]);
  const who = label("card", card, i);
  const words = readableWords(ctx.set);
  if (card.type !== "character" && card.family !== undefined) {
    ctx.report(
      "set/family-on-non-character",
      "warning",
      at("family"),
      `${who} is a ${card.type} but has a ${words.familyWord} — only characters belong to a ${words.familyWord}; remove 'family'`,
    );
  } else if (card.type === "character" && card.family === undefined) {
    ctx.report(
      "set/character-without-family",
      "error",
      at("type"),
      `character ${who.slice("card ".length)} has no ${words.familyWord} — add "family" with one of ${someNames(ids.families) || `your ${words.families}`}`,
    );
  } else if (card.family !== undefined && !ids.families.includes(card.family)) {
    ctx.report(
      "set/unknown-family",
      "error",
      at("family"),
      `${who} names the unknown ${words.familyWord} '${card.family}'${fix(card.family, ids.families, pickFrom(ids.families, "families"))}`,
    );
  }
  card.icons?.forEach((slot, k) => {
    if (typeof slot === "string" && slot !== "blank" && !ids.iconSet.has(slot)) {
      ctx.report(
        "set/unknown-icon",
        "error",
        at("icons", k),
        `${who} shows the unknown icon '${slot}'${fix(slot, ids.icons, pickFrom(ids.icons, "icons"))}`,
      );
    }
  });
  if (card.frame !== undefined && !ids.frames.includes(card.frame)) {
    ctx.report(
      "set/unknown-frame",
      "error",
      at("frame"),
      `${who} uses the unknown frame '${card.frame}'${fix(card.frame, ids.frames, `use one of the set's 'frames' or a built-in frame (${BUILTIN_FRAMES.join(", ")})`)}`,
    );
  }
  if (card.back !== undefined && !ids.backs.includes(card.back)) {
    ctx.report(
      "set/unknown-back",
      "error",
      at("back"),
      `${who} uses the unknown back '${card.back}'${fix(card.back, ids.backs, pickFrom(ids.backs, "backs"))}`,
    );
  }
  if (card.art !== undefined) checkArt(ctx, card.art, at("art"), who);
}

function checkArt(ctx: CheckContext, art: string, pointer: string, who: string): void {
  if (!ART_FILE_RE.test(art)) {
    ctx.report(
      "set/bad-art",
      "error",
      pointer,
      `${who} has the art '${art}', which is not a file name in the art/ folder — use a name like 'portrait.png' (.png, .jpg, .jpeg, .webp or .svg; no folders, no '..')`,
    );
  }
}

function checkOpacity(ctx: CheckContext, card: Card, i: number): void {
  if (card.opacity === undefined) return;
  const frame = frameFor(card, ctx.set);
  const regions = frame.regions.map((r) => r.id);
  for (const key of Object.keys(card.opacity)) {
    if (regions.includes(key)) continue;
    ctx.report(
      "set/unknown-region",
      "warning",
      toPointer(["cards", i, "opacity", key]),
      `${label("card", card, i)} overrides the opacity of '${key}', which is not a region of frame '${frame.id}'${fix(key, regions, `use one of ${someNames(regions)}`)}`,
    );
  }
}

interface KnownIds {
  families: string[];
  icons: string[];
  iconSet: Set<string>;
  frames: string[];
  backs: string[];
}

/** set/unknown-family, -icon, -frame, -back, -symbol, -region, set/bad-art, and who has a family. */
export function checkReferences(ctx: CheckContext): void {
  const { set } = ctx;
  const icons = set.icons.map((x) => x.id);
  const ids: KnownIds = {
    families: set.families.map((x) => x.id),
    icons,
    iconSet: new Set(icons),
    frames: [...(set.frames ?? []).map((x) => x.id), ...BUILTIN_FRAMES],
    backs: (set.backs ?? []).map((x) => x.id),
  };
  set.cards.forEach((card, i) => {
    checkCard(ctx, card, i, ids);
    checkOpacity(ctx, card, i);
  });
  set.families.forEach((family, i) => {
    if (ids.iconSet.has(family.symbol)) return;
    ctx.report(
      "set/unknown-symbol",
      "error",
      toPointer(["families", i, "symbol"]),
      `${label(readableWords(set).familyWord, family, i)} has the symbol '${family.symbol}', which is not one of the set's icons${fix(family.symbol, icons, pickFrom(icons, "icons"))}`,
    );
  });
  (set.backs ?? []).forEach((back, i) => {
    if (back.art !== undefined) {
      checkArt(ctx, back.art, toPointer(["backs", i, "art"]), label("back", back, i));
    }
  });
}
