import { describe, expect, it } from "vitest";
import type { KeyPress } from "./shortcuts";
import { shortcutFor } from "./shortcuts";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  typing: false,
  inCodeEditor: false,
  ...mods,
});

describe("shortcuts", () => {
  it("maps undo and redo, also while typing, but not in a code editor", () => {
    expect(shortcutFor(press("z", { ctrlKey: true, typing: true }))).toBe("undo");
    expect(shortcutFor(press("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(shortcutFor(press("y", { metaKey: true }))).toBe("redo");
    expect(shortcutFor(press("z", { ctrlKey: true, inCodeEditor: true }))).toBeUndefined();
  });
  it("maps card commands on Alt and single keys only outside text fields", () => {
    expect(shortcutFor(press("n", { altKey: true }))).toBe("new");
    expect(shortcutFor(press("c", { altKey: true, typing: true }))).toBe("duplicate");
    expect(shortcutFor(press("ArrowDown", { altKey: true }))).toBe("next");
    expect(shortcutFor(press("ArrowUp", { altKey: true, inCodeEditor: true }))).toBeUndefined();
    expect(shortcutFor(press("?"))).toBe("help");
    expect(shortcutFor(press("?", { typing: true }))).toBeUndefined();
    expect(shortcutFor(press("/"))).toBe("search");
    expect(shortcutFor(press("k", { ctrlKey: true, typing: true }))).toBe("search");
  });
});
