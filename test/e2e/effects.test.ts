import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";

describe("effect-language playground", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("colours, checks and compiles an effect live in Monaco, with completion of the set's icons", async () => {
    const { page } = session;
    await page.goto(inject("baseUrl") + "/");
    // The sample's tile: other test files add sets of their own to the shared workspace.
    await page
      .locator('[data-set-id="saltmarrow"]')
      .getByRole("link", { name: /^Try effects for / })
      .click();
    await page.waitForURL("**/effects?set=saltmarrow");
    const editor = page.locator('[data-testid="effect-editor"] .monaco-editor');
    await editor.waitFor({ timeout: 30_000 });
    await expect(page.locator("h2").first().textContent()).resolves.toBe("Compiles");

    // Replace the text with an effect naming an unknown icon: a marker and a message appear.
    await editor.click();
    await page.keyboard.press("Control+A");
    // insertText, not type: typed Enter keys would accept Monaco's suggestions on the way.
    // Enter after the heading indents the next line.
    await page.keyboard.insertText("on play:\nif this character has ravn: draw 1 card");
    await page.locator(".diagnostic.error").first().waitFor();
    await expect(page.locator(".diagnostic.error").first().textContent()).resolves.toMatch(
      /unknown icon 'ravn'.*did you mean 'raven'/,
    );
    await page.locator('[data-testid="effect-editor"] .squiggly-error').first().waitFor();

    // Completion offers the set's icons where an icon is expected.
    await page.keyboard.press("Control+A");
    await page.keyboard.insertText("on play:\nif this character has ra");
    await page.keyboard.press("Control+Space");
    const suggestion = page.locator(".suggest-widget .monaco-list-row", { hasText: "raven" });
    await suggestion.first().waitFor();
    // Tab takes the suggestion: Enter is a new line in this line-based language.
    await page.keyboard.press("Tab");
    await page.keyboard.insertText(": draw 1 card");
    await page.locator('[data-testid="effect-ir"]').waitFor();
    await expect(page.locator('[data-testid="effect-ir"]').textContent()).resolves.toContain(
      '"raven"',
    );
    await page.screenshot({ path: path.resolve(import.meta.dirname, "../tmp/effects.png") });

    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });
});
