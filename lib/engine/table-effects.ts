/**
 * The summary of the characters' live lasting effects (R6.3 continuous, R6.4 persistent): per
 * character what it adds (a `CharacterPart`), and what they add up to — draw-limit and plays
 * changes per seat, forbids, who may receive a modifier or an untimely death. A set-aside (dead)
 * stack has no lasting effects (README "Rules decisions").
 *
 * Summarised once per `characters` array (table-memo.ts: states never mutate arrays, so the
 * summary of an unchanged table is reused by the states that share it).
 */
import type { CardType, RulesOptions } from "../model";
import { allFacts, factsOf } from "./analysis";
import { cardOf } from "./catalog";
import type { EveryField } from "./draft";
import { NONE, NO_RULES, addLasting, emptySum } from "./lasting-sum";
import type { ForbidRule } from "./lasting-sum";
import { readsOwnOnly } from "./lasting-own";
import { tableMemo } from "./table-memo";
import type { GameState } from "./types";

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

/** The part of every character. */
function partsOf(state: GameState): CharacterPart[] {
  // Read once here: with the memos off, `factsOf` would analyse each stack again.
  const facts = allFacts(state);
  const parts = new Array<CharacterPart>(state.characters.length);
  for (let ch = 0; ch < parts.length; ch++) parts[ch] = partOf(state, ch, facts[ch]!);
  return parts;
}

/** What character `ch` adds (R6.3, R6.4; a set-aside stack adds nothing, README). */
function partOf(state: GameState, ch: number, facts = factsOf(state, ch)): CharacterPart {
  const c = state.characters[ch]!;
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
    addLasting(state, ability.steps, c.owner, ch, instance, sum);
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
