import { describe, expect, it } from "vitest";
import { sampleSet } from "../../test/fixtures/sample-set";
import { BUILTIN_FRAMES } from "../layers";
import { validateSetValue } from "../schema";
import { cardsUsing, customisedCopy, withFrame } from "./frames";
import { withoutMarks } from "../../test/fixtures/sample-set";

const SAMPLE = withoutMarks(sampleSet());

describe("frame edits", () => {
  it("customises a built-in frame into the set's own copy, used by the same cards, and valid", () => {
    const copy = customisedCopy(SAMPLE, BUILTIN_FRAMES.modifier);
    expect(copy.id).toBe("saltmarrow-modifier");
    expect(copy.types).toEqual(["modifier"]);
    const set = withFrame(SAMPLE, copy);
    expect(cardsUsing(set, copy.id)).toEqual(cardsUsing(SAMPLE, "vellum-modifier"));
    expect(cardsUsing(set, "vellum-modifier")).toEqual([]);
    expect(validateSetValue(set).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // A second copy of the same frame gets another id and leaves the type to the first.
    const again = customisedCopy(set, BUILTIN_FRAMES.modifier);
    expect(again.id).toBe("saltmarrow-modifier-2");
    expect(again.types).toBeUndefined();
  });

  it("never puts a built-in frame into the set, and replaces the set's frame by id", () => {
    expect(withFrame(SAMPLE, BUILTIN_FRAMES.event)).toBe(SAMPLE);
    const copy = customisedCopy(SAMPLE, BUILTIN_FRAMES.event);
    const set = withFrame(withFrame(SAMPLE, copy), { ...copy, safe: 1 });
    expect(set.frames?.map((f) => [f.id, f.safe])).toEqual([[copy.id, 1]]);
  });
});
