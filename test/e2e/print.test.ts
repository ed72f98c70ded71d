import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { choose, chosen, fillNumber } from "./ui";

/** The img of the preview has loaded a picture. */
function previewDrawn(): boolean {
  const img = document.querySelector(
    "img[alt='Preview of the first sheet']",
  ) as HTMLImageElement | null;
  return (img?.naturalWidth ?? 0) > 0;
}

describe("print page", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  async function openPrintPage() {
    const { page } = session;
    await page.goto(inject("baseUrl") + "/");
    // The sample's tile: other test files add sets of their own to the shared workspace.
    await page
      .locator('[data-set-id="saltmarrow"]')
      .getByRole("link", { name: /^Print / })
      .click();
    await page.waitForURL("**/sets/saltmarrow/print");
    return page;
  }

  it("shows gap, margin, footer and calibration with lib/export's defaults; a deck defaults to paper", async () => {
    const page = await openPrintPage();
    await expect(
      page.getByLabel("Gap between cards (mm)", { exact: true }).inputValue(),
    ).resolves.toBe("1");
    await expect(page.getByLabel("Margin (mm)", { exact: true }).inputValue()).resolves.toBe("5");
    await expect(
      page.getByLabel("Footer with the set's title and page numbers").isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByLabel("Calibration pages first").isChecked()).resolves.toBe(false);
    // A tabletop deck is opaque unless the user picks film, as in the CLI; sheets stay on film.
    await expect(chosen(page, "Medium")).resolves.toBe("Clear film (transparent)");
    await choose(page, "Format", "Virtual tabletop deck (zip)");
    await expect(chosen(page, "Medium")).resolves.toBe("Paper (clear shown as checker)");
    await page.getByText("A tabletop deck is printed on paper unless you choose film").waitFor();
    // A medium the user chose sticks when the format changes.
    await choose(page, "Medium", "Clear film (transparent)");
    await choose(page, "Format", "PDF print sheets");
    await choose(page, "Format", "Virtual tabletop deck (zip)");
    await expect(chosen(page, "Medium")).resolves.toBe("Clear film (transparent)");
    // Every control has the kit's look: no browser-default select or number spinner is left.
    await expect(
      page.evaluate(
        () =>
          [...document.querySelectorAll("form select, input[type=number]")].filter(
            (el) => !el.closest('[aria-hidden="true"]'),
          ).length,
      ),
    ).resolves.toBe(0);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, "../tmp/print-form.png"),
    });
  });

  it("replaces the preview by an empty state when no cards are selected, and disables Export", async () => {
    const page = await openPrintPage();
    // The first sheet of all cards is drawn…
    await page.getByAltText("Preview of the first sheet").waitFor();
    await page.waitForFunction(previewDrawn);
    // …and goes away as soon as the selection is empty.
    await choose(page, "Which", "A selection");
    const empty = page.getByTestId("print-preview-empty");
    await empty.waitFor();
    await expect(empty.textContent()).resolves.toMatch(/^No cards selected/);
    await expect(page.getByAltText("Preview of the first sheet").count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Export" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId("print-export-blocked").textContent()).resolves.toMatch(
      /No cards selected/,
    );
    await page.getByRole("option", { name: /^Spring Tide/ }).click();
    await empty.waitFor({ state: "detached" });
    await expect(page.getByRole("button", { name: "Export" }).isEnabled()).resolves.toBe(true);
    await page.waitForFunction(previewDrawn);
  });

  it("shows the server's reason when the preview is refused, and clears it once it draws again", async () => {
    const page = await openPrintPage();
    // The field keeps numbers within the server's range; an emptied one is the server's to refuse.
    await fillNumber(page.getByLabel("DPI", { exact: true }), "5");
    await expect(page.getByLabel("DPI", { exact: true }).inputValue()).resolves.toBe("36");
    await fillNumber(page.getByLabel("DPI", { exact: true }), "");
    const problem = page.getByTestId("print-preview-error");
    await problem.waitFor();
    await expect(problem.textContent()).resolves.toMatch(
      /'dpi' must be a whole number from 36 to 1200; got null/,
    );
    await fillNumber(page.getByLabel("DPI", { exact: true }), "72");
    await problem.waitFor({ state: "detached" });
    await page.waitForFunction(previewDrawn);
  });

  it("exports a small selection as a PDF with progress to 100 % and a download", async () => {
    const page = await openPrintPage();
    await choose(page, "Which", "A selection");
    await page.getByRole("option", { name: /^Spring Tide/ }).click();
    await page.getByRole("option", { name: /^Captain Absalom Gannett/ }).click();
    await expect(page.getByRole("option", { selected: true }).count()).resolves.toBe(2);
    await fillNumber(page.getByLabel("DPI", { exact: true }), "72");
    await fillNumber(page.getByLabel("Gap between cards (mm)", { exact: true }), "2");
    await fillNumber(page.getByLabel("Margin (mm)", { exact: true }), "6");
    // The new toggles work from the keyboard.
    await page.getByLabel("Calibration pages first").focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Calibration pages first").isChecked()).resolves.toBe(true);
    await page.getByLabel("Footer with the set's title and page numbers").focus();
    await page.keyboard.press("Space");
    await expect(
      page.getByLabel("Footer with the set's title and page numbers").isChecked(),
    ).resolves.toBe(false);
    // The preview of the first sheet appears.
    const preview = page.getByAltText("Preview of the first sheet");
    await preview.waitFor();
    await page.waitForFunction(previewDrawn);
    // Keyboard: focus the Export button and press Enter.
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).focus();
    await page.keyboard.press("Enter");
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByTestId("print-progress").textContent()).resolves.toBe("100%");
    // The bar has a visible label; the status is a polite live region.
    await page.getByRole("progressbar", { name: "Export progress" }).waitFor();
    const status = page.getByTestId("print-status");
    await expect(status.getAttribute("role")).resolves.toBe("status");
    await expect(status.getAttribute("aria-live")).resolves.toBe("polite");
    await expect(status.textContent()).resolves.toMatch(/^Done: .*\.pdf$/);
    await page.getByRole("link", { name: /^Download .*\.pdf$/ }).waitFor();
    await page.screenshot({
      path: path.resolve(import.meta.dirname, "../tmp/print-exported.png"),
    });
    // NOTE: the refused preview of the test above (no DPI) is a 400 the browser logs; nothing else.
    expect(session.consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });

  it("says an export was not started when the export queue is full, with when to try again", async () => {
    const page = await openPrintPage();
    // A full queue is 8 exports at once; the refusal the server then sends is played here.
    const message =
      "the export queue is full (8 exports running or waiting); try again in a moment";
    await page.route("**/api/sets/saltmarrow/print", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 503,
            headers: { "content-type": "application/json", "retry-after": "15" },
            body: JSON.stringify({
              error: "print/queue-full",
              message,
              diagnostics: [
                { code: "print/queue-full", severity: "error", message, source: "request" },
              ],
            }),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: "Export" }).click();
    const note = page.getByTestId("print-export-error");
    await expect(note.textContent()).resolves.toBe(`Export not started: ${message}`);
    await expect(note.getAttribute("role")).resolves.toBe("alert");
    await expect(page.getByTestId("print-status").textContent()).resolves.toBe(
      "The export queue is full.",
    );
    // Nothing is left running: Export can be pressed again.
    await expect(page.getByRole("button", { name: "Export" }).isEnabled()).resolves.toBe(true);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.resolve(import.meta.dirname, "../tmp/print-queue-full.png"),
    });
    await page.unroute("**/api/sets/saltmarrow/print");
  });
});
