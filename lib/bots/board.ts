/**
 * The greedy bot's picture of the table, read from a `PlayerView` (self-worth, death and forbids
 * as lib/layers and the engine report them), hypothetical changes to it (a card added, moved or
 * removed: re-read through lib/layers), and the utility it maximises.
 *
 * Utility, from one seat's side (higher is better for that seat): its expected family value
 * (dead self-worth + story points + half the self-worth of its living characters, which are
 * likely to die or be pushed further) counts against it; the opponents' expected values count
 * for it, half by their mean and half by the best (lowest) of them, so the leader is watched.
 * A table where some family is all dead is a finished game: a win or a loss, worth ±WIN.
 */
import type { PlayerView } from "../engine";
import type { Knowledge, StackNode, StackRead } from "./knowledge";

/** Utility of a finished game won (or, negated, lost). */
const WIN = 1000;
/** Weight of a living character's self-worth in its owner's expected family value. */
const LIVING = 0.5;

/** One character as the bot sees it. */
export interface BoardChar {
  id: number;
  owner: number;
  /** Card ids of its stack, bottom first (the character card first). */
  ids: readonly string[];
  /** The interned stack (`k.node(ids)`). */
  node: StackNode;
  /** lib/layers' reading of the stack (`k.read(ids)`). */
  read: StackRead;
  worth: number;
  dead: boolean;
  /** Dead without an untimely death in its stack (killed by an effect). */
  killed: boolean;
  noModifiers: boolean;
  noDeaths: boolean;
  /** A live effect on its stack says it cannot return to life (the engine refuses to). */
  noReturn: boolean;
  /** Whether an effect lets modifiers be played on the dead now (the same for every character). */
  deadTakesModifiers: boolean;
}

/** The table as the bot sees it. */
export interface Board {
  me: number;
  seats: number;
  chars: readonly BoardChar[];
  /** Points of the story each seat holds (0 without one). */
  story: readonly number[];
  handCounts: readonly number[];
  families: readonly (string | null)[];
}

/**
 * A character built field by field in one order, so every BoardChar has the same shape (the
 * greedy bot makes hundreds of thousands of them; an object spread would not keep it).
 */
function charOf(
  id: number,
  owner: number,
  node: StackNode,
  read: StackRead,
  worth: number,
  dead: boolean,
  killed: boolean,
  noModifiers: boolean,
  noDeaths: boolean,
  deadTakesModifiers: boolean,
): BoardChar {
  return {
    id,
    owner,
    ids: node.ids,
    node,
    read,
    worth,
    dead,
    killed,
    noModifiers,
    noDeaths,
    noReturn: read.noReturn,
    deadTakesModifiers,
  };
}

/** The board a view shows. */
export function boardOf(view: PlayerView, k: Knowledge): Board {
  const chars = view.characters.map((c): BoardChar => {
    const node = k.node(c.stack.map((r) => r.cardId));
    const read = k.readNode(node, true);
    return charOf(
      c.id,
      c.owner,
      node,
      read,
      c.selfWorth,
      c.dead,
      c.dead && !read.dead,
      c.forbids.includes("modifier"),
      c.forbids.includes("untimely-death"),
      view.modifiersOnDead,
    );
  });
  return {
    me: typeof view.viewer === "number" ? view.viewer : 0,
    seats: view.seats.length,
    chars,
    story: view.seats.map((s) => (s.held ? k.card(s.held.cardId).lonePoints : 0)),
    handCounts: view.seats.map((s) => s.handCount),
    families: view.seats.map((s) => s.family),
  };
}

/** `c` with a new stack, re-read through lib/layers. */
export function restacked(
  k: Knowledge,
  c: BoardChar,
  ids: readonly string[],
  killed = c.killed,
): BoardChar {
  return onStack(k, c, k.node(ids), killed);
}

/** `c` with the stack of `node`. */
function onStack(k: Knowledge, c: BoardChar, node: StackNode, killed: boolean): BoardChar {
  const r = k.readNode(node);
  const { id, owner, noModifiers, noDeaths, deadTakesModifiers } = c;
  const dead = killed || r.dead;
  return charOf(
    id,
    owner,
    node,
    r,
    r.selfWorth,
    dead,
    killed,
    noModifiers,
    noDeaths,
    deadTakesModifiers,
  );
}

/** `c` with a card on top. */
export function withCard(k: Knowledge, c: BoardChar, cardId: string): BoardChar {
  return onStack(k, c, k.on(c.node, cardId), c.killed);
}

/** `c` without the card at stack index `at`. */
export function withoutCard(k: Knowledge, c: BoardChar, at: number): BoardChar {
  // Without its top card, a stack is the node below (the same ids).
  const below = c.node.below;
  if (below && at === c.ids.length - 1) return onStack(k, c, below, c.killed);
  return restacked(k, c, [...c.ids.slice(0, at), ...c.ids.slice(at + 1)]);
}

/** Stack indices of the modifiers on `c`, bottom first. */
export function modifierIndices(k: Knowledge, c: BoardChar): number[] {
  const out: number[] = [];
  for (let i = 1; i < c.ids.length; i++) if (k.card(c.ids[i]!).type === "modifier") out.push(i);
  return out;
}

/** Stack index of the top modifier of `c`, or -1. */
export function topModifier(k: Knowledge, c: BoardChar): number {
  for (let i = c.ids.length - 1; i > 0; i--) if (k.card(c.ids[i]!).type === "modifier") return i;
  return -1;
}

