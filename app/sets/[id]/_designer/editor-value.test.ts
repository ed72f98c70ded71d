import { describe, expect, it } from "vitest";
import { EditorValue } from "./editor-value";

describe("EditorValue", () => {
  it("leaves the editor alone when the page's value is an echo, even a late one", () => {
    const v = new EditorValue("");
    v.typed("a");
    v.typed("ab");
    v.typed("abc");
    // React renders the first keystroke's value after two more were typed.
    expect(v.arrived("a")).toBeUndefined();
    expect(v.arrived("abc")).toBeUndefined();
  });

  it("shows a value the editor never reported (undo, the other view)", () => {
    const v = new EditorValue("start");
    v.typed("start!");
    expect(v.arrived("other")).toBe("other");
    // Once shown, the same value again is nothing new.
    expect(v.arrived("other")).toBeUndefined();
  });

  it("shows an undo back to an earlier typed text once its echo has passed", () => {
    const v = new EditorValue("");
    v.typed("x");
    expect(v.arrived("x")).toBeUndefined();
    v.typed("xy");
    expect(v.arrived("xy")).toBeUndefined();
    expect(v.arrived("x")).toBe("x");
  });

  it("does not write back the initial text", () => {
    expect(new EditorValue("same").arrived("same")).toBeUndefined();
  });
});
