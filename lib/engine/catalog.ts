/**
 * The catalog: every card of the set with its frame and its effect compiled ONCE (in
 * `createGame`), as plain JSON inside the state, plus the instances (one per copy). The runtime
 * view of a catalog (lib/layers stack entries per card) is derived from it on first use and
 * memoised per catalog object; it holds nothing a replay could depend on.
 */
import { compileEffect, contextFromSet, effectTimings, operationsOf } from "../dsl";
import type { EffectIR } from "../dsl";
import type { StackAnalysis, StackEntry, StackSummary } from "../layers";
import { frameFor } from "../layers";
import type { Card, CardType, VellumSet } from "../model";
import type { Result } from "../model";
import { err, ok } from "../model";
import type { EngineError } from "./errors";
import type { CardRef } from "./events";
import { setupError } from "./errors";
import { canonicalJson, digestOf } from "./hash";
import { memosOn } from "./memos";
import type { Catalog, CatalogCard, CatalogUses, InstanceId } from "./types";

const catalogs = new WeakMap<VellumSet, Result<Catalog, EngineError>>();

/**
 * Compiles every card of `set` and numbers its instances (copies) in set order. Memoised per set
 * object (sets are immutable values, DESIGN.md), so a batch of games on one set compiles once and
 * shares one catalog.
 */
export function buildCatalog(set: VellumSet): Result<Catalog, EngineError> {
  if (!memosOn()) return compileCatalog(set);
  let built = catalogs.get(set);
  if (!built) {
    built = compileCatalog(set);
    catalogs.set(set, built);
  }
  return built;
}

function compileCatalog(set: VellumSet): Result<Catalog, EngineError> {
  const ctx = contextFromSet(set);
  const cards: CatalogCard[] = [];
  const instances: number[] = [];
  for (const card of set.cards) {
    let ir: EffectIR | null = null;
    if (card.effect !== undefined && card.effect.trim().length > 0) {
      const compiled = compileEffect(card.effect, ctx, {
        cardType: card.type,
        source: `card:${card.id}/effect`,
      });
      if (!compiled.ir) {
        const first = compiled.diagnostics.find((d) => d.severity === "error");
        return err(
          setupError(
            "effect-does-not-compile",
            `the effect of '${card.name}' does not compile (${first?.message ?? "unknown error"}) — fix it in the set editor`,
          ),
        );
      }
      ir = compiled.ir;
    }
    const index = cards.length;
    cards.push(catalogCard(card, set, ir));
    const copies = card.type === "character" ? 1 : Math.max(0, card.copies ?? 1);
    for (let c = 0; c < copies; c++) instances.push(index);
  }
  const body = { setId: set.id, setVersion: set.version, cards, instances };
  return ok({ ...body, digest: digestOf(canonicalJson(body)), uses: usesOf(cards) });
}

/** What the cards' effects use at all (see `CatalogUses`). */
function usesOf(cards: readonly CatalogCard[]): CatalogUses {
  const uses: CatalogUses = {
    triggers: false,
    drawLimit: false,
    playsPerTurn: false,
    filteredForbids: false,
    identity: false,
    whileHeld: false,
  };
  for (const entry of cards) {
    for (const ability of entry.ir?.abilities ?? []) {
      if (ability.category === "story-requirement") continue;
      if (ability.category === "trigger") uses.triggers = true;
      if (ability.category === "while-held") uses.whileHeld = true;
      for (const op of operationsOf(ability.steps)) {
        if (op.type === "draw-limit") uses.drawLimit = true;
        else if (op.type === "plays-per-turn") uses.playsPerTurn = true;
        else if (op.type === "forbid" && op.filter) uses.filteredForbids = true;
        else if (op.type === "cannot-return-to-life" || op.type === "counts-as-family")
          uses.identity = true;
      }
    }
  }
  return uses;
}

function catalogCard(card: Card, set: VellumSet, ir: EffectIR | null): CatalogCard {
  const cancels: CardType[] = [];
  let onDraw = false;
  let atOnce = false;
  let requirement: string[] | null = null;
  for (const ability of ir?.abilities ?? []) {
    if (ability.category === "story-requirement") {
      requirement = ability.icons.slice();
      continue;
    }
    if (ability.category === "response") {
      for (const op of operationsOf(ability.steps))
        if (op.type === "cancel") cancels.push(op.cardType);
    }
    if (ability.category === "on-draw") {
      onDraw = true;
      if (operationsOf(ability.steps).some((op) => op.type === "play-at-once")) atOnce = true;
    }
  }
  const timings = effectTimings(ir);
  return { card, frame: frameFor(card, set), ir, timings, cancels, onDraw, atOnce, requirement };
}

