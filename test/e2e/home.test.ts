import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";

const EXAMPLES = path.resolve(import.meta.dirname, "../../examples");

/** The sample sets a fresh workspace starts with, read from examples/. */
function sampleSets(): { id: string; name: string; cards: number }[] {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const set = JSON.parse(readFileSync(path.join(EXAMPLES, d.name, "set.json"), "utf8")) as {
        id: string;
        name: string;
        cards: { copies?: number }[];
      };
      return {
        id: set.id,
        name: set.name,
        cards: set.cards.reduce((n, c) => n + (c.copies ?? 1), 0),
      };
    });
}

describe("home page", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("lists the sample expansion of a fresh workspace, valid, with no console errors or outside requests", async () => {
    const { page } = session;
    const response = await page.goto(inject("baseUrl") + "/", { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe("Vellum");

    const samples = sampleSets();
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const tile = page.locator(`[data-set-id="${sample.id}"]`);
      await expect(tile.locator("h2").textContent()).resolves.toBe(sample.name);
      // Checked in the background: the tile may say "Checking…" first, then updates itself.
      await tile
        .locator(".badge")
        .filter({ hasText: /^valid$/ })
        .waitFor();
      await expect(tile.textContent()).resolves.toContain(`${sample.cards} cards in the deck`);
    }
    await page.screenshot({
      path: path.resolve(import.meta.dirname, "../tmp/home.png"),
      fullPage: true,
    });

    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });

  it("reaches the credits page by keyboard", async () => {
    const { page } = session;
    await page.goto(inject("baseUrl") + "/");
    await page.getByRole("link", { name: "Credits and licences" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/credits");
    await expect(page.locator("h1").textContent()).resolves.toBe("Credits and licences");
    expect(session.consoleErrors).toEqual([]);
  });
});
