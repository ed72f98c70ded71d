/**
 * The set itself in another language: its title, a family's name and the words printed on print
 * sheets are typed in the settings (Set texts), saved in set.json, and a PDF exported in that
 * language from the print page prints them in its footers (read back from the labels' text).
 * The modifiers-need-points switch is saved with them, and the problem it raises is listed, not
 * a reason to refuse the save.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { labelsOf } from "../fixtures/pdf-inspect";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, shot, waitSaved } from "./designer-support";
import { choose, chosen } from "./ui";

const SET_ID = "settings-translations";

async function savedSet(id: string): Promise<VellumSet> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const body = (await res.json()) as { text: string };
  return JSON.parse(body.text) as VellumSet;
}

describe("the set's own texts per language", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 900 });
    await freshSampleSet(SET_ID);
  });
  afterAll(async () => {
    await session?.close();
    await fetch(`${inject("baseUrl")}/api/sets/${SET_ID}`, { method: "DELETE" });
  });

  it("are typed in the settings, saved, and printed by an export in that language", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}/settings`);
    const texts = page.getByRole("region", { name: "Set texts" });
    await texts.waitFor({ timeout: 30_000 });
    await waitSaved(page);

    const french = texts.getByRole("group", { name: "Set texts in French" });
    await french.getByLabel("Title (fr)").fill("Sel-de-Moelle");
    await french.getByLabel("Sheet of fronts (fr)").fill("recto");
    await french.getByLabel("Sheet number (fr)").fill("planche {n} sur {total}");
    await french.getByLabel("Page number (fr)").fill("page {n} sur {total}");
    const family = french.getByLabel(/^Family “.+” \(fr\)$/).first();
    await family.fill("Les Gannett");
    // A page number without {n} is marked at the field, and what is typed is still saved.
    await french.getByLabel("Page number (fr)").fill("page");
    await french.getByText("write {n} where the number goes").waitFor();
    await french.getByLabel("Page number (fr)").fill("page {n} sur {total}");
    // From the keyboard: the switch takes focus and Space turns it on.
    const needsPoints = page.getByRole("switch", { name: "Every modifier needs a point value" });
    await needsPoints.focus();
    await page.keyboard.press("Space");
    await expect(needsPoints.isChecked()).resolves.toBe(true);
    await waitSaved(page);
    await texts.scrollIntoViewIfNeeded();
    await shot(page, "settings-translations");

    const saved = await savedSet(SET_ID);
    expect(saved.translations?.fr).toEqual({
      name: "Sel-de-Moelle",
      printWords: {
        fronts: "recto",
        sheet: "planche {n} sur {total}",
        page: "page {n} sur {total}",
      },
    });
    expect(saved.families[0]!.translations?.fr?.name).toBe("Les Gannett");
    expect(saved.rules.modifiersNeedPoints).toBe(true);

    // The print page in French: the PDF's footers are the French words.
    await page.goto(`${inject("baseUrl")}/sets/${SET_ID}/print`);
    await choose(page, "Language", "French (fr)");
    await expect(chosen(page, "Language")).resolves.toBe("French (fr)");
    await choose(page, "Which", "A selection");
    await page.getByRole("option", { name: /^Lost a Wager/ }).click();
    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && r.url().endsWith(`/api/sets/${SET_ID}/print`),
    );
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const body = JSON.parse((await sent).postData() ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({ format: "pdf", language: "fr" });
    const pdf = await readFile((await (await downloaded).path())!);
    const labels = (await labelsOf(pdf)).flat();
    expect(labels).toContain("Sel-de-Moelle v1.0.0 — recto, planche 1 sur 1");
    expect(labels).toContain("page 1 sur 1");
    expect(session.consoleErrors).toEqual([]);
  });
});
