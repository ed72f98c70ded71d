import { describe, expect, it } from "vitest";
import type { FreeTable } from "@/lib/table";
import type { Dragged } from "@/app/_ui/drag-words";
import { placeSpeech } from "@/app/_ui/drag-words";
import type { HandDrag } from "./drag-speech";
import {
  HAND_INSTRUCTIONS,
  characterDropId,
  characterOfDropId,
  freeCardId,
  freeWords,
  tableSpeech,
  zoneDropId,
  zoneOfDropId,
} from "./drag-speech";

const CHARACTERS = ["Jonah Gannett", "Pip Flummery", "Little Wren Gannett"];
const speech = tableSpeech({
  card: (id) => ({ jilted: "Was Jilted, modifier −10" })[id] ?? id,
  character: (id) => CHARACTERS[id] ?? `character ${id + 1}`,
  // Instance 1 may go on every character, instance 2 on Pip only, instance 3 nowhere.
  targets: (instance) => ({ 1: [0, 1, 2], 2: [1], 3: [] })[instance] ?? [],
});
const card = (instance: number): Dragged<HandDrag> => ({
  id: `card:${instance}`,
  data: { instance, cardId: "jilted" },
});

describe("the table's drag words", () => {
  it("count the characters a lifted card can go on, in the card-type words", () => {
    expect(speech.lifted(card(1))).toBe(
      "Picked up Was Jilted, modifier −10. 3 characters can take it.",
    );
    expect(speech.lifted(card(2))).toBe(
      "Picked up Was Jilted, modifier −10. 1 character can take it.",
    );
    expect(speech.lifted(card(3))).toBe(
      "Picked up Was Jilted, modifier −10. It has no legal target now.",
    );
  });

  it("say whether the rules take the card where it is", () => {
    expect(speech.over(card(2), characterDropId(1))).toBe("Over Pip Flummery: a legal target.");
    expect(speech.over(card(2), characterDropId(0))).toBe(
      "Over Jonah Gannett: the rules refuse it there.",
    );
    expect(speech.over(card(2), "discard")).toBe(
      "Over the discard pile: dropping discards your whole hand.",
    );
    expect(speech.over(card(2), "play-area")).toBe("Over the play area.");
    expect(speech.overNothing(card(2))).toBe("Over no target.");
  });

  it("name the place of a drop, never its id, and put a card back otherwise", () => {
    expect(speech.dropped(card(1), characterDropId(2))).toBe("Dropped on Little Wren Gannett.");
    expect(speech.dropped(card(1), "discard")).toBe("Dropped on the discard pile.");
    expect(speech.dropped(card(1), "play-area")).toBe("Dropped on the play area.");
    expect(speech.droppedNowhere(card(1))).toBe("Put back in the hand.");
    expect(speech.cancelled(card(1))).toBe("Put back in the hand.");
  });

  it("read the drop ids back", () => {
    expect(characterOfDropId(characterDropId(4))).toBe(4);
    expect(characterOfDropId("discard")).toBeNull();
    expect(zoneOfDropId(zoneDropId("stack-0-1"))).toBe("stack-0-1");
  });

  it("tell the keys of the kit: Space lifts, Enter alone lists the plays", () => {
    expect(HAND_INSTRUCTIONS).toMatch(/press Space to pick it up/);
    expect(HAND_INSTRUCTIONS).toMatch(/over a character/);
    expect(HAND_INSTRUCTIONS).toMatch(/Enter alone lists its plays\.$/);
  });
});

describe("free mode's drag words", () => {
  const table: FreeTable = {
    cardIds: ["jilted", "gale"],
    zones: [
      { id: "discard", kind: "discard", label: "Discard pile", owner: null, cards: [1] },
      { id: "stack-2", kind: "stack", label: "Little Wren Gannett", owner: 0, cards: [0] },
    ],
  } as unknown as FreeTable;
  const words = freeWords(table, (i) => ["Was Jilted", "A Sudden Gale"][i] ?? String(i));
  const say = placeSpeech(words);
  const item = (instance: number) => ({ id: freeCardId(instance), data: undefined });

  it("name cards by name and places by their zone's label", () => {
    expect(say.lifted(item(0))).toBe("Picked up Was Jilted at Little Wren Gannett.");
    expect(say.over(item(0), zoneDropId("discard"))).toBe("Was Jilted is over Discard pile.");
    expect(say.dropped(item(1), zoneDropId("stack-2"))).toBe(
      "Dropped A Sudden Gale at Little Wren Gannett.",
    );
    expect(say.droppedNowhere(item(1))).toBe(
      "A Sudden Gale was dropped off the table; nothing changed.",
    );
    expect(say.cancelled(item(1))).toBe("Cancelled: A Sudden Gale went back to Discard pile.");
  });
});
