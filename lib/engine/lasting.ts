/**
 * Lasting effects (R6.3 continuous, R6.4 persistent, R8.4 while held): the draw limit, the
 * forbids and the permission to play modifiers on dead characters (R5.2), read from the abilities lib/layers reports live on living characters' stacks and from
 * held stories. A set-aside (dead) stack has no lasting effects (README "Rules decisions").
 *
 * What the characters' stacks contribute is summarised once per `characters` array (states never
 * mutate arrays, so the summary of an unchanged table is reused by the states that share it).
 */
import { operationsOf, walkSteps } from "../dsl";
import type {
  Amount,
  CardFilter,
  CharacterTest,
  Condition,
  Operation,
  Step,
  StepVisitor,
} from "../dsl";
import type { Card, CardType, RulesOptions } from "../model";
import { allFacts, factsOf, stackFacts } from "./analysis";
import { cardOf } from "./catalog";
import { memosOn } from "./memos";
import type { EveryField } from "./draft";
import { tableMemo } from "./table-memo";
import { amountOf, conditionHolds } from "./interpreter/conditions";
import type { EvalContext } from "./interpreter/conditions";
import type { Catalog, GameState, InstanceId } from "./types";

/** What the characters' live lasting effects add up to, with who may receive what. */
export interface TableEffects {
  rules: RulesOptions;
  /**
   * Characters that may receive a modifier now as far as the characters' stacks tell (living,
   * not forbidden; dead ones too when a stack allows it; R5.1, R5.2). A held story may allow
   * dead ones as well: ask {@link modifierTargets}.
   */
  modifierTargets: number[];
  /** `modifierTargets` with every dead character added (what a held story's permission gives). */
  modifierTargetsWithDead: number[];
  /** Whether a live effect on a living character's stack allows modifiers on the dead. */
  modifiersOnDead: boolean;
  /** Characters that may receive an untimely death now (R7.2, not forbidden). */
  deathTargets: number[];
  /** Draw-limit change per seat. */
  drawDelta: number[];
  /** Change of regular plays per turn per seat (R4.1). */
  playsDelta: number[];
  /** Per character: forbids on it that apply to some cards only (`no modifiers with a raven`). */
  forbidWith: (readonly ForbidRule[])[];
  /** Forbids everywhere that apply to some cards only. */
  forbidAllWith: ForbidRule[];
  /** Per character: card types forbidden on it. */
  forbidOn: (readonly CardType[])[];
  /** Card types forbidden everywhere. */
  forbidAll: CardType[];
  /** Per character: what it adds to the above (see {@link CharacterPart}). */
  parts: CharacterPart[];
  /** Every part reads its own character only (see {@link CharacterPart.own}). */
  own: boolean;
}

/** A forbid of cards of a type that pass a filter (`no modifiers with a raven`). */
export interface ForbidRule {
  cardType: CardType;
  filter: CardFilter;
}

/** What one character adds to the table's lasting effects and targets. */
export interface CharacterPart {
  owner: number;
  dead: boolean;
  /** Self-worth below zero. */
  negative: boolean;
  /** Draw-limit change for its owner. */
  draw: number;
  /** Draw-limit change for every other seat. */
  drawOthers: number;
  /** Plays-per-turn change for its owner, and for every other seat. */
  plays: number;
  playsOthers: number;
  /** Card types forbidden on it. */
  here: readonly CardType[];
  /** Card types forbidden everywhere. */
  all: readonly CardType[];
  /** Forbids of some cards only, on it and everywhere. */
  hereWith: readonly ForbidRule[];
  allWith: readonly ForbidRule[];
  /** Allows modifiers on dead characters (R5.2). */
  allowDead: boolean;
  /**
   * Read off this character alone: its life, self-worth, and live lasting abilities whose
   * conditions and amounts read only `this character`. A table that differs from another in a
   * few characters whose parts all are then has the other's parts but theirs.
   */
  own: boolean;
}

