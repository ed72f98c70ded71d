import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, shot, waitSaved } from "./designer-support";

async function savedNames(id: string): Promise<string[]> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const { text } = (await res.json()) as { text: string };
  return (JSON.parse(text) as { cards: { name: string }[] }).cards.map((c) => c.name);
}

async function listNames(page: Page): Promise<string[]> {
  const list = page.getByRole("listbox", { name: "Cards" });
  return (await list.locator(".ws-row-name").allTextContents()).slice(0, 3);
}

describe("designer: order and history", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("reorders cards by pointer drag and finds the order saved after a reload", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-order");
    await openWorkspace(page, id);
    await waitSaved(page);
    const [a, b, c] = await listNames(page);
    const list = page.getByRole("listbox", { name: "Cards" });
    const row = (name: string) => list.getByRole("option", { name: new RegExp(`^${name}`) });

    // Pointer: drag the first card below the third.
    const from = (await row(a!).boundingBox())!;
    const to = (await row(c!).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + from.height / 2 + ((to.y + to.height * 0.75 - from.y - from.height / 2) * i) / 12,
      );
    }
    await page.mouse.up();
    await expect.poll(() => listNames(page)).toEqual([b, c, a]);

    await shot(page, "designer-reordered");
    await expect
      .poll(async () => (await savedNames(id)).slice(0, 3), { timeout: 15_000 })
      .toEqual([b, c, a]);

    await page.reload();
    await list.waitFor();
    await expect.poll(() => listNames(page)).toEqual([b, c, a]);
    expect(session.consoleErrors).toEqual([]);
  });

  it("lifts, moves and drops a card with Space and the arrows (dnd-kit keyboard dragging)", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-order-keys");
    await openWorkspace(page, id);
    await waitSaved(page);
    const [a, b, c] = await listNames(page);
    const list = page.getByRole("listbox", { name: "Cards" });
    const row = (name: string) => list.getByRole("option", { name: new RegExp(`^${name}`) });
    const total = await row(a!).getAttribute("aria-setsize");
    await row(a!).click();
    await row(a!).focus();
    // Each step waits for what a screen reader hears (in the card's name), so a busy machine
    // cannot make the arrow land before the card is lifted or the drop before it has moved.
    const heard = (text: string) =>
      expect.poll(() => page.locator("[id^=DndLiveRegion]").textContent()).toBe(text);
    await page.keyboard.press("Space");
    await heard(`Picked up ${a} at position 1 of ${total}.`);
    await page.keyboard.press("ArrowDown");
    await heard(`${a} is over position 2 of ${total}.`);
    await page.keyboard.press("Space");
    await heard(`Dropped ${a} at position 2 of ${total}.`);
    await expect.poll(() => listNames(page)).toEqual([b, a, c]);
    await waitSaved(page);
  });

  it("lists the set's revisions with what changed and restores one, undoably", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-history");
    await openWorkspace(page, id);
    await waitSaved(page);
    const name = page.getByLabel("Name", { exact: true });
    const original = await name.inputValue();

    await name.fill("Captain Renamed Once");
    await expect
      .poll(async () => (await savedNames(id))[0], { timeout: 15_000 })
      .toBe("Captain Renamed Once");
    await name.fill("Captain Renamed Twice");
    await expect
      .poll(async () => (await savedNames(id))[0], { timeout: 15_000 })
      .toBe("Captain Renamed Twice");
    await waitSaved(page);

    await page.getByRole("button", { name: "History", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "History" });
    const versions = dialog.getByRole("list", { name: "Saved versions" });
    await versions.waitFor();
    const entries = versions.getByRole("listitem");
    await expect(entries.count()).resolves.toBe(3);
    await expect(entries.nth(0).textContent()).resolves.toMatch(
      /saved now.*1 card changed \(“Captain Renamed Twice”\)/,
    );
    await expect(entries.nth(2).textContent()).resolves.toMatch(/the oldest kept version/);
    await shot(page, "designer-history");

    // Restore the oldest: the page shows it, the server saved it as the newest revision.
    await entries
      .nth(2)
      .getByRole("button", { name: /^Restore the version of / })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await expect(name.inputValue()).resolves.toBe(original);
    await expect.poll(async () => (await savedNames(id))[0], { timeout: 15_000 }).toBe(original);
    const history = (await (await fetch(`${inject("baseUrl")}/api/sets/${id}/history`)).json()) as {
      revisions: unknown[];
    };
    expect(history.revisions).toHaveLength(4);
    await waitSaved(page);

    // Undo brings back the page's version, which is saved again.
    await page.getByRole("button", { name: "Undo (Ctrl+Z)" }).click();
    await expect(name.inputValue()).resolves.toBe("Captain Renamed Twice");
    await expect
      .poll(async () => (await savedNames(id))[0], { timeout: 15_000 })
      .toBe("Captain Renamed Twice");
    await page.getByRole("button", { name: "Redo (Ctrl+Shift+Z)" }).click();
    await expect(name.inputValue()).resolves.toBe(original);
    await expect.poll(async () => (await savedNames(id))[0], { timeout: 15_000 }).toBe(original);
    expect(session.consoleErrors).toEqual([]);
  });
});
