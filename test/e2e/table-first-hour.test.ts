/**
 * The table in a designer's first hour (issue 20), in Chromium: a thin deck that cannot end is
 * noticed by the simulator's stall rule, said in the set's words, and ended and scored; "New
 * game" asks before it throws a game in progress away; a saved game replays in full on the set
 * it was played on after the set changed, and playing it on the current set says where it
 * stops; the saved games list a page at a time; every seat's row shows above the hand at
 * 1280 × 800 and 1440 × 900 (element boxes); hovering or focusing a card shows it large, Escape
 * hides it, and cards grow on wide screens.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet } from "./designer-support";
import { choose } from "./ui";
import { stallingSet } from "../fixtures/stalling-set";

const base = () => inject("baseUrl");
const STALL = "first-hour-stall";
const SAMPLE = "first-hour-table";
const CHANGED = "first-hour-saved";
const SEED = "109";

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/table-${name}.png` });
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("the element is not on screen");
  return b;
}

/** Starts a game from the form with the seed and instant bots. */
async function startGame(
  page: Page,
  set: string,
  seats?: string,
  seed: string = SEED,
): Promise<Locator> {
  await page.goto(`${base()}/sets/${set}/play`);
  await page.getByRole("button", { name: "Start game" }).waitFor({ timeout: 30_000 });
  if (seats) await choose(page, "Seats", `${seats} players`);
  await page.getByLabel("Seed", { exact: true }).fill(seed);
  await choose(page, "Bots play", "Instant");
  await page.getByRole("button", { name: "Start game" }).click();
  const table = page.getByRole("main", { name: "Table" });
  await table.waitFor();
  return table;
}

/** Ends the person's plays `n` times (the bots play their turns in between). */
async function endPlays(table: Locator, n: number): Promise<void> {
  const end = table.getByRole("region", { name: "Decision" }).getByRole("button", {
    name: "End plays",
  });
  for (let i = 0; i < n; i++) await end.click();
}