/** The lasting operations of one effect that apply now, added up. */
export interface LastingSum {
  /** Draw-limit change for the effect's resolver. */
  draw: number;
  /** Draw-limit change for every player but the resolver. */
  drawOthers: number;
  /** Plays-per-turn change for the resolver, and for every other player. */
  plays: number;
  playsOthers: number;
  /** Forbids of some cards only, on `this character` and everywhere. */
  hereWith: ForbidRule[] | null;
  allWith: ForbidRule[] | null;
  /** `this character cannot return to life`. */
  noReturn: boolean;
  /** Families `this character` counts as a member of besides its own. */
  families: string[] | null;
  /** Card types forbidden on `this character`. */
  here: CardType[] | null;
  /** Card types forbidden everywhere. */
  all: CardType[] | null;
  /** Whether modifiers may be played on dead characters (R5.2). */
  allowDead: boolean;
}

/**
 * Adds the lasting operations of `steps` (through `if` steps that hold now) to `sum`.
 * NOTE: its own loop rather than lib/dsl's walkSteps: it runs for every live ability whenever a
 * table's summary is rebuilt, and the shared walker (a visitor call per step, a context per
 * walk) cost about 8% of random games per second.
 */
function addLasting(
  state: GameState,
  steps: readonly Step[],
  ctx: EvalContext,
  sum: LastingSum,
): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if (step.type === "if") {
      if (conditionHolds(state, step.condition, ctx)) addLasting(state, step.then, ctx, sum);
    } else if (step.type === "draw-limit" || step.type === "plays-per-turn") {
      const amount = amountOf(state, step.amount, ctx);
      const n = step.change === "increase" ? amount : -amount;
      const mine = step.players !== "each-other-player";
      const others = step.players !== undefined;
      if (step.type === "draw-limit") {
        if (mine) sum.draw += n;
        if (others) sum.drawOthers += n;
      } else {
        if (mine) sum.plays += n;
        if (others) sum.playsOthers += n;
      }
    } else if (step.type === "forbid") {
      if (step.filter) {
        const rule: ForbidRule = { cardType: step.cardType, filter: step.filter };
        if (step.where === "this-character") (sum.hereWith ??= []).push(rule);
        else (sum.allWith ??= []).push(rule);
      } else if (step.where === "this-character") (sum.here ??= []).push(step.cardType);
      else (sum.all ??= []).push(step.cardType);
    } else if (step.type === "allow-on-dead") {
      sum.allowDead = true;
    } else if (step.type === "cannot-return-to-life") {
      sum.noReturn = true;
    } else if (step.type === "counts-as-family") {
      (sum.families ??= []).push(step.family);
    }
  }
}

const NONE: readonly CardType[] = Object.freeze([]);

/**
 * The summary of the characters' lasting effects, memoised per `characters` array
 * (table-memo.ts): sound because every condition and amount of a lasting effect reads the
 * characters only (conditions.ts); the rules are compared as they could differ. A table carried
 * from another through a draft's patches (table-memo.ts) re-reads only the changed characters
 * when every part reads its own character: often the summary is then the same object.
 */
export function tableEffects(state: GameState): TableEffects {
  const memo = tableMemo(state);
  let effects = memo.effects;
  if (!effects || effects.rules !== state.rules) {
    const base = memo.base;
    effects =
      (base !== null && base.rules === state.rules && base.own && memo.changed
        ? updatedEffects(state, base, memo.changed)
        : null) ?? summarize(state, partsOf(state));
    memo.effects = effects;
    memo.base = null;
    memo.changed = null;
  }
  return effects;
}

/**
 * Per number of seats: all zeros; per number of characters: every one forbidding nothing. Shared
 * by the summaries they fit, so never written to. NOTE: not frozen: V8 reads plain arrays faster,
 * and every reader only reads.
 */
const ZEROS: number[][] = [];
const NOTHING_FORBIDDEN: (readonly CardType[])[][] = [];

function zeros(n: number): number[] {
  return (ZEROS[n] ??= new Array<number>(n).fill(0));
}

