import { describe, expect, it } from "vitest";
import { bareSet } from "@/test/fixtures/bare-set";
import type { VellumSet } from "@/lib/model";
import { DEFAULT_RULES } from "@/lib/model";
import { createSetDocumentStore } from "./set-document-store";

function set(): VellumSet {
  return {
    ...bareSet(),
    families: [{ id: "fam", name: "Fam", symbol: "raven" }],
    icons: [],
    cards: [
      { id: "a", type: "modifier", name: "A" },
      { id: "b", type: "event", name: "B" },
    ],
    rules: { ...DEFAULT_RULES },
  };
}

describe("workspace store", () => {
  it("coalesces typing in one field into one undo step, and undoes and redoes it", () => {
    let t = 0;
    const store = createSetDocumentStore(set(), () => t);
    store.updateCard("a", { name: "Ab" }, { coalesce: "a/name" });
    t += 200;
    store.updateCard("a", { name: "Abc" }, { coalesce: "a/name" });
    t += 2000;
    store.updateCard("a", { name: "Abcd" }, { coalesce: "a/name" });
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("Abcd");
    store.undo();
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("Abc");
    store.undo();
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("A");
    expect(store.getSnapshot().canUndo).toBe(false);
    store.redo();
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("Abc");
  });

  it("merges a sitting at one field into one undo step, however long its pauses", () => {
    let t = 0;
    const store = createSetDocumentStore(set(), () => t);
    const sitting = { coalesce: "a/name/1", sitting: true };
    store.updateCard("a", { name: "Ab" }, sitting);
    t += 5000;
    store.updateCard("a", { name: "Abc" }, sitting);
    // The next sitting is its own step.
    store.updateCard("a", { name: "Abcd" }, { coalesce: "a/name/2", sitting: true });
    store.undo();
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("Abc");
    store.undo();
    expect(store.getSnapshot().doc.cards[0]?.name).toBe("A");
  });

  it("adds, duplicates, moves and deletes cards, each undoable, keeping untouched cards", () => {
    const store = createSetDocumentStore(set());
    const b = store.getSnapshot().doc.cards[1];
    store.addCard("character");
    let s = store.getSnapshot();
    expect(s.doc.cards.map((c) => c.id)).toEqual(["a", "new-character", "b"]);
    expect(s.doc.cards[1]).toMatchObject({ family: "fam", type: "character" });
    expect(s.selectedId).toBe("new-character");
    expect(s.doc.cards[2]).toBe(b);
    store.duplicateCard("a");
    s = store.getSnapshot();
    expect(s.doc.cards.map((c) => c.id)).toEqual(["a", "a-copy", "new-character", "b"]);
    expect(s.doc.cards[1]?.name).toBe("A (copy)");
    store.moveCard("b", 0);
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toEqual([
      "b",
      "a",
      "a-copy",
      "new-character",
    ]);
    store.deleteCard("a-copy");
    expect(store.getSnapshot().selectedId).toBe("new-character");
    store.undo();
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toContain("a-copy");
    expect(store.getSnapshot().selectedId).toBe("a-copy");
  });

  it("removes a field given as undefined and follows a renamed id with the selection", () => {
    const store = createSetDocumentStore(set());
    store.updateCard("a", { flavor: "x" });
    store.updateCard("a", { flavor: undefined });
    expect("flavor" in (store.getSnapshot().doc.cards[0] ?? {})).toBe(false);
    store.replaceCard("a", { id: "z", type: "modifier", name: "Z" });
    expect(store.getSnapshot().selectedId).toBe("z");
  });

  it("tells listeners of every change and counts document versions", () => {
    const store = createSetDocumentStore(set());
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.select("b");
    store.updateCard("b", { name: "BB" });
    stop();
    store.updateCard("b", { name: "BBB" });
    expect(calls).toBe(2);
    expect(store.getSnapshot().version).toBe(2);
  });
});

describe("workspace store: the open card", () => {
  it("counts each card opened, but not a rename of the open card's id", () => {
    const store = createSetDocumentStore(set());
    const at = () => store.getSnapshot().opened;
    expect(at()).toBe(0);
    store.select("b");
    expect(at()).toBe(1);
    const b = store.getSnapshot().doc.cards[1]!;
    store.replaceCard("b", { ...b, id: "bee" });
    expect(store.getSnapshot().selectedId).toBe("bee");
    expect(at()).toBe(1);
    store.undo();
    expect(store.getSnapshot().selectedId).toBe("b");
    expect(at()).toBe(2);
  });

  it("edits the set as a whole, coalescing typing and keeping the open card", () => {
    let t = 0;
    const store = createSetDocumentStore(set(), () => t);
    store.select("b");
    const doc = store.getSnapshot().doc;
    store.editDocument({ ...doc, name: "Se" }, { coalesce: "set/name" });
    t += 100;
    store.editDocument({ ...store.getSnapshot().doc, name: "Sea" }, { coalesce: "set/name" });
    expect(store.getSnapshot().doc.name).toBe("Sea");
    expect(store.getSnapshot().selectedId).toBe("b");
    store.undo();
    expect(store.getSnapshot().doc).toBe(doc);
  });
});

