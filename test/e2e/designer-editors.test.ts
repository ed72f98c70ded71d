import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openCard, openWorkspace, shot, waitSaved } from "./designer-support";

interface SavedCard {
  id: string;
  name: string;
  text?: string;
  effect?: string;
  copies?: number;
}

async function savedCard(id: string, cardId: string): Promise<SavedCard | undefined> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const { text } = (await res.json()) as { text: string };
  return (JSON.parse(text) as { cards: SavedCard[] }).cards.find((c) => c.id === cardId);
}

/** Waits until the Monaco editor in `testId` is shown (it loads on demand). */
async function monacoIn(page: Page, testId: string) {
  const editor = page.getByTestId(testId).locator(".monaco-editor");
  await editor.waitFor({ state: "visible", timeout: 30_000 });
  return editor;
}

/**
 * Types a card into a focused Monaco JSON editor as a person would: line by line with Enter
 * (the editor indents and closes brackets and quotes as it goes), closing any suggestion
 * before the Enter so it does not take one.
 */
async function typeJsonLines(page: Page, card: object) {
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type("{");
  await page.keyboard.press("Enter");
  const entries = Object.entries(card);
  for (const [i, [key, value]] of entries.entries()) {
    const last = i === entries.length - 1;
    await page.keyboard.type(`${JSON.stringify(key)}: ${JSON.stringify(value)}${last ? "" : ","}`);
    await page.keyboard.press("Escape");
    if (!last) await page.keyboard.press("Enter");
  }
}

/**
 * Replaces the whole text of a focused Monaco editor (typed text is auto-closed like typing,
 * so whatever the editor added after the cursor is removed).
 */
async function replaceText(page: Page, text: string) {
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText(text);
  await page.keyboard.press("Control+Shift+End");
  await page.keyboard.press("Delete");
}

