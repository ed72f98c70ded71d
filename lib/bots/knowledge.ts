/**
 * What a player can read on the cards of a set, computed once per set object: each card's type,
 * compiled effect (lib/dsl) and stack entry, and what lib/layers reads off any hypothetical stack
 * ("what would this character's self-worth be with that card on top?"). The bots never compute
 * visibility themselves: every self-worth, icon and death comes from `analyzeStack`.
 */
import { compileEffect, contextFromSet, effectTimings, operationsOf } from "../dsl";
import type { Ability, EffectIR } from "../dsl";
import { analyzeStack, frameFor, summarizeStack } from "../layers";
import type { StackEntry, StackSummary, VisibleIcon } from "../layers";
import type { Card, CardType, VellumSet } from "../model";

/** One card as a player knows it. */
export interface CardFacts {
  card: Card;
  type: CardType;
  entry: StackEntry;
  /** The compiled effect's abilities (empty when the card has none or it does not compile). */
  abilities: readonly Ability[];
  /** Card types a `response:` ability of the card cancels. */
  cancels: readonly CardType[];
  /** The card's points read alone (a story's points, R9.2). */
  lonePoints: number;
  /**
   * No ability names `this character` or `that character` (in a selector, condition or count):
   * its value does not depend on which character the card lands on.
   */
  selfFree: boolean;
  /** Position of the card in the set (0-based): a numeric key for the bot's per-decision memos. */
  index: number;
  /**
   * Families its abilities (story requirements aside) count a character as a member of, in
   * their order, and whether one says `this character cannot return to life`: what a live
   * effect of the card does to a stack's reading (`StackRead.memberOf`, `noReturn`).
   */
  countsAs: readonly string[];
  noReturn: boolean;
}

/** What lib/layers reads off a stack. */
export interface StackRead {
  selfWorth: number;
  dead: boolean;
  icons: Readonly<Record<string, number>>;
  /** The visible icons one by one, with the stack index of the card showing each. */
  visibleIcons: readonly VisibleIcon[];
  /**
   * The families a live effect on the stack makes the character a member of besides its own
   * (`this character counts as a member of …`), as lib/engine's `familiesOf` adds them.
   */
  memberOf: readonly string[];
  /**
   * A live effect on the stack says `this character cannot return to life` (lib/engine's
   * `identityOf`): the engine refuses to return it to life or move its untimely death.
   */
  noReturn: boolean;
}

/**
 * One stack of card ids, interned: the same ids (in a knowledge's current trie) give the same
 * node, so a stack with a card on top is a child lookup and its reading is read once.
 */
export interface StackNode {
  /** Card ids, bottom first. */
  readonly ids: readonly string[];
  /** lib/layers' reading, once asked for (see `Knowledge.readNode`). */
  read: StackRead | null;
  /** lib/layers' summary behind `read` when kept, from which a card on top is read incrementally. */
  summary: StackSummary | null;
  /** The stack without its top card (`null` for a lone character card). */
  below: StackNode | null;
  /** Stacks with one more card on top, by that card's id (created on demand). */
  next: Map<string, StackNode> | null;
}

/** Card knowledge of one set. */
export interface Knowledge {
  set: VellumSet;
  /** Card id → facts. */
  cards: ReadonlyMap<string, CardFacts>;
  /** The facts of a card id (throws on an id not in the set: a programmer error). */
  card(id: string): CardFacts;
  /** lib/layers' reading of a stack of card ids, bottom first (memoised by content). */
  read(ids: readonly string[]): StackRead;
  /** The interned node of a stack of card ids, bottom first. */
  node(ids: readonly string[]): StackNode;
  /** The node of `node`'s stack with `cardId` on top. */
  on(node: StackNode, cardId: string): StackNode;
  /**
   * lib/layers' reading of a node's stack (memoised on the node). With `keep`, for a stack that
   * is on the table, the summary behind it is kept too, so that a card on top is read
   * incrementally; hypothetical stacks keep only their reading (summaries are large, and
   * keeping each would cost the garbage collector more than it saves).
   */
  readNode(node: StackNode, keep?: boolean): StackRead;
}

/** `StackRead.memberOf` of most stacks (shared: never written to). */
const NO_FAMILIES: readonly string[] = [];

/** Interned stacks kept before the trie starts afresh (bounds its memory). */
const MAX_NODES = 30_000;

const known = new WeakMap<VellumSet, Knowledge>();