function nothingForbidden(n: number): (readonly CardType[])[] {
  return (NOTHING_FORBIDDEN[n] ??= new Array<readonly CardType[]>(n).fill(NONE));
}

/**
 * The summary of a table that differs from the one `base` summarises in the characters
 * `changed` only, every part reading its own character: `base` itself when their parts add the
 * same, else the parts of `base` with theirs. `null` when a changed part reads other characters.
 */
function updatedEffects(
  state: GameState,
  base: TableEffects,
  changed: readonly number[],
): TableEffects | null {
  if (base.parts.length !== state.characters.length) return null;
  let parts: CharacterPart[] | null = null;
  // Whether every change is of self-worth's sign alone (then only the death targets move).
  let signOnly = true;
  for (let i = 0; i < changed.length; i++) {
    const ch = changed[i]!;
    const part = partOf(state, ch);
    if (!part.own) return null;
    const was = base.parts[ch]!;
    if (sameContribution(part, was)) continue;
    if (part.negative === was.negative || !sameButSign(part, was)) signOnly = false;
    parts ??= base.parts.slice();
    parts[ch] = part;
  }
  if (parts === null) return base;
  if (!signOnly) return summarize(state, parts);
  let deathTargets = base.deathTargets;
  for (let i = 0; i < changed.length; i++) {
    const ch = changed[i]!;
    const part = parts[ch]!;
    const target = !part.dead && part.negative && !part.here.includes("untimely-death");
    deathTargets = withMember(deathTargets, ch, target);
  }
  return {
    rules: base.rules,
    modifierTargets: base.modifierTargets,
    modifierTargetsWithDead: base.modifierTargetsWithDead,
    modifiersOnDead: base.modifiersOnDead,
    deathTargets,
    drawDelta: base.drawDelta,
    playsDelta: base.playsDelta,
    forbidOn: base.forbidOn,
    forbidAll: base.forbidAll,
    forbidWith: base.forbidWith,
    forbidAllWith: base.forbidAllWith,
    parts,
    own: base.own,
  } satisfies EveryField<TableEffects>;
}

/** `list` (ascending) with `ch` in it or not: the same array when that changes nothing. */
function withMember(list: number[], ch: number, member: boolean): number[] {
  const at = list.indexOf(ch);
  if (at >= 0 === member) return list;
  const out: number[] = [];
  for (let i = 0; i < list.length; i++) {
    if (member && ch < list[i]! && (i === 0 || list[i - 1]! < ch)) out.push(ch);
    if (list[i] !== ch) out.push(list[i]!);
  }
  if (member && (list.length === 0 || list[list.length - 1]! < ch)) out.push(ch);
  return out;
}

