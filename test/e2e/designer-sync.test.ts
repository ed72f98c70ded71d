import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";

async function current(id: string): Promise<{ text: string; revision: string }> {
  return (await (await fetch(`${inject("baseUrl")}/api/sets/${id}`)).json()) as {
    text: string;
    revision: string;
  };
}

describe("designer: saving that never loses work", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows a conflict with a save made elsewhere and keeps this page's version on request", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-conflict");
    await openWorkspace(page, id);
    await waitSaved(page);

    // Someone else (another tab, the CLI) saves a change first.
    const before = await current(id);
    const other = JSON.parse(before.text) as { cards: { name: string }[] };
    other.cards[1]!.name = "Renamed Elsewhere";
    const put = await fetch(`${inject("baseUrl")}/api/sets/${id}`, {
      method: "PUT",
      headers: { "if-match": `"${before.revision}"` },
      body: JSON.stringify(other, null, 2),
    });
    expect(put.status).toBe(200);

    // This page edits the first card: its save is refused and both versions are shown.
    await page.getByLabel("Name", { exact: true }).fill("Captain Renamed Here");
    const dialog = page.getByRole("dialog", { name: "This set was changed elsewhere" });
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog.textContent()).resolves.toMatch(/changed/);
    await page
      .getByRole("status")
      .filter({ hasText: /Not saved/ })
      .waitFor();
    await shot(page, "designer-conflict");
    expect((await current(id)).text).toContain("Renamed Elsewhere");

    const refused = await savedRevision(page);
    await dialog.getByRole("button", { name: "Keep mine" }).click();
    await waitSaved(page, refused);
    const saved = await current(id);
    expect(saved.text).toContain("Captain Renamed Here");
    expect(saved.text).not.toContain("Renamed Elsewhere");
    expect(session.consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
  });

  it("shows the conflict choice in a second tab that saves the same card after the first", async () => {
    const { context } = session;
    const id = await freshSampleSet("designer-two-tabs");
    const first = await context.newPage();
    const second = await context.newPage();
    try {
      await openWorkspace(first, id);
      await openWorkspace(second, id);
      await waitSaved(first);
      await waitSaved(second);

      await first.getByLabel("Name", { exact: true }).fill("Captain From Tab One");
      await expect
        .poll(async () => (await current(id)).text.includes("Captain From Tab One"), {
          timeout: 15_000,
        })
        .toBe(true);

      await second.getByLabel("Name", { exact: true }).fill("Captain From Tab Two");
      const dialog = second.getByRole("dialog", { name: "This set was changed elsewhere" });
      await dialog.waitFor({ timeout: 15_000 });
      await dialog.getByRole("button", { name: "Keep mine" }).waitFor();
      await dialog.getByRole("button", { name: "Copy mine to a new set" }).waitFor();
      await shot(second, "designer-two-tabs-conflict");
      expect((await current(id)).text).toContain("Captain From Tab One");

      // Taking the other version shows tab one's name here, with nothing overwritten.
      await dialog.getByRole("button", { name: "Take theirs" }).click();
      await expect(second.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
        "Captain From Tab One",
      );
      await waitSaved(second);
      expect((await current(id)).text).toContain("Captain From Tab One");
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("keeps the last keystroke in the browser at once when the page is hidden (the text is otherwise written when idle)", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-hidden");
    await openWorkspace(page, id);
    await waitSaved(page);
    const name = page.getByLabel("Name", { exact: true });
    await name.click();
    await page.keyboard.press("End");
    // Typed and hidden in one go, inside the pause the page waits for before writing the text.
    const kept = await page.evaluate(
      async ({ id }) => {
        const input = document.activeElement as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        setter.call(input, `${input.value} Hidden`);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
        const raw = localStorage.getItem(`vellum:pending:${id}`);
        Object.defineProperty(document, "visibilityState", {
          value: "visible",
          configurable: true,
        });
        return raw ? (JSON.parse(raw) as { text: string }).text : "";
      },
      { id },
    );
    expect(kept).toContain(" Hidden");
    await waitSaved(page);
  });

  it("keeps edits in the browser while the server cannot be reached, across a reload, then saves them", async () => {
    const { page, context } = session;
    const id = await freshSampleSet("designer-offline");
    await openWorkspace(page, id);
    await waitSaved(page);

    // The server "stops": every API request fails.
    await context.route("**/api/sets/**", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Name", { exact: true }).fill("Captain Offline");
    await page
      .getByRole("status")
      .filter({ hasText: /cannot be reached/ })
      .waitFor({ timeout: 15_000 });
    await shot(page, "designer-offline");

    // A reload (from the cache-less server still up for pages) brings the edits back.
    await page.reload();
    await page.getByRole("listbox", { name: "Cards" }).waitFor();
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
      "Captain Offline",
    );

    // The server is back: the kept edits are saved.
    const loaded = await savedRevision(page);
    await context.unroute("**/api/sets/**");
    await page
      .getByRole("button", { name: "Retry now" })
      .click()
      .catch(() => undefined);
    await waitSaved(page, loaded);
    expect((await current(id)).text).toContain("Captain Offline");
  });
});
