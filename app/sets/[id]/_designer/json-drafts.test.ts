import { describe, expect, it } from "vitest";
import type { Card } from "@/lib/model";
import { createJsonDrafts } from "./json-drafts";

const card = (name: string) => ({ id: name, type: "modifier", name }) as unknown as Card;

describe("JSON drafts", () => {
  it("keeps unparsed text by the card object, not by its id", () => {
    const drafts = createJsonDrafts();
    const gull = card("gull");
    drafts.keep(gull, '{ "id": ');
    expect(drafts.get(gull)).toBe('{ "id": ');
    // The same card after an edit is another object: the draft does not apply to it.
    expect(drafts.get({ ...gull })).toBeUndefined();
  });

  it("forgets a discarded draft", () => {
    const drafts = createJsonDrafts();
    const gull = card("gull");
    drafts.keep(gull, "{");
    drafts.discard(gull);
    expect(drafts.get(gull)).toBeUndefined();
  });

  it("tells subscribers of each change, and only of changes", () => {
    const drafts = createJsonDrafts();
    const gull = card("gull");
    let calls = 0;
    const stop = drafts.subscribe(() => calls++);
    drafts.keep(gull, "{");
    drafts.keep(gull, "{"); // the same text: nothing changed
    drafts.discard(card("heron")); // no draft: nothing changed
    drafts.discard(gull);
    expect(calls).toBe(2);
    stop();
    drafts.keep(gull, "[");
    expect(calls).toBe(2);
  });
});
