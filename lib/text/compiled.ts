/**
 * Effects compiled once for every reader in lib/text: the generator (rules-text.ts) and the
 * disagreement check (disagree.ts) read the same compile of the same effect source.
 *
 * The key is what a compile reads: the effect source and the set's DSL context (its icon and
 * family ids, its own words and headings, lib/dsl `contextFromSet`), compared by content. An
 * edit of a card's name, another card or a rule option keeps every compile; an edit of the
 * set's words or its icons recompiles. The card's type is not part of the key: it only adds
 * `dsl/wrong-card-type` / `dsl/story-requirement` warnings (lib/dsl checker), never changes the
 * IR or an error, and lib/text reads only those (a test keeps that so).
 */
import type { CompileResult, DslContext } from "../dsl";
import { compileEffect, contextFromSet } from "../dsl";
import type { VellumSet } from "../model";

/** The compiles of one context, by effect source: the young, and the previous generation. */
interface ContextCache {
  ctx: DslContext;
  young: Map<string, CompileResult>;
  old: Map<string, CompileResult>;
}

/** The contexts kept (most recently used last): a set being edited, and a few others open. */
const MAX_CONTEXTS = 4;
/**
 * Compiles kept per generation: typing in an effect leaves a compile per keystroke behind.
 * When the young generation is full it becomes the old one, and what is still read moves back.
 */
const GENERATION = 5000;

const contexts = new Map<string, ContextCache>();
// A set is replaced, never mutated, when edited: its context's key is worked out once per object.
const keys = new WeakMap<VellumSet, string>();

function contextCache(set: VellumSet): ContextCache {
  let key = keys.get(set);
  let ctx: DslContext | undefined;
  if (key === undefined) {
    ctx = contextFromSet(set);
    key = JSON.stringify(ctx);
    keys.set(set, key);
  }
  let entry = contexts.get(key);
  if (entry) {
    contexts.delete(key);
  } else {
    entry = { ctx: ctx ?? contextFromSet(set), young: new Map(), old: new Map() };
    if (contexts.size >= MAX_CONTEXTS) contexts.delete(contexts.keys().next().value!);
  }
  contexts.set(key, entry);
  return entry;
}

/** `effect` compiled against `set`'s words (without a card type: see above), memoised. */
export function compiledEffect(effect: string, set: VellumSet): CompileResult {
  const entry = contextCache(set);
  let out = entry.young.get(effect);
  if (out) return out;
  out = entry.old.get(effect);
  out ??= compileEffect(effect, entry.ctx);
  if (entry.young.size >= GENERATION) {
    entry.old = entry.young;
    entry.young = new Map();
  }
  entry.young.set(effect, out);
  return out;
}
