/**
 * The new-game form's model: the seats (a person or a bot, a name, a family), the seed, the
 * rules options with this game's overrides and the table's settings, turned into the engine's
 * `GameSetup`. Pure; the engine decides whether the setup is allowed (and says why not).
 */
import type { GameSetup, ResponseWindows } from "@/lib/engine";
import type { RulesOptions, VellumSet } from "@/lib/model";
import type { SeatKind } from "@/lib/table";

/** One seat of the form. */
export interface SeatForm {
  name: string;
  kind: SeatKind;
  /** A family id, or "" for the fifth family built from removed characters (R3.2). */
  family: string;
  /** A character id this seat removes with 4 players, or "" for the seed's choice. */
  removes: string;
}

/** The whole form. */
export interface GameForm {
  seats: SeatForm[];
  seed: string;
  /** Milliseconds before a bot acts (0: instant). */
  botDelay: number;
  responseWindows: ResponseWindows;
  /**
   * Whether the person chose the response windows; until then they follow the seats: "holders"
   * (faster) with one person, "everyone" with two or more (being asked reveals nothing to the
   * others at the device).
   */
  windowsChosen: boolean;
  /** This game's rules options (starting as the set's). */
  rules: RulesOptions;
}

/**
 * Whether any seat is played by a bot: only then does the bots' pace mean anything, so the form
 * and the table show its control only then.
 */
export function hasBots(kinds: readonly SeatKind[]): boolean {
  return kinds.some((kind) => kind !== "person");
}

/** The word for the fifth family's choice. */
export const FIFTH_FAMILY = "";

/** A fresh random seed (the caller passes the randomness: `Math.random()` in the page). */
export function newSeed(random: number): string {
  return String(Math.floor(random * 1_000_000_000));
}

function defaultSeat(set: VellumSet, seat: number, count: number): SeatForm {
  const family =
    set.families[seat]?.id ?? (count === 5 ? FIFTH_FAMILY : (set.families[0]?.id ?? ""));
  return seat === 0
    ? { name: "Player 1", kind: "person", family, removes: "" }
    : { name: `Bot ${seat + 1}`, kind: "greedy", family, removes: "" };
}

/** The form a set starts with: one person and two bots (as many seats as the set allows). */
export function initialForm(set: VellumSet, seed: string): GameForm {
  const count = Math.max(set.rules.minPlayers, Math.min(3, set.rules.maxPlayers));
  return {
    seats: Array.from({ length: count }, (_, i) => defaultSeat(set, i, count)),
    seed,
    botDelay: 400,
    responseWindows: "holders",
    windowsChosen: false,
    rules: { ...set.rules },
  };
}

/** The response windows that suit `seats` (see `GameForm.windowsChosen`). */
export function suitedWindows(seats: readonly SeatForm[]): ResponseWindows {
  return seats.filter((s) => s.kind === "person").length >= 2 ? "everyone" : "holders";
}

/** The form with `seats`; response windows the person did not choose follow them. */
function withSeats(form: GameForm, seats: SeatForm[]): GameForm {
  return form.windowsChosen
    ? { ...form, seats }
    : { ...form, seats, responseWindows: suitedWindows(seats) };
}

/** The form with seat `index` changed. */
export function withSeat(form: GameForm, index: number, seat: SeatForm): GameForm {
  return withSeats(
    form,
    form.seats.map((s, i) => (i === index ? seat : s)),
  );
}

/** The form with `count` seats: kept seats stay as they were, new ones are bots. */
export function withSeatCount(form: GameForm, set: VellumSet, count: number): GameForm {
  const seats = Array.from(
    { length: count },
    (_, i) => form.seats[i] ?? defaultSeat(set, i, count),
  );
  // The fifth family exists only at five seats.
  const fixed = seats.map((s, i) =>
    s.family === FIFTH_FAMILY && count !== 5
      ? { ...s, family: defaultSeat(set, i, count).family }
      : s,
  );
  return withSeats(form, fixed);
}

/** The seat counts the set's rules allow. */
export function seatCounts(set: VellumSet): number[] {
  const out: number[] = [];
  for (let n = set.rules.minPlayers; n <= set.rules.maxPlayers; n++) out.push(n);
  return out;
}

/** Whether the seats remove characters at this count (R3.2: four players, or a fifth family). */
export function removesCharacters(form: GameForm): boolean {
  const n = form.seats.length;
  return n === 4 || (n === 5 && form.seats.some((s) => s.family === FIFTH_FAMILY));
}

/** The engine's setup for the form: the rules that differ from the set's are the overrides. */
export function setupOf(form: GameForm, set: VellumSet): GameSetup {
  const options: Partial<RulesOptions> = {};
  for (const key of Object.keys(form.rules) as (keyof RulesOptions)[]) {
    if (form.rules[key] !== set.rules[key])
      (options as Record<string, unknown>)[key] = form.rules[key];
  }
  const setup: GameSetup = {
    players: form.seats.map((s) => ({
      name: s.name.trim() || "Player",
      family: s.family === FIFTH_FAMILY ? null : s.family,
      bot: s.kind !== "person",
    })),
    responseWindows: form.responseWindows,
  };
  if (Object.keys(options).length > 0) setup.options = options;
  if (removesCharacters(form) && form.seats.some((s) => s.removes !== "")) {
    setup.removals = form.seats.map((s) => (s.removes === "" ? null : [s.removes]));
  }
  return setup;
}

/** What is wrong with the form before the engine is asked (names), or null. */
export function formProblem(form: GameForm): string | null {
  const blank = form.seats.findIndex((s) => s.name.trim() === "");
  if (blank >= 0) return `seat ${blank + 1} needs a name`;
  const names = form.seats.map((s) => s.name.trim().toLowerCase());
  const twice = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (twice >= 0)
    return `two seats are called '${form.seats[twice]!.name.trim()}'; give each its own name`;
  return null;
}