describe("designer: the effect and JSON editors", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("edits the effect in Monaco with a 'did you mean' marker, jumps to it from the problems, shows the IR, and keeps Text as the printed words", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-effect");
    await openWorkspace(page, id);
    await waitSaved(page);
    await openCard(page, "Swallowed a Fog Whole");

    // "Text" is the printed wording (schema `text`), not the effect.
    const text = page.getByLabel("Text", { exact: true });
    await expect(text.inputValue()).resolves.toBe(
      (await savedCard(id, "swallowed-a-fog-whole"))?.text,
    );

    // The effect in Monaco: a typo gets a marker with its "did you mean" and a problem.
    await page.getByText("Effect", { exact: true }).hover();
    const editor = await monacoIn(page, "effect-editor");
    await expect(page.getByRole("textbox", { name: "Effect" }).count()).resolves.toBe(1);
    await editor.click();
    // Enter after the heading indents the next line.
    await replaceText(page, "on play:\nif this character has ravn: draw 1 card");
    await editor.locator(".squiggly-error").first().waitFor();
    await editor.locator(".view-lines").getByText("ravn").hover();
    await page
      .locator(".monaco-hover")
      .getByText(/did you mean 'raven'/)
      .first()
      .waitFor();
    const problems = page.getByRole("region", { name: "Problems" });
    const problem = problems.getByRole("button", { name: /did you mean 'raven'/ });
    await problem.waitFor();
    await shot(page, "designer-effect-marker");

    // The problem puts the cursor on the misspelt word: fix it there.
    await text.click();
    await problem.click();
    await page.locator("[data-testid=effect-editor] .monaco-editor.focused").waitFor();
    for (let i = 0; i < 4; i++) await page.keyboard.press("Delete");
    await page.keyboard.insertText("raven");
    await problem.waitFor({ state: "detached" });

    // The compiled IR on demand.
    await page.getByRole("button", { name: "Show the compiled IR" }).click();
    const ir = page.getByRole("region", { name: "Compiled IR" });
    await expect(ir.textContent()).resolves.toMatch(/"draw"/);
    await shot(page, "designer-effect-ir");

    // The printed words: the preview follows, and both fields are saved as they are.
    await text.fill("If he keeps a raven, draw a card.");
    await expect
      .poll(async () => (await savedCard(id, "swallowed-a-fog-whole"))?.text, { timeout: 15_000 })
      .toBe("If he keeps a raven, draw a card.");
    const saved = await savedCard(id, "swallowed-a-fog-whole");
    expect(saved?.effect).toBe("on play:\n  if this character has raven: draw 1 card");
    expect(session.consoleErrors).toEqual([]);
  });

  it("keeps one form and one effect editor from card to card: the next card's text in them, an undo history of its own, the IR hidden again", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-next-editor");
    await openWorkspace(page, id);
    await waitSaved(page);
    await openCard(page, "Swallowed a Fog Whole");
    await page.getByText("Effect", { exact: true }).hover();
    const editor = await monacoIn(page, "effect-editor");
    const name = page.getByLabel("Name", { exact: true });
    // Marks on the elements: found again after Next card only if they were kept (issue 26:
    // remounting the form and creating an editor per card was most of the time of a switch).
    // Monaco redraws its own view for a new model: the mark is on the editor's host.
    const host = page.getByTestId("effect-editor");
    await host.evaluate((el) => el.setAttribute("data-kept", "yes"));
    await name.evaluate((el) => el.setAttribute("data-kept", "yes"));
    await editor.click();
    await replaceText(page, "on play:\ndraw 2 cards");
    await page.getByRole("button", { name: "Show the compiled IR" }).click();
    await page.getByRole("region", { name: "Compiled IR" }).waitFor();

    await name.click();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(name.inputValue()).resolves.toBe("Caught the Salt Fever");
    await expect(name.getAttribute("data-kept")).resolves.toBe("yes");
    await expect(host.getAttribute("data-kept")).resolves.toBe("yes");
    // The editor's text, its spaces as one (Monaco draws them as no-break spaces).
    const shown = async () =>
      (await editor.locator(".view-lines").innerText()).replace(/\s+/gu, " ").trim();
    await expect.poll(shown).toBe("while visible: draw limit -1");
    await expect(page.getByRole("region", { name: "Compiled IR" }).count()).resolves.toBe(0);

    // Undo in the editor never brings back the card before's text.
    await editor.click();
    for (let i = 0; i < 3; i++) await page.keyboard.press("Control+z");
    await expect(shown()).resolves.toBe("while visible: draw limit -1");
    await expect
      .poll(async () => (await savedCard(id, "caught-the-salt-fever"))?.effect, { timeout: 15_000 })
      .toBe("while visible:\n  draw limit -1");

    // Back to the first card: its edited effect, in the same editor.
    await name.click();
    await page.keyboard.press("Alt+ArrowUp");
    await expect(name.inputValue()).resolves.toBe("Swallowed a Fog Whole");
    await expect.poll(shown).toBe("on play: draw 2 cards");
    await expect(host.getAttribute("data-kept")).resolves.toBe("yes");
    await expect
      .poll(async () => (await savedCard(id, "swallowed-a-fog-whole"))?.effect, { timeout: 15_000 })
      .toBe("on play:\n  draw 2 cards");
    expect(session.consoleErrors).toEqual([]);
  });

  it("edits a card as JSON against the schema, in step with the form and preview, keeping unparsed text", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-json");
    await openWorkspace(page, id);
    await waitSaved(page);
    const list = page.getByRole("listbox", { name: "Cards" });
    await openCard(page, "Swallowed a Fog Whole");
    await page.getByRole("tab", { name: "JSON" }).click();
    const editor = await monacoIn(page, "card-json-editor");
    const card = (await savedCard(id, "swallowed-a-fog-whole"))!;

    // An invalid value: a schema marker in the editor, the problem in the panel.
    await editor.click();
    // Typed in one line (typing a newline indents), then formatted by the editor.
    await replaceText(page, JSON.stringify({ ...card, name: "Fog Swallower", copies: 0 }));
    await page.keyboard.press("Shift+Alt+F");
    await page.getByRole("img", { name: "Preview of Fog Swallower" }).waitFor();
    await editor.locator(".squiggly-error").first().waitFor();
    const problems = page.getByRole("region", { name: "Problems" });
    const problem = problems.getByRole("button", { name: /copies/i }).first();
    await problem.waitFor();
    await list.getByRole("option", { name: /^Fog Swallower.*1 error/ }).waitFor();
    await shot(page, "designer-json-invalid");

    // Its problem puts the cursor on the value in the JSON: fix it there.
    await problem.click();
    await page.locator("[data-testid=card-json-editor] .monaco-editor.focused").waitFor();
    await page.keyboard.press("Delete");
    await page.keyboard.insertText("2");
    await problem.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await savedCard(id, "swallowed-a-fog-whole"))?.copies, {
        timeout: 15_000,
      })
      .toBe(2);

    // Text that does not parse is kept as typed; the preview keeps the last good card.
    await editor.click();
    await replaceText(page, '{ "id": "swallowed-a-fog-whole", "name": "Fog }');
    const state = page.getByText(/^Not applied — line 1, column \d+/);
    await state.waitFor();
    await page.getByRole("img", { name: "Preview of Fog Swallower" }).waitFor();
    await expect(editor.locator(".view-lines").textContent()).resolves.toMatch(/"name":\s"Fog\s}/);
    await shot(page, "designer-json-unparsed");

    // The form says the kept text is there; Open JSON brings it back as typed.
    await page.getByRole("tab", { name: "Form" }).click();
    const notice = page
      .getByRole("status")
      .filter({ hasText: /This card has JSON changes that do not parse yet/ });
    await notice.waitFor();
    await notice.getByRole("button", { name: "Open JSON" }).click();
    await state.waitFor();
    await editor.waitFor({ state: "visible", timeout: 30_000 });
    await expect(editor.locator(".view-lines").textContent()).resolves.toMatch(/"name":\s"Fog\s}/);
    await editor.click();

    // Typed line by line with Enter (auto-indent, auto-closing): every key lands where it was
    // typed, and the form shows what the JSON set.
    const typed = { ...card, name: "Fog Swallower", copies: 3 };
    await typeJsonLines(page, typed);
    await state.waitFor({ state: "detached" });
    await expect
      .poll(async () => (await savedCard(id, "swallowed-a-fog-whole"))?.copies, {
        timeout: 15_000,
      })
      .toBe(3);
    expect(await savedCard(id, "swallowed-a-fog-whole")).toEqual(typed);
    await page.getByRole("tab", { name: "Form" }).click();
    await expect(page.getByLabel("Copies", { exact: true }).inputValue()).resolves.toBe("3");
    await expect(notice.count()).resolves.toBe(0);
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
      "Fog Swallower",
    );

    // Discard drops the kept text: the JSON view shows the card again, and nothing was saved
    // from the broken text.
    await page.getByRole("tab", { name: "JSON" }).click();
    await editor.waitFor({ state: "visible", timeout: 30_000 });
    await editor.click();
    await replaceText(page, '{ "id": "swallowed-a-fog-whole", "name": "Mist }');
    await state.waitFor();
    await page.getByRole("tab", { name: "Form" }).click();
    await notice.getByRole("button", { name: "Discard" }).click();
    await notice.waitFor({ state: "detached" });
    await page.getByRole("tab", { name: "JSON" }).click();
    await editor.waitFor({ state: "visible", timeout: 30_000 });
    await expect(state.count()).resolves.toBe(0);
    // Monaco lays its lines out a frame or two after it shows (at first only the first line).
    await expect
      .poll(() => editor.locator(".view-lines").textContent(), { timeout: 10_000 })
      .toMatch(/"name":\s"Fog\sSwallower"/);
    await waitSaved(page);
    expect(await savedCard(id, "swallowed-a-fog-whole")).toEqual(typed);
    expect(session.consoleErrors).toEqual([]);
  });
});
