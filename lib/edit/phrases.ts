/**
 * Edits of the set's house style (`phrases`: per language, its own ICU message for a rules-text
 * phrase id, lib/text). What a person types is kept as typed, problems and all (the set checks
 * say what is wrong and generation ignores it); an emptied override is removed, and so is a
 * language left with none, so the set file holds only what was typed.
 */
import type { VellumSet } from "../model";

/** The set with its override of phrase `id` in `language` set to `message` (empty: removed). */
export function setPhrase(
  set: VellumSet,
  language: string,
  id: string,
  message: string,
): VellumSet {
  const all = { ...(set.phrases ?? {}) };
  const own = { ...(Object.hasOwn(all, language) ? all[language] : {}) };
  if (message.trim() === "") delete own[id];
  else own[id] = message;
  if (Object.keys(own).length === 0) delete all[language];
  else all[language] = own;
  const next: VellumSet = { ...set };
  if (Object.keys(all).length === 0) delete next.phrases;
  else next.phrases = all;
  return next;
}
