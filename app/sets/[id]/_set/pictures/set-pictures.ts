/**
 * The picture service seen from one set whose cards are named by id (the table: a game and its
 * log name cards by id, and the set a game was played on never changes under it), its pictures
 * as image URLs for <img>.
 */
import type { Card, VellumSet } from "@/lib/model";
import type { Pictures } from "./pictures";

/** One set's pictures, by card id. */
export class SetPictures {
  private readonly cards: Map<string, Card>;
  /** The card whose back is the draw pile's: the set's first playing card. */
  private readonly drawn: Card | undefined;

  constructor(
    private readonly pictures: Pictures,
    readonly set: VellumSet,
  ) {
    this.cards = new Map(set.cards.map((c) => [c.id, c]));
    this.drawn = set.cards.find((c) => c.type !== "character" && c.type !== "reference");
  }

  card(cardId: string): Card | undefined {
    return this.cards.get(cardId);
  }

  /** The picture of a card, or undefined for an unknown card or one that cannot be drawn. */
  url(cardId: string): string | undefined {
    const card = this.cards.get(cardId);
    return card && this.pictures.cardUrl(card, this.set);
  }

  /** The back of the draw pile's cards. */
  back(): string | undefined {
    return this.drawn && this.pictures.backUrl(this.drawn, this.set);
  }

  /** The x-ray overlay of a stack of cards (bottom first; unknown ids left out). */
  xray(cardIds: readonly string[]): string | undefined {
    const cards = cardIds.flatMap((id) => {
      const c = this.cards.get(id);
      return c ? [c] : [];
    });
    return this.pictures.xrayUrl(cards, this.set);
  }
}
