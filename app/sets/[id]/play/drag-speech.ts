/**
 * What a screen reader hears while a card is dragged on the table and in free mode (the drag
 * kit's sentences, app/_ui/drag-words.ts). Pure: the table's names and legal targets come in;
 * the words of the game (card types) come from lib/model.
 */
import { cardTypeCount, cardTypeWithArticle } from "@/lib/model";
import type { FreeTable } from "@/lib/table";
import { zoneOfCard } from "@/lib/table";
import type { DragSpeech, DragWords } from "@/app/_ui/drag-words";

/** What a hand card carries while it is dragged (hand.tsx). */
export interface HandDrag {
  instance: number;
  cardId: string;
}

/** The droppable id of a character on the board (board.tsx), and back. */
export function characterDropId(id: number): string {
  return `char:${id}`;
}

/** The character a droppable id stands for, or `null` for another place. */
export function characterOfDropId(id: string): number | null {
  return id.startsWith("char:") ? Number(id.slice(5)) : null;
}

/** What the table's sentences need to know. */
export interface TableDragNames {
  /** A hand card's name as the hand reads it ("Was Jilted, modifier −10"). */
  card(cardId: string): string;
  character(id: number): string;
  /** The characters the rules let this card in hand be played on now. */
  targets(instance: number): readonly number[];
}

const PUT_BACK = "Put back in the hand.";

/** The table's sentences: where a card in hand can go, and whether the rules take it there. */
export function tableSpeech(names: TableDragNames): DragSpeech<HandDrag> {
  const place = (id: string) => {
    const character = characterOfDropId(id);
    if (character !== null) return names.character(character);
    return id === "discard" ? "the discard pile" : "the play area";
  };
  return {
    lifted: ({ data }) => {
      const n = data ? names.targets(data.instance).length : 0;
      return `Picked up ${data ? names.card(data.cardId) : "a card"}. ${n === 0 ? "It has no legal target now" : `${cardTypeCount(n, "character")} can take it`}.`;
    },
    over: ({ data }, id) => {
      const character = characterOfDropId(id);
      if (character !== null) {
        const ok = data ? names.targets(data.instance).includes(character) : false;
        return `Over ${names.character(character)}: ${ok ? "a legal target" : "the rules refuse it there"}.`;
      }
      return id === "discard"
        ? "Over the discard pile: dropping discards your whole hand."
        : "Over the play area.";
    },
    overNothing: () => "Over no target.",
    dropped: (_, id) => `Dropped on ${place(id)}.`,
    droppedNowhere: () => PUT_BACK,
    cancelled: () => PUT_BACK,
  };
}

/** The instructions read with a card in hand. */
export const HAND_INSTRUCTIONS = `To play this card, press Space to pick it up, the arrow keys to move it over ${cardTypeWithArticle("character")}, and Space or Enter again to drop it; Escape puts it back. Enter alone lists its plays.`;

/** The droppable id of a free-mode zone (free-mode.tsx), and the draggable id of a card. */
export function zoneDropId(zoneId: string): string {
  return `zone:${zoneId}`;
}

/** The zone a droppable id of free mode stands for. */
export function zoneOfDropId(id: string): string {
  return id.replace(/^zone:/, "");
}

/** The draggable id of a card on the free table. */
export function freeCardId(instance: number): string {
  return `free:${instance}`;
}

/**
 * Free mode's words: cards by name, places by their zone's label (lib/table's), a card's own
 * place its zone.
 */
export function freeWords(table: FreeTable, cardName: (instance: number) => string): DragWords {
  const label = (id: string) => {
    if (id.startsWith("free:")) return zoneOfCard(table, Number(id.slice(5)))?.label ?? "the table";
    const zoneId = zoneOfDropId(id);
    return table.zones.find((z) => z.id === zoneId)?.label ?? zoneId;
  };
  return {
    nameOf: (id) => (id.startsWith("free:") ? cardName(Number(id.slice(5))) : id),
    placeOf: label,
    nowhere: "off the table",
  };
}
