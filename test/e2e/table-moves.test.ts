/**
 * Moving cards at the table (issue 23 point 3), in Chromium: a person plays a card that looks at
 * the top of the draw pile, keeps or discards each looked-at card by name, orders the rest with
 * the keyboard (Move up / Move down, a live line saying where the card went) and puts them back;
 * then a card that passes every hand to the left: the person's hand is then another one, and the
 * log names the passed cards to the person who gave them. The bots' pace is offered only when a
 * seat is a bot, in the new-game form and at the table.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { minimalSet } from "../fixtures/minimal-set";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { choose, selectTrigger } from "./ui";

const base = () => inject("baseUrl");
const SET = "table-moves";
const LOOK =
  "on play:\n  look at the top 3 cards of the draw pile\n  discard any of them\n  put the rest back in any order";
const PASS = "on play:\n  each player passes their hand to the left";

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/table-moves-${name}.png` });
}

/** The names of the cards in the person's hand, in order. */
async function handNames(table: Locator): Promise<string[]> {
  const hand = table.getByRole("region", { name: /'s hand$/ });
  return hand
    .getByRole("button")
    .evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label") ?? ""));
}

/** Plays the first card of the hand whose plays start with `prefix`; false when none. */
async function playFirst(page: Page, table: Locator, prefix: RegExp): Promise<boolean> {
  const hand = table.getByRole("region", { name: /'s hand$/ });
  const cards = hand.getByRole("button");
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    await card.click();
    const plays = table.getByRole("group", { name: /^Plays of / });
    await plays.waitFor();
    const play = plays.getByRole("button", { name: prefix }).first();
    if ((await play.count()) > 0) {
      await play.click();
      return true;
    }
    await card.click();
  }
  return false;
}

describe("moving cards at the table", () => {
  let session: Session;
  beforeAll(async () => {
    const set = minimalSet();
    // Every event looks at the top of the draw pile; every modifier passes the hands around.
    for (const card of set.cards) {
      if (card.type === "event") card.effect = LOOK;
      if (card.type === "modifier") card.effect = PASS;
      delete card.text;
    }
    const res = await fetch(`${base()}/api/sets?id=${SET}`, {
      method: "POST",
      body: JSON.stringify({ ...set, id: SET }),
    });
    if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
    session = await openSession();
    await session.page.setViewportSize({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await session?.close();
  });

  it("looks at the top of the draw pile, orders it by keyboard, and passes hands", async () => {
    const { page } = session;
    await page.goto(`${base()}/sets/${SET}/play`);
    await page.getByRole("button", { name: "Start game" }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Seed", { exact: true }).fill("7");
    await choose(page, "Bots play", "Instant");
    await page.getByRole("button", { name: "Start game" }).click();
    const table = page.getByRole("main", { name: "Table" });
    await table.waitFor();
    const decision = table.getByRole("region", { name: "Decision" });

    expect(await playFirst(page, table, /^Play /)).toBe(true);
    const log = table.getByRole("region", { name: "Game log" });
    if ((await decision.getByRole("heading", { name: "Discard or keep" }).count()) > 0) {
      // An event: one question per looked-at card, naming it.
      await screenshot(page, "discard-or-keep");
      await decision.getByRole("button", { name: /^Discard / }).click();
      for (let i = 0; i < 2; i++) await decision.getByRole("button", { name: /^Keep / }).click();
      await decision.getByRole("heading", { name: "Put the cards back" }).waitFor();
      const order = decision.getByRole("list", { name: "Order to put back, the top card first" });
      const items = order.getByRole("listitem");
      await expect(items.count()).resolves.toBe(2);
      const first = (await items.nth(0).locator(".tb-draw-order-name").textContent()) ?? "";
      // The keyboard moves the top card down; the live line says where it went.
      await order.getByRole("button", { name: `Move ${first} down` }).focus();
      await page.keyboard.press("Enter");
      await expect(decision.getByRole("status").textContent()).resolves.toBe(
        `${first} is now lowest.`,
      );
      await expect(items.nth(1).locator(".tb-draw-order-name").textContent()).resolves.toBe(first);
      await screenshot(page, "order");
      await decision.getByRole("button", { name: "Put back in this order" }).click();
      await expect
        .poll(() => log.textContent())
        .toContain("back on the draw pile in an order of their choice");
      await expect(log.textContent()).resolves.toMatch(/discards .* from the top of the draw pile/);
    }
    // The bots wait long enough for the person to see the hand they were passed.
    await expect(page.locator(".tb-pace").count()).resolves.toBe(1);
    await choose(page, "Bots", "Slow");
    // A modifier passes every hand to the left: the table offers it "On <character>".
    const before = await handNames(table);
    expect(before.length).toBeGreaterThan(1);
    expect(await playFirst(page, table, /^On /)).toBe(true);
    await expect.poll(() => log.textContent()).toMatch(/passes .* to /);
    // The person's own cards (all but the modifier played) went to the left: none is left in
    // the hand, which is now the one passed from the right.
    const kept = (await handNames(table)).filter((name) => before.includes(name));
    expect(kept).toEqual([]);
    await screenshot(page, "passed");
  });

  it("offers the bots' pace only when a seat is a bot", async () => {
    const { page } = session;
    await page.goto(`${base()}/sets/${SET}/play`);
    await page.getByRole("button", { name: "Start game" }).waitFor({ timeout: 30_000 });
    await choose(page, "Seats", "2 players");
    await expect(selectTrigger(page, "Bots play").count()).resolves.toBe(1);
    const seat = page.getByRole("group", { name: "Seat 2" });
    await seat.getByRole("button", { name: /Played by$/ }).click();
    await page
      .locator(".ui-select-popover")
      .getByRole("option", { name: "Person", exact: true })
      .click();
    await expect(selectTrigger(page, "Bots play").count()).resolves.toBe(0);
    await screenshot(page, "no-bots-form");
    await page.getByRole("button", { name: "Start game" }).click();
    await page.locator('[role="main"][aria-label="Table"]').waitFor({ state: "attached" });
    await page.locator(".tb-controls").waitFor({ state: "attached" });
    await expect(page.locator(".tb-pace").count()).resolves.toBe(0);
    await screenshot(page, "no-bots-table");
  });
});
