import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setForRun } from "./lab-check";

const SAMPLE = readFileSync(
  path.resolve(import.meta.dirname, "../../../../examples/saltmarrow/set.json"),
  "utf8",
);

describe("setForRun", () => {
  it("gives the set of a valid text", () => {
    const set = setForRun(SAMPLE);
    expect(typeof set).toBe("object");
  });

  it("names the first error of a set with errors, and where it is", () => {
    const broken = JSON.parse(SAMPLE) as { cards: { type: string }[] };
    broken.cards[3]!.type = "modifer";
    const why = setForRun(JSON.stringify(broken, null, 2));
    expect(why).toMatch(/^the set has errors; the first: .+\(at \/cards\/3/);
  });

  it("names a JSON syntax error with its line", () => {
    expect(setForRun('{\n  "id": "x",\n')).toMatch(/the first: .+\(line \d+\)/);
  });
});