/** Stack index of the top untimely death of `c`, or -1. */
export function topDeath(k: Knowledge, c: BoardChar): number {
  for (let i = c.ids.length - 1; i > 0; i--) {
    if (k.card(c.ids[i]!).type === "untimely-death") return i;
  }
  return -1;
}

/** `c` returned to life: its untimely deaths leave the stack (R7.4). */
export function revived(k: Knowledge, c: BoardChar): BoardChar {
  return restacked(
    k,
    c,
    c.ids.filter((id, i) => i === 0 || k.card(id).type !== "untimely-death"),
    false,
  );
}

/** `c` killed by an effect (dead, stack unchanged). */
export function killedChar(c: BoardChar): BoardChar {
  const { id, owner, node, read, worth, noModifiers, noDeaths, deadTakesModifiers } = c;
  return charOf(
    id,
    owner,
    node,
    read,
    worth,
    true,
    true,
    noModifiers,
    noDeaths,
    deadTakesModifiers,
  );
}

/** Replaces characters of a board by id. */
export function applyChanges(board: Board, changes: readonly BoardChar[]): readonly BoardChar[] {
  if (changes.length === 0) return board.chars;
  const chars = board.chars.slice();
  for (const c of changes) chars[c.id] = c;
  return chars;
}

/** Per-seat sums of a board's characters. */
interface Totals {
  dead: number[];
  living: number[];
  alive: number[];
  count: number[];
}

/**
 * Where a characters array keeps its totals once computed: a property of the array itself
 * (a board's characters are never changed, only replaced), cheaper than a WeakMap entry for
 * each of the many short-lived hypothetical boards.
 */
const TOTALS = Symbol("totals");
type Totalled = readonly BoardChar[] & { [TOTALS]?: Totals };

function totalsOf(board: Board): Totals {
  const chars = board.chars as Totalled;
  let t = chars[TOTALS];
  if (!t) {
    const n = board.seats;
    t = {
      dead: new Array<number>(n).fill(0),
      living: new Array<number>(n).fill(0),
      alive: new Array<number>(n).fill(0),
      count: new Array<number>(n).fill(0),
    };
    for (const c of chars) account(t, c, 1);
    (chars as { [TOTALS]?: Totals })[TOTALS] = t;
  }
  return t;
}

function account(t: Totals, c: BoardChar, sign: 1 | -1): void {
  t.count[c.owner]! += sign;
  if (c.dead) t.dead[c.owner]! += sign * c.worth;
  else {
    t.living[c.owner]! += sign * c.worth;
    t.alive[c.owner]! += sign;
  }
}

/** Totals reused by every `utility` call with changes (it is synchronous and keeps none). */
let scratch: Totals = { dead: [], living: [], alive: [], count: [] };

/** `t` copied into the scratch totals. */
function scratchCopy(t: Totals, seats: number): Totals {
  if (scratch.dead.length !== seats) {
    scratch = {
      dead: new Array<number>(seats).fill(0),
      living: new Array<number>(seats).fill(0),
      alive: new Array<number>(seats).fill(0),
      count: new Array<number>(seats).fill(0),
    };
  }
  for (let p = 0; p < seats; p++) {
    scratch.dead[p] = t.dead[p]!;
    scratch.living[p] = t.living[p]!;
    scratch.alive[p] = t.alive[p]!;
    scratch.count[p] = t.count[p]!;
  }
  return scratch;
}

/**
 * The utility of the board (with `changes` applied, and `story` replacing the held stories)
 * for `seat`; see the file comment.
 */
export function utility(
  board: Board,
  seat: number,
  changes: readonly BoardChar[] = [],
  story: readonly number[] = board.story,
): number {
  let t = totalsOf(board);
  if (changes.length > 0) {
    t = scratchCopy(t, board.seats);
    for (const c of changes) {
      const old = board.chars[c.id];
      if (old) account(t, old, -1);
      account(t, c, 1);
    }
  }
  const n = board.seats;
  const { dead, living, alive, count } = t;
  let over = false;
  for (let p = 0; p < n; p++) if (count[p]! > 0 && alive[p] === 0) over = true;
  if (over) {
    let best = Infinity;
    for (let p = 0; p < n; p++) if (p !== seat) best = Math.min(best, dead[p]! + story[p]!);
    const mine = dead[seat]! + story[seat]!;
    // A bigger margin is a safer win (and a smaller one a lesser loss).
    return mine <= best ? WIN + (best - mine) / 100 : -WIN - (mine - best) / 100;
  }
  const mine = dead[seat]! + story[seat]! + LIVING * living[seat]!;
  if (n < 2) return -mine;
  let sum = 0;
  let min = Infinity;
  for (let p = 0; p < n; p++) {
    if (p === seat) continue;
    const v = dead[p]! + story[p]! + LIVING * living[p]!;
    sum += v;
    min = Math.min(min, v);
  }
  return -mine + 0.5 * (sum / (n - 1)) + 0.5 * min;
}

/** Each seat's expected family value (lower is better for it), as `utility` reckons it. */
export function expectedValues(board: Board): number[] {
  const values = board.story.slice();
  for (const c of board.chars)
    values[c.owner] = (values[c.owner] ?? 0) + (c.dead ? c.worth : LIVING * c.worth);
  return values;
}

/** How much a seat's gain of `amount` (utility units for that seat) is worth to `me`. */
export function gainFor(board: Board, me: number, seat: number, amount: number): number {
  return seat === me ? amount : -amount / Math.max(1, board.seats - 1);
}
