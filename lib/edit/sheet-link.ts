/**
 * A set's linked sheet (`VellumSet.sheet`): linking a file or a URL, unlinking, and keeping the
 * mapping of its headers. The link is part of the set file, so the CLI's `vellum sheet` and every
 * browser read the same one.
 */
import type { SheetLink, VellumSet } from "../model";

/**
 * The set linked to `link` (undefined: unlinked). Linking another file or URL starts a new
 * mapping, since headers mapped for one sheet say nothing of another's.
 */
export function setSheetLink(set: VellumSet, link: SheetLink | undefined): VellumSet {
  const next: VellumSet = { ...set };
  if (link === undefined) {
    delete next.sheet;
    return next;
  }
  const same =
    set.sheet !== undefined && set.sheet.file === link.file && set.sheet.url === link.url;
  const mapping = link.mapping ?? (same ? set.sheet?.mapping : undefined);
  const sheet: SheetLink = {};
  if (link.file !== undefined) sheet.file = link.file;
  if (link.url !== undefined) sheet.url = link.url;
  if (link.worksheet !== undefined) sheet.worksheet = link.worksheet;
  if (mapping !== undefined && Object.keys(mapping).length > 0) sheet.mapping = { ...mapping };
  next.sheet = sheet;
  return next;
}

/** The set with its linked sheet's header `mapping` merged in (a header mapped again replaces). */
export function setSheetMapping(
  set: VellumSet,
  mapping: Readonly<Record<string, string | null>>,
): VellumSet {
  if (!set.sheet) return set;
  const merged = { ...(set.sheet.mapping ?? {}), ...mapping };
  return { ...set, sheet: { ...set.sheet, mapping: merged } };
}
