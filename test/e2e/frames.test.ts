import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, savedRevision, shot, waitSaved } from "./designer-support";
import { choose, chosen, fillNumber } from "./ui";

async function openFrames(page: Page, id: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sets/${id}/frames`);
  await page.getByRole("group", { name: /^Regions of / }).waitFor({ timeout: 30_000 });
  await page.getByRole("img", { name: /^X-ray of / }).waitFor({ timeout: 30_000 });
}

const html = (page: Page, name: RegExp) => page.getByRole("img", { name }).innerHTML();
const PREVIEW = /^Preview of .* on /;
const XRAY = /^X-ray of /;

async function field(page: Page, label: string): Promise<number> {
  return Number(await page.getByLabel(label, { exact: true }).inputValue());
}

describe("frame editor", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("customises a built-in frame, moves a region by drag and by keyboard, and keeps it", async () => {
    const { page } = session;
    const id = await freshSampleSet("frames-move", { marks: false });
    await openFrames(page, id);
    await expect(chosen(page, "Frame")).resolves.toMatch(/^Modifier \(built-in/);
    // A built-in frame is read-only until customised.
    const before = await savedRevision(page);
    await page.getByRole("button", { name: "Customise Modifier" }).click();
    await waitSaved(page, before);
    await expect(chosen(page, "Frame")).resolves.toMatch(/this set's, for modifiers\) — \d+ cards/);
    await page
      .getByRole("region", { name: "Cards using this frame" })
      .getByRole("button")
      .first()
      .waitFor();

    // Drag points-1 right and down with the pointer: the fields, the card and the x-ray follow.
    const region = page.getByRole("button", { name: "Region points-1" });
    await region.click();
    await expect(field(page, "X (mm)")).resolves.toBe(3);
    const card0 = await html(page, PREVIEW);
    const xray0 = await html(page, XRAY);
    const box = await region.boundingBox();
    if (!box) throw new Error("the region is not on the page");
    const saved = await savedRevision(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + box.width / 2 + i * 4, box.y + box.height / 2 + i * 2);
    }
    await page.mouse.up();
    await waitSaved(page, saved);
    const x = await field(page, "X (mm)");
    const y = await field(page, "Y (mm)");
    expect(x).toBeGreaterThan(5);
    expect(y).toBeGreaterThan(23);
    await expect.poll(() => html(page, PREVIEW)).not.toBe(card0);
    // The x-ray follows at deferred priority: it may draw a frame or two later.
    await expect.poll(() => html(page, XRAY)).not.toBe(xray0);
    await shot(page, "frames-dragged");

    // Keyboard: focus points-2, nudge 0.1 mm right three times and 1 mm down with Shift.
    const second = page.getByRole("button", { name: "Region points-2" });
    await second.focus();
    const xray1 = await html(page, XRAY);
    const saved2 = await savedRevision(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(field(page, "X (mm)")).resolves.toBe(3.3);
    await expect(field(page, "Y (mm)")).resolves.toBe(36.5);
    await expect.poll(() => html(page, XRAY)).not.toBe(xray1);
    await waitSaved(page, saved2);

    // A reload finds both moves saved in the set's own frame.
    await page.reload();
    await page.getByRole("group", { name: /^Regions of / }).waitFor({ timeout: 30_000 });
    await expect(chosen(page, "Frame")).resolves.toMatch(/this set's/);
    await page.getByRole("button", { name: "Region points-1" }).click();
    await expect(field(page, "X (mm)")).resolves.toBe(x);
    await expect(field(page, "Y (mm)")).resolves.toBe(y);
    await page.getByRole("button", { name: "Region points-2" }).focus();
    await expect(field(page, "X (mm)")).resolves.toBe(3.3);
    await expect(field(page, "Y (mm)")).resolves.toBe(36.5);
    const answer = (await (await fetch(`${inject("baseUrl")}/api/sets/${id}`)).json()) as {
      text: string;
    };
    const frames =
      (JSON.parse(answer.text) as { frames?: { regions: { id: string; x: number }[] }[] }).frames ??
      [];
    expect(frames[0]?.regions.find((r) => r.id === "points-1")?.x).toBe(x);

    // A new region, added in the middle of the card and chosen; then removed.
    const beforeAdd = await savedRevision(page);
    await choose(page, "Role", "Decoration");
    await page.getByRole("button", { name: "Add region" }).click();
    const added = page.getByRole("button", { name: "Region decoration", exact: true });
    await added.waitFor();
    await page.getByRole("region", { name: "Region decoration in millimetres" }).waitFor();
    await waitSaved(page, beforeAdd);
    await shot(page, "frames-region-added");
    const beforeRemove = await savedRevision(page);
    await page.getByRole("button", { name: "Remove decoration" }).click();
    await added.waitFor({ state: "detached" });
    await waitSaved(page, beforeRemove);
  });

  it("shows a region pushed off the card as a problem, and refuses a size that leaves the card", async () => {
    const { page } = session;
    const id = await freshSampleSet("frames-off-card", { marks: false });
    await openFrames(page, id);
    const before = await savedRevision(page);
    await page.getByRole("button", { name: "Customise Modifier" }).click();
    await waitSaved(page, before);

    // A card of no size is refused with the field named.
    await fillNumber(page.getByLabel("Card width (mm)", { exact: true }), "-5");
    await page.getByText("Not changed: Card width must be more than 0 mm").waitFor();
    await expect(field(page, "Card width (mm)")).resolves.toBe(63);

    // A typed width that would leave the card is refused with the field named; nothing changes.
    await page.getByRole("button", { name: "Region icons-1" }).click();
    await fillNumber(page.getByLabel("Width (mm)", { exact: true }), "20");
    await page
      .getByRole("alert")
      .filter({ hasText: /Width 20 mm takes the region off the card — keep x \+ width ≤ 63 mm/ })
      .waitFor();
    await expect(field(page, "Width (mm)")).resolves.toBe(10);
    await fillNumber(page.getByLabel("Height (mm)", { exact: true }), "-2");
    await page
      .getByRole("alert")
      .filter({ hasText: /Height must be more than 0 mm/ })
      .waitFor();

    // Shift+→ five times takes icons-1 (x 50, 10 wide) to 55: 2 mm off the right edge.
    await page.getByRole("button", { name: "Region icons-1" }).focus();
    const onCard = await savedRevision(page);
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowRight");
    const problems = page.getByRole("region", { name: "Frame problems" });
    await problems
      .getByText(/Region 'icons-1' reaches 65 mm across but the card is 63 mm wide/)
      .waitFor();
    // It is an error of the set, shown here and saved all the same (an unfinished set is the
    // normal state of one being designed; play and print are what it stops).
    await waitSaved(page, onCard);
    await shot(page, "frames-off-card");

    // Back on the card: the problem goes and the set saves.
    const stuck = await savedRevision(page);
    for (let i = 0; i < 2; i++) await page.keyboard.press("Shift+ArrowLeft");
    await problems.getByText(/Every region is on the card/).waitFor();
    await waitSaved(page, stuck);
  });
});
