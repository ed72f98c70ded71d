/**
 * The engine's state: plain JSON, never mutated once built (every array and object reachable
 * from a `GameState` is treated as immutable; `apply` copies only what changes, so consecutive
 * states share everything else). The seeded RNG lives in `rng`; the compiled card data lives in
 * `catalog`, built once by `createGame` and shared by every later state of the game.
 *
 * Card instances are numbers: `catalog.instances[i]` is the catalog index of instance `i`'s card.
 * Characters are numbers too: an index into `characters` (stable for the whole game).
 */
import type { EffectTiming } from "../layers";
import type { Card, CardType, Frame, RulesOptions } from "../model";
import type { EffectIR } from "../dsl";

/** A card instance id (unique per copy): an index into `catalog.instances`. */
export type InstanceId = number;

/** A character id: an index into `GameState.characters`. */
export type CharacterId = number;

/** What the engine knows about one card of the set, computed once in `createGame`. */
export interface CatalogCard {
  card: Card;
  /** The frame the card is printed on (lib/layers `frameFor`). */
  frame: Frame;
  /** The compiled effect, or `null` when the card has none. */
  ir: EffectIR | null;
  /** Timings of the card's effect parts for lib/layers (`StackEntry.effects`), in ability order. */
  timings: EffectTiming[];
  /** Card types a `response:` ability of this card cancels (R6.5). */
  cancels: CardType[];
  /** The card has an `on draw:` ability (R4.6). */
  onDraw: boolean;
  /** The card is played as soon as it is drawn (`on draw: play at once`, R4.6). */
  atOnce: boolean;
  /** A story's claim requirement (R6.7): icon ids, one per character; `null` for other cards. */
  requirement: string[] | null;
}

/**
 * The set data a game needs, as plain JSON. Shared by reference between every state of one game
 * and left out of `stateHash` (its `digest` stands for it).
 */
export interface Catalog {
  setId: string;
  setVersion: string;
  /** FNV-1a digest of the catalog's canonical JSON: two games with equal digests play alike. */
  digest: string;
  cards: readonly CatalogCard[];
  /** Instance id → index into `cards`. */
  instances: readonly number[];
  /** What the set's effects use at all (catalog.ts): a reading of what no card does is skipped. */
  uses: CatalogUses;
}

/**
 * Which kinds of effect some card of the set has, found once as the catalog is compiled, so
 * that a set using none of them pays nothing for their machinery (issue 23: "triggers must not
 * cost more than 10 % on a set that uses none"). Derived from `cards` alone (not in `digest`).
 */
export interface CatalogUses {
  /** A trigger ability (triggers.ts). */
  triggers: boolean;
  /** A `draw limit` operation. */
  drawLimit: boolean;
  /** A `plays per turn` operation. */
  playsPerTurn: boolean;
  /** A forbid by a filter (`no modifiers with a raven`). */
  filteredForbids: boolean;
  /** An identity effect (`cannot return to life`, `counts as a member of`). */
  identity: boolean;
  /** A `while held:` ability (R8.4). */
  whileHeld: boolean;
}

/** A free play (R5.5): usable for any play, or only for a card of `cardType`. */
export interface FreePlay {
  cardType: CardType | null;
}

/** One seat at the table. */
export interface SeatState {
  name: string;
  /** Family id; `null` for the fifth family built from removed characters (R3.2). */
  family: string | null;
  bot: boolean;
  /** Hand, in the order the cards arrived (secret: only `viewFor(seat)` shows it). */
  hand: readonly InstanceId[];
  /** The story this player holds (R8.3), or `null`. */
  held: InstanceId | null;
  /** Turns still to skip (R10 "skip your next turn"). */
  skipTurns: number;
  /** Draw steps still to skip (R10 "skip your next draw step"). */
  skipDraws: number;
  /** Free plays not yet used; usable in this player's own turn, lost at its end (R5.5). */
  freePlays: readonly FreePlay[];
}

/** A character in the game: its card and the cards played on it. */
export interface CharacterState {
  /** The seat controlling it. */
  owner: number;
  /** The stack, bottom first: the character card itself, then the cards in play order (R2.1). */
  stack: readonly InstanceId[];
  /** Killed by a `kill` effect (dead without an untimely death card, see README). */
  killed: boolean;
  /** Order of the latest death (1, 2, …), or 0 while it never died; ties option `last-to-die`. */
  diedAt: number;
}

/** Where the turn is (R4.1). */
export type TurnPhase = "play" | "draw" | "end";

/** The active turn. */
export interface TurnState {
  seat: number;
  /** 1 for the first turn of the game. */
  number: number;
  phase: TurnPhase;
  /** Regular plays used (R4.1: at most `rules.playsPerTurn`). */
  playsUsed: number;
  /** Plays of any kind made this turn, free ones included (R7.1 "first play"). */
  playsMade: number;
}