function sameTypes(a: readonly CardType[], b: readonly CardType[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameRules(a: readonly ForbidRule[], b: readonly ForbidRule[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.cardType !== y.cardType || JSON.stringify(x.filter) !== JSON.stringify(y.filter))
      return false;
  }
  return true;
}

/** Whether two parts add the same but for the sign of self-worth. */
function sameButSign(a: CharacterPart, b: CharacterPart): boolean {
  return (
    a.owner === b.owner &&
    a.dead === b.dead &&
    a.draw === b.draw &&
    a.drawOthers === b.drawOthers &&
    a.plays === b.plays &&
    a.playsOthers === b.playsOthers &&
    a.allowDead === b.allowDead &&
    sameTypes(a.here, b.here) &&
    sameTypes(a.all, b.all) &&
    sameRules(a.hereWith, b.hereWith) &&
    sameRules(a.allWith, b.allWith)
  );
}

function sameContribution(a: CharacterPart, b: CharacterPart): boolean {
  return a.negative === b.negative && sameButSign(a, b);
}

/**
 * Whether `steps` read only `this character` (see {@link CharacterPart.own}), as `addLasting`
 * reads them. NOTE: exhaustive on purpose (`never` defaults): a new step, condition, test or count
 * kind does not compile until it is classified here, since a part wrongly marked `own` would
 * keep a stale summary (table-memo.ts).
 */
function readsOwnOnly(steps: readonly Step[]): boolean {
  const walk: OwnOnlyWalk = { own: true };
  walkSteps(steps, walk, READS_OWN_ONLY);
  return walk.own;
}

/** One walk of {@link readsOwnOnly}: false once a step reads more than `this character`. */
interface OwnOnlyWalk {
  own: boolean;
}

const READS_OWN_ONLY: StepVisitor<OwnOnlyWalk> = {
  operation(op, walk) {
    if (!operationReadsOwnOnly(op)) walk.own = false;
  },
  branch(step, walk) {
    if (!conditionReadsOwnOnly(step.condition)) walk.own = false;
    return walk.own ? walk : undefined;
  },
};

function operationReadsOwnOnly(op: Operation): boolean {
  switch (op.type) {
    case "draw-limit":
    case "plays-per-turn":
      return amountReadsOwnOnly(op.amount);
    // Read by addLasting, reading no character.
    case "forbid":
    case "allow-on-dead":
    case "cannot-return-to-life":
    case "counts-as-family":
      return true;
    // Not lasting: addLasting skips them, so they read nothing here.
    case "draw":
    case "discard":
    case "discard-hand":
    case "skip":
    case "take-cards":
    case "look-at-hand":
    case "swap-hands":
    case "gain-free-plays":
    case "move-modifier":
    case "discard-modifier":
    case "swap-stacks":
    case "swap-top-modifiers":
    case "return-to-life":
    case "move-untimely-death":
    case "kill":
    case "shuffle-discard-into-draw":
    case "search-discard":
    case "pass-hand":
    case "pass-cards":
    case "look-at-draw":
    case "shuffle-stack-into-draw":
    case "take-story":
    case "return-story":
    case "cancel":
    case "play-at-once":
      return true;
    default:
      return unclassified(op);
  }
}

function conditionReadsOwnOnly(condition: Condition): boolean {
  switch (condition.kind) {
    // `that character` is never bound in a lasting ability (the test fails, reading nothing).
    case "character":
      return condition.subject.kind === "that" || testReadsOwnOnly(condition.test);
    case "dead-characters":
    case "family-icons":
    case "living-characters":
    case "family-size":
      return false;
    default:
      return unclassified(condition);
  }
}

function testReadsOwnOnly(test: CharacterTest): boolean {
  switch (test.kind) {
    case "has-icons":
    case "negative-self-worth":
    case "self-worth":
    case "in-family":
      return true;
    case "highest-self-worth":
      return false;
    default:
      return unclassified(test);
  }
}

function amountReadsOwnOnly(amount: Amount): boolean {
  switch (amount.kind) {
    case "number":
      return true;
    case "count":
      switch (amount.count.kind) {
        case "icons":
          return true;
        case "dead-characters":
        case "family-icons":
        case "living-characters":
          return false;
        default:
          return unclassified(amount.count);
      }
    default:
      return unclassified(amount);
  }
}

/** A kind `readsOwnOnly` does not know (unreachable while the switches are exhaustive). */
function unclassified(kind: never): never {
  throw new Error(`readsOwnOnly: unclassified IR kind ${JSON.stringify(kind)}`);
}

/** The part of every character. */
function partsOf(state: GameState): CharacterPart[] {
  allFacts(state);
  const parts = new Array<CharacterPart>(state.characters.length);
  for (let ch = 0; ch < parts.length; ch++) parts[ch] = partOf(state, ch);
  return parts;
}

/** What character `ch` adds (R6.3, R6.4; a set-aside stack adds nothing, README). */
function partOf(state: GameState, ch: number): CharacterPart {
  const c = state.characters[ch]!;
  const facts = factsOf(state, ch);
  const dead = c.killed || facts.analysis.dead;
  const negative = facts.analysis.selfWorth < 0;
  if (dead || state.rules.beginner || facts.lasting.length === 0) {
    return {
      owner: c.owner,
      dead,
      negative,
      draw: 0,
      drawOthers: 0,
      plays: 0,
      playsOthers: 0,
      here: NONE,
      all: NONE,
      hereWith: NO_RULES,
      allWith: NO_RULES,
      allowDead: false,
      own: true,
    };
  }
  const sum = emptySum();
  let own = true;
  for (const live of facts.lasting) {
    const instance = c.stack[live.index]!;
    const ability = cardOf(state.catalog, instance).ir?.abilities[live.ability];
    // A live trigger adds nothing lasting: it acts when its event happens (triggers.ts).
    if (!ability || ability.category === "story-requirement" || ability.category === "trigger")
      continue;
    if (own && !readsOwnOnly(ability.steps)) own = false;
    const ctx: EvalContext = {
      resolver: c.owner,
      self: ch,
      that: null,
      card: instance,
      beforeCard: false,
    };
    addLasting(state, ability.steps, ctx, sum);
  }
  return {
    owner: c.owner,
    dead,
    negative,
    draw: sum.draw,
    drawOthers: sum.drawOthers,
    plays: sum.plays,
    playsOthers: sum.playsOthers,
    here: sum.here ?? NONE,
    all: sum.all ?? NONE,
    hereWith: sum.hereWith ?? NO_RULES,
    allWith: sum.allWith ?? NO_RULES,
    allowDead: sum.allowDead,
    own,
  };
}

const NO_RULES: readonly ForbidRule[] = Object.freeze([]);

/** A sum with nothing in it yet. */
function emptySum(): LastingSum {
  return {
    draw: 0,
    drawOthers: 0,
    plays: 0,
    playsOthers: 0,
    here: null,
    all: null,
    hereWith: null,
    allWith: null,
    allowDead: false,
    noReturn: false,
    families: null,
  };
}

/** The table's summary from the parts of its characters. */
function summarize(state: GameState, parts: CharacterPart[]): TableEffects {
  const n = parts.length;
  let own = true;
  let draws = false;
  let plays = false;
  let forbidsHere = false;
  let forbidsWith = false;
  const forbidAll: CardType[] = [];
  const forbidAllWith: ForbidRule[] = [];
  let modifiersOnDead = false;
  for (let ch = 0; ch < n; ch++) {
    const part = parts[ch]!;
    if (!part.own) own = false;
    if (part.draw !== 0 || part.drawOthers !== 0) draws = true;
    if (part.plays !== 0 || part.playsOthers !== 0) plays = true;
    if (part.here.length > 0) forbidsHere = true;
    if (part.hereWith.length > 0) forbidsWith = true;
    if (part.all.length > 0) forbidAll.push(...part.all);
    if (part.allWith.length > 0) forbidAllWith.push(...part.allWith);
    if (part.allowDead) modifiersOnDead = true;
  }
  const seats = state.seats.length;
  const drawDelta = draws
    ? perSeat(
        parts,
        seats,
        (p) => p.draw,
        (p) => p.drawOthers,
      )
    : zeros(seats);
  const playsDelta = plays
    ? perSeat(
        parts,
        seats,
        (p) => p.plays,
        (p) => p.playsOthers,
      )
    : zeros(seats);
  let forbidOn: (readonly CardType[])[];
  if (forbidsHere) {
    forbidOn = new Array<readonly CardType[]>(n);
    for (let ch = 0; ch < n; ch++) forbidOn[ch] = parts[ch]!.here;
  } else {
    forbidOn = nothingForbidden(n);
  }
  let forbidWith: (readonly ForbidRule[])[];
  if (forbidsWith) {
    forbidWith = new Array<readonly ForbidRule[]>(n);
    for (let ch = 0; ch < n; ch++) forbidWith[ch] = parts[ch]!.hereWith;
  } else {
    forbidWith = new Array<readonly ForbidRule[]>(n).fill(NO_RULES);
  }
  const living: number[] = [];
  const withDead: number[] = [];
  const deathTargets: number[] = [];
  for (let ch = 0; ch < n; ch++) {
    const part = parts[ch]!;
    if (part.dead) {
      // A set-aside stack has no lasting effects, so nothing forbids modifiers on it.
      withDead.push(ch);
      continue;
    }
    if (!part.here.includes("modifier")) {
      living.push(ch);
      withDead.push(ch);
    }
    if (part.negative && !part.here.includes("untimely-death")) deathTargets.push(ch);
  }
  return {
    rules: state.rules,
    modifierTargets: modifiersOnDead ? withDead : living,
    modifierTargetsWithDead: withDead,
    modifiersOnDead,
    deathTargets,
    drawDelta,
    playsDelta,
    forbidOn,
    forbidAll,
    forbidWith,
    forbidAllWith,
    parts,
    own,
  };
}

/** Per seat: what each part gives its owner (`mine`) and every other seat (`others`). */
function perSeat(
  parts: readonly CharacterPart[],
  seats: number,
  mine: (part: CharacterPart) => number,
  others: (part: CharacterPart) => number,
): number[] {
  const delta = new Array<number>(seats).fill(0);
  for (const part of parts) {
    const m = mine(part);
    const o = others(part);
    if (m === 0 && o === 0) continue;
    for (let seat = 0; seat < seats; seat++) delta[seat]! += seat === part.owner ? m : o;
  }
  return delta;
}

/** Per catalog: per card index, whether it has a while-held ability (1) or not (0). */
const whileHeldCards = new WeakMap<Catalog, Uint8Array>();
let lastCatalog: Catalog | null = null;
let lastWhileHeld: Uint8Array | null = null;

function whileHeldOf(catalog: Catalog): Uint8Array {
  if (!memosOn()) return whileHeldFlags(catalog);
  if (catalog === lastCatalog) return lastWhileHeld!;
  let flags = whileHeldCards.get(catalog);
  if (!flags) {
    flags = whileHeldFlags(catalog);
    whileHeldCards.set(catalog, flags);
  }
  lastCatalog = catalog;
  lastWhileHeld = flags;
  return flags;
}

function whileHeldFlags(catalog: Catalog): Uint8Array {
  const flags = new Uint8Array(catalog.cards.length);
  for (let i = 0; i < catalog.cards.length; i++) {
    const abilities = catalog.cards[i]!.ir?.abilities ?? [];
    if (abilities.some((a) => a.category === "while-held")) flags[i] = 1;
  }
  return flags;
}

/**
 * The lasting operations of the story `seat` holds that apply now (R8.4), or `null`: memoised per
 * `characters` array and held story (their conditions and amounts read the characters only).
 */
function heldLasting(state: GameState, seat: number): LastingSum | null {
  if (state.rules.beginner) return null;
  const held = state.seats[seat]?.held ?? null;
  if (held === null) return null;
  const index = state.catalog.instances[held];
  if (index === undefined || whileHeldOf(state.catalog)[index] !== 1) return null;
  const memo = tableMemo(state);
  if (memo.heldRules !== state.rules || !memo.heldStory || !memo.heldSum) {
    memo.heldRules = state.rules;
    memo.heldStory = new Array<InstanceId | null>(state.seats.length).fill(null);
    memo.heldSum = new Array<LastingSum | null>(state.seats.length).fill(null);
  }
  if (memo.heldStory[seat] === held) return memo.heldSum[seat] ?? null;
  const sum = computeHeldLasting(state, seat, held);
  memo.heldStory[seat] = held;
  memo.heldSum[seat] = sum;
  return sum;
}

function computeHeldLasting(state: GameState, seat: number, held: InstanceId): LastingSum | null {
  const abilities = cardOf(state.catalog, held).ir?.abilities;
  if (!abilities) return null;
  let sum: LastingSum | null = null;
  for (const ability of abilities) {
    if (ability.category !== "while-held") continue;
    sum ??= emptySum();
    const ctx: EvalContext = {
      resolver: seat,
      self: null,
      that: null,
      card: held,
      beforeCard: false,
    };
    addLasting(state, ability.steps, ctx, sum);
  }
  return sum;
}

/** A seat's draw limit now (R4.4): the rules' hand size changed by lasting effects, at least 0. */
export function drawLimit(state: GameState, seat: number): number {
  const limit =
    state.rules.handSize +
    (tableEffects(state).drawDelta[seat] ?? 0) +
    heldDelta(
      state,
      seat,
      (sum) => sum.draw,
      (sum) => sum.drawOthers,
    );
  return Math.max(0, limit);
}

/**
 * A seat's regular plays per turn now (R4.1): the rules' number changed by lasting effects
 * (`your plays per turn +1`, `each other player's plays per turn -1`), at least 0.
 */
export function playsPerTurn(state: GameState, seat: number): number {
  const plays =
    state.rules.playsPerTurn +
    (tableEffects(state).playsDelta[seat] ?? 0) +
    heldDelta(
      state,
      seat,
      (sum) => sum.plays,
      (sum) => sum.playsOthers,
    );
  return Math.max(0, plays);
}

/** What held stories change for `seat`: the holder's own part, and the others' parts for others. */
function heldDelta(
  state: GameState,
  seat: number,
  mine: (sum: LastingSum) => number,
  others: (sum: LastingSum) => number,
): number {
  let delta = 0;
  for (let holder = 0; holder < state.seats.length; holder++) {
    const sum = heldLasting(state, holder);
    if (sum) delta += holder === seat ? mine(sum) : others(sum);
  }
  return delta;
}

/**
 * Whether modifiers may be played on dead characters now (R5.2 "unless an effect says so"): a
 * live effect on a living character's stack or a held story allows it.
 */
export function modifiersOnDeadAllowed(state: GameState): boolean {
  if (tableEffects(state).modifiersOnDead) return true;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.allowDead) return true;
  }
  return false;
}

