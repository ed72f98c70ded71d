/**
 * Where a problem of a set can be fixed: the page (and section, card and field) that owns what
 * its JSON pointer points at. One rule for every link to a problem: the pages that need a sound
 * set, and anything else that sends a person to a problem. Pure.
 */
import type { Diagnostic } from "@/lib/model";

/** A place in the app where a problem is fixed. */
export interface ProblemPlace {
  /** The link. */
  href: string;
  /** Where it leads, in words ("Card “Drowned Lantern”", "Settings: Families"). */
  where: string;
}

/** Settings sections by the set's top-level key they edit (settings.tsx's section ids). */
const SETTINGS_SECTION: Record<string, [id: string, title: string]> = {
  $schema: ["general", "General"],
  id: ["general", "General"],
  name: ["general", "General"],
  version: ["general", "General"],
  description: ["general", "General"],
  author: ["general", "General"],
  language: ["languages", "Languages"],
  languages: ["languages", "Languages"],
  rules: ["rules", "Rules options"],
  backs: ["backs", "Card backs"],
  families: ["families", "Families"],
  icons: ["icons", "Story icons"],
  credits: ["credits", "Credits"],
};

function unescape(part: string): string {
  return part.replaceAll("~1", "/").replaceAll("~0", "~");
}

function cardsOf(value: unknown): { id?: unknown; name?: unknown }[] {
  const cards = (value as { cards?: unknown } | null | undefined)?.cards;
  return Array.isArray(cards) ? (cards as { id?: unknown; name?: unknown }[]) : [];
}

/**
 * The place that owns `d` in the set `value` (the parsed document, which may have problems):
 * a card opens in the designer at its field, a set-level problem opens the settings section
 * that edits it (the set's words are in Rules → Words), frames and stacks their own pages.
 * Anything else goes to the designer, whose problems panel lists everything.
 */
export function problemPlace(setId: string, value: unknown, d: Diagnostic): ProblemPlace {
  const base = `/sets/${encodeURIComponent(setId)}`;
  const parts = (d.pointer ?? "").split("/").slice(1).map(unescape);
  const [top, index, ...rest] = parts;
  if (top === "cards" && index !== undefined) {
    const card = cardsOf(value)[Number(index)];
    if (card && typeof card.id === "string") {
      const name = typeof card.name === "string" && card.name.trim() !== "" ? card.name : card.id;
      const query = new URLSearchParams({ card: card.id });
      if (rest.length > 0) query.set("field", rest.join("/"));
      return { href: `${base}?${query.toString()}`, where: `Card “${name}”` };
    }
  }
  if (top === "frames") return { href: `${base}/frames`, where: "Frames" };
  if (top === "stacks") return { href: `${base}/stacks`, where: "Stack lab" };
  if (top === "rules" && index === "translations") {
    return { href: `${base}/settings#words`, where: "Settings: Words" };
  }
  const section = top === undefined ? undefined : SETTINGS_SECTION[top];
  if (section) return { href: `${base}/settings#${section[0]}`, where: `Settings: ${section[1]}` };
  return { href: base, where: "Designer" };
}
