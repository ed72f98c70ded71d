/**
 * `createGame` (R3): families chosen, characters removed with 4 players (or gathered into a
 * fifth family with 5), the draw pile shuffled by the seed, stories in the centre, starting
 * hands dealt. Every card of the set gets an instance (one per copy) in exactly one zone.
 */
import type { Result, RulesOptions, VellumSet } from "../model";
import { DEFAULT_RULES, err, ok } from "../model";
import { buildCatalog, cardOf } from "./catalog";
import { setupError } from "./errors";
import type { EngineError } from "./errors";
import { seedState, shuffled } from "./rng";
import type { Catalog, CharacterState, GameSetup, GameState, InstanceId, SeatState } from "./types";

/** The rules of a game: defaults, then the set's options, then the setup's overrides. */
export function rulesFor(set: VellumSet, setup: GameSetup): RulesOptions {
  return { ...DEFAULT_RULES, ...set.rules, ...(setup.options ?? {}) };
}

function rulesRefusal(rules: RulesOptions, setup: GameSetup): EngineError | null {
  const n = setup.players.length;
  if (n < rules.minPlayers || n > rules.maxPlayers) {
    return setupError(
      "player-count",
      `this set plays with ${rules.minPlayers} to ${rules.maxPlayers} players, not ${n}`,
    );
  }
  if (!Number.isInteger(rules.playsPerTurn) || rules.playsPerTurn < 1) {
    return setupError("plays-per-turn", "plays per turn must be a whole number of at least 1");
  }
  if (!Number.isInteger(rules.handSize) || rules.handSize < 0) {
    return setupError("hand-size", "the draw limit must be a whole number of at least 0");
  }
  const windows = setup.responseWindows ?? "everyone";
  if (windows !== "everyone" && windows !== "holders") {
    return setupError(
      "response-windows",
      `response windows ask 'everyone' or 'holders', not '${String(windows)}'`,
    );
  }
  const first = setup.firstSeat ?? 0;
  if (!Number.isInteger(first) || first < 0 || first >= n) {
    return setupError("first-seat", `the first player must be a seat from 0 to ${n - 1}`);
  }
  return null;
}

/** Character instances of each family of the set, in set order. */
function charactersByFamily(catalog: Catalog): Map<string, InstanceId[]> {
  const out = new Map<string, InstanceId[]>();
  catalog.instances.forEach((index, instance) => {
    const card = catalog.cards[index]!.card;
    if (card.type !== "character" || card.family === undefined) return;
    const list = out.get(card.family) ?? [];
    list.push(instance);
    out.set(card.family, list);
  });
  return out;
}

interface Seating {
  families: InstanceId[][];
  rng: number;
}

/** Whose characters each seat plays (R3.1, R3.2), removals applied. */
function seatCharacters(
  set: VellumSet,
  setup: GameSetup,
  rules: RulesOptions,
  catalog: Catalog,
  rng: number,
): Result<Seating, EngineError> {
  const byFamily = charactersByFamily(catalog);
  const players = setup.players;
  // Refusals name a family the way the set does ("party").
  const word = rules.familyWord;
  const chosen = new Set<string>();
  for (const p of players) {
    if (p.family === null) continue;
    if (!set.families.some((f) => f.id === p.family)) {
      return err(setupError("unknown-family", `this set has no ${word} '${p.family}'`));
    }
    if (chosen.has(p.family)) {
      return err(setupError("family-taken", `two players chose the ${word} '${p.family}'`));
    }
    chosen.add(p.family);
  }
  const builtSeats = players.flatMap((p, seat) => (p.family === null ? [seat] : []));
  if (builtSeats.length > 1 || (builtSeats.length === 1 && players.length !== 5)) {
    return err(
      setupError(
        "no-family",
        `only the fifth player of a 5-player game may play the ${word} built from removed characters`,
      ),
    );
  }
  const removing = players.length === 4 || builtSeats.length === 1;
  const r = removing ? rules.fourPlayerRemoval : 0;
  const families: InstanceId[][] = [];
  const removed: InstanceId[] = [];
  let state = rng;
  for (let seat = 0; seat < players.length; seat++) {
    const family = players[seat]!.family;
    if (family === null) {
      families.push([]);
      continue;
    }
    let members = byFamily.get(family) ?? [];
    const wanted = setup.removals?.[seat];
    let out: InstanceId[];
    if (wanted) {
      out = [];
      for (const id of wanted) {
        const instance = members.find((i) => cardOf(catalog, i).card.id === id);
        if (instance === undefined || out.includes(instance)) {
          return err(
            setupError(
              "bad-removal",
              `'${id}' is not a character of the ${word} '${family}' to remove`,
            ),
          );
        }
        out.push(instance);
      }
      if (out.length !== r) {
        return err(
          setupError(
            "bad-removal",
            `each player removes ${r} character(s) in this game, not ${out.length}`,
          ),
        );
      }
    } else {
      const s = shuffled(state, members);
      state = s.rng;
      out = s.items.slice(0, r);
    }
    members = members.filter((i) => !out.includes(i));
    if (members.length === 0) {
      return err(
        setupError("empty-family", `the ${word} '${family}' has no character left to play`),
      );
    }
    families.push(members);
    removed.push(...out);
  }
  if (builtSeats.length === 1) {
    const unused = set.families
      .filter((f) => !chosen.has(f.id))
      .flatMap((f) => byFamily.get(f.id) ?? []);
    const built = [...removed, ...unused].sort((a, b) => a - b);
    if (built.length === 0) {
      return err(
        setupError("empty-family", `no removed characters are left to build the fifth ${word}`),
      );
    }
    families[builtSeats[0]!] = built;
  }
  return ok({ families, rng: state });
}

