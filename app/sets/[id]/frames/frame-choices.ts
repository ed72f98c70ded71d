/**
 * Which frames a set's editor offers, the cards each is used by, a copy of a built-in frame to
 * customise, and the sample stack the x-ray preview shows. Pure: reads lib/layers' frame
 * resolution (`frameFor`), so the editor and the renderer agree about which card uses which frame.
 */
import { BUILTIN_FRAMES, frameFor } from "@/lib/layers";
import type { Card, CardType, Frame, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS, isBuiltinFrameId, slugify } from "@/lib/model";

/** A frame the editor can show. */
export interface FrameChoice {
  frame: Frame;
  /** A built-in frame (read-only: customise makes the set's own copy). */
  builtin: boolean;
  /** How many cards of the set are printed on it. */
  uses: number;
}

/** The set's own frames, then the built-in ones, each with the number of cards using it. */
export function frameChoices(set: VellumSet): FrameChoice[] {
  const uses = new Map<string, number>();
  for (const card of set.cards) {
    const id = frameFor(card, set).id;
    uses.set(id, (uses.get(id) ?? 0) + 1);
  }
  const own = (set.frames ?? []).map((frame) => ({
    frame,
    builtin: false,
    uses: uses.get(frame.id) ?? 0,
  }));
  const builtins = CARD_TYPES.map((type) => BUILTIN_FRAMES[type]).map((frame) => ({
    frame,
    builtin: true,
    uses: uses.get(frame.id) ?? 0,
  }));
  return [...own, ...builtins];
}

/** The frame with `id` among the choices (the set's first, as `findFrame` resolves). */
export function choiceOf(choices: readonly FrameChoice[], id: string): FrameChoice | undefined {
  return choices.find((c) => c.frame.id === id);
}

/** The frame to open first: the set's first frame, else the built-in one most cards use. */
export function firstChoice(choices: readonly FrameChoice[]): FrameChoice | undefined {
  const own = choices.find((c) => !c.builtin);
  if (own) return own;
  return [...choices].sort((a, b) => b.uses - a.uses)[0];
}

/** The cards printed on frame `id`, in set order. */
export function cardsUsing(set: VellumSet, id: string): Card[] {
  return set.cards.filter((card) => frameFor(card, set).id === id);
}

/** The card types a built-in frame serves (its `types`). */
function typesOf(frame: Frame): CardType[] {
  return [...(frame.types ?? [])];
}

/**
 * A copy of built-in `frame` that the set owns: a new id (built-in ids are reserved), a name
 * that says it is the set's, and the same card types unless another of the set's frames already
 * claims them — so every card that used the built-in frame now uses the copy.
 */
export function customisedCopy(set: VellumSet, frame: Frame): Frame {
  const taken = new Set((set.frames ?? []).map((f) => f.id));
  const base = slugify(`${set.id}-${frame.name}`) || "frame";
  let id = base;
  for (let n = 2; taken.has(id) || isBuiltinFrameId(id); n++) id = `${base}-${n}`;
  const claimed = new Set((set.frames ?? []).flatMap((f) => f.types ?? []));
  const types = typesOf(frame).filter((t) => !claimed.has(t));
  const copy = structuredClone(frame) as Frame;
  copy.id = id;
  copy.name = `${set.name} ${frame.name.toLowerCase()}`.slice(0, 80);
  if (types.length > 0) copy.types = types;
  else delete copy.types;
  return copy;
}

/** The set with frame `frame` in place of the frame of the same id (or added). */
export function withFrame(set: VellumSet, frame: Frame): VellumSet {
  const frames = set.frames ?? [];
  if (isBuiltinFrameId(frame.id) && !frames.some((f) => f.id === frame.id)) return set;
  const i = frames.findIndex((f) => f.id === frame.id);
  return {
    ...set,
    frames: i < 0 ? [...frames, frame] : frames.map((f, j) => (j === i ? frame : f)),
  };
}

/**
 * The sample stack of the x-ray preview: a character at the bottom, then up to two cards of the
 * set printed on `frameId` (when the frame is a character's, two of the set's modifiers instead,
 * so the character's regions are seen under clear cards).
 */
export function sampleStack(set: VellumSet, frameId: string): Card[] {
  const using = cardsUsing(set, frameId);
  const characterFrame = using.some((c) => c.type === "character");
  const character =
    (characterFrame ? using.find((c) => c.type === "character") : undefined) ??
    set.cards.find((c) => c.type === "character");
  const onTop = characterFrame
    ? set.cards.filter((c) => c.type === "modifier").slice(0, 2)
    : using.filter((c) => c.type !== "character" && c.type !== "reference").slice(0, 2);
  return [...(character ? [character] : []), ...onTop];
}

/** "Modifier frame, used by 52 cards" — how a choice reads in the chooser. */
export function choiceLabel(choice: FrameChoice): string {
  const kind = choice.builtin ? "built-in" : "this set's";
  const types = (choice.frame.types ?? []).map((t) => CARD_TYPE_WORDS[t].many).join(", ");
  return `${choice.frame.name} (${kind}${types ? `, for ${types}` : ""}) — ${choice.uses} ${choice.uses === 1 ? "card" : "cards"}`;
}
