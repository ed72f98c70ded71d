/**
 * A designer's first hour from a blank set (issue 20, wall 1): the work is saved to the
 * workspace in the natural order of work, problems and all, and what needs a sound set says
 * which problems stop it, with a link to each place where it is fixed.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { VellumSet } from "@/lib/model";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { savedRevision, shot, waitSaved } from "./designer-support";

const base = () => inject("baseUrl");
const ID = "hollow-fen";

/** The set as the workspace holds it on disk (not as any page or cache has it). */
async function onDisk(id: string): Promise<VellumSet> {
  const file = path.join(inject("workspace"), id, "set.json");
  return JSON.parse(await readFile(file, "utf8")) as VellumSet;
}

describe("a designer's first hour", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
    await session.page.setViewportSize({ width: 1440, height: 900 });
  });
  afterAll(async () => {
    for (const id of [ID, "first-hour-api"]) {
      await fetch(`${base()}/api/sets/${id}`, { method: "DELETE" });
    }
    await session?.close();
  });

  it("saves a blank set's unfinished work to the workspace, and says what stops play", async () => {
    const { page } = session;
    await page.goto(`${base()}/`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "New set" }).click();
    const dialog = page.getByRole("dialog", { name: "New set" });
    await dialog.getByRole("textbox", { name: "Name" }).fill("Hollow Fen");
    await expect(page.getByLabel("Id", { exact: true }).inputValue()).resolves.toBe(ID);
    await dialog.getByRole("button", { name: "Create set" }).click();
    await dialog.waitFor({ state: "detached" });

    // A family before its characters, and stories on before writing one: both problems.
    await page.goto(`${base()}/sets/${ID}/settings`);
    await page.getByRole("region", { name: "Families" }).waitFor({ timeout: 30_000 });
    await waitSaved(page);
    let before = await savedRevision(page);
    const families = page.getByRole("region", { name: "Families" });
    await families.getByLabel("New family's name").fill("The Marsh Wardens");
    await families.getByRole("button", { name: "Add family" }).click();
    await waitSaved(page, before);
    const status = page.getByRole("status").filter({ hasText: /Saved/ });
    await expect(status.textContent()).resolves.toMatch(/Saved/);
    before = await savedRevision(page);
    await page.getByText("Story cards (the story variant)", { exact: true }).click();
    await expect(
      page.getByRole("switch", { name: "Story cards (the story variant)" }).isChecked(),
    ).resolves.toBe(true);
    // Focusing a switch far down the settings scrolls the settings, never the window: the bar
    // and the save status stay in view.
    await expect(page.evaluate(() => document.scrollingElement?.scrollTop)).resolves.toBe(0);
    const bar = await page.locator(".ws-status").boundingBox();
    expect(bar?.y).toBeGreaterThanOrEqual(0);
    await waitSaved(page, before);
    await shot(page, "first-hour-settings");

    // The work is on disk, with its revision, though the set has errors.
    let saved = await onDisk(ID);
    expect(saved.families.map((f) => f.name)).toContain("The Marsh Wardens");
    expect(saved.rules.stories).toBe(true);
    const listed = (await (await fetch(`${base()}/api/sets`)).json()) as {
      sets: { id: string; valid: boolean; revision: string }[];
    };
    const summary = listed.sets.find((s) => s.id === ID);
    expect(summary?.valid).toBe(false);
    expect(summary?.revision).toBe(await savedRevision(page));

    // A reload finds it all, and nothing waits in the browser.
    await page.reload();
    await page.getByRole("region", { name: "Families" }).waitFor({ timeout: 30_000 });
    await waitSaved(page);
    await expect(
      page.getByRole("region", { name: "Families" }).getByText("The Marsh Wardens").count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page.evaluate(() => Object.keys(localStorage).filter((k) => localStorage.getItem(k))),
    ).resolves.toEqual([]);

    // Play needs a sound set: it names each problem, and a link leads to where it is fixed.
    await page.goto(`${base()}/sets/${ID}/play`);
    const notice = page.getByRole("alert").filter({ hasText: /stops? playing it/ });
    await notice.waitFor({ timeout: 30_000 });
    await expect(notice.getByRole("heading").textContent()).resolves.toMatch(
      /^\d+ problems? stops? playing it$/,
    );
    await shot(page, "first-hour-play-blocked");
    await notice.getByRole("link", { name: "Settings › Families" }).first().click();
    await page.waitForURL(/\/settings(\?[^#]*)?#families$/);
    await page.getByRole("region", { name: "Families" }).waitFor();

    // The lab and print say the same.
    await page.goto(`${base()}/sets/${ID}/lab`);
    await page
      .getByRole("alert")
      .filter({ hasText: /stops? running the lab/ })
      .waitFor();
    await page.goto(`${base()}/sets/${ID}/print`);
    await page
      .getByRole("alert")
      .filter({ hasText: /stops? printing and exporting it/ })
      .waitFor();

    // The effects playground reads the saved set, problems and all.
    await page.goto(`${base()}/effects?set=${ID}`);
    await page.getByText("Hollow Fen", { exact: true }).first().waitFor();
    saved = await onDisk(ID);
    expect(saved.families).toHaveLength(3);
    expect(session.consoleErrors).toEqual([]);
    expect(session.outsideRequests).toEqual([]);
  });

  it("PUT of a readable set with problems answers 2xx, stores it and returns its diagnostics", async () => {
    const blank = await fetch(`${base()}/api/sets/${ID}`);
    const { text } = (await blank.json()) as { text: string };
    const set = JSON.parse(text) as VellumSet;
    const created = await fetch(`${base()}/api/sets?id=first-hour-api`, {
      method: "POST",
      body: JSON.stringify({ ...set, id: "first-hour-api" }),
    });
    expect(created.status).toBe(201);
    const { revision } = (await created.json()) as { revision: string };
    const modifier = set.cards.find((c) => c.type === "modifier");
    if (!modifier) throw new Error("the blank set has no modifier");
    modifier.effect = "on play:\n  drow 2 cards";
    const put = await fetch(`${base()}/api/sets/first-hour-api`, {
      method: "PUT",
      body: JSON.stringify({ ...set, id: "first-hour-api" }, null, 2),
      headers: { "if-match": `"${revision}"` },
    });
    expect(put.status).toBe(200);
    const body = (await put.json()) as { revision: string; diagnostics: { code: string }[] };
    expect(body.revision).not.toBe(revision);
    expect(body.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^dsl\//)]),
    );
    const stored = await onDisk("first-hour-api");
    expect(stored.cards.find((c) => c.id === modifier.id)?.effect).toBe(modifier.effect);
    // Drawing it says which problems stop it.
    const picture = await fetch(`${base()}/api/sets/first-hour-api/stack?cards=${modifier.id}`);
    expect(picture.status).toBe(400);
    expect(((await picture.json()) as { message: string }).message).toMatch(
      /^set 'first-hour-api' has \d+ problems? that stops? drawing and printing it; the first: /,
    );
  });
});