/** The characters that may receive a modifier now, in table order (R5.1, R5.2, forbids). */
export function modifierTargets(state: GameState): readonly number[] {
  const effects = tableEffects(state);
  return modifiersOnDeadAllowed(state) ? effects.modifierTargetsWithDead : effects.modifierTargets;
}

/** Whether a live effect on the character forbids cards of `type` on it (R10 forbid). */
export function forbiddenOn(state: GameState, ch: number, type: CardType): boolean {
  return tableEffects(state).forbidOn[ch]?.includes(type) ?? false;
}

/**
 * Whether a live effect forbids playing card `instance` on character `ch` (or anywhere) by a
 * filter: `no modifiers with a raven on this character`, `no events with negative points`.
 */
export function forbiddingRule(
  state: GameState,
  ch: number | null,
  instance: InstanceId,
): ForbidRule | null {
  const effects = tableEffects(state);
  const here = ch === null ? NO_RULES : (effects.forbidWith[ch] ?? NO_RULES);
  if (here.length === 0 && effects.forbidAllWith.length === 0 && !heldForbidsWith(state))
    return null;
  const card = cardOf(state.catalog, instance).card;
  const hits = (rule: ForbidRule) => rule.cardType === card.type && cardPasses(card, rule.filter);
  const found = here.find(hits) ?? effects.forbidAllWith.find(hits);
  if (found) return found;
  for (let seat = 0; seat < state.seats.length; seat++) {
    const held = heldLasting(state, seat)?.allWith?.find(hits);
    if (held) return held;
  }
  return null;
}

