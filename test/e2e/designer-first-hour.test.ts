/**
 * A designer's first hour (issue 20): a blank set made in the library opens in its designer; a
 * new card's id follows its typed name; the next new card is like the selected one, with the
 * cursor in its Name; an unusable point or copy count is marked on its field and never drawn;
 * problems name cards by their current name; no page asks for an icon that is not there.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { shot } from "./designer-support";
import { choose, chosen, fillNumber } from "./ui";

const base = () => inject("baseUrl");
const SET_ID = "first-hour-blank";

/** Whether `field` has the focus. */
const focused = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** The reason a field gives for its value: its error text, read through aria-describedby. */
async function reasonOf(page: Page, field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(" ");
}

describe("designer: the first hour", () => {
  let session: Session;
  const missing: string[] = [];
  beforeAll(async () => {
    session = await openSession();
    session.page.on("response", (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
  });
  afterAll(async () => {
    await fetch(`${base()}/api/sets/${SET_ID}`, { method: "DELETE" });
    await session?.close();
  });

  it("opens a set created in the library in its designer, with no missing icon", async () => {
    const { page } = session;
    await page.goto(base() + "/", { waitUntil: "networkidle" });
    await expect(page.locator('link[rel="icon"]').getAttribute("href")).resolves.toMatch(
      /^\/icon\.svg/,
    );
    await page.getByRole("button", { name: "New set" }).click();
    const dialog = page.getByRole("dialog", { name: "New set" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("First Hour Blank");
    await dialog.getByRole("button", { name: "Create set" }).click();
    await page.waitForURL(new RegExp(`/sets/${SET_ID}$`));
    await page.getByRole("listbox", { name: "Cards" }).waitFor();
    await page.getByRole("img", { name: /^Preview of / }).waitFor();
    await shot(page, "first-hour-designer");
    expect(missing).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });

  it("lets a new card's id follow its name, and makes the next card like it", async () => {
    const { page } = session;
    const list = page.getByRole("listbox", { name: "Cards" });
    await page.getByRole("button", { name: "Add card" }).click();
    await page.getByRole("menuitem", { name: "New character" }).click();
    const name = page.getByLabel("Name", { exact: true });
    const id = page.getByLabel("Id", { exact: true });
    await expect(name.inputValue()).resolves.toBe("New character");
    await expect(focused(name)).resolves.toBe(true);
    await choose(page, "Family", "Second family");

    await name.click();
    await name.fill("");
    await page.keyboard.type("Drowned Lantern");
    await expect(id.inputValue()).resolves.toBe("drowned-lantern");
    await expect(reasonOf(page, id)).resolves.toMatch(/Follows the name/);
    await page.getByRole("tab", { name: "JSON" }).click();
    await page.getByText('"id": "drowned-lantern"').waitFor();
    await shot(page, "first-hour-json");
    await page.getByRole("tab", { name: "Form" }).click();

    // The next new card: a character of the same family, the cursor in its Name, the placeholder
    // selected so typing replaces it.
    await page.getByRole("button", { name: "New card" }).click();
    await expect(name.inputValue()).resolves.toBe("New character");
    await expect(focused(name)).resolves.toBe(true);
    await expect(chosen(page, "Family")).resolves.toBe("Second family");
    await page.keyboard.type("Lantern Keeper");
    await expect(name.inputValue()).resolves.toBe("Lantern Keeper");
    await expect(id.inputValue()).resolves.toBe("lantern-keeper");
    await list.getByRole("option", { name: /^Lantern Keeper/ }).waitFor();

    // An id typed by hand stays when the name changes.
    await id.fill("keeper");
    await name.fill("The Lantern Keeper");
    await expect(id.inputValue()).resolves.toBe("keeper");
    await shot(page, "first-hour-new-card");
  });

  it("marks an unusable point or copy count on its field and never draws it", async () => {
    const { page } = session;
    await page.getByRole("button", { name: "Add card" }).click();
    await page.getByRole("menuitem", { name: "New modifier" }).click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(focused(name)).resolves.toBe(true);
    await page.keyboard.type("Bitter Tide");
    const preview = page.getByRole("img", { name: "Preview of Bitter Tide" });
    await preview.waitFor();
    const picture = preview.locator(".ws-picture-card");
    const clear = await picture.innerHTML();

    const top = page.getByLabel("Points top");
    await top.fill("-5");
    await expect.poll(() => picture.innerHTML()).not.toBe(clear);
    for (const [typed, reason] of [
      ["abc", /“abc” is not a point value/],
      ["1000", /1000 is out of range/],
    ] as const) {
      await top.fill(typed);
      await expect(top.inputValue()).resolves.toBe(typed);
      await expect(top.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(reasonOf(page, top)).resolves.toMatch(reason);
      // The slot is drawn as clear film: the very picture of the card with the slot empty.
      await expect.poll(() => picture.innerHTML()).toBe(clear);
      await expect(preview.textContent()).resolves.not.toMatch(/NAN|1000/i);
    }
    await shot(page, "first-hour-invalid-point");

    const copies = page.getByLabel("Copies", { exact: true });
    await fillNumber(copies, "1000");
    await expect(copies.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(reasonOf(page, copies)).resolves.toMatch(/1000 copies cannot go into a deck/);
    const row = page
      .getByRole("listbox", { name: "Cards" })
      .getByRole("option", { name: /^Bitter Tide/ });
    await expect(row.textContent()).resolves.not.toContain("1000");
  });

  it("names the card by its current name in its problems, after a rename too", async () => {
    const { page } = session;
    const problems = page.getByRole("region", { name: "Problems" });
    await problems.getByText("'points[0]' of card “Bitter Tide” must be").first().waitFor();
    await expect(problems.textContent()).resolves.not.toMatch(/new-modifier/);
    await page.getByLabel("Name", { exact: true }).fill("Bitter Tides");
    await problems.getByText("'points[0]' of card “Bitter Tides” must be").first().waitFor();
    await expect(problems.getByText("card “Bitter Tide” ").count()).resolves.toBe(0);
    await shot(page, "first-hour-problems");
    expect(missing).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});
