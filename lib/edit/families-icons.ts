/**
 * Pure edits of a set's families and story icons: add, change, remove (refused, with the
 * reason, while cards use them), icons from the open icon set with their credit added to the
 * set's credits, and uploaded SVG icons checked and cleaned as the renderer and the store do.
 */
import { usesOf } from "../dsl";
import type { Card, Credit, Family, Result, StoryIcon, VellumSet } from "../model";
import { err, ok, uniqueId } from "../model";
import { NS, sanitizeSvg } from "../render";
import { MAX_ICON_SVG, unsafeSvgReason } from "../schema";

/** The characters of a family, in card order. */
export function charactersOf(set: VellumSet, familyId: string): Card[] {
  return set.cards.filter((c) => c.type === "character" && c.family === familyId);
}

/** The set with a new family called `name` (its symbol the first icon); refused without icons. */
export function addFamily(
  set: VellumSet,
  name: string,
): Result<{ set: VellumSet; id: string }, string> {
  const symbol = set.icons[0]?.id;
  if (symbol === undefined) return err("add a story icon first: a family needs one as its symbol");
  const id = uniqueId(
    name,
    set.families.map((f) => f.id),
    "family",
  );
  return ok({ set: { ...set, families: [...set.families, { id, name, symbol }] }, id });
}

/** The set with the family `id` changed (an `undefined` value removes an optional field). */
export function patchFamily(set: VellumSet, id: string, patch: Partial<Family>): VellumSet {
  return {
    ...set,
    families: set.families.map((f) => {
      if (f.id !== id) return f;
      const next: Record<string, unknown> = { ...f, ...patch };
      for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
      return next as unknown as Family;
    }),
  };
}

function listNames(cards: readonly { name: string }[]): string {
  const names = cards.slice(0, 4).map((c) => c.name);
  const more = cards.length > 4 ? ` and ${cards.length - 4} more` : "";
  return `${names.join(", ")}${more}`;
}

/** The set without the family `id`, or a refusal naming the characters and effects using it. */
export function removeFamily(set: VellumSet, id: string): Result<VellumSet, string> {
  const { cards } = usesOf(set, "family", id);
  if (cards.length > 0) {
    return err(
      `${listNames(cards)} ${cards.length === 1 ? "uses" : "use"} this family — move ${cards.length === 1 ? "it" : "them"} to another family or delete ${cards.length === 1 ? "it" : "them"} first`,
    );
  }
  return ok({ ...set, families: set.families.filter((f) => f.id !== id) });
}

/** The set without the icon `id`, or a refusal naming the cards and families using it. */
export function removeIcon(set: VellumSet, id: string): Result<VellumSet, string> {
  const { cards, families } = usesOf(set, "icon", id);
  const users = [...families, ...cards.map((c) => c.name)];
  if (users.length > 0) {
    return err(
      `${listNames(users.map((name) => ({ name })))} ${users.length === 1 ? "uses" : "use"} this icon — take it off them first`,
    );
  }
  return ok({ ...set, icons: set.icons.filter((i) => i.id !== id) });
}

/** The set with the icon `id`'s name (or credit, or translations) changed. */
export function patchIcon(
  set: VellumSet,
  id: string,
  patch: Partial<Omit<StoryIcon, "id">>,
): VellumSet {
  return { ...set, icons: set.icons.map((i) => (i.id === id ? { ...i, ...patch } : i)) };
}

/** The set with a new icon; returns the id it got (from its name, unique). */
export function addIcon(
  set: VellumSet,
  icon: Omit<StoryIcon, "id">,
  idFrom: string = icon.name,
): { set: VellumSet; id: string } {
  const taken = [...set.icons.map((i) => i.id), "blank"];
  const id = uniqueId(idFrom, taken, "icon");
  return { set: { ...set, icons: [...set.icons, { id, ...icon }] }, id };
}

/** An icon of the open icon set as the API gives it. */
export interface OpenIcon {
  name: string;
  title: string;
  author: string;
  licence: string;
  svg: string;
  credit: string;
}

const GAME_ICONS_URL = "https://game-icons.net/";
const MAX_WHAT = 200;

/**
 * `credits` with the open icon set's author credited for `title`: the author's game-icons.net
 * line (as the sample set writes it) names the icon, or a new line is added (its `what` starting
 * with `what`: "Story icon", "Effect-category icon", "Emblem") when there is none or it is full.
 */
export function creditOpenIcon(
  credits: readonly Credit[],
  icon: OpenIcon,
  what = "Story icon",
): Credit[] {
  const who = `${icon.author}, game-icons.net`;
  const out = credits.slice();
  const i = out.findIndex((c) => c.who === who && c.licence === icon.licence);
  const line = out[i];
  if (line && line.what.includes(icon.title)) return out;
  if (line && `${line.what}, ${icon.title}`.length <= MAX_WHAT) {
    out[i] = { ...line, what: `${line.what}, ${icon.title}` };
    return out;
  }
  out.push({ what: `${what} ${icon.title}`, who, licence: icon.licence, url: GAME_ICONS_URL });
  return out;
}

/** The set with an icon of the open icon set added and credited (in the icon and the credits). */
export function addOpenIcon(set: VellumSet, icon: OpenIcon): { set: VellumSet; id: string } {
  const added = addIcon(set, { name: icon.title, svg: icon.svg, credit: icon.credit }, icon.name);
  return {
    id: added.id,
    set: { ...added.set, credits: creditOpenIcon(set.credits ?? [], icon) },
  };
}

/** The set with several icons of the open icon set added and credited, in order, and their ids. */
export function addOpenIcons(
  set: VellumSet,
  icons: readonly OpenIcon[],
): { set: VellumSet; ids: string[] } {
  let out = set;
  const ids: string[] = [];
  for (const icon of icons) {
    const added = addOpenIcon(out, icon);
    out = added.set;
    ids.push(added.id);
  }
  return { set: out, ids };
}

/** An uploaded SVG made ready for a story icon, with what cleaning removed. */
export interface CleanedIcon {
  svg: string;
  removed: string[];
}

/**
 * An uploaded SVG file as a story icon: refused with the reason when it is not an SVG, is too
 * large, or has anything that runs script or reaches outside itself (the store's own check,
 * `unsafeSvgReason`); otherwise cleaned as the renderer draws icons (drawing elements only,
 * fills made `currentColor` so cards recolour it) and returned with what was removed.
 */
export function cleanUploadedIcon(text: string): Result<CleanedIcon, string> {
  const body = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/, "")
    .replace(/^\s*(<!--[\s\S]*?-->\s*)*/, "")
    .trim();
  if (!/^<svg[\s>]/.test(body))
    return err("this file is not an SVG drawing (it must start with <svg)");
  if (body.length > MAX_ICON_SVG)
    return err(`this SVG is too large for an icon (at most ${MAX_ICON_SVG / 1000} kB of text)`);
  const reason = unsafeSvgReason(body, "icon");
  if (reason !== undefined) {
    return err(
      `this SVG has ${reason}; icons must be self-contained drawings without scripts or links — remove it and upload again`,
    );
  }
  const clean = sanitizeSvg(body);
  const content = clean.content.split(NS).join("icon-");
  if (!/<(path|circle|ellipse|rect|line|polyline|polygon|use)\b/.test(content)) {
    return err("this SVG draws nothing an icon can show (no paths or shapes)");
  }
  const viewBox = clean.viewBox.join(" ");
  return ok({
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${content}</svg>`,
    removed: clean.removed,
  });
}
