import { describe, expect, it } from "vitest";
import type { CardRow } from "@/lib/sim";
import { sortCards } from "./card-impact";

const row = (name: string, impact: number | null, type = "modifier"): CardRow => ({
  cardId: name.toLowerCase(),
  name,
  type,
  plays: 1,
  playsPerGame: 1,
  drawn: 1,
  playRate: 1,
  measuredPlays: 1,
  selfWorthChange: 0,
  selfWorthMoved: 0,
  heldBy: 1,
  winRateHeld: 0.5,
  winRateNotHeld: 0.5,
  impact,
  playableGames: 1,
});

describe("sortCards", () => {
  const rows = [
    row("Bravo", 0.1),
    row("Alpha", null, "story"),
    row("Charlie", -0.2),
    row("Delta", 0.1),
  ];

  it("sorts numbers both ways with missing values last and ties by name", () => {
    expect(sortCards(rows, "impact", "descending").map((r) => r.name)).toEqual([
      "Bravo",
      "Delta",
      "Charlie",
      "Alpha",
    ]);
    expect(sortCards(rows, "impact", "ascending").map((r) => r.name)).toEqual([
      "Charlie",
      "Bravo",
      "Delta",
      "Alpha",
    ]);
  });

  it("sorts text columns by locale", () => {
    expect(sortCards(rows, "name", "ascending").map((r) => r.name)).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
    ]);
    expect(sortCards(rows, "type", "descending")[0]!.type).toBe("story");
  });
});
