import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";

describe("print page", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("exports a small selection as a PDF with progress to 100 % and a download", async () => {
    const { page } = session;
    await page.goto(inject("baseUrl") + "/");
    await page
      .getByRole("link", { name: /^Print / })
      .first()
      .click();
    await page.waitForURL("**/sets/*/print");
    await page.getByLabel("Which").selectOption("ids");
    await page
      .getByLabel("Cards to print")
      .selectOption(["spring-tide", "captain-absalom-gannett"]);
    await page.getByLabel("DPI").fill("72");
    // The preview of the first sheet appears.
    const preview = page.getByAltText("Preview of the first sheet");
    await preview.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector("img[alt='Preview of the first sheet']") as HTMLImageElement | null)
          ?.naturalWidth ?? 0 > 0,
    );
    // Keyboard: focus the Export button and press Enter.
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).focus();
    await page.keyboard.press("Enter");
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(page.getByTestId("print-progress").textContent()).resolves.toBe("100%");
    await page.getByRole("link", { name: /^Download .*\.pdf$/ }).waitFor();
    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });
});
