/**
 * Stories (R6.7, R8): the family requirement as a bipartite matching (required icons ↔
 * characters, one icon per character), and who may claim or take a story.
 */
import { allFacts } from "./analysis";
import { cardOf, changesIdentity, nameOf } from "./catalog";
import { moveError } from "./errors";
import type { EngineError } from "./errors";
import { isMemberOf } from "./identity";
import { tableMemo } from "./table-memo";
import type { Catalog, GameState, InstanceId } from "./types";

/**
 * The icons each character of a seat's family shows, living or dead: its own characters, and
 * another's that counts as a member of its family (`this character counts as a member of …`).
 */
function familyIcons(state: GameState, seat: number): Record<string, number>[] {
  const family = state.seats[seat]?.family ?? null;
  const identity = state.catalog.uses.identity && identityOnTable(state);
  if (identity) return readFamilyIcons(state, seat, family, true);
  // Printed membership depends on the table alone: read once per table (legal actions ask for
  // every decision, and a table stays the same across many).
  const memo = tableMemo(state);
  const bySeat = (memo.familyIcons ??= []);
  const known = bySeat[seat];
  if (known !== undefined && known.family === family) return known.icons;
  const icons = readFamilyIcons(state, seat, family, false);
  bySeat[seat] = { family, icons };
  return icons;
}

/**
 * Whether some character of the table, living or dead, has a live ability that can change its
 * identity (`… counts as a member of …`): without one, membership is what the cards print
 * whatever the conditions read (identity.ts skips the other abilities). Read once per table.
 */
function identityOnTable(state: GameState): boolean {
  const memo = tableMemo(state);
  if (memo.identity !== null) return memo.identity;
  const all = allFacts(state);
  const { instances } = state.catalog;
  let found = false;
  for (let ch = 0; ch < state.characters.length && !found; ch++) {
    const stack = state.characters[ch]!.stack;
    for (const live of all[ch]!.lasting) {
      if (changesIdentity(state.catalog, instances[stack[live.index]!]!, live.ability)) {
        found = true;
        break;
      }
    }
  }
  memo.identity = found;
  return found;
}

function readFamilyIcons(
  state: GameState,
  seat: number,
  family: string | null,
  identity: boolean,
): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  const all = allFacts(state);
  const printed = printedFamilies(state.catalog);
  for (let ch = 0; ch < state.characters.length; ch++) {
    const c = state.characters[ch]!;
    // Without identity effects on the table, a member is one whose card prints the family.
    const member =
      c.owner === seat ||
      (family !== null &&
        (identity ? isMemberOf(state, ch, family) : printed[c.stack[0]!] === family));
    if (member) out.push(all[ch]!.analysis.icons);
  }
  return out;
}

const PRINTED_FAMILIES = new WeakMap<Catalog, readonly (string | undefined)[]>();

/**
 * Per instance, the family its card prints: one compact array read for every character of the
 * table, instead of each character's card (a set's card objects lie all over the heap).
 */
function printedFamilies(catalog: Catalog): readonly (string | undefined)[] {
  let families = PRINTED_FAMILIES.get(catalog);
  if (families === undefined) {
    families = catalog.instances.map((index) => catalog.cards[index]!.card.family);
    PRINTED_FAMILIES.set(catalog, families);
  }
  return families;
}

/**
 * Kuhn's augmenting path from required icon `i`: `owner[ch]` is the icon matched to character
 * `ch` (-1: none), `seen` the characters visited in this search.
 */
function augment(
  family: readonly Record<string, number>[],
  icons: readonly string[],
  i: number,
  owner: number[],
  seen: boolean[],
): boolean {
  const icon = icons[i]!;
  for (let ch = 0; ch < family.length; ch++) {
    if (seen[ch] || (family[ch]![icon] ?? 0) === 0) continue;
    seen[ch] = true;
    if (owner[ch] === -1 || augment(family, icons, owner[ch]!, owner, seen)) {
      owner[ch] = i;
      return true;
    }
  }
  return false;
}

/**
 * Size of a maximum matching of required icons to distinct characters showing them (Kuhn's
 * augmenting paths; requirements and families are tiny).
 */
