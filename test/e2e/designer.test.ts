import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";
import { choose, chosen, fillNumber } from "./ui";

describe("designer: the set workspace", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("adds a modifier, previews it live, shows and clears a problem, and keeps it after a reload", async () => {
    const { page } = session;
    const id = await freshSampleSet("designer-slice");
    await openWorkspace(page, id);
    await waitSaved(page);
    const list = page.getByRole("listbox", { name: "Cards" });
    await expect(list.getByRole("option").first().textContent()).resolves.toMatch(/^Captain/);

    // Add a modifier: it is selected, in the list, and previewed.
    await page.getByRole("button", { name: "Add card" }).click();
    await page.getByRole("menuitem", { name: "New modifier" }).click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(name.inputValue()).resolves.toBe("New modifier");
    await page.getByRole("img", { name: "Preview of New modifier" }).waitFor();

    // Typing the name changes the preview at once.
    await name.fill("Bitten by a Gull");
    const preview = page.getByRole("img", { name: "Preview of Bitten by a Gull" });
    await preview.waitFor();
    await list.getByRole("option", { name: /^Bitten by a Gull/ }).waitFor();
    await page.getByLabel("Points top").fill("-15");
    await choose(page, "Icon middle", "Raven");
    await page.getByLabel("Text", { exact: true }).fill("on play:\n  draw 1 card");
    await page.getByLabel("Flavour", { exact: true }).fill("It was a very large gull.");

    // An invalid value: the problem shows in the panel and on the card's badge, and the set is
    // saved all the same (an unfinished set is the normal state of one being designed).
    const beforeProblem = await savedRevision(page);
    await fillNumber(page.getByLabel("Copies", { exact: true }), "0");
    const problems = page.getByRole("region", { name: "Problems" });
    await problems
      .getByText(/copies/i)
      .first()
      .waitFor();
    await list.getByRole("option", { name: /^Bitten by a Gull.*1 error/ }).waitFor();
    await waitSaved(page, beforeProblem);
    await shot(page, "designer-problem");

    // Clicking the problem puts the cursor on the field; fixing it saves.
    await problems
      .getByRole("button", { name: /copies/i })
      .first()
      .click();
    const copies = page.getByLabel("Copies", { exact: true });
    await expect(copies.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const before = await savedRevision(page);
    await fillNumber(copies, "2");
    await waitSaved(page, before);
    await expect(problems.getByText(/copies/i).count()).resolves.toBe(0);
    await shot(page, "designer-saved");

    // A reload finds everything saved.
    await page.reload();
    await list.waitFor();
    await list.getByRole("option", { name: /^Bitten by a Gull/ }).click();
    await expect(page.getByLabel("Name", { exact: true }).inputValue()).resolves.toBe(
      "Bitten by a Gull",
    );
    await expect(page.getByLabel("Copies", { exact: true }).inputValue()).resolves.toBe("2");
    await expect(page.getByLabel("Points top").inputValue()).resolves.toBe("-15");
    await expect(chosen(page, "Icon middle")).resolves.toBe("Raven");
    // The form, the list's filters and the preview's toggles are the kit's: no browser-default
    // select, number input or checkbox is left (a kit Checkbox keeps its input inside).
    await expect(
      page.evaluate(
        () =>
          [
            ...document.querySelectorAll(
              ".ws-root select, .ws-root input[type=number], .ws-root input[type=checkbox]",
            ),
          ].filter((el) => !el.closest('[aria-hidden="true"], .ui-checkbox, .ui-switch')).length,
      ),
    ).resolves.toBe(0);
    await expect(page.getByLabel("Text", { exact: true }).inputValue()).resolves.toBe(
      "on play:\n  draw 1 card",
    );
    await page.getByRole("img", { name: "Preview of Bitten by a Gull" }).waitFor();
    await waitSaved(page);
    const saved = (await (
      await fetch(`${page.url().replace(/\/sets\/.*/, "")}/api/sets/${id}`)
    ).json()) as {
      text: string;
    };
    expect(saved.text).toContain('"name": "Bitten by a Gull"');

    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });
});
