/**
 * The designer's card grid (issue 25, point 1): ten point values edited in place and seen in the
 * preview and after a reload; a 20-row TSV block pasted (with a refused cell shown), filled down
 * and all undone; the keys; the column layout kept per set; "List" keeps the selection.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";

/** A save reaches the server within a few seconds (after a pause in typing and an idle moment). */
const SAVED = { timeout: 10_000 };

interface SavedCard {
  id: string;
  name: string;
  type: string;
  text?: string;
  copies?: number;
  points?: (number | string | null)[];
  effect?: string;
}

async function savedCards(id: string): Promise<SavedCard[]> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const { text } = (await res.json()) as { text: string };
  return (JSON.parse(text) as { cards: SavedCard[] }).cards;
}

const grid = (page: Page) => page.getByRole("grid", { name: "Card grid" });

/** The cell at a row (0 = the first card) and column of the grid as shown. */
const cell = (page: Page, row: number, col: number) =>
  grid(page)
    .locator(`[role=row][aria-rowindex="${row + 2}"] [role=gridcell]`)
    .nth(col);

/** The index of the column whose header reads `label`. */
async function column(page: Page, label: string): Promise<number> {
  const labels = await grid(page).getByRole("columnheader").allTextContents();
  const at = labels.findIndex((l) => l.replace(/[▲▼]/g, "").trim() === label);
  if (at < 0) throw new Error(`no column ${label} in ${labels.join(", ")}`);
  return at;
}

async function openGrid(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Grid", exact: true }).click();
  await grid(page).waitFor();
}

/** Dispatches a paste of `text` (text/plain) on the focused cell, as a browser does. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData("text/plain", t);
    const event = new ClipboardEvent("paste", {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    document.activeElement?.dispatchEvent(event);
  }, text);
}

/** Dispatches a copy on the focused cell and answers what was put on the clipboard. */
async function copy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const data = new DataTransfer();
    const event = new ClipboardEvent("copy", {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    });
    document.activeElement?.dispatchEvent(event);
    return data.getData("text/plain");
  });
}