describe("the table in a designer's first hour", () => {
  let session: Session;
  beforeAll(async () => {
    const res = await fetch(`${base()}/api/sets?id=${STALL}`, {
      method: "POST",
      body: JSON.stringify(stallingSet()),
    });
    if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
    await freshSampleSet(SAMPLE);
    await freshSampleSet(CHANGED);
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("notices a thin deck that cannot end, says what is stuck, and ends and scores it", async () => {
    const { page } = session;
    // Seed 5 deals both hands untimely deaths only (lib/engine stall.test.ts, the same deal).
    const table = await startGame(page, STALL, undefined, "5");
    const notice = table.getByRole("region", { name: "Stalled game" });
    const end = table.getByRole("region", { name: "Decision" }).getByRole("button", {
      name: "End plays",
    });
    // The person passes (nothing in the hand can be played) until the table notices.
    for (let i = 0; i < 12 && (await notice.count()) === 0; i++) {
      await end.or(notice).first().waitFor();
      if ((await notice.count()) === 0) await end.click();
    }
    await notice.waitFor();
    await expect(notice.getByRole("alert").textContent()).resolves.toBe(
      "This game is stuck: nobody has made a play for 10 turns.",
    );
    await expect(notice.textContent()).resolves.toContain(
      "Stuck in hands, in no legal play for the last 10 turns: Fell Down the Well ×5 (Player 1) and Fell Down the Well ×5 (Bot 2).",
    );
    await screenshot(page, "stalled");
    await notice.getByRole("button", { name: "End and score the game" }).click();
    const over = page.getByRole("dialog", { name: "Game over" });
    await over.waitFor();
    await expect(over.textContent()).resolves.toContain(
      "The game was ended at turn 11 because it had stalled.",
    );
    await expect(over.textContent()).resolves.toContain("Player 1 and Bot 2 share the win");
    await screenshot(page, "stalled-over");
    // A game that is over is left without a question.
    await over.getByRole("button", { name: "Look at the table" }).click();
    await table.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Start game" }).waitFor();
    await expect(page.getByRole("alertdialog").count()).resolves.toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });

  it("asks before New game throws away a game in progress, and not for one untouched", async () => {
    const { page } = session;
    let table = await startGame(page, SAMPLE);
    await table.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Start game" }).waitFor();
    await expect(page.getByRole("alertdialog").count()).resolves.toBe(0);

    table = await startGame(page, SAMPLE);
    await endPlays(table, 1);
    await table.getByRole("button", { name: "New game" }).click();
    const ask = page.getByRole("alertdialog", { name: "Leave this game for a new one?" });
    await ask.waitFor();
    await expect(ask.textContent()).resolves.toMatch(/is lost unless you save it first/);
    await screenshot(page, "new-game-asks");
    await ask.getByRole("button", { name: "Keep playing" }).click();
    await ask.waitFor({ state: "detached" });
    await expect(table.isVisible()).resolves.toBe(true);
    await table.getByRole("button", { name: "New game" }).click();
    await ask.getByRole("button", { name: "Discard this game" }).click();
    await page.getByRole("button", { name: "Start game" }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });

  it("replays a saved game in full on the set it was played on after the set changed, and says where it stops on the current set", async () => {
    const { page } = session;
    const table = await startGame(page, CHANGED);
    await endPlays(table, 3);
    await table.getByRole("button", { name: "Save game" }).click();
    const dialog = page.getByRole("dialog", { name: "Save the game" });
    await dialog.getByLabel("Name").fill("Before the change");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved “Before the change”").waitFor();
    const { games } = (await (await fetch(`${base()}/api/sets/${CHANGED}/games`)).json()) as {
      games: { id: string; name: string; setKept: boolean }[];
    };
    const saved = games.find((g) => g.name === "Before the change")!;
    expect(saved.setKept).toBe(true);
    const game = (await (
      await fetch(`${base()}/api/sets/${CHANGED}/games/${saved.id}`)
    ).json()) as {
      log: { actions: unknown[] };
    };
    const actions = game.log.actions.length;
    expect(actions).toBeGreaterThan(3);

    // The set changes: every modifier but one leaves the deck, so the deal is another.
    const current = (await (await fetch(`${base()}/api/sets/${CHANGED}`)).json()) as {
      revision: string;
      text: string;
    };
    const edited = JSON.parse(current.text) as { cards: { type: string; id: string }[] };
    const modifiers = edited.cards.filter((c) => c.type === "modifier");
    edited.cards = edited.cards.filter((c) => c.type !== "modifier" || c === modifiers[0]);
    const put = await fetch(`${base()}/api/sets/${CHANGED}`, {
      method: "PUT",
      headers: { "if-match": `"${current.revision}"` },
      body: JSON.stringify(edited, null, 2),
    });
    expect(put.status).toBe(200);

    // The page is opened on the changed set: the game replays in full on its own set.
    await page.goto(`${base()}/sets/${CHANGED}/play`);
    const list = page.getByRole("region", { name: "Saved games" });
    await list
      .getByText(/the set changed since \(the game keeps the set it was played on\)/)
      .waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Replay Before the change" }).click();
    const replay = page.getByRole("main", { name: "Replay" });
    const step = replay.getByRole("status").filter({ hasText: /^Step / });
    await expect(step.textContent()).resolves.toBe(`Step 0 of ${actions}`);
    await replay.getByRole("button", { name: "Last" }).click();
    await expect(step.textContent()).resolves.toBe(`Step ${actions} of ${actions}`);
    await expect(replay.getByText(/stops at action/).count()).resolves.toBe(0);
    // A game saved by the table replays as saved on its own set: never said to be edited.
    await expect(replay.getByText(/was edited/).count()).resolves.toBe(0);
    await screenshot(page, "replay-kept-set");
    await replay.getByRole("button", { name: "Close the replay" }).click();

    // Resumed: on the set as it was played, every action kept, and the table says so.
    await page.getByRole("button", { name: "Resume Before the change" }).click();
    const resumed = page.getByRole("main", { name: "Table" });
    await resumed
      .getByRole("status")
      .getByText(/it goes on with the set as it was then/)
      .waitFor();
    await resumed.getByRole("button", { name: "New game" }).click();
    await page
      .getByRole("alertdialog", { name: "Leave this game for a new one?" })
      .getByRole("button", { name: "Discard this game" })
      .click();

    // Played on the current set: an explicit choice, and the table says where it stopped.
    await page.getByRole("button", { name: "Play Before the change on the current set" }).click();
    const ask = page.getByRole("alertdialog", { name: "The set changed since this game" });
    await ask.getByRole("button", { name: "Play on the current set" }).click();
    const note = page
      .getByRole("main", { name: "Table" })
      .getByRole("status")
      .filter({ hasText: /The set changed since this game was saved/ });
    await expect(note.textContent()).resolves.toMatch(
      new RegExp(
        `it replayed \\d+ of ${actions} actions and stopped at action \\d+, which the rules now refuse`,
      ),
    );
    await screenshot(page, "played-on-current-set");
    expect(session.consoleErrors).toEqual([]);
  });

  it("lists saved games a page at a time, and shows more on asking", async () => {
    const { page } = session;
    const list = (await (await fetch(`${base()}/api/sets/${CHANGED}/games`)).json()) as {
      games: { id: string }[];
    };
    const first = list.games[0];
    if (!first) throw new Error("the test before saves a game");
    const game = (await (
      await fetch(`${base()}/api/sets/${CHANGED}/games/${first.id}`)
    ).json()) as Record<string, unknown>;
    const have = list.games.length;
    for (let i = have; i < 31; i++) {
      const res = await fetch(`${base()}/api/sets/${CHANGED}/games`, {
        method: "POST",
        body: JSON.stringify({ ...game, name: `Copy ${i}` }),
      });
      expect(res.status).toBe(201);
    }
    await page.goto(`${base()}/sets/${CHANGED}/play`);
    const saved = page.getByRole("region", { name: "Saved games" });
    const more = saved.getByRole("button", { name: "Show more saved games" });
    await more.waitFor({ timeout: 30_000 });
    const items = saved.getByRole("listitem");
    await expect(items.count()).resolves.toBe(30);
    await expect(saved.getByText("Showing 30 of 31 saved games.").count()).resolves.toBe(1);
    await more.click();
    await items.nth(30).waitFor();
    await expect(items.count()).resolves.toBe(31);
    // All shown: nothing more to ask for.
    await expect(saved.getByRole("button", { name: /Show more|Loading/ }).count()).resolves.toBe(0);
    expect(session.consoleErrors).toEqual([]);
  });

  for (const [width, height, seats] of [
    [1280, 800, "3"],
    [1280, 800, "5"],
    [1440, 900, "4"],
  ] as const) {
    it(`shows every seat's row above the hand at ${width} × ${height} with ${seats} players`, async () => {
      const { page } = session;
      await page.setViewportSize({ width, height });
      const table = await startGame(page, SAMPLE, seats);
      const hand = table.getByRole("region", { name: "Player 1's hand" });
      await hand.getByRole("button").first().waitFor();
      const handBox = await box(hand);
      await screenshot(page, `rows-${width}x${height}-${seats}`);
      const rows = table.getByRole("region", { name: /'s family$/ });
      await expect(rows.count()).resolves.toBe(Number(seats));
      for (const row of await rows.all()) {
        const b = await box(row);
        expect(b.y).toBeGreaterThanOrEqual(0);
        // Whole, and above the hand: nothing of the row is under it or below the window.
        expect(b.y + b.height).toBeLessThanOrEqual(handBox.y + 0.5);
      }
      expect(handBox.y + handBox.height).toBeLessThanOrEqual(height + 0.5);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  it("shows a card large on hover and on keyboard focus, hides it on Escape and while dragging, and grows cards on wide screens", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = await startGame(page, SAMPLE);
    const hand = table.getByRole("region", { name: "Player 1's hand" });
    const cards = hand.getByRole("button");
    await cards.first().waitFor();
    const zoom = page.getByRole("tooltip");
    const first = cards.first();
    const name = await first.getAttribute("aria-label");

    await first.hover();
    await zoom.waitFor();
    await expect(zoom.getAttribute("aria-label")).resolves.toBe(`${name}, enlarged`);
    const big = await box(zoom);
    const small = await box(first);
    expect(big.width).toBeGreaterThanOrEqual(2.5 * small.width);
    // Near the card, above it: never over the card itself or the board's characters below.
    expect(big.y + big.height).toBeLessThanOrEqual(small.y);
    await screenshot(page, "zoom-hover");
    await page.keyboard.press("Escape");
    await expect(zoom.count()).resolves.toBe(0);

    // The keyboard: focus moves onto the next card and shows it; Escape hides it.
    await page.mouse.move(5, 5);
    await first.focus();
    await page.keyboard.press("Tab");
    const second = cards.nth(1);
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await zoom.waitFor();
    await expect(zoom.getAttribute("aria-label")).resolves.toBe(
      `${await second.getAttribute("aria-label")}, enlarged`,
    );
    await screenshot(page, "zoom-focus");
    await page.keyboard.press("Escape");
    await expect(zoom.count()).resolves.toBe(0);

    // A character's stack shows beside it.
    const character = table
      .getByRole("region", { name: /'s family$/ })
      .first()
      .getByRole("group")
      .first();
    const stack = character.getByRole("button", { name: /'s stack, / });
    await stack.hover();
    await zoom.waitFor();
    const beside = await box(zoom);
    const stackBox = await box(stack);
    expect(beside.x >= stackBox.x + stackBox.width || beside.x + beside.width <= stackBox.x).toBe(
      true,
    );
    await screenshot(page, "zoom-stack");

    // Dragging a card hides it, so it never covers where the card goes.
    const c = await box(first);
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await zoom.waitFor();
    await page.mouse.down();
    await page.mouse.move(c.x + c.width / 2 + 20, c.y - 40, { steps: 4 });
    await expect(zoom.count()).resolves.toBe(0);
    await page.keyboard.press("Escape");
    await page.mouse.up();

    // Wider screens draw the characters larger.
    const at1280 = (await box(stack)).width;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.mouse.move(5, 5);
    const at1920 = (await box(stack)).width;
    expect(at1920).toBeGreaterThan(at1280 * 1.25);
    await screenshot(page, "wide-1920");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(session.consoleErrors).toEqual([]);
  });
});
