import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import {
  freshSampleSet,
  openCard,
  openWorkspace,
  savedRevision,
  shot,
  waitSaved,
} from "./designer-support";

async function saved(id: string): Promise<{ cards: { id: string; text?: string }[] }> {
  const body = (await (await fetch(`${inject("baseUrl")}/api/sets/${id}`)).json()) as {
    text: string;
  };
  return JSON.parse(body.text) as { cards: { id: string; text?: string }[] };
}

describe("designer: written text that disagrees with its effect (issue 24)", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("warns in the problems panel and under the text, and 'Use the generated text' fixes it", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-text-check");
    await openWorkspace(page, id);
    await waitSaved(page);
    // The sample's own texts agree with their effects: no such warning.
    const problems = page.getByRole("region", { name: "Problems" });
    await problems
      .getByText(/none|error|warning/)
      .first()
      .waitFor();
    await expect(
      problems.getByRole("button", { name: "Use the generated text" }).count(),
    ).resolves.toBe(0);

    await openCard(page, "Drifted Out in a Bathing Machine");
    const start = await savedRevision(page);
    await page.getByLabel("Text", { exact: true }).fill("Each player draws 3 cards.");
    const message = "the text says “3 cards”; the effect draws 1 card";
    await problems.getByText(message).waitFor({ timeout: 15_000 });
    await expect(
      page.getByRole("list", { name: "Where the text disagrees with the effect" }).textContent(),
    ).resolves.toContain("the text says “Each player”; the effect names each other player");
    await page
      .getByRole("list", { name: "Where the text disagrees with the effect" })
      .scrollIntoViewIfNeeded();
    await problems.getByText(message).scrollIntoViewIfNeeded();
    await shot(page, "designer-text-check");

    await waitSaved(page, start);
    const edited = await savedRevision(page);
    await problems.getByRole("button", { name: "Use the generated text" }).first().click();
    await waitSaved(page, edited);
    const card = (await saved(id)).cards.find((c) => c.id === "drifted-out-in-a-bathing-machine");
    expect(card?.text).toBeUndefined();
    await expect(problems.getByText(message).count()).resolves.toBe(0);
    await expect(page.getByLabel("Text", { exact: true }).inputValue()).resolves.toBe("");
    await shot(page, "designer-text-check-fixed");
    expect(session.consoleErrors).toEqual([]);
  });
});
