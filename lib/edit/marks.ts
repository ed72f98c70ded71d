/**
 * The marks a set prints beside its cards' content: the icon of each effect category
 * (`rules.effectCategories[category].icon`, drawn by frames' `category-icon` regions) and a
 * frame's emblem (`frame.emblem`, drawn in its `emblem` regions). Pure. An icon of the open icon
 * set keeps its licence credit in the icon and adds its author to the set's credits, as story
 * icons do; an uploaded SVG goes through `cleanUploadedIcon` first (the page's job).
 */
import type {
  EffectCategoryIcon,
  EffectCategorySettings,
  Frame,
  FrameEmblem,
  PrintedEffectCategory,
  VellumSet,
} from "../model";
import type { OpenIcon } from "./families-icons";
import { creditOpenIcon } from "./families-icons";
import { withFrame } from "./frames";
import { addRegion } from "./regions";

/**
 * `set` with `icon` printed for `category` (or none, for `undefined`). The category's other
 * settings (its heading, whether the set has it, translations) are kept; a category left with no
 * setting at all is dropped, and so is an empty `effectCategories`.
 */
export function setCategoryIcon(
  set: VellumSet,
  category: PrintedEffectCategory,
  icon: EffectCategoryIcon | undefined,
): VellumSet {
  const all = { ...set.rules.effectCategories };
  const { icon: _old, ...rest }: EffectCategorySettings = all[category] ?? {};
  const next: EffectCategorySettings = icon === undefined ? rest : { ...rest, icon };
  if (Object.keys(next).length === 0) delete all[category];
  else all[category] = next;
  const { effectCategories: _was, ...rules } = set.rules;
  return {
    ...set,
    rules: Object.keys(all).length === 0 ? rules : { ...rules, effectCategories: all },
  };
}

/** `set` printing the open icon `icon` for `category`, its author added to the set's credits. */
export function setOpenCategoryIcon(
  set: VellumSet,
  category: PrintedEffectCategory,
  icon: OpenIcon,
): VellumSet {
  const next = setCategoryIcon(set, category, { svg: icon.svg, credit: icon.credit });
  return { ...next, credits: creditOpenIcon(set.credits ?? [], icon, "Effect-category icon") };
}

/**
 * `frame` with `emblem` (or without one, for `undefined`). A frame given an emblem but no
 * `emblem` region gets one (in the middle of the card, as a new region is: drag it into place),
 * and `region` is its index; without an emblem the regions are kept (a frame can be given
 * another emblem later).
 */
export function setFrameEmblem(
  frame: Frame,
  emblem: FrameEmblem | undefined,
): { frame: Frame; region?: number } {
  const { emblem: _old, ...rest } = frame;
  if (emblem === undefined) return { frame: rest };
  const withEmblem: Frame = { ...rest, emblem };
  if (frame.regions.some((r) => r.role === "emblem")) return { frame: withEmblem };
  const added = addRegion(withEmblem, "emblem");
  return { frame: added.frame, region: added.index };
}

/** `set` with `frame` given the open icon `icon` as its emblem, its author credited. */
export function setOpenFrameEmblem(
  set: VellumSet,
  frame: Frame,
  icon: OpenIcon,
): { set: VellumSet; frame: Frame; region?: number } {
  const next = setFrameEmblem(frame, { svg: icon.svg, credit: icon.credit });
  const withIt = withFrame(set, next.frame);
  return {
    ...next,
    set: { ...withIt, credits: creditOpenIcon(set.credits ?? [], icon, "Emblem") },
  };
}
