/**
 * A set's languages as people read them: its main language first, then the others it carries
 * translations for, each named in English with its tag ("Italian (it)").
 * NOTE: names come from the runtime's Intl data (Node and browsers ship the full set).
 */

/** A language's English name ("German (Austria)"), or undefined when the tag is unknown. */
export function languageName(tag: string): string | undefined {
  try {
    return new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(tag);
  } catch {
    return undefined;
  }
}

/** A language by name and tag, "Italian (it)"; the bare tag when it has no known name. */
export function languageLabel(tag: string): string {
  const name = languageName(tag);
  return name ? `${name} (${tag})` : tag;
}

/** The tags of a set's texts: its main language, then each other one, once. */
export function setLanguageTags(set: {
  language: string;
  languages?: readonly string[] | undefined;
}): string[] {
  return [...new Set([set.language, ...(set.languages ?? [])])];
}