function matching(family: readonly Record<string, number>[], icons: readonly string[]): number {
  if (icons.length === 0) return 0;
  const owner = new Array<number>(family.length).fill(-1);
  const seen = new Array<boolean>(family.length);
  let matched = 0;
  for (let i = 0; i < icons.length; i++) {
    seen.fill(false);
    if (augment(family, icons, i, owner, seen)) matched++;
  }
  return matched;
}

/** Whether each of `icons` is shown by some character (needed for a full matching). */
function everyShown(family: readonly Record<string, number>[], icons: readonly string[]): boolean {
  for (let i = 0; i < icons.length; i++) {
    let shown = false;
    for (let ch = 0; ch < family.length && !shown; ch++) shown = (family[ch]![icons[i]!] ?? 0) > 0;
    if (!shown) return false;
  }
  return true;
}

/** How many characters of a family show at least one of `icons` (R8.2). */
function showing(family: readonly Record<string, number>[], icons: readonly string[]): number {
  let n = 0;
  for (const shown of family) {
    for (const icon of icons) {
      if ((shown[icon] ?? 0) > 0) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** The largest number of required icons distinct characters of the seat's family show (R6.7). */
function matchedIcons(state: GameState, seat: number, icons: readonly string[]): number {
  return matching(familyIcons(state, seat), icons);
}

/** Whether a seat's family meets a story's requirement (R6.7). */
function meetsRequirement(state: GameState, seat: number, story: InstanceId): boolean {
  const icons = cardOf(state.catalog, story).requirement ?? [];
  return matchedIcons(state, seat, icons) === icons.length;
}

/** How many of a seat's characters show at least one of the story's icons (R8.2). */
function charactersShowing(state: GameState, seat: number, story: InstanceId): number {
  return showing(familyIcons(state, seat), cardOf(state.catalog, story).requirement ?? []);
}

/** The refusal of a claim naming a card that is no story in the centre or held by a player. */
export const NOT_A_STORY = "that card is not a story in the centre or held by a player";

/** Why `seat` may not claim or take `story` now, or `null` when it may (R8.1–R8.3). */
export function claimRefusal(
  state: GameState,
  seat: number,
  story: InstanceId,
): EngineError | null {
  if (!state.rules.stories) return moveError("no-stories", "this game is played without stories");
  const holder = state.seats.findIndex((s) => s.held === story);
  // Named only once it is a face-up story: another card may be hidden (a hand, the draw pile).
  if (holder < 0 && !state.centre.includes(story)) return moveError("no-such-story", NOT_A_STORY);
  const name = nameOf(state.catalog, story);
  const icons = cardOf(state.catalog, story).requirement ?? [];
  if (holder < 0) {
    if (meetsRequirement(state, seat, story)) return null;
    return moveError(
      "requirement-not-met",
      `to claim '${name}' your ${state.rules.familyWord} needs different characters showing ${icons.join(", ")}, one icon each`,
    );
  }
  if (holder === seat) return moveError("already-held", `you already hold '${name}'`);
  const mine = charactersShowing(state, seat, story);
  const theirs = charactersShowing(state, holder, story);
  if (mine >= 2 && mine > theirs) return null;
  return moveError(
    "cannot-take-story",
    `to take '${name}' you need at least 2 characters showing its icons and more than its holder (you have ${mine}, they have ${theirs})`,
  );
}

/**
 * The stories `seat` may claim or take now (R8.1, R8.2): the same decisions as `claimRefusal`,
 * with each family's icons read once.
 */
export function claimableStories(state: GameState, seat: number): InstanceId[] {
  const out: InstanceId[] = [];
  if (!state.rules.stories) return out;
  let mine: Record<string, number>[] | null = null;
  for (const story of state.centre) {
    const icons = cardOf(state.catalog, story).requirement ?? [];
    mine ??= familyIcons(state, seat);
    if (everyShown(mine, icons) && matching(mine, icons) === icons.length) out.push(story);
  }
  for (let holder = 0; holder < state.seats.length; holder++) {
    const held = state.seats[holder]!.held;
    if (held === null || holder === seat) continue;
    const icons = cardOf(state.catalog, held).requirement ?? [];
    mine ??= familyIcons(state, seat);
    const n = showing(mine, icons);
    if (n >= 2 && n > showing(familyIcons(state, holder), icons)) out.push(held);
  }
  return out;
}
