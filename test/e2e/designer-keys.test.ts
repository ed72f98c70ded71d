import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";

describe("designer: keyboard", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("moves between cards, undoes and redoes edits, reorders and deletes from the keyboard, and lists its shortcuts", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-keys");
    await openWorkspace(page, id);
    await waitSaved(page);
    const loaded = await savedRevision(page);
    const list = page.getByRole("listbox", { name: "Cards" });
    const name = page.getByLabel("Name", { exact: true });
    const names = async () => (await list.locator(".ws-row-name").allTextContents()).slice(0, 3);

    // Next card from anywhere; arrows in the list.
    const first = await name.inputValue();
    await page.keyboard.press("Alt+ArrowDown");
    const second = await name.inputValue();
    expect(second).not.toBe(first);
    await list.getByRole("option", { selected: true }).focus();
    await page.keyboard.press("ArrowUp");
    await expect(name.inputValue()).resolves.toBe(first);

    // Undo and redo a typed name (one step for the whole word).
    await name.fill(`${first} the Second`);
    await name.press("Control+z");
    await expect(name.inputValue()).resolves.toBe(first);
    await name.press("Control+Shift+z");
    await expect(name.inputValue()).resolves.toBe(`${first} the Second`);
    await name.press("Control+z");

    // Move the card down with Alt+Shift+ArrowDown; Delete removes it and Ctrl+Z brings it back.
    await list.getByRole("option", { selected: true }).focus();
    await page.keyboard.press("Alt+Shift+ArrowDown");
    expect((await names())[1]).toBe(first);
    await page.keyboard.press("Delete");
    await expect(list.getByRole("option", { name: new RegExp(`^${first}`) }).count()).resolves.toBe(
      0,
    );
    await page.keyboard.press("Control+z");
    await list.getByRole("option", { name: new RegExp(`^${first}`) }).waitFor();

    // "?" lists the shortcuts.
    await list.getByRole("option", { selected: true }).focus();
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.waitFor();
    await expect(help.textContent()).resolves.toContain("Next card");
    await shot(page, "designer-shortcuts");
    await page.keyboard.press("Escape");
    await help.waitFor({ state: "hidden" });
    // The moved card is saved (the typed name was undone).
    await waitSaved(page, loaded);
    expect(session.consoleErrors).toEqual([]);
  });
});
