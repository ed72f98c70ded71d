/**
 * Word search over the open icon set (minisearch): an icon is found by the words of its name
 * ("big-wave" → big, wave), by the package's aliases of it, and, ranked lower, by the synonyms of
 * those words (synonyms.ts). Each query word must match (a prefix counts: "skul" finds skull;
 * so does a near miss: "skelton" finds skeleton), whole words only ("key" never finds donkey).
 * Pure: built once from the catalog's names and reused for every search.
 */
import MiniSearch from "minisearch";
import { synonymsOf } from "./synonyms";

/** An icon as the index knows it. */
export interface SearchableIcon {
  /** Its name in the set, e.g. big-wave. */
  name: string;
  /** Other names the package gives it (its aliases), e.g. eskimo for person-in-blizzard. */
  aliases?: readonly string[];
}

interface IndexedIcon {
  id: string;
  words: string;
  aliases: string;
  related: string;
}

/** A built index: `search(query)` gives icon names, best first. */
export interface IconIndex {
  search(query: string): string[];
}

/** The words of an icon name or a query: lower case, split at spaces, dashes and underscores. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "");
}

/** Edit distance allowed for a query word: none for short words, where a typo is another word. */
function typoAllowance(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 7 ? 1 : 2;
}

/** Builds the index of `icons` (in the order given: ties keep it). */
export function buildIconIndex(icons: readonly SearchableIcon[]): IconIndex {
  const order = new Map(icons.map((icon, i) => [icon.name, i]));
  const search = new MiniSearch<IndexedIcon>({
    fields: ["words", "aliases", "related"],
    storeFields: [],
    tokenize: wordsOf,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {
      combineWith: "AND",
      prefix: true,
      boost: { words: 3, aliases: 2, related: 1 },
      // A word begun ("skul") is surer than a near miss ("soul"): prefix matches weigh more.
      weights: { prefix: 0.8, fuzzy: 0.25 },
    },
  });
  search.addAll(
    icons.map((icon) => {
      const words = wordsOf(icon.name);
      const aliasWords = (icon.aliases ?? []).flatMap(wordsOf);
      const own = new Set([...words, ...aliasWords]);
      const related = [...new Set([...own].flatMap(synonymsOf))].filter((w) => !own.has(w));
      return {
        id: icon.name,
        words: words.join(" "),
        aliases: aliasWords.join(" "),
        related: related.join(" "),
      };
    }),
  );
  return {
    search(query) {
      const words = wordsOf(query);
      if (words.length === 0) return icons.map((icon) => icon.name);
      // A word some icon's words begin with is meant as typed ("boat" is not a typo of goat);
      // only a word that begins none is read as a typo of a near one ("skelton").
      const typed = new Set(
        words.filter((w) => search.search(w, { prefix: true, fuzzy: false }).length > 0),
      );
      return search
        .search(query, { fuzzy: (term) => (typed.has(term) ? false : typoAllowance(term)) })
        .sort(
          (a, b) =>
            b.score - a.score || (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0),
        )
        .map((r) => String(r.id));
    },
  };
}
