import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { blackPng } from "../fixtures/png-files";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openWorkspace, savedRevision, shot, waitSaved } from "./designer-support";
import { choose, chosen, fillNumber } from "./ui";

/** A striped picture, so its placement shows in a screenshot. */
async function stripes(width: number, height: number, format: "png" | "webp"): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const band = Math.floor(x / 20) % 2 === 0;
      data[i] = band ? 200 : 40;
      data[i + 1] = Math.floor((y / height) * 200);
      data[i + 2] = band ? 60 : 180;
    }
  }
  const img = sharp(data, { raw: { width, height, channels: 3 } });
  return format === "png" ? img.png().toBuffer() : img.webp().toBuffer();
}

async function openArt(page: Page, id: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sets/${id}/art`);
  await page.getByRole("region", { name: "Art files" }).waitFor({ timeout: 30_000 });
  await page.getByRole("img", { name: /^Preview of / }).waitFor({ timeout: 30_000 });
}

async function serverFiles(id: string): Promise<string[]> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}/art`);
  return ((await res.json()) as { files: { file: string }[] }).files.map((f) => f.file);
}

async function savedCard(id: string, cardId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${inject("baseUrl")}/api/sets/${id}`);
  const set = JSON.parse(((await res.json()) as { text: string }).text) as {
    cards: { id: string }[];
  };
  return set.cards.find((c) => c.id === cardId) as Record<string, unknown>;
}

const number = async (page: Page, label: string) =>
  Number(await page.getByLabel(label, { exact: true }).inputValue());

describe("art", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("uploads a picture, places and zooms it on a card, and keeps it after a reload", async () => {
    const { page } = session;
    const id = await freshSampleSet("art-place");
    await openArt(page, id);
    await page.getByText("This set has no art yet").waitFor();

    // Upload through the picker: the file is listed with its thumbnail, unused.
    await page.locator("input[type=file]").setInputFiles({
      name: "Harbour Portrait.png",
      mimeType: "image/png",
      buffer: await stripes(300, 220, "png"),
    });
    const tile = page.getByRole("listitem", { name: "harbour-portrait.png" });
    await tile.getByText("Not used").waitFor();
    await tile.getByRole("img", { name: "Thumbnail of harbour-portrait.png" }).waitFor();

    // Use it on the captain, zoom to 2 and drag it left in its window.
    await expect(chosen(page, "Card")).resolves.toMatch(/^Captain Absalom Gannett/);
    const before = await savedRevision(page);
    await choose(page, "Picture", "harbour-portrait.png");
    const preview = page.getByRole("img", { name: "Preview of Captain Absalom Gannett" });
    await expect(preview.innerHTML()).resolves.toContain("harbour-portrait.png");
    await tile.getByText("Used by Captain Absalom Gannett").waitFor();
    await expect(
      page.getByRole("button", { name: "Delete harbour-portrait.png" }).isDisabled(),
    ).resolves.toBe(true);
    await fillNumber(page.getByLabel("Zoom (×)", { exact: true }), "2");
    await waitSaved(page, before);
    const zoomed = await preview.innerHTML();
    const window = page.getByRole("group", {
      name: "Picture in the portrait window of Captain Absalom Gannett",
    });
    const box = await window.boundingBox();
    if (!box) throw new Error("no portrait window");
    const dragged = await savedRevision(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++)
      await page.mouse.move(box.x + box.width / 2 - i * 6, box.y + box.height / 2 - i * 3);
    await page.mouse.up();
    await waitSaved(page, dragged);
    const across = await number(page, "Across (%)");
    const down = await number(page, "Down (%)");
    expect(across).toBeGreaterThan(55);
    expect(down).toBeGreaterThan(52);
    await expect(preview.innerHTML()).resolves.not.toBe(zoomed);
    await shot(page, "art-placed");

    // A reload finds the picture, its zoom and its place kept.
    await page.reload();
    await page
      .getByRole("img", { name: "Preview of Captain Absalom Gannett" })
      .waitFor({ timeout: 30_000 });
    await expect(chosen(page, "Picture")).resolves.toBe("harbour-portrait.png");
    await expect(number(page, "Zoom (×)")).resolves.toBe(2);
    await expect(number(page, "Across (%)")).resolves.toBe(across);
    const card = await savedCard(id, "captain-absalom-gannett");
    expect(card.art).toBe("harbour-portrait.png");
    expect(card.artPosition).toMatchObject({ zoom: 2 });
  });

  it("refuses bad files with their reasons and keeps nothing of them", async () => {
    const { page } = session;
    const id = await freshSampleSet("art-refuse");
    await openArt(page, id);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    await page.locator("input[type=file]").setInputFiles([
      { name: "bomb.png", mimeType: "image/png", buffer: Buffer.from(blackPng(30_000, 30_000)) },
      { name: "evil.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) },
      { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") },
      { name: "readme.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    ]);
    const alert = page.getByRole("alert").filter({ hasText: "4 files were refused" });
    await alert.waitFor();
    await alert
      .getByText(/bomb\.png.*30000 × 30000 pixels; art may have at most 16384 pixels a side/)
      .waitFor();
    await alert.getByText(/evil\.svg.*refused because it has/).waitFor();
    await alert.getByText(/notes\.png.*not a PNG, JPEG, WebP or SVG image/).waitFor();
    await alert
      .getByText(/readme\.txt.*is not a PNG, JPEG, WebP or SVG image \(by its name\)/)
      .waitFor();
    await shot(page, "art-refused");
    await expect(serverFiles(id)).resolves.toEqual([]);
    await page.getByText("This set has no art yet").waitFor();

    // The API refuses the 30,000 × 30,000 PNG from its header (413), before anything decodes it.
    const res = await fetch(`${inject("baseUrl")}/api/sets/${id}/art/bomb.png`, {
      method: "PUT",
      body: Buffer.from(blackPng(30_000, 30_000)),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/30000 × 30000 pixels/);
    await expect(serverFiles(id)).resolves.toEqual([]);
  });

  it("takes a picture dropped on a card, and deletes an unused one with undo", async () => {
    const { page } = session;
    const id = await freshSampleSet("art-drop");
    await openArt(page, id);
    await choose(page, "Card", /^Mrs Temperance Gannett/);
    const bytes = (await stripes(200, 200, "webp")).toString("base64");
    const before = await savedRevision(page);
    const transfer = await page.evaluateHandle((b64) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], "gull.webp", { type: "image/webp" }));
      return dt;
    }, bytes);
    const card = page.locator(".art-card");
    await card.dispatchEvent("dragenter", { dataTransfer: transfer });
    await page.locator(".ui-drop-overlay[data-active]").waitFor();
    await card.dispatchEvent("dragover", { dataTransfer: transfer });
    await card.dispatchEvent("drop", { dataTransfer: transfer });
    // The card took the picture: the page's drop highlight ends and the file is kept once.
    await page.locator(".ui-drop-overlay[data-active]").waitFor({ state: "detached" });
    await page
      .getByRole("listitem", { name: "gull.webp" })
      .getByText("Used by Mrs Temperance Gannett")
      .waitFor();
    await waitSaved(page, before);
    expect((await savedCard(id, "mrs-temperance-gannett")).art).toBe("gull.webp");

    // An unused picture is deleted to the trash; Undo brings it back.
    await page.locator("input[type=file]").setInputFiles({
      name: "spare.png",
      mimeType: "image/png",
      buffer: await stripes(64, 64, "png"),
    });
    await page.getByRole("listitem", { name: "spare.png" }).waitFor();
    await page.getByRole("button", { name: "Delete spare.png" }).click();
    await page.getByRole("listitem", { name: "spare.png" }).waitFor({ state: "detached" });
    await expect(serverFiles(id)).resolves.toEqual(["gull.webp"]);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("listitem", { name: "spare.png" }).waitFor();
    await expect(serverFiles(id)).resolves.toEqual(["gull.webp", "spare.png"]);
  });

  it("takes a picture dropped on the designer's preview as the open card's art", async () => {
    const { page } = session;
    const id = await freshSampleSet("art-designer-drop");
    await openWorkspace(page, id);
    await waitSaved(page);
    const before = await savedRevision(page);
    const bytes = (await stripes(120, 160, "png")).toString("base64");
    const transfer = await page.evaluateHandle((b64) => {
      const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], "Captain at Sea.png", { type: "image/png" }));
      return dt;
    }, bytes);
    const target = page.locator(".art-drop-target");
    await target.dispatchEvent("dragover", { dataTransfer: transfer });
    await target.dispatchEvent("drop", { dataTransfer: transfer });
    const preview = page.getByRole("img", { name: "Preview of Captain Absalom Gannett" });
    await expect
      .poll(() => preview.innerHTML(), { timeout: 15_000 })
      .toContain("captain-at-sea.png");
    await waitSaved(page, before);
    expect((await savedCard(id, "captain-absalom-gannett")).art).toBe("captain-at-sea.png");
    await expect(serverFiles(id)).resolves.toEqual(["captain-at-sea.png"]);
    await shot(page, "art-designer-drop");
  });
});