describe("workspace store: frames", () => {
  it("adds a frame, replaces it by id, coalesces a drag into one undo step", () => {
    let t = 0;
    const store = createSetDocumentStore(set(), () => t);
    const base = {
      id: "mine",
      name: "Mine",
      width: 63,
      height: 88,
      bleed: 3,
      safe: 3,
      opaque: false,
      regions: [],
    };
    store.putFrame(base);
    expect(store.getSnapshot().doc.frames).toEqual([base]);
    store.putFrame({ ...base, safe: 2 }, { coalesce: "drag" });
    t = 10;
    store.putFrame({ ...base, safe: 1 }, { coalesce: "drag" });
    expect(store.getSnapshot().doc.frames?.map((f) => f.safe)).toEqual([1]);
    store.undo();
    expect(store.getSnapshot().doc.frames?.map((f) => f.safe)).toEqual([3]);
    store.undo();
    expect(store.getSnapshot().doc.frames).toBeUndefined();
  });
});

describe("workspace store: new cards", () => {
  it("makes a new card of the selected card's type and family, or a modifier with none selected", () => {
    const base = set();
    base.families.push({ id: "other", name: "Other", symbol: "raven" });
    base.cards.push({ id: "c", type: "character", name: "C", family: "other" });
    const store = createSetDocumentStore(base);
    store.select("c");
    const id = store.addCard();
    expect(store.getSnapshot().doc.cards.find((c) => c.id === id)).toMatchObject({
      type: "character",
      family: "other",
      name: "New character",
    });
    const added = () => {
      const id = store.addCard();
      return store.getSnapshot().doc.cards.find((c) => c.id === id);
    };
    store.select("b");
    expect(added()).toMatchObject({ type: "event", name: "New event" });
    expect(added()?.family).toBeUndefined();
    store.select(undefined);
    expect(added()?.type).toBe("modifier");
  });

  it("lets a new card's id follow its typed name, as one undo step with the name", () => {
    let t = 0;
    const store = createSetDocumentStore(set(), () => t);
    const id = store.addCard("modifier");
    expect(id).toBe("new-modifier");
    const opened = store.getSnapshot().opened;
    for (const name of ["D", "Dr", "Drowned", "Drowned Lantern"]) {
      store.updateCard(
        store.getSnapshot().selectedId!,
        { name },
        {
          coalesce: `${store.getSnapshot().selectedId}/name`,
        },
      );
      t += 100;
    }
    let s = store.getSnapshot();
    expect(s.selectedId).toBe("drowned-lantern");
    expect(s.doc.cards.map((c) => c.id)).toEqual(["a", "drowned-lantern", "b"]);
    // The editor stays open while the id follows the name being typed.
    expect(s.opened).toBe(opened);
    store.undo();
    s = store.getSnapshot();
    expect(s.doc.cards[1]).toMatchObject({ id: "new-modifier", name: "New modifier" });
    store.redo();
    expect(store.getSnapshot().doc.cards[1]).toMatchObject({
      id: "drowned-lantern",
      name: "Drowned Lantern",
    });
  });

  it("keeps an id edited by hand, and the ids of cards that were not made new", () => {
    const store = createSetDocumentStore(set());
    store.updateCard("a", { name: "Another" });
    expect(store.getSnapshot().doc.cards[0]?.id).toBe("a");
    const id = store.addCard("event");
    store.updateCard(id, { id: "my-event" });
    store.updateCard("my-event", { name: "Flood" });
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toContain("my-event");
    // Undoing the hand edit brings back the id that follows.
    store.undo();
    store.undo();
    store.updateCard(id, { name: "Flood" });
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toContain("flood");
  });

  it("stops following once a saved stack names the card", () => {
    const store = createSetDocumentStore(set());
    const id = store.addCard("modifier");
    const doc = store.getSnapshot().doc;
    store.editDocument({
      ...doc,
      stacks: [
        {
          id: "st",
          name: "St",
          character: "a",
          cards: [id],
          expect: { selfWorth: 0, icons: [], dead: false },
        },
      ],
    });
    store.updateCard(id, { name: "Saved" });
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toContain(id);
  });

  it("keeps the selection on a card an edit of the document renames, in one step", () => {
    const store = createSetDocumentStore(set());
    const id = store.addCard("modifier");
    const opened = store.getSnapshot().opened;
    const seen: (string | undefined)[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().selectedId));
    const doc = store.getSnapshot().doc;
    const renamed = {
      ...doc,
      cards: doc.cards.map((c) => (c.id === id ? { ...c, id: "by-hand" } : c)),
    };
    store.editDocument(renamed, { renamed: new Map([[id, "by-hand"]]) });
    // Never by way of the first card: the preview does not flicker; the editor stays open.
    expect(seen).toEqual(["by-hand"]);
    expect(store.getSnapshot().opened).toBe(opened);
    // An id set by hand no longer follows the name.
    store.updateCard("by-hand", { name: "Other" });
    expect(store.getSnapshot().doc.cards.map((c) => c.id)).toContain("by-hand");
    store.undo();
    store.undo();
    expect(store.getSnapshot().selectedId).toBe(id);
  });
});
