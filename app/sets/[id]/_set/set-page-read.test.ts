import { describe, expect, it } from "vitest";
import type { Diagnostic, VellumSet } from "@/lib/model";
import { err, ok } from "@/lib/model";
import type { StoredSet } from "@/lib/store";
import { isSetObject, setPageOf } from "./set-page-read";

const at = { line: 1, column: 1, offset: 0 };
const problem = (message: string): Diagnostic => ({
  code: "set/x",
  severity: "error",
  message,
  source: "grim/set.json",
  range: { start: at, end: at },
  pointer: "/cards/0/name",
});

function stored(value: unknown, over: Partial<StoredSet> = {}): StoredSet {
  return {
    id: "grim",
    text: JSON.stringify(value),
    value,
    revision: "r1",
    diagnostics: [],
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

const setObject = { cards: [{ id: "a", name: "" }], families: [], icons: [], rules: {} };
const edit = {
  kind: "document",
  tooBroken: "to manage its art",
  fix: "fix it in the designer first",
} as const;
const missing = err({ kind: "not-found" as const, message: "no such set" });

describe("isSetObject", () => {
  it("wants the lists the set document store works on, and rules only when asked", () => {
    expect(isSetObject(setObject)).toBe(true);
    expect(isSetObject({ ...setObject, rules: undefined })).toBe(true);
    expect(isSetObject({ ...setObject, rules: undefined }, true)).toBe(false);
    expect(isSetObject({ ...setObject, icons: {} })).toBe(false);
    expect(isSetObject([setObject])).toBe(false);
    expect(isSetObject(null)).toBe(false);
  });
});

describe("setPageOf a page that edits the set", () => {
  it("opens any set object, problems and all", () => {
    const read = ok(stored(setObject, { diagnostics: [problem("a card needs a name")] }));
    expect(setPageOf("grim", read, edit)).toEqual(
      ok({ setId: "grim", text: JSON.stringify(setObject), revision: "r1" }),
    );
  });

  it("says what the set is too broken for, why, and what to do", () => {
    const read = ok(stored({ cards: 3 }, { diagnostics: [problem("cards must be a list")] }));
    expect(setPageOf("grim", read, edit)).toEqual(
      err({
        kind: "unreadable",
        message:
          "Set 'grim' is too broken to manage its art (cards must be a list); fix it in the designer first.",
      }),
    );
    const unparsed = ok(stored(undefined));
    const settings = { ...edit, tooBroken: "for its settings", rules: true } as const;
    expect(setPageOf("grim", ok(stored({ ...setObject, rules: null })), settings)).toMatchObject({
      ok: false,
    });
    expect(setPageOf("grim", unparsed, edit)).toMatchObject({
      error: { message: expect.stringContaining("(its file is not a set)") },
    });
  });

  it("says there is no such set", () => {
    expect(setPageOf("grim", missing, edit)).toEqual(
      err({ kind: "unreadable", message: "There is no set 'grim' in the workspace." }),
    );
  });
});

describe("setPageOf a page that runs the set", () => {
  const run = { kind: "sound", action: "playing it" } as const;

  it("opens a sound set under the page's id", () => {
    const set = { id: "grim-1" } as unknown as VellumSet;
    expect(setPageOf("grim", ok(stored(setObject, { set })), run)).toEqual(
      ok({ setId: "grim", set, revision: "r1", text: JSON.stringify(setObject) }),
    );
  });

  it("lists the problems that stop it, each where it is fixed", () => {
    const read = ok(stored(setObject, { diagnostics: [problem("a card needs a name")] }));
    const page = setPageOf("grim", read, run);
    expect(page).toMatchObject({
      ok: false,
      error: { kind: "unsound", setId: "grim", action: "playing it" },
    });
    expect(!page.ok && page.error.kind === "unsound" && page.error.blockers).toEqual([
      expect.objectContaining({ message: "a card needs a name", where: "Card “a”" }),
    ]);
  });

  it("says there is no such set", () => {
    expect(setPageOf("grim", missing, run)).toEqual(
      err({ kind: "unreadable", message: "There is no set 'grim' in the workspace." }),
    );
  });
});
