/**
 * Learning the effect language from the app: the reference page and its search, the links to it
 * from every effect editor and from hover help, hovers that are not cut off by the editor's box,
 * "did you mean" as a quick fix, Enter indenting after a heading, and leaving an effect editor
 * by keyboard (Escape then Tab).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openCard, openWorkspace, waitSaved } from "./designer-support";
import { selectTrigger } from "./ui";

const SHOTS = "/tmp/effects-learn";

/** Opens the playground for the sample set and waits for its editor. */
async function openPlayground(page: Page): Promise<Locator> {
  await page.goto(`${inject("baseUrl")}/effects?set=saltmarrow`);
  const editor = page.locator('[data-testid="effect-editor"] .monaco-editor');
  await editor.waitFor({ timeout: 30_000 });
  return editor;
}

/** Replaces the focused Monaco editor's text (inserted, so nothing is completed on the way). */
async function replaceText(page: Page, text: string) {
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Control+Shift+End");
  await page.keyboard.press("Delete");
}

/** The editor's lines as shown (Monaco renders spaces as no-break spaces). */
async function shownLines(editor: Locator): Promise<string[]> {
  const lines = await editor.locator(".view-line").evaluateAll((els) =>
    els
      .map((el) => ({ top: el.getBoundingClientRect().top, text: el.textContent ?? "" }))
      .sort((a, b) => a.top - b.top)
      .map((l) => l.text.replace(/\u00a0/g, " ")),
  );
  return lines;
}

/** What the active element is: its tag, accessible text and whether it is inside `within`. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      text: el?.textContent?.trim() ?? "",
      label: el?.getAttribute("aria-label") ?? "",
      inEditor: Boolean(el?.closest(".monaco-editor")),
    };
  });
}

/**
 * Whether every corner of the hover shows the hover itself (nothing clips or covers it) and the
 * whole hover is inside the viewport.
 */
async function hoverFullyShown(hover: Locator): Promise<{ inside: boolean; uncovered: boolean }> {
  return hover.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside =
      r.top >= 0 &&
      r.left >= 0 &&
      r.bottom <= innerHeight &&
      r.right <= innerWidth &&
      r.height > 40;
    const corners = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
    ] as const;
    const uncovered = corners.every(([x, y]) => {
      const at = document.elementFromPoint(x, y);
      // The hover's own widget (its resize handles included), not the page or the editor.
      const widget = el.closest("[widgetid]") ?? el;
      return at !== null && widget.contains(at);
    });
    return { inside, uncovered };
  });
}