/** Whether any live effect forbids cards by a filter now (legal-actions skips the card test otherwise). */
export function forbidsByFilter(state: GameState): boolean {
  const effects = tableEffects(state);
  return (
    effects.forbidAllWith.length > 0 ||
    effects.forbidWith.some((rules) => rules.length > 0) ||
    heldForbidsWith(state)
  );
}

function heldForbidsWith(state: GameState): boolean {
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.allWith) return true;
  }
  return false;
}

/** Whether a card passes a forbid's filter: it prints the icon; its printed points add below 0. */
export function cardPasses(card: Card, filter: CardFilter): boolean {
  if (filter.kind === "icon") return (card.icons ?? []).some((slot) => slot === filter.icon);
  let sum = 0;
  for (const p of card.points ?? []) if (typeof p === "number") sum += p;
  return sum < 0;
}

/**
 * What a character's own stack says about it, alive or dead (README "Rules decisions": identity
 * effects hold on a set-aside stack too): it cannot return to life; the families it counts as a
 * member of besides its own.
 */
export function identityOf(
  state: GameState,
  ch: number,
  absent = -1,
): { noReturn: boolean; families: string[] } {
  const c = state.characters[ch];
  if (!c || state.rules.beginner || readingIdentity || !hasIdentityEffects(state.catalog))
    return NO_IDENTITY;
  // `absent`: the stack read without the card at that index (a requirement judged as it stood
  // before the card was placed, R6.6).
  const stack = absent < 0 ? c.stack : [...c.stack.slice(0, absent), ...c.stack.slice(absent + 1)];
  const facts = absent < 0 ? factsOf(state, ch) : stackFacts(state.catalog, stack);
  if (facts.lasting.length === 0) return NO_IDENTITY;
  const sum = emptySum();
  // An identity effect's own conditions read printed families only (no effect defines itself).
  readingIdentity = true;
  try {
    for (const live of facts.lasting) {
      const instance = stack[live.index]!;
      const ability = cardOf(state.catalog, instance).ir?.abilities[live.ability];
      if (!ability || ability.category === "story-requirement") continue;
      const ctx: EvalContext = {
        resolver: c.owner,
        self: ch,
        that: null,
        card: instance,
        beforeCard: false,
      };
      addLasting(state, ability.steps, ctx, sum);
    }
  } finally {
    readingIdentity = false;
  }
  if (!sum.noReturn && !sum.families) return NO_IDENTITY;
  return { noReturn: sum.noReturn, families: sum.families ?? [] };
}