/** Derived, per-catalog data for the hot paths (never serialised). */
export interface Runtime {
  /** The lib/layers stack entry of each catalog card (shared by every copy). */
  entries: StackEntry[];
  /** Memo of a lone card's analysis (a held story's points), by catalog index. */
  alone: Map<number, StackAnalysis>;
  /**
   * Per catalog card, per ability: whether it holds an identity operation (`cannot return to
   * life`, `counts as a member of …`), so that reading a character's identity skips the lasting
   * abilities that cannot change it without running their conditions.
   */
  identity: boolean[][];
  /** Per instance: its face (`CardRef`), frozen and shared by every event and view. */
  refs: (CardRef | undefined)[];
}

/** A live lasting ability on a stack: its card's stack position and the ability's index. */
export interface LiveAbility {
  index: number;
  ability: number;
}

/** What the rules read off one stack, computed once per stack array. */
export interface StackFacts {
  /** lib/layers' analysis, without its per-element list (kept small: it is memoised). */
  analysis: StackAnalysis;
  /** Per stack position: at least one element of that card is visible. */
  visibleCards: boolean[];
  /** Live `while visible:` / `while persistent:` abilities, bottom card first (R6.3, R6.4). */
  lasting: LiveAbility[];
  /** lib/layers' summary (whose `analysis` is the one above), to summarise taller stacks. */
  summary: StackSummary;
}

const runtimes = new WeakMap<Catalog, Runtime>();
// NOTE: a one-entry cache in front of the WeakMap (a batch plays one catalog); it holds the last
// catalog read strongly until another one is read.
let lastCatalog: Catalog | null = null;
let lastRuntime: Runtime | null = null;

/** The runtime view of a catalog (memoised per catalog object). */
export function runtimeOf(catalog: Catalog): Runtime {
  if (!memosOn()) return runtimeFor(catalog);
  if (catalog === lastCatalog) return lastRuntime!;
  let rt = runtimes.get(catalog);
  if (!rt) {
    rt = runtimeFor(catalog);
    runtimes.set(catalog, rt);
  }
  lastCatalog = catalog;
  lastRuntime = rt;
  return rt;
}

function runtimeFor(catalog: Catalog): Runtime {
  return {
    entries: catalog.cards.map(entryOf),
    alone: new Map(),
    identity: catalog.cards.map((c) => (c.ir?.abilities ?? []).map(holdsIdentity)),
    refs: new Array<CardRef | undefined>(catalog.instances.length),
  };
}

function holdsIdentity(ability: NonNullable<CatalogCard["ir"]>["abilities"][number]): boolean {
  if (ability.category === "story-requirement") return false;
  for (const op of operationsOf(ability.steps))
    if (op.type === "cannot-return-to-life" || op.type === "counts-as-family") return true;
  return false;
}

/**
 * Whether ability `ability` of catalog card `index` holds an identity operation (see
 * `Runtime.identity`); read afresh with the memos off.
 */
export function changesIdentity(catalog: Catalog, index: number, ability: number): boolean {
  if (!memosOn()) {
    const a = catalog.cards[index]?.ir?.abilities[ability];
    return a !== undefined && holdsIdentity(a);
  }
  return runtimeOf(catalog).identity[index]?.[ability] === true;
}

function entryOf(c: CatalogCard): StackEntry {
  return { card: c.card, frame: c.frame, effects: c.timings };
}

/**
 * The lib/layers stack entry of catalog card `index`: the runtime's, or with the memos off one
 * made afresh (only the card asked for: a reading of one stack builds no entry of the others).
 */
export function stackEntry(catalog: Catalog, index: number): StackEntry {
  if (!memosOn()) return entryOf(catalog.cards[index]!);
  return runtimeOf(catalog).entries[index]!;
}

/** The catalog card of an instance. */
export function cardOf(catalog: Catalog, instance: InstanceId): CatalogCard {
  const c = catalog.cards[catalog.instances[instance] ?? -1];
  if (!c) throw new Error(`unknown card instance ${instance}`);
  return c;
}

/**
 * The face of a card instance (its id and its card's id), as events and views name it: one frozen
 * object per instance, shared (events and views are read, never written).
 */
export function cardRef(catalog: Catalog, instance: InstanceId): CardRef {
  if (!memosOn()) return Object.freeze({ instance, cardId: cardOf(catalog, instance).card.id });
  const refs = runtimeOf(catalog).refs;
  let ref = refs[instance];
  if (ref === undefined) {
    ref = Object.freeze({ instance, cardId: cardOf(catalog, instance).card.id });
    refs[instance] = ref;
  }
  return ref;
}

/** The card type of an instance. */
export function typeOf(catalog: Catalog, instance: InstanceId): CardType {
  return cardOf(catalog, instance).card.type;
}

/** The card's name, for messages. */
export function nameOf(catalog: Catalog, instance: InstanceId): string {
  return cardOf(catalog, instance).card.name;
}