function compiled(
  card: Card,
  set: VellumSet,
  ctx: ReturnType<typeof contextFromSet>,
): EffectIR | null {
  if (card.effect === undefined || card.effect.trim().length === 0) return null;
  return compileEffect(card.effect, ctx, { cardType: card.type }).ir ?? null;
}

/** The knowledge of `set` (memoised per set object: sets are immutable values). */
export function knowledgeOf(set: VellumSet): Knowledge {
  const cached = known.get(set);
  if (cached) return cached;
  const ctx = contextFromSet(set);
  const cards = new Map<string, CardFacts>();
  for (const [index, card] of set.cards.entries()) {
    const ir = compiled(card, set, ctx);
    const abilities = ir?.abilities ?? [];
    const cancels: CardType[] = [];
    for (const a of abilities) {
      if (a.category !== "response") continue;
      for (const op of operationsOf(a.steps)) if (op.type === "cancel") cancels.push(op.cardType);
    }
    const entry: StackEntry = { card, frame: frameFor(card, set), effects: effectTimings(ir) };
    const countsAs: string[] = [];
    let noReturn = false;
    for (const ability of abilities)
      if (ability.category !== "story-requirement")
        for (const op of operationsOf(ability.steps)) {
          if (op.type === "counts-as-family") countsAs.push(op.family);
          if (op.type === "cannot-return-to-life") noReturn = true;
        }
    cards.set(card.id, {
      card,
      type: card.type,
      entry,
      abilities,
      cancels,
      lonePoints: analyzeStack([entry]).selfWorth,
      // CharacterRef is the only IR shape with kind "this" / "that".
      selfFree: !/"kind":"(this|that)"/.test(JSON.stringify(abilities)),
      index,
      countsAs,
      noReturn,
    });
  }
  const card = (id: string): CardFacts => {
    const facts = cards.get(id);
    if (!facts) throw new Error(`bots: card '${id}' is not in set '${set.id}'`);
    return facts;
  };
  // Only what the top card covers is read again when the stack below was kept (lib/layers).
  const summarize = (node: StackNode): StackSummary => {
    const below = node.below?.summary;
    return summarizeStack(
      node.ids.map((id) => card(id).entry),
      below ? { cards: node.ids.length - 1, summary: below } : undefined,
    );
  };
  const analyse = (node: StackNode, keep: boolean): StackRead => {
    const ids = node.ids;
    const summary = summarize(node);
    if (keep) node.summary = summary;
    const a = summary.analysis;
    let memberOf: string[] | null = null;
    let noReturn = false;
    for (const live of a.liveEffects) {
      const facts = card(ids[live.index]!);
      for (const family of facts.countsAs)
        if (!(memberOf ??= []).includes(family)) memberOf.push(family);
      if (facts.noReturn) noReturn = true;
    }
    return {
      selfWorth: a.selfWorth,
      dead: a.dead,
      icons: a.icons,
      visibleIcons: a.visibleIcons,
      memberOf: memberOf ?? NO_FAMILIES,
      noReturn,
    };
  };
  let roots = new Map<string, StackNode>();
  let nodes = 0;
  const child = (
    parent: Map<string, StackNode>,
    below: StackNode | null,
    ids: readonly string[],
    id: string,
  ) => {
    let n = parent.get(id);
    if (!n) {
      n = { ids, read: null, summary: null, below, next: null };
      parent.set(id, n);
      nodes++;
    }
    return n;
  };
  const knowledge: Knowledge = {
    set,
    cards,
    card,
    read(ids) {
      return knowledge.readNode(knowledge.node(ids));
    },
    node(ids) {
      if (nodes >= MAX_NODES) {
        roots = new Map();
        nodes = 0;
      }
      const last = ids.length - 1;
      let parent = roots;
      let n: StackNode | null = null;
      for (let i = 0; ; i++) {
        const id = ids[i]!;
        // A prefix's ids are copied when its node is new (a node outlives the caller's array).
        n = parent.get(id) ?? child(parent, n, ids.slice(0, i + 1), id);
        if (i === last) return n;
        parent = n.next ??= new Map();
      }
    },
    on(node, cardId) {
      const next = (node.next ??= new Map());
      const n = next.get(cardId);
      return n ?? child(next, node, [...node.ids, cardId], cardId);
    },
    readNode(node, keep = false) {
      if (!node.read) return (node.read = analyse(node, keep));
      if (keep && !node.summary) node.summary = summarize(node);
      return node.read;
    },
  };
  known.set(set, knowledge);
  return knowledge;
}
