/**
 * RULES.md R6 (effects): who resolves, immediate / continuous / persistent effects, responses,
 * character and family requirements, the beginner option.
 */
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import { drawLimit } from "./lasting";
import { legalActions } from "./legal-actions";
import { createGame } from "./setup";
import { viewFor } from "./view";
import {
  act,
  actAll,
  death,
  event,
  eventsOf,
  handIds,
  ids,
  mod,
  scenario,
  stackIds,
  story,
} from "./scenario.test-support";

const fillers = ["f1", "f2", "f3", "f4", "f5", "f6"].map((id) => mod(id, [-5, null, null]));

describe("R6 effects", () => {
  it("R6.1 the controller of the target character resolves the effect and makes its choices", () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod(
          "chore",
          [-5, null, null],
          [null, null, null],
          "on play:\n  draw 1 card\n  discard 1 card",
        ),
      ],
      hands: [["chore"], ["f1", "f2"]],
      draw: ["f3"],
    });
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("chore"),
      target: b.ch("dora"),
    }).state;
    // Seat 1 (Dora's controller) drew and now chooses what to discard.
    expect(s.pending).toMatchObject({ kind: "card", player: 1, zone: "own-hand" });
    expect(legalActions(s, 0)).toEqual([]);
    expect(legalActions(s, 1)).toHaveLength(3);
    const wrong = apply(s, { type: "choose-card", player: 0, card: b.card("f1") });
    expect(wrong.ok ? null : wrong.error.code).toBe("move/not-your-choice");
    const done = act(s, { type: "choose-card", player: 1, card: b.card("f3") }).state;
    expect(handIds(done, 1)).toEqual(["f1", "f2"]);
  });

  it("R6.2 an immediate effect resolves once, when played; moving the card does not repeat it", () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod("gift", [5, null, null], [null, null, null], "on play: draw 1 card"),
        event(
          "shove",
          "move the top modifier from any living character to another living character",
        ),
      ],
      stacks: { ada: ["gift"] },
      hands: [["shove"]],
      draw: ["f1", "f2"],
    });
    let s = act(b.state, { type: "play-event", player: 0, card: b.card("shove") }).state;
    expect(s.pending?.kind).toBe("character");
    s = act(s, { type: "choose-character", player: 0, character: b.ch("basil") }).state;
    expect(stackIds(s, b.ch("basil"))).toEqual(["gift"]);
    expect(s.seats[0]!.hand).toEqual([]);
  });

  it("R6.3 a continuous effect is live while its text is visible and follows its card", () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod("fever", [-5, null, null], [null, null, null], "while visible:\n  draw limit -1"),
        mod("cover", [null, -5, null]),
        event(
          "shove",
          "move the top modifier from any living character to another living character",
        ),
      ],
      stacks: { ada: ["fever"] },
      hands: [["cover", "shove"]],
    });
    expect(drawLimit(b.state, 0)).toBe(4);
    // Moved to Dora (seat 1): the effect now changes seat 1's draw limit.
    // Only Ada has a modifier: the "from" choice is taken without asking.
    let s = act(b.state, { type: "play-event", player: 0, card: b.card("shove") }).state;
    expect(s.pending).toMatchObject({ kind: "character", options: [1, 2, 3, 4, 5] });
    s = act(s, { type: "choose-character", player: 0, character: b.ch("dora") }).state;
    expect([drawLimit(s, 0), drawLimit(s, 1)]).toEqual([5, 4]);
    // Covered by the next card's text plate: no longer live.
    const b2 = scenario({
      cards: [
        ...fillers,
        mod("fever", [-5, null, null], [null, null, null], "while visible:\n  draw limit -1"),
        mod("cover", [null, -5, null]),
      ],
      stacks: { ada: ["fever", "cover"] },
    });
    expect(drawLimit(b2.state, 0)).toBe(5);
  });

  it("R6.4 a persistent effect is live while its icon or reminder shows; ends when both are covered", () => {
    const witch = {
      id: "witch",
      type: "modifier" as const,
      points: [null, -5, null] as [null, number, null],
      persistent: true,
      effect: "while persistent:\n  draw limit -1",
    };
    const b = scenario({
      cards: [witch, mod("plain", [-5, null, null])],
      stacks: { ada: ["witch", "plain"] },
    });
    // A plain modifier covers the text plate, not the persistent icon or reminder.
    expect(drawLimit(b.state, 0)).toBe(4);
    const witch2 = { ...witch, id: "witch2", effect: "while persistent:\n  draw limit -2" };
    const covered = scenario({ cards: [witch, witch2], stacks: { ada: ["witch", "witch2"] } });
    // The later persistent card covers both marks of the earlier one.
    expect(drawLimit(covered.state, 0)).toBe(3);
    expect(viewFor(covered.state, 0).characters[covered.ch("ada")]!.liveEffects).toHaveLength(1);
  });

  it("R6.5 a response cancels a card as it is played; it is discarded with no effect and the play counts", () => {
    const b = scenario({
      cards: [...fillers, event("news", "draw 2 cards"), event("no", "response: cancel an event")],
      hands: [["news", "f1"], ["no"]],
      draw: ["f2", "f3"],
    });
    let r = act(b.state, { type: "play-event", player: 0, card: b.card("news") });
    expect(r.state.pending).toMatchObject({ kind: "response", player: 1 });
    expect(legalActions(r.state, 1)).toEqual([
      { type: "respond", player: 1, card: b.card("no") },
      { type: "pass-response", player: 1 },
    ]);
    r = act(r.state, { type: "respond", player: 1, card: b.card("no") });
    expect(eventsOf(r.events, "cancelled")).toHaveLength(1);
    expect(handIds(r.state, 0)).toEqual(["f1"]);
    expect(ids(r.state, r.state.discard).sort()).toEqual(["news", "no"]);
    expect(r.state.turn.playsUsed).toBe(1);
  });

  it("R6.5 a response window asks holders in seat order from the active player's left; passing lets the play stand", () => {
    const b = scenario({
      families: ["ashgrove", "blackmere", "crane"],
      cards: [
        mod("m", [-5, null, null]),
        event("no1", "response: cancel a modifier"),
        event("no2", "response: cancel a modifier"),
        event("other", "response: cancel an event"),
      ],
      hands: [["m"], ["no1", "other"], ["no2"]],
      turn: { seat: 0 },
    });
    let r = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("m"),
      target: b.ch("gus"),
    });
    expect(r.state.pending).toMatchObject({ kind: "response", player: 1 });
    r = act(r.state, { type: "pass-response", player: 1 });
    expect(r.state.pending).toMatchObject({ kind: "response", player: 2 });
    r = act(r.state, { type: "pass-response", player: 2 });
    expect(stackIds(r.state, b.ch("gus"))).toEqual(["m"]);
  });

  describe("R6.5 who a response window asks", () => {
    const cards = [
      mod("m", [-5, null, null]),
      event("no", "response: cancel a modifier"),
      event("e", "draw 1 card"),
    ];
    // Seat 1 holds nothing that answers a modifier; seat 2 does.
    const desc = {
      families: ["ashgrove", "blackmere", "crane"],
      cards,
      hands: [["m"], ["e"], ["no"]],
    };
    const b = scenario(desc);
    const playM = (s: typeof b.state) =>
      act(s, { type: "play-modifier", player: 0, card: b.card("m"), target: b.ch("gus") });

    it("R6.5 by default every other player is asked in seat order, holders or not; the window names no holder", () => {
      let r = playM(b.state);
      expect(eventsOf(r.events, "response-window")).toEqual([
        { type: "response-window", card: { instance: b.card("m"), cardId: "m" }, players: [1, 2] },
      ]);
      expect(r.state.pending).toMatchObject({ kind: "response", player: 1 });
      // Seat 1 can only pass, and the prompt is the same as for a holder.
      expect(legalActions(r.state, 1)).toEqual([{ type: "pass-response", player: 1 }]);
      const prompt = r.state.pending!.prompt;
      expect(prompt).toBe("P0 plays 'M' — respond or pass");
      const rng = r.state.rng;
      r = act(r.state, { type: "pass-response", player: 1 });
      expect(r.state.rng).toBe(rng);
      expect(r.state.pending).toMatchObject({ kind: "response", player: 2, prompt });
      r = act(r.state, { type: "respond", player: 2, card: b.card("no") });
      expect(eventsOf(r.events, "cancelled")).toHaveLength(1);
      expect(ids(r.state, r.state.discard).sort()).toEqual(["m", "no"]);
    });

    it("R6.5 the 'holders' option asks only the players holding a response (for simulations)", () => {
      const fast = scenario({ ...desc, responseWindows: "holders" });
      const r = act(fast.state, {
        type: "play-modifier",
        player: 0,
        card: fast.card("m"),
        target: fast.ch("gus"),
      });
      expect(eventsOf(r.events, "response-window")[0]?.players).toEqual([2]);
      expect(r.state.pending).toMatchObject({ kind: "response", player: 2 });
      expect(r.state.responseWindows).toBe("holders");
    });

    it("R6.5 no window opens for a card type no card of the set can answer", () => {
      const none = scenario({
        families: ["ashgrove", "blackmere", "crane"],
        cards: [mod("m"), event("no", "response: cancel an event")],
        hands: [["m"], ["no"], []],
      });
      const r = act(none.state, {
        type: "play-modifier",
        player: 0,
        card: none.card("m"),
        target: none.ch("gus"),
      });
      expect(eventsOf(r.events, "response-window")).toEqual([]);
      expect(r.state.pending).toBeNull();
    });

    it("R6.5 a card that cannot answer the play is refused with its type's article", () => {
      const wrong = scenario({
        cards: [
          event("news"),
          death("d"),
          mod("low", [-5, null, null]),
          event("stop-mod", "response: cancel a modifier"),
          event("stop-event", "response: cancel an event"),
          event("stop-death", "response: cancel an untimely death"),
        ],
        stacks: { dora: ["low"] },
        hands: [
          ["news", "d"],
          ["stop-mod", "stop-event", "stop-death"],
        ],
      });
      const refusal = (s: typeof wrong.state, card: string) => {
        const r = apply(s, { type: "respond", player: 1, card: wrong.card(card) });
        return r.ok ? null : r.error.message;
      };
      const onEvent = act(wrong.state, { type: "play-event", player: 0, card: wrong.card("news") });
      expect(refusal(onEvent.state, "stop-mod")).toBe("'Stop mod' cannot answer 'News' (an event)");
      const onDeath = act(wrong.state, {
        type: "play-untimely-death",
        player: 0,
        card: wrong.card("d"),
        target: wrong.ch("dora"),
      });
      expect(refusal(onDeath.state, "stop-event")).toBe(
        "'Stop event' cannot answer 'D' (an untimely death)",
      );
    });

    it("R6.5 the rules option is checked at setup", () => {
      const r = createGame(b.set, { ...b.setup, responseWindows: "some" as "holders" }, 1);
      expect(r.ok ? null : r.error).toMatchObject({
        code: "setup/response-windows",
        message: "response windows ask 'everyone' or 'holders', not 'some'",
      });
    });
  });

  it("R6.5 cancelling an untimely death leaves the character alive", () => {
    const b = scenario({
      cards: [
        mod("low", [-5, null, null]),
        death("d"),
        event("resting", "response: cancel an untimely death"),
      ],
      stacks: { dora: ["low"] },
      hands: [["d"], ["resting"]],
    });
    let s = act(b.state, {
      type: "play-untimely-death",
      player: 0,
      card: b.card("d"),
      target: b.ch("dora"),
    }).state;
    s = act(s, { type: "respond", player: 1, card: b.card("resting") }).state;
    expect(viewFor(s, 0).characters[b.ch("dora")]!.dead).toBe(false);
    expect(ids(s, s.discard).sort()).toEqual(["d", "resting"]);
  });

  it("R6.6 the part after a requirement happens only if the target has the icons; the part before regardless", () => {
    const card = (id: string) =>
      mod(
        id,
        [-5, null, null],
        [null, "raven", null],
        "on play:\n  draw 1 card\n  if this character has raven and rose: draw 2 cards",
      );
    const b = scenario({
      cards: [...fillers, card("c"), mod("rosy", [null, null, null], ["rose", null, null])],
      stacks: { ada: ["rosy"] },
      hands: [["c"]],
      draw: ["f1", "f2", "f3", "f4"],
    });
    // The card's own raven does not count (default): only the unconditional draw.
    const own = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("c"),
      target: b.ch("ada"),
    }).state;
    expect(handIds(own, 0)).toEqual(["f1"]);
    // With the rules option, the card's own icons count.
    const counted = act(
      { ...b.state, rules: { ...b.state.rules, ownIconsCountForRequirements: true } },
      { type: "play-modifier", player: 0, card: b.card("c"), target: b.ch("ada") },
    ).state;
    expect(handIds(counted, 0)).toEqual(["f1", "f2", "f3"]);
  });

  it("R6.7 a family requirement needs different characters showing the icons, one icon per character", () => {
    /** Whether seat 0 may claim story `id` of the centre now. */
    const claimable = (b: ReturnType<typeof scenario>, id: string) =>
      legalActions(b.state, 0).some((a) => a.type === "claim-story" && a.story === b.card(id));
    const both = mod("both", [null, null, null], ["raven", "rose", null]);
    const raven = mod("raven", [null, null, null], ["raven", null, null]);
    const rose = mod("rose", [null, null, null], ["rose", null, null]);
    const tale = story("tale", "story requires raven, rose");
    // One character showing both icons is not enough.
    const one = scenario({
      cards: [both, tale],
      stacks: { ada: ["both"] },
      centre: ["tale"],
      options: { stories: true },
    });
    expect(claimable(one, "tale")).toBe(false);
    // Two characters: Ada shows both, Basil shows raven → raven to Basil, rose to Ada.
    const two = scenario({
      cards: [both, raven, tale],
      stacks: { ada: ["both"], basil: ["raven"] },
      centre: ["tale"],
      options: { stories: true },
    });
    expect(claimable(two, "tale")).toBe(true);
    // Dead characters count too.
    const dead = scenario({
      cards: [raven, rose, death("d"), tale],
      stacks: { ada: ["raven", "d"], basil: ["rose"] },
      centre: ["tale"],
      options: { stories: true },
    });
    expect(claimable(dead, "tale")).toBe(true);
    // Two of the same icon on one character do not fill "raven, raven".
    const twin = story("twin", "story requires raven, raven");
    const dup = scenario({
      cards: [mod("r2", [null, null, null], ["raven", "raven", null]), twin],
      stacks: { ada: ["r2"] },
      centre: ["twin"],
      options: { stories: true },
    });
    expect(claimable(dup, "twin")).toBe(false);
  });

  it("R6.8 beginner option: every card effect is ignored", () => {
    const b = scenario({
      cards: [
        ...fillers,
        mod("gift", [5, null, null], [null, null, null], "on play: draw 2 cards"),
        mod("fever", [-5, null, null], [null, null, null], "while visible:\n  draw limit -2"),
        event("no", "response: cancel a modifier"),
      ],
      stacks: { ada: ["fever"] },
      hands: [["gift"], ["no"]],
      draw: ["f1", "f2"],
      options: { beginner: true },
    });
    expect(drawLimit(b.state, 0)).toBe(5);
    const s = act(b.state, {
      type: "play-modifier",
      player: 0,
      card: b.card("gift"),
      target: b.ch("basil"),
    }).state;
    expect(s.pending).toBeNull();
    expect(stackIds(s, b.ch("basil"))).toEqual(["gift"]);
    expect(s.seats[0]!.hand).toEqual([]);
  });
});

describe("R6 effect details", () => {
  it("R6.1 events are resolved by the player who plays them", () => {
    const b = scenario({
      cards: [...fillers, event("news", "draw 1 card")],
      hands: [["news"]],
      draw: ["f1"],
    });
    const s = act(b.state, { type: "play-event", player: 0, card: b.card("news") }).state;
    expect(handIds(s, 0)).toEqual(["f1"]);
  });

  it("R6.6 an optional step may be declined", () => {
    const b = scenario({
      cards: [...fillers, event("maybe", "you may draw 2 cards")],
      hands: [["maybe"]],
      draw: ["f1", "f2"],
    });
    const s = act(b.state, { type: "play-event", player: 0, card: b.card("maybe") }).state;
    expect(s.pending?.kind).toBe("yes-no");
    const no = act(s, { type: "decide", player: 0, accept: false }).state;
    expect(no.seats[0]!.hand).toEqual([]);
    const yes = actAll(s, [{ type: "decide", player: 0, accept: true }]).state;
    expect(handIds(yes, 0)).toEqual(["f1", "f2"]);
  });
});
