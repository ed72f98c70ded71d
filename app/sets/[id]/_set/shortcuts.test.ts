import { describe, expect, it } from "vitest";
import type { KeyPress, ShortcutAction } from "./shortcuts";
import { EFFECT_KEYS, SHORTCUTS, shortcutFor } from "./shortcuts";

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: key.length === 1 && /[a-z]/i.test(key) ? `Key${key.toUpperCase()}` : key,
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
  it("reads Alt+letter by physical key, so macOS's Option+N (key '˜') still makes a card", () => {
    expect(shortcutFor(press("˜", { altKey: true, code: "KeyN" }))).toBe("new");
    expect(shortcutFor(press("ç", { altKey: true, code: "KeyC" }))).toBe("duplicate");
    expect(shortcutFor(press("˙", { altKey: true, code: "KeyH" }))).toBe("history");
    expect(shortcutFor(press("∆", { altKey: true, code: "KeyJ" }))).toBe("json");
    expect(shortcutFor(press("n", { altKey: true, code: "KeyB" }))).toBeUndefined();
    expect(shortcutFor(press("˜", { altKey: true, code: "KeyN", inCodeEditor: true }))).toBe(
      undefined,
    );
    expect(shortcutFor(press("j", { altKey: true, inCodeEditor: true }))).toBe("json");
  });
  it("lists every action in the '?' table", () => {
    const actions: ShortcutAction[] = [
      "undo",
      "redo",
      "new",
      "duplicate",
      "next",
      "previous",
      "search",
      "history",
      "json",
      "help",
    ];
    expect(SHORTCUTS.map((s) => s.action).sort()).toEqual([...actions].sort());
  });
  it("lists how to leave the effect editor by keyboard, first among its keys", () => {
    expect(EFFECT_KEYS[0]).toEqual({
      keys: "Esc then Tab",
      what: "Leave the editor for the next control (Shift+Tab: the previous)",
    });
    expect(EFFECT_KEYS.map((k) => k.keys)).toEqual(
      expect.arrayContaining(["Ctrl+Space", "Ctrl+."]),
    );
  });
});
