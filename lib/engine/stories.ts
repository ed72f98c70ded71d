/**
 * Stories (R6.7, R8): the family requirement as a bipartite matching (required icons ↔
 * characters, one icon per character), and who may claim or take a story.
 */
import { factsOf } from "./analysis";
import { cardOf, nameOf } from "./catalog";
import { moveError } from "./errors";
import type { EngineError } from "./errors";
import type { GameState, InstanceId } from "./types";

/** The icons each character of a seat's family shows, living or dead. */
function familyIcons(state: GameState, seat: number): Record<string, number>[] {
  const out: Record<string, number>[] = [];
  state.characters.forEach((c, ch) => {
    if (c.owner === seat) out.push(factsOf(state, ch).analysis.icons);
  });
  return out;
}

/**
 * Size of a maximum matching of required icons to distinct characters showing them (Kuhn's
 * augmenting paths; requirements and families are tiny).
 */
function matching(family: readonly Record<string, number>[], icons: readonly string[]): number {
  const owner: number[] = family.map(() => -1);
  const augment = (i: number, seen: boolean[]): boolean => {
    const icon = icons[i]!;
    for (let ch = 0; ch < family.length; ch++) {
      if (seen[ch] || (family[ch]![icon] ?? 0) === 0) continue;
      seen[ch] = true;
      if (owner[ch] === -1 || augment(owner[ch]!, seen)) {
        owner[ch] = i;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let i = 0; i < icons.length; i++)
    if (
      augment(
        i,
        family.map(() => false),
      )
    )
      matched++;
  return matched;
}

/** How many characters of a family show at least one of `icons` (R8.2). */
function showing(family: readonly Record<string, number>[], icons: readonly string[]): number {
  return family.filter((shown) => icons.some((icon) => (shown[icon] ?? 0) > 0)).length;
}

/** The largest number of required icons distinct characters of the seat's family show (R6.7). */
export function matchedIcons(state: GameState, seat: number, icons: readonly string[]): number {
  return matching(familyIcons(state, seat), icons);
}

/** Whether a seat's family meets a story's requirement (R6.7). */
export function meetsRequirement(state: GameState, seat: number, story: InstanceId): boolean {
  const icons = cardOf(state.catalog, story).requirement ?? [];
  return matchedIcons(state, seat, icons) === icons.length;
}

/** How many of a seat's characters show at least one of the story's icons (R8.2). */
export function charactersShowing(state: GameState, seat: number, story: InstanceId): number {
  return showing(familyIcons(state, seat), cardOf(state.catalog, story).requirement ?? []);
}

/** Why `seat` may not claim or take `story` now, or `null` when it may (R8.1–R8.3). */
export function claimRefusal(
  state: GameState,
  seat: number,
  story: InstanceId,
): EngineError | null {
  const name = nameOf(state.catalog, story);
  if (!state.rules.stories) return moveError("no-stories", "this game is played without stories");
  const icons = cardOf(state.catalog, story).requirement ?? [];
  if (state.centre.includes(story)) {
    if (meetsRequirement(state, seat, story)) return null;
    return moveError(
      "requirement-not-met",
      `to claim '${name}' your family needs different characters showing ${icons.join(", ")}, one icon each`,
    );
  }
  const holder = state.seats.findIndex((s) => s.held === story);
  if (holder < 0) return moveError("no-such-story", `'${name}' is not in play`);
  if (holder === seat) return moveError("already-held", `you already hold '${name}'`);
  const mine = charactersShowing(state, seat, story);
  const theirs = charactersShowing(state, holder, story);
  if (mine >= 2 && mine > theirs) return null;
  return moveError(
    "cannot-take-story",
    `to take '${name}' you need at least 2 characters showing its icons and more than its holder (you have ${mine}, they have ${theirs})`,
  );
}

interface ClaimMemo {
  centre: readonly InstanceId[];
  seats: GameState["seats"];
  bySeat: (InstanceId[] | undefined)[];
}

const claimMemo = new WeakMap<GameState["characters"], ClaimMemo>();

/**
 * The stories `seat` may claim or take now (R8.1, R8.2): the same decisions as `claimRefusal`,
 * with each family's icons read once; memoised while the characters, the centre and the held
 * stories stay the same.
 */
export function claimableStories(state: GameState, seat: number): InstanceId[] {
  if (!state.rules.stories) return [];
  let memo = claimMemo.get(state.characters);
  if (
    !memo ||
    memo.centre !== state.centre ||
    (memo.seats !== state.seats && memo.seats.some((s, i) => s.held !== state.seats[i]?.held))
  ) {
    memo = { centre: state.centre, seats: state.seats, bySeat: [] };
    claimMemo.set(state.characters, memo);
  }
  let list = memo.bySeat[seat];
  if (!list) {
    list = computeClaimable(state, seat);
    memo.bySeat[seat] = list;
  }
  return list;
}

function computeClaimable(state: GameState, seat: number): InstanceId[] {
  const out: InstanceId[] = [];
  const families = new Map<number, Record<string, number>[]>();
  const iconsOf = (s: number) => {
    let f = families.get(s);
    if (!f) {
      f = familyIcons(state, s);
      families.set(s, f);
    }
    return f;
  };
  for (const story of state.centre) {
    const icons = cardOf(state.catalog, story).requirement ?? [];
    if (matching(iconsOf(seat), icons) === icons.length) out.push(story);
  }
  state.seats.forEach((s, holder) => {
    if (s.held === null || holder === seat) return;
    const icons = cardOf(state.catalog, s.held).requirement ?? [];
    const mine = showing(iconsOf(seat), icons);
    if (mine >= 2 && mine > showing(iconsOf(holder), icons)) out.push(s.held);
  });
  return out;
}
