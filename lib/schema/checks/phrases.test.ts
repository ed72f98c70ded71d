import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { VellumSet } from "../../model";
import { Writer } from "../../text/generate";
import { cardRulesText } from "../../text";
import { validateSetText, validateSetValue } from "../index";

const sample = (): VellumSet =>
  JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;

/** The set as a file, and where (1-based line and column) `fragment` starts in it. */
function file(set: VellumSet): { text: string; at: (fragment: string) => [number, number] } {
  const text = JSON.stringify(set, null, 2);
  return {
    text,
    at(fragment) {
      const offset = text.indexOf(fragment);
      const before = text.slice(0, offset);
      return [before.split("\n").length, offset - before.lastIndexOf("\n")];
    },
  };
}

const phraseDiagnostics = (text: string) =>
  validateSetText(text).diagnostics.filter((d) => d.code.includes("phrase"));

describe("the set's phrases (rules-text house style)", () => {
  it("accepts a good override", () => {
    const set = sample();
    set.phrases = { en: { "heading.persistent": "Lasting: {body}" } };
    expect(phraseDiagnostics(file(set).text)).toEqual([]);
  });

  it("refuses an override that does not parse, pointing inside the string — a warning: the set stays valid", () => {
    const set = sample();
    set.phrases = { en: { "op.draw": "draw {n, plural, one {# card} =2 {two}}" } };
    const { text, at } = file(set);
    const [d] = phraseDiagnostics(text);
    expect([d?.code, d?.severity, d?.pointer]).toEqual([
      "set/bad-phrase",
      "warning",
      "/phrases/en/op.draw",
    ]);
    expect(d!.message).toContain("needs an 'other' case");
    expect(d!.message).toContain("cards print the shipped phrase instead");
    // The parser stops at the closing brace of the plural, 38 characters into the message.
    const [line, column] = at('"draw {n, plural');
    expect([d!.range.start.line, d!.range.start.column]).toEqual([line, column + 1 + 38]);
    // Generation ignores it, so the set is not refused (vellum text, exports, translators' files).
    expect(validateSetText(text).set).toBeDefined();
  });

  it("refuses an override that drops or adds a placeholder, naming it", () => {
    const set = sample();
    set.phrases = {
      en: {
        "heading.persistent": "Lasting.",
        "heading.response": "Response {when}: {body}",
      },
    };
    const { text, at } = file(set);
    const found = phraseDiagnostics(text);
    expect(found.map((d) => [d.code, d.pointer])).toEqual([
      ["set/bad-phrase", "/phrases/en/heading.persistent"],
      ["set/bad-phrase", "/phrases/en/heading.response"],
    ]);
    expect(found[0]!.message).toContain("drops {body}");
    expect(found[1]!.message).toContain("adds {when}");
    const [line, column] = at('"Response {when}');
    expect([found[1]!.range.start.line, found[1]!.range.start.column]).toEqual([
      line,
      column + 1 + "Response ".length,
    ]);
  });

  it("refuses an unknown phrase id, suggesting the nearest", () => {
    const set = sample();
    set.phrases = { en: { "heading.persistant": "Lasting: {body}" } };
    const [d] = phraseDiagnostics(file(set).text);
    expect([d?.code, d?.severity]).toEqual(["set/unknown-phrase", "warning"]);
    expect(d?.message).toContain("did you mean 'heading.persistent'?");
  });

  it("warns of a language without a catalog where a card prints generated text — both ways", () => {
    const set = sample();
    set.languages = ["it", "eo"];
    const noCatalog = (s: VellumSet) =>
      validateSetText(file(s).text).diagnostics.filter((d) => d.code === "set/no-catalog");
    // Every card with an effect has hand-written text: nothing is generated, nothing to warn of.
    expect(noCatalog(set)).toEqual([]);
    const card = set.cards.find((c) => c.effect !== undefined && c.text !== undefined)!;
    delete card.text;
    const found = noCatalog(set);
    expect(found.map((d) => [d.severity, d.pointer])).toEqual([["warning", "/languages/1"]]);
    expect(found[0]!.message).toContain("'eo'");
    expect(found[0]!.message).toContain(`1 card without hand-written text ('${card.id}')`);
    expect(found[0]!.message).toContain("generated in 'en'");
  });

  it("counts the cards that print generated text in a language without a catalog as print does, generating none", () => {
    const set = sample();
    set.languages = ["nl"];
    const withEffect = set.cards.filter((c) => c.effect !== undefined);
    // One of each: no written text; written text; an nl translation; an effect that does not compile.
    delete withEffect[0]!.text;
    delete withEffect[1]!.text;
    withEffect[1]!.translations = { nl: { text: "Trek 2 kaarten." } };
    delete withEffect[2]!.text;
    withEffect[2]!.effect = "on play:\n  draw";
    delete withEffect[3]!.text;
    const printsGenerated = set.cards.filter(
      (c) => cardRulesText(c, set, "nl")?.origin === "generated",
    );
    const fresh = structuredClone(set);
    const effect = vi.spyOn(Writer.prototype, "effect");
    try {
      const found = validateSetValue(fresh, "set.json", {}).diagnostics.filter(
        (d) => d.code === "set/no-catalog",
      );
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toContain(
        `${printsGenerated.length} cards without hand-written text`,
      );
      expect(found[0]!.message).toContain(`'${withEffect[0]!.id}'`);
      expect(found[0]!.message).not.toContain(`'${withEffect[1]!.id}'`);
      expect(effect).not.toHaveBeenCalled();
    } finally {
      effect.mockRestore();
    }
  });
});
