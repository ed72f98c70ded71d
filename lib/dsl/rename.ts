/**
 * Renaming a story icon's or a family's id across a whole set: the icon or family itself, every
 * card slot, family symbol and character that names it, `{icon}` tokens of printed texts, and
 * every effect. Effects are rewritten through the effect language's own lexer and parser, so
 * only the words that stand for that icon (or family) change: the same letters inside a comment,
 * a longer word (`raven-born`) or a keyword are left alone.
 */
import type { Card, CardText, Result, VellumSet } from "../model";
import { err, isSlug, ok } from "../model";
import { resolveIcon } from "./context";
import { lex } from "./lexer";
import type { Token } from "./lexer";
import { parseLine } from "./parse-line";

/** What a renamed id names. */
export type RenamedKind = "icon" | "family";

/**
 * `source` with every word that the effect language reads as the `kind` named `from` replaced by
 * `to`. Words the parser does not reach (a line with an error) are renamed when they spell
 * `from` exactly, as the editor colours them. Comments are never touched.
 */
export function renameInEffect(
  source: string,
  kind: RenamedKind,
  from: string,
  to: string,
): string {
  const target = from.toLowerCase();
  const hits: Token[] = [];
  for (const line of lex(source)) {
    const good = line.tokens.filter((t) => t.kind !== "bad");
    const roles = good.length > 0 ? parseLine(good, 0).cursor.roles : undefined;
    for (const token of good) {
      if (token.kind !== "word") continue;
      // An icon in the plural (`ravens`) is renamed where it is read as the icon, to the new id.
      const plural =
        kind === "icon" && token.lower !== target && resolveIcon(token.lower, [target]) === target;
      if (token.lower !== target && !plural) continue;
      const role = roles?.get(token);
      if (plural ? role?.kind === "icon" : role === undefined || role.kind === kind) {
        hits.push(token);
      }
    }
  }
  let out = source;
  for (const token of hits.reverse()) {
    out = out.slice(0, token.start) + to + out.slice(token.end);
  }
  return out;
}

const TOKEN = /\{([^{}\s]{1,64})\}/g;

/** `text` with its inline `{from}` icon tokens (printed texts, RULES.md R1.5) made `{to}`. */
export function renameIconTokens(text: string, from: string, to: string): string {
  return text.replace(TOKEN, (whole, id: string) => (id === from ? `{${to}}` : whole));
}

/** Why `to` cannot be the new id of the `kind` now called `from`, or undefined. */
export function renameProblem(
  set: VellumSet,
  kind: RenamedKind,
  from: string,
  to: string,
): string | undefined {
  const list: readonly { id: string }[] = kind === "icon" ? set.icons : set.families;
  if (!list.some((x) => x.id === from)) return `there is no ${kind} '${from}'`;
  if (to === "") return "an id is needed";
  if (!isSlug(to)) {
    return "an id has lower-case letters, digits and single hyphens only, e.g. sea-glass";
  }
  if (kind === "icon" && to === "blank") return "'blank' is reserved for opaque slots";
  if (to !== from && list.some((x) => x.id === to)) {
    return `another ${kind} already has the id '${to}'`;
  }
  return undefined;
}

function renameCardTexts(card: Card, from: string, to: string): Card {
  let next = card;
  const edit = <K extends keyof Card>(key: K, value: Card[K]) => {
    if (value !== next[key]) next = { ...next, [key]: value };
  };
  if (card.text !== undefined) edit("text", renameIconTokens(card.text, from, to));
  if (card.translations) {
    let changed = false;
    const translations: Record<string, CardText> = {};
    for (const [language, tr] of Object.entries(card.translations)) {
      const text = tr.text === undefined ? undefined : renameIconTokens(tr.text, from, to);
      if (text !== tr.text) {
        changed = true;
        translations[language] = { ...tr, text };
      } else translations[language] = tr;
    }
    if (changed) edit("translations", translations);
  }
  return next;
}

function renameInCard(card: Card, kind: RenamedKind, from: string, to: string): Card {
  let next = card;
  if (card.effect !== undefined) {
    const effect = renameInEffect(card.effect, kind, from, to);
    if (effect !== card.effect) next = { ...next, effect };
  }
  if (kind === "family") {
    if (card.family === from) next = { ...next, family: to };
    return next;
  }
  if (card.icons?.includes(from)) {
    const icons = card.icons.map((slot) => (slot === from ? to : slot)) as Card["icons"];
    next = { ...next, icons };
  }
  return renameCardTexts(next, from, to);
}

/**
 * The set with the icon or family `from` renamed `to` everywhere it is used (see the file
 * comment). Cards the rename does not touch keep their identity. Refuses, with the reason, an
 * id that is not a slug, is taken or is reserved.
 */
export function renameInSet(
  set: VellumSet,
  kind: RenamedKind,
  from: string,
  to: string,
): Result<VellumSet, string> {
  const problem = renameProblem(set, kind, from, to);
  if (problem !== undefined) return err(problem);
  if (from === to) return ok(set);
  const cards = set.cards.map((card) => renameInCard(card, kind, from, to));
  if (kind === "family") {
    const families = set.families.map((f) => (f.id === from ? { ...f, id: to } : f));
    return ok({ ...set, families, cards });
  }
  const icons = set.icons.map((icon) => (icon.id === from ? { ...icon, id: to } : icon));
  const families = set.families.map((f) => (f.symbol === from ? { ...f, symbol: to } : f));
  return ok({ ...set, icons, families, cards });
}

/** How many cards (and family symbols, for an icon) use the icon or family `id`. */
export function usesOf(
  set: VellumSet,
  kind: RenamedKind,
  id: string,
): { cards: Card[]; families: string[] } {
  const probe = `${id}-renamed-probe`;
  const cards = set.cards.filter((card) => renameInCard(card, kind, id, probe) !== card);
  const families =
    kind === "icon" ? set.families.filter((f) => f.symbol === id).map((f) => f.name) : [];
  return { cards, families };
}
