import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../model";
import { validateSetValue } from "./index";

function withSheet(sheet: unknown): unknown {
  const set = JSON.parse(readFileSync("examples/saltmarrow/set.json", "utf8")) as VellumSet;
  return { ...set, sheet };
}

const messages = (sheet: unknown) =>
  validateSetValue(withSheet(sheet))
    .diagnostics.filter((d) => d.pointer === "/sheet")
    .map((d) => d.message);

describe("a set's linked sheet", () => {
  it("says in words that it links a file or a URL when it has neither", () => {
    expect(messages({ worksheet: "Cards" })).toEqual([
      "'sheet' needs a file or a URL ('file' or 'url'): give one of them",
    ]);
  });

  it("says it links a file or a URL, not both", () => {
    expect(messages({ file: "cards.csv", url: "https://example.org/cards.csv" })).toEqual([
      "'sheet' has both 'file' and 'url': it links a file or a URL — give only one of them",
    ]);
  });

  it("takes a file or a URL", () => {
    expect(messages({ file: "cards.xlsx", worksheet: "Cards" })).toEqual([]);
    expect(messages({ url: "https://example.org/cards.csv" })).toEqual([]);
  });
});