let readingIdentity = false;

/** Per catalog: whether any card has an identity effect (most sets have none: nothing to read). */
const identityCatalogs = new WeakMap<Catalog, boolean>();

function hasIdentityEffects(catalog: Catalog): boolean {
  const known = memosOn() ? identityCatalogs.get(catalog) : undefined;
  if (known !== undefined) return known;
  let found = false;
  for (const entry of catalog.cards) {
    for (const a of entry.ir?.abilities ?? []) {
      if (a.category === "story-requirement") continue;
      if (
        operationsOf(a.steps).some(
          (op) => op.type === "cannot-return-to-life" || op.type === "counts-as-family",
        )
      )
        found = true;
    }
  }
  if (memosOn()) identityCatalogs.set(catalog, found);
  return found;
}

/**
 * The families character `ch` is a member of: its card's family, then those a live effect on its
 * stack adds (`this character counts as a member of the crane family`), each once. The one reading
 * of membership: `is in the … family` tests and story requirements (R6.7) use it.
 */
export function familiesOf(state: GameState, ch: number, absent = -1): readonly string[] {
  const c = state.characters[ch];
  if (!c) return [];
  const printed = cardOf(state.catalog, c.stack[0]!).card.family;
  const extra = identityOf(state, ch, absent).families;
  if (extra.length === 0) return printed === undefined ? [] : [printed];
  const out = printed === undefined ? [] : [printed];
  for (const family of extra) if (!out.includes(family)) out.push(family);
  return out;
}

const NO_IDENTITY: { noReturn: boolean; families: string[] } = Object.freeze({
  noReturn: false,
  families: Object.freeze([]) as unknown as string[],
}) as { noReturn: boolean; families: string[] };

/** Whether a live effect forbids playing cards of `type` at all (R10 "no events while visible"). */
export function forbiddenEverywhere(state: GameState, type: CardType): boolean {
  if (tableEffects(state).forbidAll.includes(type)) return true;
  for (let seat = 0; seat < state.seats.length; seat++) {
    if (heldLasting(state, seat)?.all?.includes(type)) return true;
  }
  return false;
}