/** A card being played, from the play until it lands (R5.4, R6.5). */
export interface PlayRecord {
  card: InstanceId;
  cardType: CardType;
  /** Who played it. */
  player: number;
  /** The character it is played on (modifier, untimely death), else `null`. */
  target: CharacterId | null;
  /** Who resolves its effect: the target's controller, else the player (R6.1). */
  resolver: number;
  cancelled: boolean;
  /** Played as soon as drawn (R4.6) rather than from a hand. */
  atOnce: boolean;
}

/** In-progress state of one operation of an ability (plain JSON; README, "The interpreter"). */
export interface OpState {
  /** Players still to do a per-player step, the current one first. */
  players?: number[];
  /** The current player accepted the optional ("may") step. */
  decided?: boolean;
  /** The resolver accepted an optional step done once by them. */
  accepted?: boolean;
  /** The evaluated amount. */
  amount?: number;
  /** Cards still to choose in the current player's part. */
  left?: number;
  /** Characters chosen so far by this operation. */
  chars?: number[];
  /** A card chosen by this operation. */
  card?: number;
  /** The cards an operation looked at, top of the draw pile first (look-at-draw). */
  cards?: number[];
  /** Cards placed so far, in the order chosen (look-at-draw: the new top first). */
  picked?: number[];
  /** The passes collected before all of them move at once (pass-hand, pass-cards). */
  passes?: { from: number; cards: number[] }[];
  /** The answer to the last choice, consumed by the operation (yes/no: 1/0). */
  answer?: number;
}

/** The response window after a play (R6.5): who may still respond, in order. */
export interface WindowTask {
  kind: "window";
  card: InstanceId;
  /**
   * Who is still to answer, in order (every other player; `"holders"` windows skip those
   * holding no response); `null` until the window opens (computed then).
   */
  responders: number[] | null;
}

/** Lands a played card once its response window closed (R5.1, R5.3, R7.3). */
export interface ResolvePlayTask {
  kind: "resolve-play";
  play: PlayRecord;
}

/**
 * One ability of one card being interpreted: a continuation as plain JSON (no closures), so a
 * game can stop at a choice, be saved, and resume.
 */
export interface AbilityTask {
  kind: "ability";
  /** The card whose ability runs (`null` never happens today; kept for effects without a card). */
  card: InstanceId;
  /** Index into the card's `ir.abilities`. */
  ability: number;
  /** The player who resolves it: "you" (R6.1). */
  resolver: number;
  /** `this character`, or `null` (events, responses, stories). */
  self: CharacterId | null;
  /** `that character`: the one chosen most recently by this ability. */
  that: CharacterId | null;
  /** Position of the next step: indices into nested `steps` / `then` lists. */
  path: number[];
  /** The operation at `path` when it is half done (waiting for a choice). */
  op: OpState | null;
  /** For a response: the card it answers. */
  respondingTo: InstanceId | null;
}

/** Moves a resolved event (or response) from "resolving" to the discard pile (R5.3). */
export interface FinishEventTask {
  kind: "finish-event";
  card: InstanceId;
}

/** A card drawn with an `on draw:` ability, waiting to resolve (R4.6). */
export interface OnDrawTask {
  kind: "on-draw";
  card: InstanceId;
  player: number;
}

/** Plays a card drawn with `on draw: play at once` (R4.6), after its on-draw abilities. */
export interface PlayAtOnceTask {
  kind: "play-at-once";
  card: InstanceId;
  player: number;
}

/**
 * A trigger ability set off (triggers.ts), waiting its turn: when it comes, it runs if its card
 * still applies (on `self`'s stack, live, or the story still held by `resolver`).
 */
export interface TriggerTask {
  kind: "trigger";
  card: InstanceId;
  /** Index into the card's `ir.abilities`. */
  ability: number;
  /** The controller of `self`, or the story's holder (R6.1). */
  resolver: number;
  /** The character the card is on; `null` for a held story. */
  self: CharacterId | null;
  /**
   * What happened, for the log: the seat whose turn started or ended, the character a card was
   * played on or that died, the player who played the event or claimed the story.
   */
  about: number;
  /**
   * Set off by the death of `self` itself (`whenever this character dies`): it runs though its
   * character is dead, as long as its card is still on it.
   */
  dying?: true;
}

/** One item of the resolution agenda (a stack: the last task runs first). */
export type Task =
  | WindowTask
  | ResolvePlayTask
  | AbilityTask
  | FinishEventTask
  | OnDrawTask
  | PlayAtOnceTask
  | TriggerTask;

/** What a pending choice is about. */
export type PendingKind = "response" | "character" | "player" | "card" | "yes-no";

/** Where the cards of a card choice are. */
export type CardChoiceZone =
  | "own-hand"
  | "other-hand"
  | "stack"
  | "discard"
  /** The top cards of the draw pile the chooser looked at (secret to the chooser). */
  | "draw-pile"
  /** Face-up stories: in the centre or held by players. */
  | "story";

