/**
 * Every "did you mean" diagnostic carries its word as `suggestion`, and putting that word in
 * place of the diagnostic's range makes that diagnostic go away (editors offer it as a quick fix).
 */
import { describe, expect, it } from "vitest";
import { compileEffect } from "./compile";
import { suggestionProblem } from "./checks.test-support";
import { ALL_FIXTURES, TEST_CONTEXT } from "./fixtures";
import { ANY_PLAYER_VERBS, VERB_WORDS, VERBS } from "./verbs";

const MEANT = /did you mean '([^']+)'\?/;

const cases = ALL_FIXTURES.flatMap((fixture) =>
  compileEffect(fixture.source, TEST_CONTEXT, { cardType: fixture.cardType })
    .diagnostics.filter((d) => MEANT.test(d.message))
    .map((d) => ({ fixture, d })),
);

describe("did-you-mean suggestions", () => {
  it("are found in the fixtures", () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  for (const { fixture, d } of cases) {
    it(`${fixture.description}: ${d.message}`, () => {
      expect(d.suggestion).toBe(MEANT.exec(d.message)?.[1]);
      const fixed =
        fixture.source.slice(0, d.range.start.offset) +
        (d.suggestion ?? "") +
        fixture.source.slice(d.range.end.offset);
      const after = compileEffect(fixed, TEST_CONTEXT, { cardType: fixture.cardType });
      const same = after.diagnostics.filter(
        (a) => a.code === d.code && a.range.start.offset === d.range.start.offset,
      );
      expect(same).toEqual([]);
      expect(
        suggestionProblem(fixture.source, d, TEST_CONTEXT, { cardType: fixture.cardType }),
      ).toBe(undefined);
    });
  }

  describe("lead somewhere: a word is suggested only where the line then parses on", () => {
    const suggestions = (source: string) =>
      compileEffect(source, TEST_CONTEXT).diagnostics.map((d) => d.suggestion);
    const messages = (source: string) =>
      compileEffect(source, TEST_CONTEXT).diagnostics.map((d) => d.message);

    it("a trigger heading gets no 'a' for its 'at': it compiles, and its typos get its words", () => {
      expect(suggestions("at the start of your turn: draw 1 card")).toEqual([]);
      expect(suggestions("at the strat of your turn: draw 1 card")).toEqual(["start"]);
      expect(suggestions("at the middle of your turn: draw 1 card")).toEqual([undefined]);
      expect(suggestions("on play:\n  at the end of the turn: draw 1")).toEqual([undefined]);
    });

    it("an unknown verb after each player gets no near miss, only the verbs that fit there", () => {
      // 'gives' once suggested 'moves', which no player may do; now it is a verb of its own.
      expect(messages("on play:\n  each player gives 1 card to the next player")).toEqual([]);
      const source = "on play:\n  each player steals 1 card from the next player";
      expect(suggestions(source)).toEqual([undefined]);
      const fit = ANY_PLAYER_VERBS.map((verb) => `'${VERBS[verb]?.thirdPerson}'`);
      expect(messages(source)).toEqual([
        `unknown verb 'steals' — the verbs that fit here after 'player' are ${fit.slice(0, -1).join(", ")} and ${fit.at(-1)} (or 'may')`,
      ]);
    });

    it("the verbs listed come from the verb table: each player's verbs after a subject, all after you", () => {
      const afterEach = messages("each player fooos 1 card")[0] ?? "";
      for (const verb of ANY_PLAYER_VERBS)
        expect(afterEach).toContain(`'${VERBS[verb]?.thirdPerson}'`);
      const afterYou = messages("you fooo 1 card")[0] ?? "";
      for (const verb of VERB_WORDS) {
        // `cancel`, `no` … are not a player's action, so no subject may stand before them.
        if (VERBS[verb]?.doer === "no-player") expect(afterYou).not.toContain(`'${verb}'`);
        else expect(afterYou).toContain(`'${verb}'`);
      }
      const afterMay = messages("each player may fooo 1 card")[0] ?? "";
      for (const verb of ANY_PLAYER_VERBS) expect(afterMay).toContain(`'${verb}'`);
    });

    it("R10 `roll` is a verb of the messages: a near miss of it, and listed among the verbs", () => {
      expect(suggestions("on play:\n  rol a die:\n    1-3: draw 1 card")).toEqual(["roll"]);
      const [unknown] = messages("on play:\n  jump a die:");
      expect(unknown).toMatch(/^unknown verb 'jump' — the verbs that fit here are 'roll', 'draw'/);
      expect(unknown).not.toMatch(/\(or [^)]*'roll'/);
      // Only with no subject: no other player rolls.
      expect(messages("each player fooos 1 card")[0]).not.toContain("'roll'");
    });

    it("after another player, only the verbs another player may do are expected", () => {
      const afterEach =
        messages("on play:\n  each player hands a card to the next player")[0] ?? "";
      for (const verb of VERB_WORDS) {
        if (ANY_PLAYER_VERBS.includes(verb)) continue;
        expect(afterEach).not.toContain(`'${verb}'`);
        const third = VERBS[verb]?.thirdPerson;
        if (third !== undefined) expect(afterEach).not.toContain(`'${third}'`);
      }
    });

    it("the word being rejected is never listed as the one expected", () => {
      const [message] = messages("on play:\n  return the story to the centre.");
      expect(message).toContain("'story' does not fit here");
      expect(message).not.toContain("expected 'story'");
    });

    it("a keyword alternative of a set name is offered only where it parses on", () => {
      expect(suggestions("if this character has negatve: draw 1")).toEqual([undefined]);
      expect(suggestions("if this character has negatve self-worth: draw 1")[0]).toBe("negative");
    });

    it("two typos in a row still get the first word, since the second has its own", () => {
      expect(suggestions("on play: drwa thre cards")).toEqual(["draw"]);
    });
  });

  it("are absent where there is nothing to suggest", () => {
    const { diagnostics } = compileEffect(
      "on play:\n  if this character has zzzzzzzz: draw 1",
      TEST_CONTEXT,
    );
    expect(diagnostics.map((d) => [d.code, d.suggestion])).toEqual([
      ["dsl/unknown-icon", undefined],
    ]);
  });

  it("replace a card type's words and a number word", () => {
    const at = (source: string) =>
      compileEffect(source, TEST_CONTEXT).diagnostics.map((d) => ({
        text: source.slice(d.range.start.offset, d.range.end.offset),
        suggestion: d.suggestion,
      }));
    expect(at("response: cancel an evnt")).toEqual([{ text: "evnt", suggestion: "event" }]);
    expect(at("on play: draw thre cards")).toEqual([{ text: "thre", suggestion: "three" }]);
    expect(at("on play: drwa 2 cards")).toEqual([{ text: "drwa", suggestion: "draw" }]);
  });
});