describe("learning the effect language", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("serves the reference in the app, with a search that finds sections and says when none matches", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/docs/effect-language`);
    await page.getByRole("heading", { level: 1, name: "The effect language" }).waitFor();
    await expect(page.title()).resolves.toMatch(/Effect language reference/);
    // Headings carry anchors; examples are coloured like the editor.
    await page.locator("h4#on-play-immediate-effect").waitFor();
    await page.locator("pre.ref-code .tok-keyword").first().waitFor();
    await page.screenshot({ path: `${SHOTS}-reference.png` });

    const search = page.getByRole("searchbox", { name: "Search the reference" });
    await search.click();
    await page.keyboard.type("swap hnds");
    const found = page.getByRole("list", { name: "Sections found" });
    await found
      .getByRole("link", { name: /swap hands/ })
      .first()
      .waitFor();
    await expect(page.getByRole("status").textContent()).resolves.toMatch(/match/);
    await page.screenshot({ path: `${SHOTS}-search.png` });

    // Enter goes to the best section; ↓ walks the results from the box.
    await page.keyboard.press("Enter");
    await page.waitForURL("**/docs/effect-language#swap-hands");
    await expect(
      page.locator("h4#swap-hands").evaluate((h) => h.getBoundingClientRect().top),
    ).resolves.toBeLessThan(200);
    await search.click();
    await page.keyboard.press("ArrowDown");
    await expect(focused(page)).resolves.toMatchObject({
      tag: "a",
      text: "One-shot operations › swap hands",
    });

    await search.fill("qzxv wplk");
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      "No section matches “qzxv wplk”.",
    );
    await expect(found.getByRole("link").count()).resolves.toBe(0);
    await page.screenshot({ path: `${SHOTS}-no-match.png` });
    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });

  it("links the playground to the reference, and its hovers to their section, shown whole above the page", async () => {
    const { page } = session;
    const editor = await openPlayground(page);
    await expect(page.locator(".lede").textContent()).resolves.not.toContain(".md");
    const links = page.getByRole("link", { name: /effect-language reference/i });
    await expect(links.count()).resolves.toBe(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/docs/effect-language");

    // A word near the editor's bottom: its help opens upwards, past the editor's top.
    await editor.click();
    await replaceText(
      page,
      "# a note\n# a note\n# a note\n# a note\n# a note\n# a note\n# a note\non play:\n  draw 2 cards",
    );
    await editor.locator(".view-lines").getByText("draw").hover();
    const hover = page.locator(".monaco-hover").filter({ hasText: "Read more in the reference" });
    await hover.first().waitFor({ state: "visible" });
    const link = hover.first().getByRole("link", { name: /Read more in the reference/ });
    await expect(link.getAttribute("href")).resolves.toMatch(/\/docs\/effect-language#draw$/);
    await page.screenshot({ path: `${SHOTS}-playground-hover.png` });
    await expect(hoverFullyShown(hover.first())).resolves.toEqual({
      inside: true,
      uncovered: true,
    });
    // Styled on the dark theme, not transparent.
    await expect(
      hover.first().evaluate((el) => getComputedStyle(el).backgroundColor),
    ).resolves.not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(session.consoleErrors).toEqual([]);
  });

  it("fixes a 'did you mean' with a quick fix, and indents after a heading on Enter", async () => {
    const { page } = session;
    const editor = await openPlayground(page);
    await editor.click();
    // Typed as a person would: Enter after the heading indents the line.
    await replaceText(page, "on play:\nif this character has ravn: draw 1 card");
    await editor.locator(".squiggly-error").first().waitFor();
    await editor.locator(".view-lines").getByText("ravn").click();
    // The lightbulb says a fix is there (beside the text, or in the gutter when the line is full).
    await editor
      .locator('.lightBulbWidget[class*="codicon-"], [class*="codicon-gutter-lightbulb"]')
      .first()
      .waitFor();
    await page.keyboard.press("Control+.");
    const fix = page.getByText("Change to 'raven'");
    await fix.waitFor();
    await page.screenshot({ path: `${SHOTS}-quick-fix.png` });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Compiles" }).waitFor();
    // Monaco draws its lines on the next frame.
    await expect
      .poll(() => shownLines(editor))
      .toEqual(["on play:", "  if this character has raven: draw 1 card"]);

    // Enter after a heading indents the next line.
    await replaceText(page, "on play:");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.insertText("draw 1 card");
    await page.getByRole("heading", { level: 2, name: "Compiles" }).waitFor();
    // Monaco draws its lines on the next frame.
    await expect.poll(() => shownLines(editor)).toEqual(["on play:", "  draw 1 card"]);
    expect(session.consoleErrors).toEqual([]);
  });

  it("leaves the playground's editor with Escape then Tab (Escape first closes a suggestion), with a hint and the keys listed", async () => {
    const { page } = session;
    const editor = await openPlayground(page);
    const hint = page.locator(".effect-editor-hint");
    await expect(hint.isVisible()).resolves.toBe(false);
    await editor.click();
    await hint.filter({ hasText: "Esc then Tab to leave the editor" }).waitFor();
    await expect(hint.isVisible()).resolves.toBe(true);

    // Tab alone indents, as in any code editor.
    await replaceText(page, "on play:\ndraw 1 card\n");
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({ inEditor: true });

    // Escape closes the suggestions first; the next Escape arms leaving.
    await page.keyboard.press("Control+Space");
    await page.locator(".suggest-widget.visible").waitFor();
    await page.keyboard.press("Escape");
    await page.locator(".suggest-widget.visible").waitFor({ state: "hidden" });
    await expect(hint.textContent()).resolves.toBe("Esc then Tab to leave the editor");
    await page.keyboard.press("Escape");
    await hint.filter({ hasText: "Tab: next control" }).waitFor();
    await page.screenshot({ path: `${SHOTS}-leave-hint.png` });
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({
      tag: "a",
      inEditor: false,
      text: expect.stringMatching(/^Effect-language reference/),
    });
    await expect(hint.isVisible()).resolves.toBe(false);

    // Shift+Tab after Escape goes to the control before the editor.
    await editor.click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Shift+Tab");
    await expect(focused(page)).resolves.toMatchObject({ tag: "button", inEditor: false });
    await expect(
      selectTrigger(page, "Load a card's effect").evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);

    // Any other key after Escape keeps the editor.
    await editor.click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("End");
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({ inEditor: true });

    // The playground lists the keys.
    await page.getByText("Keys in the editor").click();
    await expect(page.locator(".playground-keys").textContent()).resolves.toContain("Esc then Tab");
    expect(session.consoleErrors).toEqual([]);
  });

  it("links the designer's effect field to the reference, lists Esc then Tab with the shortcuts, and leaves its editor by keyboard", async () => {
    const { page } = session;
    const id = await freshSampleSet("effects-learn");
    await openWorkspace(page, id);
    await waitSaved(page);
    await openCard(page, "Swallowed a Fog Whole");
    const field = page.locator('[data-field="effect"]');
    const link = field.getByRole("link", { name: /Effect-language reference/ });
    await expect(link.getAttribute("href")).resolves.toBe("/docs/effect-language");
    await expect(link.getAttribute("target")).resolves.toBe("_blank");

    await page.getByText("Effect", { exact: true }).hover();
    const editor = page.getByTestId("effect-editor").locator(".monaco-editor");
    await editor.waitFor({ state: "visible", timeout: 30_000 });
    await editor.click();
    await field.locator(".effect-editor-hint", { hasText: "Esc then Tab" }).waitFor();

    // Hover help in the designer is whole too, and links to its section.
    await editor
      .locator(".view-lines")
      .getByText(/^on$|^while$/)
      .first()
      .hover();
    const hover = page.locator(".monaco-hover").filter({ hasText: "Read more in the reference" });
    await hover.first().waitFor({ state: "visible" });
    await expect(hoverFullyShown(hover.first())).resolves.toEqual({
      inside: true,
      uncovered: true,
    });
    await page.screenshot({ path: `${SHOTS}-designer-hover.png` });
    await page.mouse.move(5, 5);

    await editor.click();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${SHOTS}-designer-leave.png` });
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({
      tag: "a",
      inEditor: false,
      text: expect.stringMatching(/^Effect-language reference/),
    });

    // "?" lists the effect editor's keys.
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await help.waitFor();
    await help.getByRole("heading", { name: "In the effect editor" }).waitFor();
    await expect(help.textContent()).resolves.toContain("Esc then Tab");
    await page.screenshot({ path: `${SHOTS}-designer-keys.png` });
    await page.keyboard.press("Escape");
    expect(session.consoleErrors).toEqual([]);
  });
});
