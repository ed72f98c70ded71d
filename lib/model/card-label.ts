/**
 * How messages name a card: by its name as it reads now, so a message follows a rename and
 * never shows an id the person did not choose ("card “Drowned Lantern”" rather than "card
 * 'new-modifier-4'"); by its id when it has no name to show, else by its place in the list.
 */

const LONGEST = 60;

/** `card “Drowned Lantern”`, `card 'drowned-lantern'` or `card #3` (`index` is 0-based). */
export function cardLabel(name: unknown, id: unknown, index?: number): string {
  if (typeof name === "string") {
    // NOTE: names are user text; control characters and runs of blanks would garble a message.
    const shown = name
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (shown !== "") {
      const short = shown.length > LONGEST ? `${shown.slice(0, LONGEST - 1).trimEnd()}…` : shown;
      return `card “${short}”`;
    }
  }
  if (typeof id === "string" && id.length > 0 && id.length <= 64 && /^[\x20-\x7e]+$/.test(id)) {
    return `card '${id}'`;
  }
  return index === undefined ? "a card" : `card #${index + 1}`;
}
