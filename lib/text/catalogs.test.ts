import { describe, expect, it } from "vitest";
import { CATALOGS } from "./catalogs";
import { compileMessage, placeholdersOf } from "./messages";
import { phraseIds, phraseInfo } from "./phrases";

describe("phrase catalogs", () => {
  for (const [language, catalog] of Object.entries(CATALOGS)) {
    it(`'${language}' has every phrase id, each an ICU message using only its placeholders`, () => {
      expect(catalog.language).toBe(language);
      const problems: string[] = [];
      for (const id of phraseIds()) {
        const message = catalog.phrases[id];
        if (typeof message !== "string") {
          problems.push(`${id}: missing`);
          continue;
        }
        const compiled = compileMessage(language, message);
        if (!compiled.ok) {
          problems.push(`${id}: ${compiled.problem.message}`);
          continue;
        }
        const known = new Set(phraseInfo(id)!.placeholders);
        for (const p of placeholdersOf(compiled.format))
          if (!known.has(p)) problems.push(`${id}: unknown placeholder {${p}}`);
      }
      const extra = Object.keys(catalog.phrases).filter((id) => phraseInfo(id) === undefined);
      expect(problems).toEqual([]);
      expect(extra).toEqual([]);
    });

    it(`'${language}' asks cases only of placeholders its phrases have`, () => {
      for (const [id, cases] of Object.entries(catalog.cases ?? {}))
        for (const placeholder of Object.keys(cases ?? {}))
          expect(phraseInfo(id)?.placeholders, `${id}.${placeholder}`).toContain(placeholder);
    });
  }

  it("every registered phrase has a description and the ids are unique", () => {
    const ids = phraseIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(phraseInfo(id)!.description.length).toBeGreaterThan(5);
  });
});
