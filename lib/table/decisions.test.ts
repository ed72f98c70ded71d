import { describe, expect, it } from "vitest";
import type { Action, GameState } from "../engine";
import { apply, createGame, legalActions, viewFor } from "../engine";
import { sampleSet } from "../../test/fixtures/sample-set";
import {
  answerLabel,
  answersOf,
  deciderOf,
  dropAction,
  playsOfCard,
  undoCount,
  visibleCardId,
} from "./decisions";

const set = sampleSet();
const families = set.families.map((f) => f.id);
const setup = {
  players: [
    { name: "Ada", family: families[0]! },
    { name: "Bo", family: families[1]!, bot: true },
    { name: "Cy", family: families[2]!, bot: true },
  ],
};

function game() {
  const created = createGame(set, setup, 109);
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

const names = {
  seat: (s: number) => ["Ada", "Bo", "Cy"][s]!,
  character: (id: number) => `character ${id}`,
  card: (i: number) => `card ${i}`,
};

describe("decisions", () => {
  it("the decider is the active seat, or the pending choice's player, and nobody once over", () => {
    const state = game();
    expect(deciderOf(state)).toBe(0);
    expect(
      deciderOf({
        ...state,
        pending: { kind: "yes-no", player: 2, prompt: "", options: [], source: null },
      }),
    ).toBe(2);
    expect(
      deciderOf({
        ...state,
        over: { reason: "exhausted", values: [], winners: [0], fallen: null },
      }),
    ).toBeNull();
  });

  it("a card's legal targets are read off the legal actions, and a drop asks for the action its type plays", () => {
    const state = game();
    const legal = legalActions(state, 0);
    const modifier = legal.find(
      (a): a is Extract<Action, { type: "play-modifier" }> => a.type === "play-modifier",
    )!;
    const plays = playsOfCard(legal, modifier.card);
    expect(plays.targets.length).toBe(15);
    expect(plays.untargeted).toBe(false);
    expect(dropAction(0, modifier.card, "modifier", 3)).toEqual({
      type: "play-modifier",
      player: 0,
      card: modifier.card,
      target: 3,
    });
    expect(dropAction(0, 7, "untimely-death", 3)).toEqual({
      type: "play-untimely-death",
      player: 0,
      card: 7,
      target: 3,
    });
    expect(dropAction(0, 7, "event", 3)).toEqual({ type: "play-event", player: 0, card: 7 });
    expect(dropAction(0, 7, "modifier", null)).toBeNull();
  });

  it("R7.2 a refused drop is refused by the engine with its reason, and the table is unchanged", () => {
    const state = game();
    const hand = viewFor(state, 0).seats[0]!.hand!;
    const death = hand.find(
      (c) => set.cards.find((x) => x.id === c.cardId)?.type === "untimely-death",
    )!;
    const action = dropAction(0, death.instance, "untimely-death", 0)!;
    const r = apply(state, action);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toMatch(/^untimely death needs a negative Self-Worth; .* has 0$/);
  });

  it("answers are worded from each action's own fields", () => {
    const answers: Action[] = [
      { type: "choose-character", player: 0, character: 4 },
      { type: "choose-player", player: 0, seat: 2 },
      { type: "choose-card", player: 0, card: 9 },
      { type: "decide", player: 0, accept: true },
      { type: "decide", player: 0, accept: false },
      { type: "respond", player: 0, card: 3 },
      { type: "pass-response", player: 0 },
    ];
    expect(answers.map((a) => answerLabel(a, names))).toEqual([
      "character 4",
      "Cy",
      "card 9",
      "Yes",
      "No",
      "Respond with card 3",
      "Pass",
    ]);
    expect(answersOf([...answers, { type: "end-plays", player: 0 }])).toEqual(answers);
  });

  it("undo takes back the last person's action and the bots' actions after it", () => {
    const actions: Action[] = [
      { type: "end-plays", player: 0 },
      { type: "end-plays", player: 1 },
      { type: "pass-response", player: 0 },
      { type: "end-plays", player: 1 },
      { type: "end-plays", player: 2 },
    ];
    const person = (s: number) => s === 0;
    expect(undoCount({ actions }, person)).toBe(3);
    expect(undoCount({ actions: actions.slice(0, 2) }, person)).toBe(2);
    expect(undoCount({ actions: [{ type: "end-plays", player: 1 }] }, person)).toBe(1);
    expect(undoCount({ actions: [] }, person)).toBe(0);
  });

  it("undo takes back a put-back in order whole, and other card choices one at a time", () => {
    const putBack = {
      kind: "card",
      zone: "draw-pile",
      player: 0,
    } as unknown as GameState["pending"];
    const discard = { kind: "card", zone: "hand", player: 0 } as unknown as GameState["pending"];
    const actions: Action[] = [
      { type: "play-event", player: 0, card: 1 },
      { type: "choose-card", player: 0, card: 7 },
      { type: "choose-card", player: 0, card: 8 },
      { type: "end-plays", player: 1 },
    ];
    const person = (s: number) => s === 0;
    // The states before each action: the put-back asked twice (three cards), then the bot.
    const asked = (pending: GameState["pending"]) => [
      { pending: null },
      { pending },
      { pending },
      { pending: null },
      { pending: null },
    ];
    expect(undoCount({ actions }, person, asked(putBack))).toBe(3);
    expect(undoCount({ actions }, person, asked(discard))).toBe(2);
    expect(undoCount({ actions }, person)).toBe(2);
  });

  it("names only cards the view shows", () => {
    const state = game();
    const view = viewFor(state, 0);
    const mine = view.seats[0]!.hand![0]!;
    expect(visibleCardId(view, mine.instance)).toBe(mine.cardId);
    const theirs = state.seats[1]!.hand[0]!;
    expect(visibleCardId(view, theirs)).toBeUndefined();
    expect(visibleCardId(view, view.characters[5]!.card.instance)).toBe(
      view.characters[5]!.card.cardId,
    );
  });
});
