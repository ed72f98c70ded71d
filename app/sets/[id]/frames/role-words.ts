/**
 * How the frame editor names a region's role, and the order it offers the roles in (the
 * model's). Words of the editor only: the region edits are lib/edit's.
 */
import type { RegionRole } from "@/lib/model";
import { capitalised, REGION_ROLES } from "@/lib/model";

/** How each role reads in the editor. */
export const ROLE_WORDS: Readonly<Record<RegionRole, string>> = {
  name: "Name",
  points: "Point slot",
  icon: "Story-icon slot",
  text: "Text plate",
  portrait: "Portrait",
  family: "Family symbol",
  persistent: "Persistent icon",
  reminder: "Reminder",
  art: "Art",
  decoration: "Decoration",
  "category-icon": "Effect-category icons",
  emblem: "Emblem",
};

/** How `role` reads in the editor of a set whose word for "family" is `familyWord` ("Party symbol"). */
export function roleWord(role: RegionRole, familyWord = "family"): string {
  return role === "family" ? `${capitalised(familyWord)} symbol` : ROLE_WORDS[role];
}

/**
 * Roles whose marks never hide what lies below (lib/layers gives them no cover), so their
 * region's opacity does not apply.
 */
export const MARK_ROLES: ReadonlySet<RegionRole> = new Set(["category-icon", "emblem"]);

/** The roles in the order the editor offers them. */
export const ROLES: readonly RegionRole[] = REGION_ROLES;
