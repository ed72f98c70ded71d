import { describe, expect, it } from "vitest";
import { roleWord } from "./role-words";

describe("roleWord", () => {
  it("names the family-symbol role in the set's word", () => {
    expect(roleWord("family")).toBe("Family symbol");
    expect(roleWord("family", "party")).toBe("Party symbol");
    expect(roleWord("emblem", "party")).toBe("Emblem");
  });
});
