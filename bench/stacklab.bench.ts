/**
 * The stacks page (/sets/[id]/stacks) in Chromium (playwright-core driving /usr/bin/chromium)
 * against a production build: a card dropped with the mouse from the picker on an 11-card stack
 * (making it 12) → the picture and the readout updated (target p95 ≤ 50 ms), timed in the page
 * from the `mouseup` to the DOM change, and to the frame after it. Each round removes the card
 * again and drops another, so every drop draws a card the page has not drawn on that layer.
 * Builds only when no build exists (run it under `flock /tmp/vellum-build.lock`).
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import type { VellumSet } from "../lib/model";
import { openSession } from "../test/e2e/browser";
import { buildApp, startServer } from "../test/e2e/server";
import { clicksAgain } from "./drag-clicks";
import { latencyLine } from "./harness";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SAMPLE = path.join(ROOT, "examples/saltmarrow/set.json");
const BASE = 11;
const DROPS = 40;
const WARMUP = 4;

/**
 * Installs, in the page, a recorder of the time from a `mouseup` to the commit that shows a
 * picture of `cards` cards and a changed readout, and to the next frame after it.
 */
async function watchDrop(page: Page, cards: number): Promise<void> {
  // NOTE: no named functions inside: tsx would wrap them in a `__name` helper the page lacks.
  await page.evaluate((n) => {
    const w = window as unknown as {
      __upAt?: number;
      __before?: string;
      __drops: { dom: number; frame: number }[];
    };
    const selector = 'section[aria-label="Stack"] [role="status"]';
    w.__drops = [];
    document.addEventListener(
      "mouseup",
      (e) => {
        w.__upAt = e.timeStamp;
        w.__before = document.querySelector(selector)?.textContent ?? "";
      },
      true,
    );
    new MutationObserver(() => {
      const at = w.__upAt;
      if (at === undefined) return;
      const picture = document.querySelector(".sl-picture");
      if (picture?.getAttribute("data-cards") !== String(n)) return;
      if (picture.querySelectorAll(".sl-picture-layer").length !== n) return;
      if ((document.querySelector(selector)?.textContent ?? "") === w.__before) return;
      w.__upAt = undefined;
      const dom = performance.now() - at;
      requestAnimationFrame(() => w.__drops.push({ dom, frame: performance.now() - at }));
    }).observe(document.querySelector(".sl-root")!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }, cards);
}

async function takeDrops(page: Page, count: number): Promise<{ dom: number; frame: number }[]> {
  await page.waitForFunction(
    (n) => (window as unknown as { __drops: unknown[] }).__drops.length >= n,
    count,
    { timeout: 60_000 },
  );
  return page.evaluate(() =>
    (window as unknown as { __drops: { dom: number; frame: number }[] }).__drops.splice(0),
  );
}

/** Runs the stacks page benchmark and prints its figures. */
export async function stacklabBench(): Promise<void> {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) buildApp();
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-bench-"));
  const server = await startServer(workspace);
  const session = await openSession();
  try {
    const set = JSON.parse(readFileSync(SAMPLE, "utf8")) as VellumSet;
    const id = "bench-stacks";
    const res = await fetch(`${server.baseUrl}/api/sets?id=${id}`, {
      method: "POST",
      body: JSON.stringify({ ...set, id }, null, 2),
    });
    if (res.status !== 201) throw new Error(`could not create ${id}: ${await res.text()}`);
    const { page } = session;
    await page.goto(`${server.baseUrl}/sets/${id}/stacks`);
    const picker = page.getByRole("listbox", { name: "Card picker" });
    await picker.waitFor({ timeout: 60_000 });
    const character = set.cards.find((c) => c.type === "character")!;
    await page.getByRole("button", { name: /Character$/ }).click();
    await page.getByRole("option", { name: character.name, exact: true }).click();
    const picture = page.getByRole("img", { name: `Stack of ${character.name}` });
    await picture.waitFor({ timeout: 60_000 });

    // 11 cards by Enter on the first picker options.
    const options = picker.getByRole("option");
    for (let i = 0; i < BASE; i++) {
      await options.nth(i).focus();
      await page.keyboard.press("Enter");
    }
    await page.locator(`.sl-picture[data-cards="${BASE + 1}"]`).waitFor();

    await watchDrop(page, BASE + 2);
    const drops: { dom: number; frame: number }[] = [];
    for (let i = 0; i < WARMUP + DROPS; i++) {
      const option = options.nth(BASE + (i % 30));
      await option.scrollIntoViewIfNeeded();
      const a = (await option.boundingBox())!;
      const b = (await picture.boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
      await page.waitForTimeout(30);
      await page.mouse.up();
      const [drop] = await takeDrops(page, 1);
      if (i >= WARMUP) drops.push(drop!);
      // Back to 11 cards: remove the top layer.
      await clicksAgain(page);
      await page
        .locator(".sl-layer-list li")
        .first()
        .getByRole("button", { name: /^Remove / })
        .click();
      await page.locator(`.sl-picture[data-cards="${BASE + 1}"]`).waitFor();
    }
    latencyLine(
      "stacklab: drop → picture + readout, 12 cards",
      drops.map((d) => d.dom),
      50,
    );
    latencyLine(
      "stacklab: drop → next frame, 12 cards",
      drops.map((d) => d.frame),
    );
    if (session.consoleErrors.length > 0) {
      console.log(`console errors: ${session.consoleErrors.join(" | ")}`);
    }
  } finally {
    await session.close();
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx bench/stacklab.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await stacklabBench();
