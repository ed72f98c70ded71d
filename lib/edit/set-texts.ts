/**
 * Edits of the set's own texts per language (lib/model's `setText`): its name and description
 * in another language, the words printed on print sheets in any language, and a family's name
 * in another language. An emptied text falls back to the main language's and is removed, and so
 * is a translation left empty, so the set file holds only what was typed.
 */
import type { Family, PrintWords, SetTranslation, VellumSet } from "../model";

/** The set with its name or description in `language` (not the main one) set to `value`. */
export function setSetTranslation(
  set: VellumSet,
  language: string,
  key: "name" | "description",
  value: string,
): VellumSet {
  return withTranslation(set, language, (own) => {
    const next = { ...own };
    if (value.trim() === "") delete next[key];
    else next[key] = value;
    return next;
  });
}

/**
 * The set with one printed word in `language` set to `value`: the main language's in
 * `printWords`, another's in `translations[language].printWords`.
 */
export function setPrintWord(
  set: VellumSet,
  language: string,
  key: keyof PrintWords,
  value: string,
): VellumSet {
  const changed = (words: Partial<PrintWords> | undefined): Partial<PrintWords> | undefined => {
    const next = { ...(words ?? {}) };
    if (value.trim() === "") delete next[key];
    else next[key] = value;
    return Object.keys(next).length === 0 ? undefined : next;
  };
  if (language === set.language) {
    const printWords = changed(set.printWords);
    const next: VellumSet = { ...set };
    if (printWords) next.printWords = printWords;
    else delete next.printWords;
    return next;
  }
  return withTranslation(set, language, (own) => {
    const printWords = changed(own.printWords);
    const next = { ...own };
    if (printWords) next.printWords = printWords;
    else delete next.printWords;
    return next;
  });
}

/** The set with family `familyId`'s name in `language` (not the main one) set to `value`. */
export function setFamilyName(
  set: VellumSet,
  familyId: string,
  language: string,
  value: string,
): VellumSet {
  const families = set.families.map((family): Family => {
    if (family.id !== familyId) return family;
    const translations = { ...(family.translations ?? {}) };
    const own = { ...(translations[language] ?? {}) };
    if (value.trim() === "") delete own.name;
    else own.name = value;
    if (Object.keys(own).length === 0) delete translations[language];
    else translations[language] = own;
    const next: Family = { ...family, translations };
    if (Object.keys(translations).length === 0) delete next.translations;
    return next;
  });
  return { ...set, families };
}

function withTranslation(
  set: VellumSet,
  language: string,
  change: (own: SetTranslation) => SetTranslation,
): VellumSet {
  const translations = { ...(set.translations ?? {}) };
  const own = change(translations[language] ?? {});
  if (Object.keys(own).length === 0) delete translations[language];
  else translations[language] = own;
  const next: VellumSet = { ...set, translations };
  if (Object.keys(translations).length === 0) delete next.translations;
  return next;
}
