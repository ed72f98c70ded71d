import { describe, expect, it } from "vitest";
import { createGame, zoneMap } from "../engine";
import { sampleSet } from "../../test/fixtures/sample-set";
import {
  freeHistory,
  freeTableFrom,
  moveCard,
  readFreeStack,
  undoFree,
  withMove,
  zoneOfCard,
} from "./free-table";

const set = sampleSet();
const families = set.families.map((f) => f.id);

function table() {
  const created = createGame(
    set,
    { players: [0, 1, 2].map((i) => ({ name: `P${i + 1}`, family: families[i]! })) },
    7,
  );
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value;
  return {
    state,
    table: freeTableFrom(state, {
      seats: ["P1", "P2", "P3"],
      characters: state.characters.map((_, i) => `C${i}`),
    }),
  };
}

describe("free mode", () => {
  it("lays every card of the game out in exactly one zone", () => {
    const { state, table: t } = table();
    const all = t.zones.flatMap((z) => z.cards);
    expect(all.length).toBe(zoneMap(state).length);
    expect(new Set(all).size).toBe(all.length);
  });

  it("moves any card anywhere — a hand's card onto another family's character — and reads the stack by the cardinal rule", () => {
    const { table: t } = table();
    const hand = t.zones.find((z) => z.id === "hand:0")!;
    const modifier = hand.cards.find(
      (i) => set.cards.find((c) => c.id === t.cardIds[i])?.type === "modifier",
    );
    expect(modifier).toBeDefined();
    const card = set.cards.find((c) => c.id === t.cardIds[modifier!])!;
    const pts = (card.points ?? []).reduce<number>(
      (a, p) => a + (typeof p === "number" ? p : 0),
      0,
    );
    const target = t.zones.find((z) => z.kind === "stack" && z.owner === 2)!;
    const moved = moveCard(t, modifier!, target.id);
    expect(moved.ok).toBe(true);
    if (!moved.ok) return;
    const after = moved.value.zones.find((z) => z.id === target.id)!;
    expect(after.cards[after.cards.length - 1]).toBe(modifier);
    expect(zoneOfCard(moved.value, modifier!)?.id).toBe(target.id);
    expect(readFreeStack(moved.value, after, set).selfWorth).toBe(pts);
    expect(moved.value.zones.flatMap((z) => z.cards).length).toBe(
      t.zones.flatMap((z) => z.cards).length,
    );
  });

  it("refuses an unknown card or place with the reason, and undoes moves in order", () => {
    const { table: t } = table();
    expect(moveCard(t, 99999, "discard")).toEqual({
      ok: false,
      error: "there is no card 99999 on this table",
    });
    const card = t.zones.find((z) => z.id === "hand:1")!.cards[0]!;
    expect(moveCard(t, card, "nowhere")).toEqual({
      ok: false,
      error: "there is no place 'nowhere' on this table",
    });
    let h = freeHistory(t);
    const a = withMove(h, card, "discard");
    if (!a.ok) throw new Error(a.error);
    h = a.value;
    const b = withMove(h, card, "centre", 0);
    if (!b.ok) throw new Error(b.error);
    h = b.value;
    expect(h.present.zones.find((z) => z.id === "centre")!.cards[0]).toBe(card);
    h = undoFree(h);
    expect(zoneOfCard(h.present, card)?.id).toBe("discard");
    h = undoFree(h);
    expect(h.present).toBe(t);
    expect(undoFree(h)).toBe(h);
  });
});
