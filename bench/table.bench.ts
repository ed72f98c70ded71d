/**
 * The table (/sets/[id]/play) in Chromium against a production build: on the sample set, a
 * 3-seat game (one person, two instant bots), a modifier dragged from the hand onto a character
 * → the table updated (the character's self-worth badge changed and a frame drawn), target p95
 * ≤ 50 ms; and a drop the rules refuse → the engine's reason shown. Each legal drop is undone
 * before the next. Uses the browser tests' server and browser helpers; builds only when no
 * build exists (run it under `flock /tmp/vellum-build.lock` on a shared machine).
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { openSession } from "../test/e2e/browser";
import { buildApp, startServer } from "../test/e2e/server";
import { clicksAgain } from "./drag-clicks";
import { formatMs, latencyLine } from "./harness";
import { longTasks, watchLongTasks } from "./long-tasks";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SAMPLE = path.join(ROOT, "examples/saltmarrow/set.json");
const DROPS = 40;
const REFUSALS = 20;
const ROUNDS = 10;

/**
 * Installs, in the page, a recorder of the time from the pointer's release to the next frame
 * after the table changed in the way `selector` waits for (an attribute or a new alert).
 */
async function watchDrops(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __upAt?: number; __lags: number[] };
    w.__lags = [];
    document.addEventListener("pointerup", (e) => (w.__upAt = e.timeStamp), true);
    const table = document.querySelector('[role="main"][aria-label="Table"]');
    if (!table) throw new Error("no table");
    new MutationObserver((records) => {
      if (w.__upAt === undefined) return;
      const changed = records.some(
        (r) =>
          (r.type === "attributes" &&
            r.attributeName === "aria-label" &&
            (r.target as Element).getAttribute("role") === "status") ||
          [...r.addedNodes].some((n) => n instanceof Element && n.getAttribute("role") === "alert"),
      );
      if (!changed) return;
      const at = w.__upAt;
      w.__upAt = undefined;
      requestAnimationFrame(() => w.__lags.push(performance.now() - at));
    }).observe(table, { subtree: true, attributes: true, childList: true });
  });
}

/**
 * Forgets what the recorder saw before the next drag: the clicks between drags (Undo, a hand
 * card) release the pointer too, and a change they make (Undo puts the badge back) would
 * otherwise be taken as the next drop's time. Cleared in an animation frame, after any frame
 * callback that a change already seen queued.
 */
async function forgetLags(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => {
          const w = window as unknown as { __upAt?: number; __lags: number[] };
          w.__upAt = undefined;
          w.__lags = [];
          done();
        }),
      ),
  );
}

async function takeLag(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __lags: number[] }).__lags.length > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => (window as unknown as { __lags: number[] }).__lags.shift()!);
}

async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2 + 1);
  await page.waitForTimeout(30);
  await page.mouse.up();
}

/** Runs the table benchmark and prints its figures. */
export async function tableBench(): Promise<void> {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) buildApp();
  const workspace = await mkdtemp(path.join(os.tmpdir(), "vellum-bench-"));
  const server = await startServer(workspace);
  const session = await openSession();
  try {
    const id = "bench-table";
    const res = await fetch(`${server.baseUrl}/api/sets?id=${id}`, {
      method: "POST",
      body: readFileSync(SAMPLE, "utf8"),
    });
    if (res.status !== 201) throw new Error(`could not create ${id}: ${await res.text()}`);
    const { page } = session;
    await page.goto(`${server.baseUrl}/sets/${id}/play`);
    await page.getByLabel("Seed", { exact: true }).fill("109");
    await page.getByRole("button", { name: /Bots play$/ }).click();
    await page.locator(".ui-select-popover").getByRole("option", { name: "Instant" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    const table = page.getByRole("main", { name: "Table" });
    const hand = table.getByRole("region", { name: "Player 1's hand" });
    await hand.getByRole("button").first().waitFor({ timeout: 60_000 });
    await watchDrops(page);
    const target = table.getByRole("group", { name: "Little Wren Gannett", exact: true });
    const badge = target.getByRole("status", { name: /^Self-worth / });

    const drops: number[] = [];
    for (let i = 0; i < DROPS; i++) {
      const modifier = hand.getByRole("button", { name: /, modifier −\d+$/ }).first();
      await forgetLags(page);
      await drag(page, modifier, target);
      drops.push(await takeLag(page));
      await clicksAgain(page);
      await table.getByRole("button", { name: "Undo" }).click();
      await badge
        .and(page.locator('[aria-label="Self-worth 0"]'))
        .waitFor({ timeout: 10_000 })
        .catch(async (e: unknown) => {
          await page.screenshot({ path: path.join(ROOT, "test/tmp/bench-table-failed.png") });
          throw new Error(`drop ${i + 1}: undo did not bring the badge back to 0`, { cause: e });
        });
    }
    const refusals: number[] = [];
    for (let i = 0; i < REFUSALS; i++) {
      const death = hand.getByRole("button", { name: /, untimely death/ }).first();
      // Another hand card first clears the last refusal, so each shows a new alert.
      await hand.getByRole("button").first().click();
      await hand.getByRole("button").first().click();
      await forgetLags(page);
      await drag(page, death, target);
      refusals.push(await takeLag(page));
      await clicksAgain(page);
    }
    // Bots at once: the person ends their plays for a few rounds while the bots play; long
    // tasks (over 50 ms) on the page's main thread are counted.
    await watchLongTasks(page);
    const decision = table.getByRole("region", { name: "Decision" });
    const started = Date.now();
    let rounds = 0;
    for (let i = 0; i < 300 && rounds < ROUNDS; i++) {
      if (await page.getByRole("dialog", { name: "Game over" }).isVisible()) break;
      const end = decision.getByRole("button", { name: "End plays" });
      const answers = decision.getByRole("group").getByRole("button");
      if (await end.isVisible()) {
        await end.click();
        rounds++;
      } else if ((await answers.count()) > 0) await answers.first().click();
      else await page.waitForTimeout(20);
    }
    const botMs = Date.now() - started;
    const long = (await longTasks(page)).map((t) => t.duration);
    latencyLine("table: drop → updated table (badge)", drops, 50);
    latencyLine("table: refused drop → the engine's reason", refusals, 50);
    console.log(
      `${"table: bots at once, long tasks > 50 ms".padEnd(48)} ${long.length} in ${rounds} rounds (${formatMs(botMs)})${long.length ? `, longest ${formatMs(Math.max(...long))}` : ""}`,
    );
  } finally {
    await session.close();
    await server.stop();
    await rm(workspace, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx bench/table.bench.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await tableBench();