/** A decision the game waits for; only `player` may answer it. */
export interface Pending {
  kind: PendingKind;
  player: number;
  /** What the choice is, in a player's words. */
  prompt: string;
  /**
   * The valid answers: characters, seats or card instances (empty for a response; for a yes-no,
   * empty, or the one card the question is about, e.g. a looked-at card to discard).
   */
  options: number[];
  /** For card choices: where the cards are (other-hand options are secret to `player`). */
  zone?: CardChoiceZone;
  /** The card whose effect asks (or, for a response window, the card being played). */
  source: InstanceId | null;
  /**
   * Set when `source` is hidden from the table (a card drawn with an `on draw:` step asks while
   * it lies in a hand): only `secret.holder` sees `source` and `prompt`; the others see
   * `secret.asked` (the deciding player) or `secret.table` (everyone else), which name no card.
   */
  secret?: PendingSecret;
}

/** What others see of a choice whose source card is hidden (see `Pending.secret`). */
export interface PendingSecret {
  /** The seat whose hand holds the source card; `null` when no one may see it (draw pile). */
  holder: number | null;
  /** The deciding player's prompt without the card: "Ada resolves a card drawn: discard 1". */
  asked: string;
  /** Everyone else's prompt: "Ada resolves a card drawn". */
  table: string;
}

/**
 * Who is asked in a response window (R6.5): `everyone` (the default, for tables with people)
 * asks every other player in seat order, whether or not they hold a response, so being asked
 * reveals nothing; `holders` asks only those holding a response that applies (fast, for
 * simulations where no one reads the table). The same decisions give the same game either way.
 */
export type ResponseWindows = "everyone" | "holders";

/** Why and how the game ended (R9). */
export interface GameOver {
  reason: "family-dead" | "turn-limit" | "exhausted";
  /** Family value per seat (R9.2). */
  values: number[];
  /** Winning seats (R9.3). */
  winners: number[];
  /** The seat whose last living character died, for `family-dead`. */
  fallen: number | null;
}

/** The whole game at one moment (see the file comment). */
export interface GameState {
  catalog: Catalog;
  rules: RulesOptions;
  /** House rule for simulations: the game ends (scored) when this turn would start. */
  turnLimit: number | null;
  /** Who response windows ask (`GameSetup.responseWindows`). */
  responseWindows: ResponseWindows;
  seats: readonly SeatState[];
  characters: readonly CharacterState[];
  /** Draw pile; the top card is the last element (secret order). */
  drawPile: readonly InstanceId[];
  /** Discard pile, face up; the top card is the last element. */
  discard: readonly InstanceId[];
  /** Stories in the centre (R3.4). */
  centre: readonly InstanceId[];
  /** Cards out of the game: unchosen families, removed characters, reference cards, spare stories. */
  outOfGame: readonly InstanceId[];
  /** Cards between a hand and their destination: being played, resolving, or drawn at once. */
  resolving: readonly InstanceId[];
  turn: TurnState;
  /** The resolution agenda (last = next). */
  tasks: readonly Task[];
  /** Cards drawn with an `on draw:` ability, resolved in order once the agenda is empty (R4.6). */
  queue: readonly OnDrawTask[];
  pending: Pending | null;
  /** mulberry32 state (32-bit unsigned). */
  rng: number;
  /** Deaths so far (numbers `diedAt`). */
  deaths: number;
  /** Actions applied since `createGame`. */
  actions: number;
  /**
   * Trigger abilities set off since the last play began (a play action: a card played, a story
   * claimed, a hand discarded, the plays ended; the answers it asks count with it): the loop
   * bound, triggers.ts. Absent when none, so states of sets without triggers hash as before.
   */
  triggered?: number;
  over: GameOver | null;
}

/** A player at setup. */
export interface PlayerSetup {
  name: string;
  /** A family id of the set; `null` for the fifth player's family of removed characters (R3.2). */
  family: string | null;
  bot?: boolean;
}

/** How a game starts (R3). */
export interface GameSetup {
  /** In seat order; play passes to the left (higher seat, wrapping). */
  players: PlayerSetup[];
  /** Who plays first (R3.6), default seat 0. */
  firstSeat?: number;
  /** Overrides of the set's rules options. */
  options?: Partial<RulesOptions>;
  /**
   * With 4 players (or 5 on a set that needs the fifth family built): the character ids each seat
   * removes (R3.2), `rules.fourPlayerRemoval` of them. Absent (or absent for a seat): chosen by
   * the seed.
   */
  removals?: (string[] | null | undefined)[];
  /** End the game after this many turns, scored as R9.2 (simulation house rule). */
  turnLimit?: number;
  /** Who response windows ask; default `everyone` (see `ResponseWindows`). */
  responseWindows?: ResponseWindows;
}
