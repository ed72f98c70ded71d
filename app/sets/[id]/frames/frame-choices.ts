/**
 * Which frames a set's editor offers, the cards each is used by, and the sample stack the x-ray
 * preview shows. Pure: reads lib/layers' frame resolution (`frameFor`), so the editor and the
 * renderer agree about which card uses which frame; the frame edits are lib/edit's.
 */
import { cardsUsing } from "@/lib/edit";
import { BUILTIN_FRAMES, frameFor } from "@/lib/layers";
import type { Card, Frame, VellumSet } from "@/lib/model";
import { CARD_TYPES, CARD_TYPE_WORDS } from "@/lib/model";
import { plural } from "@/lib/model";

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
  return `${choice.frame.name} (${kind}${types ? `, for ${types}` : ""}) — ${plural(choice.uses, "card")}`;
}
