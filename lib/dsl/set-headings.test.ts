import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "../model";
import type { RulesOptions } from "../model";
import { headingProblem } from "./set-headings";

const rules: RulesOptions = {
  ...DEFAULT_RULES,
  effectCategories: {
    continuous: { heading: "ongoing", translations: { fr: { heading: "toujours" } } },
  },
};

describe("headingProblem", () => {
  it("accepts a fresh heading, an empty one and a category's own built-in heading", () => {
    expect(headingProblem(rules, "immediate", "now")).toBeUndefined();
    expect(headingProblem(rules, "immediate", "")).toBeUndefined();
    expect(headingProblem(rules, "immediate", "on play")).toBeUndefined();
    expect(headingProblem(rules, "response", "Butt In")).toBeUndefined();
  });

  it("refuses another category's heading, built-in or the set's own (per language)", () => {
    expect(headingProblem(rules, "immediate", "while visible")).toMatch(
      /built-in heading of another/,
    );
    expect(headingProblem(rules, "immediate", "on draw")).toMatch(/built-in heading of another/);
    expect(headingProblem(rules, "immediate", "Ongoing")).toMatch(
      /continuous category is already called 'ongoing'/,
    );
    expect(headingProblem(rules, "immediate", "toujours", "fr")).toMatch(/already called/);
    expect(headingProblem(rules, "immediate", "toujours")).toBeUndefined();
  });

  it("refuses a heading that starts with a word of the language, or breaks the pattern", () => {
    expect(headingProblem(rules, "immediate", "draw")).toMatch(
      /'draw' is a word of the effect language/,
    );
    expect(headingProblem(rules, "response", "if")).toBeDefined();
    expect(headingProblem(rules, "immediate", "now!")).toMatch(/letters, spaces/);
    expect(headingProblem(rules, "immediate", "x".repeat(31))).toMatch(/30/);
  });
});
