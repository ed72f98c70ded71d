import { writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { minimalSet } from "../test/fixtures/minimal-set";
import type { VellumSet } from "../lib/model";
import { cardRulesText } from "../lib/text";
import { SAMPLE, dir, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-text-");

/** The minimal set in Italian too, with one card of each origin. */
function threeOrigins(): VellumSet {
  const set = minimalSet();
  set.languages = ["it"];
  const events = set.cards.filter((c) => c.type === "event");
  const [generated, written, translated] = events;
  delete generated!.text;
  generated!.effect = "on play:\n  draw 2 cards";
  generated!.translations = { it: { name: "Il Testamento" } };
  written!.text = "Draw two cards.";
  translated!.text = "Draw two cards.";
  translated!.translations = { it: { text: "Pesca due carte." } };
  return set;
}

async function writeSet(set: VellumSet): Promise<string> {
  const file = path.join(dir, "set.json");
  await writeFile(file, JSON.stringify(set));
  return "set.json";
}

const json = () => JSON.parse(out.join("\n"));

describe("vellum text", () => {
  it("prints each card's rules text in the language and where it comes from (--json)", async () => {
    const set = threeOrigins();
    const [generated, written, translated] = set.cards.filter((c) => c.type === "event");
    const file = await writeSet(set);
    expect(await run("text", file, "--language", "it", "--json")).toBe(0);
    const report = json();
    expect(report.set).toBe(set.id);
    expect(report.language).toBe("it");
    expect(report.cards).toHaveLength(set.cards.length);
    const byId = new Map(report.cards.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(generated!.id)).toEqual({
      id: generated!.id,
      name: "Il Testamento",
      text: cardRulesText(generated!, set, "it")!.text,
      origin: "generated",
      language: cardRulesText(generated!, set, "it")!.language,
      field: "effect",
      problems: [],
    });
    // A text written in English only: generated in Italian where Vellum writes it, else English.
    const inItalian = cardRulesText(written!, set, "it")!;
    expect(byId.get(written!.id)).toMatchObject({ ...inItalian, problems: [] });
    expect(json().cards.find((c: { id: string }) => c.id === written!.id).origin).toBe(
      inItalian.origin,
    );
    expect(byId.get(translated!.id)).toMatchObject({
      text: "Pesca due carte.",
      origin: "translated",
      language: "it",
      field: "translations/it/text",
    });
    const character = set.cards.find((c) => c.type === "character")!;
    expect(byId.get(character.id)).toMatchObject({ text: null, origin: null });
  });

  it("prints one card as text, its origin said in words", async () => {
    const set = threeOrigins();
    const translated = set.cards.filter((c) => c.type === "event")[2]!;
    const file = await writeSet(set);
    expect(await run("text", file, "--card", translated.id, "--language", "it")).toBe(0);
    expect(out).toEqual([
      `${set.name}: rules text in Italian (it) — 1 translated`,
      "",
      `${translated.id} — ${translated.name} (translated)`,
      "  Pesca due carte.",
      // The translation says more than the effect does: the check says where.
      "  warning text/disagrees-with-effect: the text says “due carte”; the effect draws 1 card",
      "  warning text/disagrees-with-effect: the effect names each other player; the text names no one but you",
    ]);
    expect(err).toEqual([]);
  });

  it("lists the sample set's cards in its main language by default, none falling back", async () => {
    expect(await run("text", SAMPLE)).toBe(0);
    expect(out[0]).toMatch(
      /^Saltmarrow-on-Sea: rules text in English \(en\) — \d+ written by hand/,
    );
    expect(out).toContain(
      "was-haunted-by-a-hat-stand — Was Haunted by a Hat-Stand (written by hand)",
    );
    expect(out).toContain(
      "  Each other player discards 1 card for each {candle} this character has.",
    );
    expect(err).toEqual([]);
  });

  it("warns, never silently, about a language the set lacks and one without a catalog", async () => {
    const set = threeOrigins();
    const file = await writeSet(set);
    expect(await run("text", file, "--language", "nl")).toBe(0);
    expect(err).toEqual([
      expect.stringMatching(
        /^warning text\/unknown-language: set 'minimal-set' has no 'nl' texts \(its languages are en, it\): names and hand-written texts print in English \(en\)/,
      ),
      expect.stringMatching(
        /^warning text\/no-catalog: Vellum has no phrase catalog for Dutch \(nl\): the text generated for 1 card falls back/,
      ),
    ]);
  });

  it("says a regional language's catalog fallback once, not again under the card", async () => {
    const set = threeOrigins();
    const file = await writeSet(set);
    expect(await run("text", file, "--language", "it-CH")).toBe(0);
    const said = [...out, ...err].filter((line) => line.includes("text/no-catalog"));
    expect(said).toEqual([
      expect.stringMatching(/^warning text\/no-catalog: Vellum has no phrase catalog for /),
    ]);
  });

  it("refuses an unknown card (naming the nearest), an unknown set and a bad language tag", async () => {
    const set = threeOrigins();
    const file = await writeSet(set);
    const id = set.cards[0]!.id;
    expect(await run("text", file, "--card", `${id}x`)).toBe(1);
    expect(err).toEqual([`error: no card '${id}x' in set '${set.id}' — did you mean '${id}'?`]);
    err.length = 0;
    expect(await run("text", "no-such-set")).toBe(1);
    expect(err.join("\n")).toMatch(/no-such-set/);
    err.length = 0;
    expect(await run("text", file, "--language", "Italian")).toBe(2);
    expect(err).toEqual([
      "error: --language must be a language tag such as en, it or de-AT, not 'Italian'",
    ]);
    expect(await run("text")).toBe(2);
  });

  it("prints, and exports, a set whose House style has a half-typed override (a warning)", async () => {
    const set = threeOrigins();
    set.phrases = { it: { "op.draw": "pesca {n, plural, one {# carta}" } };
    const file = await writeSet(set);
    expect(await run("text", file, "--language", "it")).toBe(0);
    // The override is ignored: the generated text is the shipped phrase's.
    expect(out.join("\n")).toContain(
      cardRulesText(
        set.cards.find((c) => c.effect)!,
        set,
        "it",
      )!.text,
    );
    const card = set.cards.find((c) => c.effect)!.id;
    expect(
      await run(
        "export",
        file,
        "--format",
        "png",
        "--language",
        "it",
        "--cards",
        card,
        "--out",
        "c.zip",
      ),
    ).toBe(0);
    // A translators' file reads the set from the workspace: the import must take it too.
    expect(await run("import", file)).toBe(0);
    expect(await run("translations", "export", set.id, "--language", "it")).toBe(0);
  });

  it("is listed in the help", async () => {
    expect(await run("help")).toBe(0);
    expect(out.join("\n")).toMatch(/\n {2}text +<set> \[--card ID\] \[--language TAG\] \[--json\]/);
  });
});