describe("designer: the card grid", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("edits ten point values in place and shows them in the preview and after a reload", async () => {
    const { page } = session;
    const id = await freshSampleSet("grid-edit");
    const before = await savedCards(id);
    await openWorkspace(page, id);
    await waitSaved(page);
    const loaded = await savedRevision(page);
    await openGrid(page);

    // One row per card (and the header row), every row in the DOM, the name first.
    await expect.poll(() => grid(page).getByRole("row").count()).toBe(before.length + 1);
    await expect(grid(page).getAttribute("aria-rowcount")).resolves.toBe(String(before.length + 1));
    await expect(cell(page, 0, 0).textContent()).resolves.toBe(before[0]!.name);

    // Cards 20–29 are modifiers with points; Enter commits and moves down.
    const points = await column(page, "Points 1");
    const first = before.findIndex((c) => c.type === "modifier");
    // The tenth card's picture before: its points are drawn as paths, so the picture is compared.
    const preview = page.getByRole("img", { name: `Preview of ${before[first + 9]!.name}` });
    const drawn = () => preview.locator(".ws-picture-card").innerHTML();
    await cell(page, first + 9, points).click();
    await preview.waitFor();
    const original = await drawn();

    await cell(page, first, points).click();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Enter");
      const editor = grid(page).getByRole("textbox");
      await editor.fill(String(-21 - i));
      await editor.press("Enter");
    }
    for (let i = 0; i < 10; i++) {
      await expect(cell(page, first + i, points).textContent()).resolves.toBe(String(-21 - i));
    }
    // The preview follows the active row and draws the value typed there, at once.
    await cell(page, first + 9, points).click();
    await preview.waitFor();
    await expect.poll(drawn).not.toBe(original);
    const edited = await drawn();
    await page.keyboard.press("Enter");
    await grid(page).getByRole("textbox").fill("-5");
    await page.keyboard.press("Tab");
    await expect.poll(drawn).not.toBe(edited);
    await page.keyboard.press("Control+z");
    await expect.poll(drawn).toBe(edited);
    await shot(page, "grid-edited");

    await waitSaved(page, loaded);
    await expect
      .poll(
        async () => (await savedCards(id)).slice(first, first + 10).map((c) => c.points?.[0]),
        SAVED,
      )
      .toEqual(Array.from({ length: 10 }, (_, i) => -21 - i));

    await page.reload();
    await page.getByRole("listbox", { name: "Cards" }).waitFor({ timeout: 30_000 });
    await openGrid(page);
    for (let i = 0; i < 10; i++) {
      await expect(cell(page, first + i, points).textContent()).resolves.toBe(String(-21 - i));
    }
    expect(session.consoleErrors).toEqual([]);
  });

  it("pastes a 20-row TSV block (showing what it refuses), fills down, copies, and undoes it all", async () => {
    const { page } = session;
    const id = await freshSampleSet("grid-paste");
    const before = await savedCards(id);
    await openWorkspace(page, id);
    await waitSaved(page);
    await openGrid(page);
    const points = await column(page, "Points 1");
    const first = before.findIndex((c) => c.type === "modifier");

    // 20 rows of Points 1–3; one cell is no number.
    const rows = Array.from({ length: 20 }, (_, i) =>
      i === 4 ? "lots\t\t" : `${-(i + 1)}\tblank\t`,
    );
    await cell(page, first, points).click();
    await paste(page, `${rows.join("\r\n")}\r\n`);
    for (const i of [0, 1, 19]) {
      await expect(cell(page, first + i, points).textContent()).resolves.toBe(String(-(i + 1)));
      await expect(cell(page, first + i, points + 1).textContent()).resolves.toBe("blank");
    }
    // The refused cell: listed with its reason, marked, left as it was.
    const refusals = page.getByRole("region", { name: "Refused cells" });
    await expect(refusals.textContent()).resolves.toContain(
      `Points 1 of ${before[first + 4]!.name}: 'lots' is not a number`,
    );
    await expect(cell(page, first + 4, points).getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(cell(page, first + 4, points).textContent()).resolves.toBe(
      String(before[first + 4]!.points?.[0] ?? ""),
    );
    // The pasted block is selected.
    await expect(cell(page, first + 19, points + 2).getAttribute("aria-selected")).resolves.toBe(
      "true",
    );

    // Copy gives the block back as TSV.
    await cell(page, first, points).click();
    await cell(page, first + 1, points + 1).click({ modifiers: ["Shift"] });
    await expect(copy(page)).resolves.toBe("-1\tblank\r\n-2\tblank");

    // Fill down: the first row of the block into the rows below.
    await cell(page, first + 30, points).click();
    await cell(page, first + 34, points).click({ modifiers: ["Shift"] });
    const source = await cell(page, first + 30, points).textContent();
    await page.keyboard.press("Control+d");
    for (let i = 31; i <= 34; i++) {
      await expect(cell(page, first + i, points).textContent()).resolves.toBe(source);
    }
    await shot(page, "grid-pasted");

    // Ctrl+Enter sets every selected cell.
    await page.keyboard.press("Enter");
    await grid(page).getByRole("textbox").fill("-4");
    await page.keyboard.press("Control+Enter");
    for (let i = 30; i <= 34; i++) {
      await expect(cell(page, first + i, points).textContent()).resolves.toBe("-4");
    }

    // Three undo steps: Ctrl+Enter, fill, paste; everything as it was, and saved so.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Control+z");
    for (let i = 0; i < 35; i++) {
      const p = before[first + i]!.points?.[0];
      await expect(cell(page, first + i, points).textContent()).resolves.toBe(
        p === null || p === undefined ? "" : String(p),
      );
    }
    // Saved so (the autosave may have sent an edit or two before the undo).
    await expect
      .poll(async () => (await savedCards(id)).map((c) => c.points), { timeout: 20_000 })
      .toEqual(before.map((c) => c.points));
    // And redo brings the paste back.
    await page.keyboard.press("Control+Shift+z");
    await expect(cell(page, first, points).textContent()).resolves.toBe("-1");
    expect(session.consoleErrors).toEqual([]);
  });

  it("moves by keys, edits with the right editor, refuses a bad value on the cell, keeps its layout, and List keeps the selection", async () => {
    const { page } = session;
    const id = await freshSampleSet("grid-keys");
    const before = await savedCards(id);
    await openWorkspace(page, id);
    await waitSaved(page);
    await openGrid(page);
    const focused = () => page.evaluate(() => document.activeElement?.id ?? "");

    // Roving focus: one cell in the tab order, arrows, Home/End, PageDown.
    await cell(page, 0, 0).click();
    await expect(grid(page).locator("[role=gridcell][tabindex='0']").count()).resolves.toBe(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect.poll(focused).toBe("ws-sheet-2-1");
    await page.keyboard.press("End");
    const last = (await grid(page).getByRole("columnheader").count()) - 1;
    await expect.poll(focused).toBe(`ws-sheet-2-${last}`);
    await page.keyboard.press("Home");
    await page.keyboard.press("PageDown");
    await expect.poll(focused).toBe("ws-sheet-12-0");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(cell(page, 13, 0).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(cell(page, 14, 0).getAttribute("aria-selected")).resolves.toBe("false");

    // Typing starts editing; Escape cancels.
    const copies = await column(page, "Copies");
    await cell(page, 20, copies).click();
    await page.keyboard.press("7");
    const editor = grid(page).getByRole("textbox");
    await expect(editor.inputValue()).resolves.toBe("7");
    await page.keyboard.press("Escape");
    await expect(editor.count()).resolves.toBe(0);

    // A value the column refuses: the reason on the cell, the typed text kept, nothing saved.
    const points = await column(page, "Points 1");
    await cell(page, 20, points).click();
    await page.keyboard.press("F2");
    await editor.fill("plenty");
    await editor.press("Enter");
    await expect(grid(page).getByRole("alert").textContent()).resolves.toContain(
      "'plenty' is not a number",
    );
    await expect(editor.inputValue()).resolves.toBe("plenty");
    await expect(editor.getAttribute("aria-invalid")).resolves.toBe("true");
    await shot(page, "grid-refused");
    await page.keyboard.press("Escape");
    expect((await savedCards(id))[20]!.points).toEqual(before[20]!.points);

    // Delete clears the cell (clear film), one undo step.
    await cell(page, 20, points).click();
    await page.keyboard.press("Delete");
    await expect(cell(page, 20, points).textContent()).resolves.toBe("");
    await page.keyboard.press("Control+z");
    await expect(cell(page, 20, points).textContent()).resolves.toBe(
      String(before[20]!.points?.[0]),
    );

    // A written text that disagrees with the card's effect: the row's problem badge says so.
    const withEffect = before.findIndex((c, i) => i >= 20 && c.type === "modifier" && c.effect);
    const badge = cell(page, withEffect, await column(page, "Problems"));
    await expect(badge.textContent()).resolves.toBe("");
    await cell(page, withEffect, await column(page, "Text")).click();
    await page.keyboard.press("Enter");
    await editor.fill("Gain 99 self-worth at once.");
    await editor.press("Enter");
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toMatch(/^\d+ problems?$/);
    await page.keyboard.press("Control+z");
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe("");

    // The effect opens the designer's effect editor in a dialog.
    await cell(page, 20, await column(page, "Effect")).click();
    await page.keyboard.press("Enter");
    const effect = page.getByRole("dialog", { name: `Effect of ${before[20]!.name}` });
    await effect.waitFor();
    await shot(page, "grid-effect");
    await effect.getByRole("button", { name: "Cancel" }).click();
    await expect(effect.count()).resolves.toBe(0);

    // A choice cell opens the kit's list.
    const type = await column(page, "Type");
    await cell(page, 20, type).click();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "event" }).click();
    await expect(cell(page, 20, type).textContent()).resolves.toBe("event");
    await page.keyboard.press("Control+z");
    await expect(cell(page, 20, type).textContent()).resolves.toBe("modifier");

    // The designer's Alt+↓ (next card) moves the grid's active row with it.
    await cell(page, 5, 0).click();
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => cell(page, 6, 0).getAttribute("aria-selected")).toBe("true");
    await expect.poll(focused).toBe("ws-sheet-6-0");

    // Filter by any column (Ctrl+K, the designer's search, comes to the filter).
    await page.keyboard.press("Control+k");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("ws-search");
    await page.getByRole("button", { name: /^Name Filter column/ }).click();
    await page.getByRole("option", { name: "Type" }).click();
    await page.getByLabel("Filter", { exact: true }).fill("untimely");
    const deaths = before.filter((c) => c.type === "untimely-death").length;
    await expect.poll(() => grid(page).getByRole("row").count()).toBe(deaths + 1);
    await page.getByLabel("Filter", { exact: true }).fill("");
    await expect.poll(() => grid(page).getByRole("row").count()).toBe(before.length + 1);

    // Layout: sort by name, hide Copies, widen Points 1 by keys; kept after a reload.
    await grid(page).getByRole("button", { name: "Name", exact: true }).click();
    const nameHeader = grid(page).getByRole("columnheader").first();
    await expect(nameHeader.getAttribute("aria-sort")).resolves.toBe("ascending");
    const top = await cell(page, 0, 0).textContent();
    expect(top).not.toBe(before[0]!.name);
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByText("Show Copies", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Show Copies" }).isChecked()).resolves.toBe(
      false,
    );
    await page.getByRole("button", { name: "Close" }).click();
    const resize = page.getByRole("separator", { name: "Resize Points 1" });
    const width = Number(await resize.getAttribute("aria-valuenow"));
    await resize.focus();
    await page.keyboard.press("ArrowRight");
    await expect(resize.getAttribute("aria-valuenow")).resolves.toBe(String(width + 16));
    await page.reload();
    await page.getByRole("listbox", { name: "Cards" }).waitFor({ timeout: 30_000 });
    await openGrid(page);
    await expect(nameHeader.getAttribute("aria-sort")).resolves.toBe("ascending");
    await expect(cell(page, 0, 0).textContent()).resolves.toBe(top);
    await expect(
      grid(page)
        .getByRole("columnheader", { name: /^Copies/ })
        .count(),
    ).resolves.toBe(0);
    await expect(resize.getAttribute("aria-valuenow")).resolves.toBe(String(width + 16));

    // List keeps the card selected in the grid.
    await cell(page, 5, 0).click();
    const chosen = await cell(page, 5, 0).textContent();
    await shot(page, "grid-dark");
    await page.getByRole("button", { name: "List", exact: true }).click();
    const list = page.getByRole("listbox", { name: "Cards" });
    await expect(
      list.getByRole("option", { selected: true }).locator(".ws-row-name").textContent(),
    ).resolves.toBe(chosen);
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(chosen);
    expect(session.consoleErrors).toEqual([]);
  });

  it("copies card columns only, keeps line breaks, commits an edit by its card when sorted or left, searches a choice, and renames as the form does", async () => {
    const { page } = session;
    const id = await freshSampleSet("grid-fixes");
    // A card made in this session: its id follows its name.
    await openWorkspace(page, id);
    await waitSaved(page);
    const loaded = await savedRevision(page);
    await page.getByRole("button", { name: "Add card" }).click();
    await page.getByRole("menuitem", { name: "New modifier" }).click();
    await page.getByRole("img", { name: "Preview of New modifier" }).waitFor();
    await waitSaved(page, loaded);
    const before = await savedCards(id);
    await openGrid(page);
    const name = 0;
    const idCol = await column(page, "Id");
    const problems = await column(page, "Problems");
    const copiesCol = await column(page, "Copies");
    const points = await column(page, "Points 1");
    const text = await column(page, "Text");
    expect(problems).toBeLessThan(idCol);
    const first = before.findIndex(
      (c) => c.type === "modifier" && typeof c.points?.[0] === "number",
    );
    const from = before[first]!;
    const to = first + 1;

    // A block copied across the badge column gives card columns only, and pastes back into the
    // same columns of another card (its id refused: another card has it).
    await cell(page, first, name).click();
    await cell(page, first, points).click({ modifiers: ["Shift"] });
    const copied = await copy(page);
    expect(copied.split("\t")[0]).toBe(from.name);
    expect(copied.split("\t")[1]).toBe(from.id);
    expect(copied.split("\t")).toHaveLength(points);
    await cell(page, to, name).click();
    await paste(page, copied);
    await expect(cell(page, to, name).textContent()).resolves.toBe(from.name);
    await expect(cell(page, to, copiesCol).textContent()).resolves.toBe(String(from.copies ?? 1));
    await expect(cell(page, to, points).textContent()).resolves.toBe(String(from.points?.[0]));
    await expect(
      page.getByRole("region", { name: "Refused cells" }).textContent(),
    ).resolves.toContain("Id of");
    await page.keyboard.press("Control+z");
    await expect(cell(page, to, name).textContent()).resolves.toBe(before[to]!.name);

    // Text keeps its line breaks: a text area, Alt+Enter breaks the line, Enter keeps it.
    await cell(page, first, text).click();
    await page.keyboard.press("F2");
    const area = grid(page).locator("textarea");
    await area.fill("Line one");
    await page.keyboard.press("Alt+Enter");
    await page.keyboard.type("Line two");
    await expect(area.inputValue()).resolves.toBe("Line one\nLine two");
    await shot(page, "grid-textarea");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await savedCards(id))[first]!.text, SAVED)
      .toBe("Line one\nLine two");
    // Opened again, the text area shows both lines.
    await cell(page, first, text).click();
    await page.keyboard.press("Enter");
    await expect(area.inputValue()).resolves.toBe("Line one\nLine two");
    await page.keyboard.press("Escape");

    // A text typed with a leading quote is kept as typed; copying guards formula-like text.
    await cell(page, first, text).click();
    await page.keyboard.press("Enter");
    await area.fill("'=kept");
    await page.keyboard.press("Enter");
    await expect(cell(page, first, text).textContent()).resolves.toBe("'=kept");
    await cell(page, first, text).click();
    await page.keyboard.press("Enter");
    await area.fill("=1+1");
    await page.keyboard.press("Enter");
    await cell(page, first, text).click();
    await expect(copy(page)).resolves.toBe("'=1+1");

    // An editor open while the rows are sorted anew: what was typed goes to its own card.
    await cell(page, first, copiesCol).click();
    await page.keyboard.press("F2");
    await grid(page).getByRole("textbox").fill("4");
    await grid(page).getByRole("button", { name: "Points 1", exact: true }).click();
    await expect.poll(async () => (await savedCards(id))[first]!.copies, SAVED).toBe(4);
    // Points sort by number: -15 before -10 before -5, blank and empty last.
    const shown = async () => {
      const out: string[] = [];
      for (let r = 0; r < before.length; r++)
        out.push((await cell(page, r, points).textContent())!);
      return out;
    };
    const sorted = await shown();
    const numbers = sorted.filter((v) => v !== "" && v !== "blank").map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(sorted.slice(numbers.length).every((v) => v === "" || v === "blank")).toBe(true);
    // A value typed in the sorted-by column: the edited card stays selected where it lands.
    const top = before.find((c) => c.points?.[0] === numbers[0])!;
    await cell(page, 0, points).click();
    const topName = await cell(page, 0, name).textContent();
    await page.keyboard.press("Enter");
    await grid(page).getByRole("textbox").fill("40");
    await page.keyboard.press("Enter");
    await page.getByRole("img", { name: `Preview of ${topName}` }).waitFor();
    expect(top).toBeDefined();
    await expect
      .poll(() =>
        grid(page)
          .locator("[role=gridcell][tabindex='0']")
          .evaluate((el) => el.parentElement!.textContent),
      )
      .toContain(topName!);
    await expect(cell(page, numbers.length - 1, points).textContent()).resolves.toBe("40");
    await grid(page).getByRole("button", { name: "Points 1", exact: true }).click();
    await grid(page).getByRole("button", { name: "Points 1", exact: true }).click();

    // Typing on a choice cell searches its list; the key is never the value.
    const type = await column(page, "Type");
    await cell(page, first, type).click();
    await page.keyboard.press("e");
    const event = page.getByRole("option", { name: "event" });
    await expect.poll(() => event.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect(cell(page, first, type).textContent()).resolves.toBe("event");
    await page.keyboard.press("Control+z");

    // A new card's name typed in the grid brings its id along, as in the card form.
    const fresh = before.findIndex((c) => c.name === "New modifier");
    await cell(page, fresh, name).click();
    await page.keyboard.press("Enter");
    await grid(page).getByRole("textbox").fill("Fell Into a Grid");
    await page.keyboard.press("Enter");
    await expect(cell(page, fresh, idCol).textContent()).resolves.toBe("fell-into-a-grid");
    await page.getByRole("img", { name: "Preview of Fell Into a Grid" }).waitFor();

    // "New card" in the grid adds a row, its Name cell active and focused: typing names the card.
    const rowsBefore = await grid(page).getByRole("row").count();
    await page.getByRole("button", { name: "New card", exact: true }).click();
    await expect.poll(() => grid(page).getByRole("row").count()).toBe(rowsBefore + 1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
      .toBe("gridcell");
    await page.keyboard.type("Typed Into a Row");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await savedCards(id)).some((c) => c.name === "Typed Into a Row"), SAVED)
      .toBe(true);

    // "List" while an editor is open keeps what was typed.
    await cell(page, first, copiesCol).click();
    await page.keyboard.press("F2");
    await grid(page).getByRole("textbox").fill("3");
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect.poll(async () => (await savedCards(id))[first]!.copies, SAVED).toBe(3);
    expect(session.consoleErrors).toEqual([]);
  });
});
