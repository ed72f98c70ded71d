import { describe, expect, it } from "vitest";
import type { Card, VellumSet } from "../model";
import { sampleSet } from "../../test/fixtures/sample-set";
import {
  applyTranslationImport,
  exportTranslations,
  importProblemGroups,
  planTranslationImport,
} from "./exchange";
import type { ImportPlan } from "./exchange";
import { sourceFingerprint } from "./fingerprint";
import { cardRulesText } from "./rules-text";

/**
 * The sample set with Italian added beside its French; one card's written rules text has no
 * effect behind it (so the Italian edition prints it in English until translated: a unit).
 */
function italianSet(): VellumSet {
  const set: VellumSet = { ...structuredClone(sampleSet()), languages: ["fr", "it"] };
  delete card(set, DROWNED).effect;
  return set;
}

function card(set: VellumSet, id: string): Card {
  const found = set.cards.find((c) => c.id === id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
}

function planOf(set: VellumSet, content: string, name: string): ImportPlan {
  const planned = planTranslationImport(set, content, name);
  if (!planned.ok) throw new Error(planned.message);
  return planned.plan;
}

/** `text` with `from` replaced once by `to`; fails when `from` is not in it exactly once. */
function edit(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** The edit a translator's tool makes to translate `source` as `target`: a target after it. */
function addTarget(source: string, target: string): [string, string] {
  return [
    `<source>${source}</source>`,
    `<source>${source}</source>\n        <target>${target}</target>`,
  ];
}

const HERON = "lost-a-wager-to-a-heron";
const DROWNED = "was-courted-by-a-drowned-man";

describe("exportTranslations: XLIFF 2.0", () => {
  it("writes one file per language: srcLang the main language, the set in the file id, a unit per written text", () => {
    const file = exportTranslations(italianSet(), "fr", "xliff");
    expect(file.name).toBe("saltmarrow.fr.xlf");
    expect(file.mime).toBe("application/xliff+xml");
    expect(file.content).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:2\.0" version="2\.0" srcLang="en" trgLang="fr">\n {2}<file id="vellum\.saltmarrow">/,
    );
    const ids = [...file.content.matchAll(/<unit id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.slice(0, 4)).toEqual([
      "set.name",
      "set.description",
      "words.familyWord",
      "words.pointsWord",
    ]);
    expect(ids).toContain("family.gannetts.name");
    expect(ids).toContain(`card.${HERON}.flavor`);
    expect(ids.at(-1)).toBe("print.cardBack");
    // A card whose rules text is generated from its effect has no rules-text unit.
    const generated = sampleSet().cards.find((c) => c.effect && !c.text);
    if (generated) expect(ids).not.toContain(`card.${generated.id}.text`);
    // The translation already made is the target; tokens are kept verbatim; notes give context.
    expect(file.content).toContain(
      `<unit id="card.${DROWNED}.text">\n      <notes>\n        <note>Card “Was Courted by a Drowned Man” · rules text</note>\n        <note>source fingerprint ${sourceFingerprint("If this character has {rose} and {tide}: draw 2 cards.")}</note>`,
    );
    expect(file.content).toContain(
      "<target>Si ce personnage a {rose} et {tide} : piochez 2 cartes.</target>",
    );
    expect(file.content).toContain("<source>sheet {n} of {total}</source>");
  });

  it("refuses a language the set does not list, saying how to add it, and its main language", () => {
    expect(() => exportTranslations(italianSet(), "de", "xliff")).toThrow(
      /does not list German \(de\) among its languages .*add it in the set's Settings under Languages/,
    );
    expect(() => exportTranslations(italianSet(), "en", "csv")).toThrow(/main language/);
  });
});

describe("translators' files: export → edit → import", () => {
  it("XLIFF: two targets changed as a translator would, imported, written with their `from`; re-export is the edited file byte for byte", () => {
    const set = italianSet();
    const exported = exportTranslations(set, "it", "xliff").content;
    // A new translation of a name, and a rules text with its icon tokens.
    let edited = edit(
      exported,
      ...addTarget("Lost a Wager to a Heron", "Perse una scommessa con un airone"),
    );
    edited = edit(
      edited,
      ...addTarget(
        "If this character has {rose} and {tide}: draw 2 cards.",
        "Se questo personaggio ha {rose} e {tide}: pesca 2 carte.",
      ),
    );
    const plan = planOf(set, edited, "saltmarrow.it.xlf");
    expect(plan).toMatchObject({ language: "it", format: "xliff", unchanged: 0, problems: [] });
    expect(plan.changes).toEqual([
      {
        target: `card.${HERON}.name`,
        label: "Card “Lost a Wager to a Heron” · name",
        language: "it",
        source: "Lost a Wager to a Heron",
        before: undefined,
        after: "Perse una scommessa con un airone",
        from: sourceFingerprint("Lost a Wager to a Heron"),
      },
      expect.objectContaining({
        target: `card.${DROWNED}.text`,
        after: "Se questo personaggio ha {rose} e {tide}: pesca 2 carte.",
      }),
    ]);
    const applied = applyTranslationImport(set, plan);
    expect(card(applied, HERON).translations?.it).toEqual({
      name: "Perse una scommessa con un airone",
      from: { name: sourceFingerprint("Lost a Wager to a Heron") },
    });
    expect(card(applied, DROWNED).translations?.it?.from).toEqual({
      text: sourceFingerprint(card(set, DROWNED).text as string),
    });
    expect(card(set, HERON).translations?.it).toBeUndefined(); // the set given is left as it was
    expect(exportTranslations(applied, "it", "xliff").content).toBe(edited);
    const again = planOf(applied, edited, "saltmarrow.it.xlf");
    expect([again.changes.length, again.unchanged]).toEqual([0, 2]);
  });

  it("CSV: two translations typed into the translation column, imported; re-export is the edited file byte for byte", () => {
    const set = italianSet();
    const exported = exportTranslations(set, "it", "csv");
    expect(exported.name).toBe("saltmarrow.it.csv");
    expect(
      exported.content.startsWith("\uFEFFid,field,source,translation,context,set,language\r\n"),
    ).toBe(true);
    let edited = edit(
      exported.content,
      `card.${HERON},name,Lost a Wager to a Heron,,`,
      `card.${HERON},name,Lost a Wager to a Heron,Perse una scommessa con un airone,`,
    );
    edited = edit(edited, "words,familyWord,family,,", "words,familyWord,family,casata,");
    const plan = planOf(set, edited, "translations.csv");
    expect(plan.format).toBe("csv");
    expect(plan.changes.map((c) => [c.target, c.before, c.after])).toEqual([
      ["words.familyWord", undefined, "casata"],
      [`card.${HERON}.name`, undefined, "Perse una scommessa con un airone"],
    ]);
    const applied = applyTranslationImport(set, plan);
    expect(applied.rules.translations?.it?.familyWord).toBe("casata");
    expect(card(applied, HERON).translations?.it?.name).toBe("Perse una scommessa con un airone");
    expect(exportTranslations(applied, "it", "csv").content).toBe(edited);
  });

  it("writes family, set and print-word translations where the set keeps them", () => {
    const set = italianSet();
    let csv = exportTranslations(set, "it", "csv").content;
    csv = edit(
      csv,
      "set,name,Saltmarrow-on-Sea,,",
      "set,name,Saltmarrow-on-Sea,Salmidollo-sul-Mare,",
    );
    csv = edit(csv, "print,fronts,fronts,,", "print,fronts,fronts,fronti,");
    csv = edit(
      csv,
      "family.gannetts,name,The Gannetts of Wrackstone Light,,",
      "family.gannetts,name,The Gannetts of Wrackstone Light,I Gannett del faro di Wrackstone,",
    );
    const applied = applyTranslationImport(set, planOf(set, csv, "saltmarrow.it.csv"));
    expect(applied.translations?.it).toEqual({
      name: "Salmidollo-sul-Mare",
      printWords: { fronts: "fronti" },
    });
    expect(applied.families[0]?.translations?.it).toEqual({
      name: "I Gannett del faro di Wrackstone",
    });
  });

  it("counts units left untranslated and texts equal to the set's as changing nothing", () => {
    const set = italianSet();
    const csv = exportTranslations(set, "fr", "csv").content;
    const plan = planOf(set, csv, "saltmarrow.fr.csv");
    expect(plan.changes).toEqual([]);
    expect(plan.unchanged).toBeGreaterThan(20);
    expect((plan.untranslated ?? 0) + plan.unchanged).toBe(csv.trim().split("\r\n").length - 1);
    expect(applyTranslationImport(set, plan)).toBe(set);
  });
});

describe("planTranslationImport: what is flagged", () => {
  it("a translation made from an older source is imported, flagged, and its `from` is the older source's", () => {
    const set = italianSet();
    const old = "Lost a Bet to a Heron";
    let xml = exportTranslations(set, "it", "xliff").content;
    xml = edit(
      xml,
      `<note>source fingerprint ${sourceFingerprint("Lost a Wager to a Heron")}</note>`,
      `<note>source fingerprint ${sourceFingerprint(old)}</note>`,
    );
    xml = edit(
      xml,
      "<source>Lost a Wager to a Heron</source>",
      `<source>${old}</source>\n        <target>Perse una scommessa con un airone</target>`,
    );
    const plan = planOf(set, xml, "saltmarrow.it.xlf");
    expect(plan.problems.map((d) => [d.code, d.severity, d.pointer])).toEqual([
      [
        "translations/source-changed",
        "warning",
        `/cards/${set.cards.findIndex((c) => c.id === HERON)}/translations/it/name`,
      ],
    ]);
    expect(plan.problems[0]?.message).toMatch(
      /translated from an older text \(“Lost a Bet to a Heron”\)/,
    );
    const applied = applyTranslationImport(set, plan);
    expect(card(applied, HERON).translations?.it?.from?.name).toBe(sourceFingerprint(old));
  });

  it("a translation that drops an {icon} token or a {n} placeholder is flagged at its cell", () => {
    const set = italianSet();
    let csv = exportTranslations(set, "it", "csv").content;
    csv = edit(
      csv,
      "If this character has {rose} and {tide}: draw 2 cards.,,",
      "If this character has {rose} and {tide}: draw 2 cards.,Se ha {rose}: pesca 2 carte.,",
    );
    csv = edit(
      csv,
      "print,sheet,sheet {n} of {total},,",
      "print,sheet,sheet {n} of {total},foglio {n},",
    );
    const plan = planOf(set, csv, "saltmarrow.it.csv");
    expect(plan.changes).toHaveLength(2);
    expect(plan.problems.map((d) => d.code)).toEqual([
      "translations/dropped-token",
      "translations/dropped-token",
    ]);
    expect(plan.problems[0]?.message).toMatch(/leaves out \{tide\}/);
    expect(plan.problems[1]?.message).toMatch(/leaves out \{total\}/);
    expect(plan.problems[0]?.range.start.column).toBeGreaterThan(1);
  });

  it("R24 point 1: a translation of rules text now generated in the language is still imported (it replaces the wording); one of no rules text at all is not, and says why", () => {
    const set = italianSet();
    const csv = edit(
      exportTranslations(set, "it", "csv").content,
      "If this character has {rose} and {tide}: draw 2 cards.,,",
      "If this character has {rose} and {tide}: draw 2 cards.,Se ha {rose} e {tide}: pesca 2 carte.,",
    );
    card(set, DROWNED).effect = "on play:\n  if this character has rose and tide: draw 2 cards";
    const generated = planOf(set, csv, "saltmarrow.it.csv");
    expect(generated.changes.map((c) => c.target)).toEqual([`card.${DROWNED}.text`]);
    delete card(set, DROWNED).effect;
    delete card(set, DROWNED).text;
    const plan = planOf(set, csv, "saltmarrow.it.csv");
    expect(plan.changes).toEqual([]);
    expect(plan.problems.map((d) => d.code)).toEqual(["translations/no-source"]);
    expect(plan.problems[0]?.message).toMatch(/no rules text in the main language any more/);
  });
});

describe("planTranslationImport: refusals change nothing and say why", () => {
  const set = italianSet();
  const xml = exportTranslations(set, "it", "xliff").content;
  const csv = exportTranslations(set, "it", "csv").content;

  it.each([
    {
      what: "an XLIFF file for another set",
      content: xml.replace('<file id="vellum.saltmarrow">', '<file id="vellum.wobbleton-road">'),
      message: /is for the set 'wobbleton-road', not 'saltmarrow'/,
    },
    {
      what: "a CSV for another set",
      content: csv.replaceAll(",saltmarrow,it\r\n", ",wobbleton-road,it\r\n"),
      message: /is for the set 'wobbleton-road', not 'saltmarrow'/,
    },
    {
      what: "unknown ids, named",
      content: xml
        .replace(`<unit id="card.${HERON}.name">`, '<unit id="card.no-such-card.name">')
        .replace('<unit id="set.name">', '<unit id="set.motto">'),
      message:
        /has 2 ids the set does not have: 'set\.motto' \(unit set\.motto\) and 'card\.no-such-card\.name'/,
    },
    {
      what: "an unknown id in a CSV, with its line",
      content: csv.replace(`card.${HERON},name,`, "card.heron,name,"),
      message: /has 1 id the set does not have: 'card\.heron\.name' \(line \d+\)/,
    },
    {
      what: "a target language the set does not list",
      content: xml.replace('trgLang="it"', 'trgLang="de"'),
      message:
        /does not list German \(de\) among its languages \(it lists fr and it\) — add it in the set's Settings under Languages/,
    },
    {
      what: "the set's main language as the target",
      content: csv.replaceAll(",saltmarrow,it\r\n", ",saltmarrow,en\r\n"),
      message: /English \(en\) is the set's main language/,
    },
    {
      what: "an XLIFF file without a target language",
      content: xml.replace(' trgLang="it"', ""),
      message: /does not say which language it is in \(its <xliff> element has no trgLang\)/,
    },
    {
      what: "another source language",
      content: xml.replace('srcLang="en"', 'srcLang="fr"'),
      message: /translates from French \(fr\), but the set's main language is English \(en\)/,
    },
    { what: "garbage", content: "hello, world\n1,2\n", message: /is not a translators' file/ },
    {
      what: "broken XML",
      content:
        '<xliff version="2.0" srcLang="en" trgLang="it"><file id="vellum.saltmarrow"></xliff>',
      message:
        /is not readable XML \(Unexpected close tag at line 1, column \d+\); Vellum reads the XLIFF 2\.0/,
    },
    {
      what: "an XLIFF file with no units",
      content: '<xliff version="2.0" srcLang="en" trgLang="it"><file id="vellum.saltmarrow"><unit',
      message: /holds no translation units/,
    },
    {
      what: "XML that is not XLIFF",
      content: "<html><body/></html>",
      message: /is not a translators' file/,
    },
    {
      what: "XLIFF 1.2",
      content:
        '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="x"/></xliff>',
      message: /is XLIFF 1\.2; Vellum reads XLIFF 2\.0/,
    },
    {
      what: "another tool's XLIFF 2.0",
      content:
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="it"><file id="app"><unit id="a"><segment><source>A</source></segment></unit></file></xliff>',
      message: /its file id 'app' names no Vellum set/,
    },
    {
      what: "a cards CSV",
      content: "id,type,name\nada,character,Ada\n",
      message: /is a CSV of cards, not a translators' file/,
    },
    {
      what: "a CSV saved with semicolons",
      content: csv.replace(/,/g, ";"),
      message: /has ';' between its cells.*save it again as “CSV UTF-8 \(comma delimited\)”/,
    },
    { what: "an empty file", content: "\uFEFF \n", message: /is empty/ },
    {
      what: "a unit translated twice",
      content: csv
        .replace("set,name,Saltmarrow-on-Sea,,", "set,name,Saltmarrow-on-Sea,A,")
        .concat("set,name,Saltmarrow-on-Sea,B,,,\r\n"),
      message: /translates 'set\.name' twice \(line 2 and line \d+\) — keep one/,
    },
  ])("$what", ({ content, message }) => {
    const planned = planTranslationImport(set, content, "file.xlf");
    expect(planned).toEqual({ ok: false, message: expect.stringMatching(message) });
    if (!planned.ok) expect(planned.message).toMatch(/nothing was imported$/);
  });

  it("a CSV without language or set columns takes its language from the file name, else asks for one", () => {
    const bare = csv.replace(/,set,language\r\n/, "\r\n").replaceAll(",saltmarrow,it\r\n", "\r\n");
    const edited = bare.replace(
      "set,name,Saltmarrow-on-Sea,,",
      "set,name,Saltmarrow-on-Sea,Salmidollo,",
    );
    expect(planOf(set, edited, "saltmarrow.it.csv").changes).toHaveLength(1);
    expect(planTranslationImport(set, edited, "translated.csv")).toEqual({
      ok: false,
      message: expect.stringMatching(
        /does not say which language it is in — add a 'language' column, or name the file saltmarrow\.<language>\.csv/,
      ),
    });
  });
});

describe("the translators' CSV and spreadsheet formulas", () => {
  it("prefixes ' to a cell a spreadsheet would run as a formula, and reads it back without", () => {
    const set = italianSet();
    Object.assign(card(set, HERON), { flavor: '=HYPERLINK("http://x")' });
    Object.assign(card(set, DROWNED), { translations: { it: { flavor: "-1 a tutti" } } });
    const csv = exportTranslations(set, "it", "csv").content;
    expect(csv).toContain(`card.${HERON},flavor,"'=HYPERLINK(""http://x"")",,`);
    expect(csv).toContain(`,'-1 a tutti,`);
    const edited = edit(
      csv,
      `"'=HYPERLINK(""http://x"")",,`,
      `"'=HYPERLINK(""http://x"")",'+ un airone,`,
    );
    const plan = planOf(set, edited, "saltmarrow.it.csv");
    expect(plan.changes.map((c) => [c.source, c.after])).toEqual([
      ['=HYPERLINK("http://x")', "+ un airone"],
    ]);
    expect(plan.unchanged).toBe(1);
  });
});

/** `xliff` with the unit `id` (exported, whole) replaced by `unit`. */
function replaceUnit(xliff: string, id: string, unit: string): string {
  const start = xliff.indexOf(`<unit id="${id}">`);
  expect(start).toBeGreaterThan(0);
  const end = xliff.indexOf("</unit>", start) + "</unit>".length;
  return xliff.slice(0, start) + unit + xliff.slice(end);
}

describe("planTranslationImport: XLIFF units as other tools write them", () => {
  const notes = (source: string) =>
    `<notes><note>source fingerprint ${sourceFingerprint(source)}</note></notes>`;

  it("a unit split into segments (a CAT tool splits by sentence) imports as the whole text: segments and ignorables joined in order", () => {
    const set = italianSet();
    const source = card(set, DROWNED).text as string;
    const xliff = replaceUnit(
      exportTranslations(set, "it", "xliff").content,
      `card.${DROWNED}.text`,
      `<unit id="card.${DROWNED}.text">${notes(source)}` +
        `<segment><source>If this character has {rose} and {tide}:</source><target>Se questo personaggio ha {rose} e {tide}:</target></segment>` +
        `<ignorable><source> </source></ignorable>` +
        `<segment state="translated"><source>draw 2 cards.</source><target>pesca 2 carte.</target></segment></unit>`,
    );
    const plan = planOf(set, xliff, "saltmarrow.it.xlf");
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      expect.objectContaining({
        target: `card.${DROWNED}.text`,
        source,
        after: "Se questo personaggio ha {rose} e {tide}: pesca 2 carte.",
        from: sourceFingerprint(source),
      }),
    ]);
  });

  it("a unit with only some of its segments translated is not imported, and says so", () => {
    const set = italianSet();
    const xliff = replaceUnit(
      exportTranslations(set, "it", "xliff").content,
      `card.${HERON}.name`,
      `<unit id="card.${HERON}.name"><segment><source>Lost a Wager</source><target>Perse una scommessa</target></segment>` +
        `<segment><source> to a Heron</source><target/></segment></unit>`,
    );
    const plan = planOf(set, xliff, "saltmarrow.it.xlf");
    expect(plan.changes).toEqual([]);
    expect(plan.problems.map((d) => [d.code, d.message])).toEqual([
      [
        "translations/unreadable-unit",
        `unit card.${HERON}.name has 2 segments of which only 1 is translated, so it is not imported`,
      ],
    ]);
  });

  it("an empty unit, an empty segment, a segment without source: a problem naming the unit, never a crash", () => {
    const set = italianSet();
    let xliff = exportTranslations(set, "it", "xliff").content;
    xliff = replaceUnit(xliff, `card.${HERON}.name`, `<unit id="card.${HERON}.name"/>`);
    xliff = replaceUnit(
      xliff,
      `card.${HERON}.flavor`,
      `<unit id="card.${HERON}.flavor"><segment/></unit>`,
    );
    xliff = replaceUnit(
      xliff,
      `card.${DROWNED}.name`,
      `<unit id="card.${DROWNED}.name"><segment><target>Corteggiato</target></segment></unit>`,
    );
    xliff = xliff.replace("</file>", `<group id="empty"/></file>`);
    const plan = planOf(set, xliff, "saltmarrow.it.xlf");
    expect(plan.changes).toEqual([]);
    expect(plan.problems.map((d) => d.message)).toEqual([
      `unit card.${HERON}.name has no <segment> (it is empty), so it is not imported`,
      `unit card.${HERON}.flavor has no <source> in its <segment>, so it is not imported`,
      `unit card.${DROWNED}.name has no <source> in its <segment>, so it is not imported`,
    ]);
  });

  it("a unit without an id, or a file without a <file>, is refused as a whole", () => {
    const set = italianSet();
    const xliff = exportTranslations(set, "it", "xliff").content;
    const noId = xliff.replace(
      "</file>",
      "<unit><segment><source>a</source><target>b</target></segment></unit></file>",
    );
    const planned = planTranslationImport(set, noId, "saltmarrow.it.xlf");
    expect(planned).toMatchObject({ ok: false });
    if (!planned.ok)
      expect(planned.message).toMatch(/has 1 <unit> Vellum cannot place \(without an id/);
    const noFile = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="it"/>`;
    const refused = planTranslationImport(set, noFile, "x.xlf");
    if (refused.ok) throw new Error("imported");
    expect(refused.message).toMatch(/holds no <file> element/);
  });

  it("markup in a unit's target is not imported; a duplicate unit is refused, not the last one kept", () => {
    const set = italianSet();
    const xliff = exportTranslations(set, "it", "xliff").content;
    const markup = replaceUnit(
      xliff,
      `card.${HERON}.name`,
      `<unit id="card.${HERON}.name"><segment><source>Lost a Wager to a Heron</source><target>Perse <ph id="1"/></target></segment></unit>`,
    );
    expect(planOf(set, markup, "s.it.xlf").problems.map((d) => d.code)).toEqual([
      "translations/markup",
    ]);
    const twice = xliff.replace(
      "</file>",
      `<unit id="card.${HERON}.name"><segment><source>Lost a Wager to a Heron</source><target>Perse</target></segment></unit></file>`,
    );
    const planned = planTranslationImport(set, twice, "s.it.xlf");
    if (planned.ok) throw new Error("imported");
    expect(planned.message).toMatch(/translates 'card\.lost-a-wager-to-a-heron\.name' twice/);
  });

  it("unit ids such as __proto__ and constructor are refused as ids the set does not have", () => {
    const set = italianSet();
    const xliff = exportTranslations(set, "it", "xliff").content;
    for (const id of ["__proto__", "constructor"]) {
      const planned = planTranslationImport(
        set,
        xliff.replace(
          "</file>",
          `<unit id="${id}"><segment><source>a</source><target>b</target></segment></unit></file>`,
        ),
        "s.it.xlf",
      );
      if (planned.ok) throw new Error(`${id} imported`);
      expect(planned.message).toContain(`has 1 id the set does not have: '${id}'`);
    }
  });

  it("language tags are compared without regard to case, and the set's spelling is kept", () => {
    const set = italianSet();
    const xliff = edit(
      exportTranslations(set, "it", "xliff").content,
      ...addTarget("Lost a Wager to a Heron", "Perse una scommessa con un airone"),
    )
      .replace('trgLang="it"', 'trgLang="IT"')
      .replace('srcLang="en"', 'srcLang="EN"');
    const plan = planOf(set, xliff, "saltmarrow.it.xlf");
    expect(plan.language).toBe("it");
    expect(plan.changes.map((c) => c.language)).toEqual(["it"]);
    expect(card(applyTranslationImport(set, plan), HERON).translations?.it?.name).toBe(
      "Perse una scommessa con un airone",
    );
  });
});

describe("importProblemGroups", () => {
  it("puts warnings about texts imported apart from texts not imported", () => {
    const set = italianSet();
    let xliff = exportTranslations(set, "it", "xliff").content;
    // Imported, with a warning: the {tide} token left out.
    xliff = edit(
      xliff,
      ...addTarget(
        "If this character has {rose} and {tide}: draw 2 cards.",
        "Se questo personaggio ha {rose}: pesca 2 carte.",
      ),
    );
    // Not imported: markup.
    xliff = replaceUnit(
      xliff,
      `card.${HERON}.name`,
      `<unit id="card.${HERON}.name"><segment><source>Lost a Wager to a Heron</source><target>Perse <ph id="1"/></target></segment></unit>`,
    );
    const plan = planOf(set, xliff, "s.it.xlf");
    const groups = importProblemGroups(plan);
    expect(groups.imported.map((d) => d.code)).toEqual(["translations/dropped-token"]);
    expect(groups.notImported.map((d) => d.code)).toEqual(["translations/markup"]);
    expect(plan.changes.map((c) => c.target)).toEqual([`card.${DROWNED}.text`]);
  });
});

describe("R24 the one rule in translators' files", () => {
  const SPRING = "spring-tide";

  it("R24 point 3: without a catalog, generated English rules text is a unit (its printed text the source) and its import is accepted", () => {
    const set: VellumSet = { ...structuredClone(sampleSet()), languages: ["fr", "nl"] };
    delete card(set, SPRING).text;
    const printed = cardRulesText(card(set, SPRING), set, "en")!.text;
    const csv = exportTranslations(set, "nl", "csv").content;
    expect(csv).toContain(`card.${SPRING},text,${printed},,`);
    const plan = planOf(
      set,
      edit(csv, `card.${SPRING},text,${printed},,`, `card.${SPRING},text,${printed},Verplaats.,`),
      "saltmarrow.nl.csv",
    );
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      expect.objectContaining({ target: `card.${SPRING}.text`, after: "Verplaats." }),
    ]);
    // Both ways: French generates it, so no unit.
    expect(exportTranslations(set, "fr", "csv").content).not.toContain(`card.${SPRING},text`);
  });

  it("R24 point 4: a translation typed over generated text is a unit, fingerprinted by the effect, changed when it changes, imported back", () => {
    const set: VellumSet = { ...structuredClone(sampleSet()), languages: ["fr"] };
    const spring = card(set, SPRING);
    delete spring.text;
    spring.translations = {
      fr: { text: "Déplacez.", from: { text: sourceFingerprint(spring.effect!) } },
    };
    const xml = exportTranslations(set, "fr", "xliff").content;
    expect(xml).toContain(`<unit id="card.${SPRING}.text">`);
    expect(xml).toContain(`source fingerprint ${sourceFingerprint(spring.effect!)}`);
    const edited = edit(xml, "<target>Déplacez.</target>", "<target>Déplacez-le.</target>");
    const plan = planOf(set, edited, "saltmarrow.fr.xlf");
    expect(plan.problems).toEqual([]);
    expect(plan.changes).toEqual([
      expect.objectContaining({ target: `card.${SPRING}.text`, after: "Déplacez-le." }),
    ]);
    const applied = applyTranslationImport(set, plan);
    expect(card(applied, SPRING).translations?.fr?.from?.text).toBe(
      sourceFingerprint(spring.effect!),
    );
    // The effect changes: the file is now from an older source.
    spring.effect = "on play:\n  draw 2 cards";
    const stale = planOf(set, edited, "saltmarrow.fr.xlf");
    expect(stale.problems.map((d) => d.code)).toEqual(["translations/source-changed"]);
  });
});
