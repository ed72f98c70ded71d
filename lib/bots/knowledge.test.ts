/**
 * The greedy bot's stack readings (issue 26): stacks interned in a trie of card ids, read
 * incrementally from a kept stack below, read exactly as lib/layers' `analyzeStack` reads them
 * from scratch; and a decision's memo never shows another decision's values.
 */
import { describe, expect, it } from "vitest";
import { analyzeStack } from "../layers";
import { sampleSet } from "../../test/fixtures/sample-set";
import { knowledgeOf } from "./knowledge";
import { createRng } from "./rng";
import { turnOf } from "./turn";
import { makeView } from "./view.test-support";

const SET = sampleSet();

describe("stack readings", () => {
  it("read a card on top (incrementally or not) as analyzeStack reads the whole stack", () => {
    const k = knowledgeOf(SET);
    const chars = SET.cards.filter((c) => c.type === "character").map((c) => c.id);
    const tops = SET.cards
      .filter((c) => c.type === "modifier" || c.type === "untimely-death")
      .map((c) => c.id);
    const rng = createRng(26);
    for (let n = 0; n < 200; n++) {
      const ids = [chars[rng.int(chars.length)]!];
      let node = k.node(ids);
      // Half the stacks keep their summary (a stack on the table), half do not (hypothetical).
      const keep = n % 2 === 0;
      k.readNode(node, keep);
      for (let depth = rng.int(6); depth > 0; depth--) {
        const top = tops[rng.int(tops.length)]!;
        ids.push(top);
        node = k.on(node, top);
        expect(node.ids).toEqual(ids);
        expect(k.node(ids)).toBe(node);
        const read = k.readNode(node, keep);
        const whole = analyzeStack(ids.map((id) => k.card(id).entry));
        expect(read.selfWorth).toBe(whole.selfWorth);
        expect(read.dead).toBe(whole.dead);
        expect({ ...read.icons }).toEqual({ ...whole.icons });
        expect(read.visibleIcons).toEqual(whole.visibleIcons);
      }
    }
  });
});

describe("decision memo", () => {
  it("a slot written by a later decision does not count for an earlier one", () => {
    const made = makeView(SET, {
      me: 0,
      seats: 2,
      hand: [],
      chars: [
        { owner: 0, stack: ["captain-absalom-gannett"] },
        { owner: 1, stack: ["the-great-augustus-flummery"] },
      ],
    });
    const k = knowledgeOf(SET);
    const first = turnOf(made.view, 0, k, createRng(1), { plan: null });
    first.memo.set(3, 1);
    const second = turnOf(made.view, 0, k, createRng(1), { plan: null });
    expect(second.memo.has(3)).toBe(false);
    second.memo.set(4, 2);
    expect(first.memo.has(4)).toBe(false);
    expect(first.memo.has(3)).toBe(true);
    expect(first.memo.get(3)).toBe(1);
  });
});
