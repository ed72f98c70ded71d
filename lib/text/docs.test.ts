/**
 * docs/rules-text.md lists every phrase id with its placeholders, from the registry. Run
 * `VELLUM_UPDATE_DOCS=1 npx vitest run lib/text/docs.test.ts` to rewrite the list.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { defaultPhrase, phraseIds, phraseInfo } from ".";

const PATH = "docs/rules-text.md";
const START = "<!-- phrases:start -->";
const END = "<!-- phrases:end -->";

function table(): string {
  const cell = (s: string) => s.replaceAll("|", "\\|");
  const rows = phraseIds().map((id) => {
    const info = phraseInfo(id)!;
    const placeholders = info.placeholders.map((p) => `\`{${p}}\``).join(" ") || "—";
    return `| \`${id}\` | ${placeholders} | ${cell(info.description)} | \`${cell(defaultPhrase(id, "en")!)}\` |`;
  });
  return [
    `${phraseIds().length} phrases.`,
    "",
    "| Phrase id | Placeholders | What it writes | English |",
    "| --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

describe("docs/rules-text.md", () => {
  it("lists every phrase id with its placeholders", async () => {
    const doc = readFileSync(PATH, "utf8");
    const start = doc.indexOf(START) + START.length;
    const end = doc.indexOf(END);
    // As prettier writes it, so `prettier --check` and this test agree.
    const fresh = await format(`${doc.slice(0, start)}\n${table()}\n${doc.slice(end)}`, {
      ...(await resolveConfig(PATH)),
      filepath: PATH,
    });
    if (process.env.VELLUM_UPDATE_DOCS === "1") writeFileSync(PATH, fresh);
    expect(readFileSync(PATH, "utf8")).toBe(fresh);
  });
});