/**
 * Creates a game (R3): `seed` decides every shuffle (R3.5), so the same set, setup, seed and
 * actions always give the same game. Refuses setups the rules do not allow.
 */
export function createGame(
  set: VellumSet,
  setup: GameSetup,
  seed: string | number,
): Result<GameState, EngineError> {
  const rules = rulesFor(set, setup);
  const refusal = rulesRefusal(rules, setup);
  if (refusal) return err(refusal);
  const built = buildCatalog(set);
  if (!built.ok) return built;
  const catalog = built.value;
  const seating = seatCharacters(set, setup, rules, catalog, seedState(seed));
  if (!seating.ok) return seating;
  let rng = seating.value.rng;

  const inPlay = new Set<InstanceId>();
  const characters: CharacterState[] = [];
  seating.value.families.forEach((members, owner) => {
    for (const i of members) {
      inPlay.add(i);
      characters.push({ owner, stack: [i], killed: false, diedAt: 0 });
    }
  });
  const deck: InstanceId[] = [];
  const stories: InstanceId[] = [];
  const outOfGame: InstanceId[] = [];
  catalog.instances.forEach((_, instance) => {
    const type = cardOf(catalog, instance).card.type;
    if (type === "modifier" || type === "event" || type === "untimely-death") deck.push(instance);
    else if (type === "story" && rules.stories) stories.push(instance);
    else if (!inPlay.has(instance)) outOfGame.push(instance);
  });
  const shuffledDeck = shuffled(rng, deck);
  rng = shuffledDeck.rng;
  let pile = shuffledDeck.items;
  const shuffledStories = shuffled(rng, stories);
  rng = shuffledStories.rng;
  const centre = shuffledStories.items.slice(0, rules.storiesInCentre);
  outOfGame.push(...shuffledStories.items.slice(rules.storiesInCentre));

  // Starting hands (R3.3), dealt one card at a time from the first player. A card played as
  // soon as drawn is set aside and replaced, then shuffled back (README "Rules decisions").
  const n = setup.players.length;
  const first = setup.firstSeat ?? 0;
  const hands: InstanceId[][] = setup.players.map(() => []);
  const setAside: InstanceId[] = [];
  for (let round = 0; round < rules.handSize; round++) {
    for (let k = 0; k < n; k++) {
      const seat = (first + k) % n;
      for (;;) {
        const card = pile[pile.length - 1];
        if (card === undefined) break;
        pile = pile.slice(0, -1);
        if (!rules.beginner && cardOf(catalog, card).atOnce) {
          setAside.push(card);
          continue;
        }
        hands[seat]!.push(card);
        break;
      }
    }
  }
  if (setAside.length > 0) {
    const back = shuffled(rng, [...pile, ...setAside]);
    rng = back.rng;
    pile = back.items;
  }
  const seats: SeatState[] = setup.players.map((p, seat) => ({
    name: p.name,
    family: p.family,
    bot: p.bot === true,
    hand: hands[seat]!,
    held: null,
    skipTurns: 0,
    skipDraws: 0,
    freePlays: [],
  }));
  return ok({
    catalog,
    rules,
    turnLimit: setup.turnLimit ?? null,
    responseWindows: setup.responseWindows ?? "everyone",
    seats,
    characters,
    drawPile: pile,
    discard: [],
    centre,
    outOfGame,
    resolving: [],
    turn: { seat: first, number: 1, phase: "play", playsUsed: 0, playsMade: 0 },
    tasks: [],
    queue: [],
    pending: null,
    rng,
    deaths: 0,
    actions: 0,
    over: null,
  });
}
