/**
 * The sandbox table (issue 15) in Chromium: a 3-seat game with one person and two bots
 * (instant), where the person drags a modifier onto a character and sees its badge change,
 * tries an untimely death the rules refuse and reads the engine's reason, undoes a play, saves,
 * reloads and resumes, moves a card anywhere in free mode, and plays on to the "Game over"
 * dialog. The seed is fixed so the game is short.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, shot } from "./designer-support";
import { choose } from "./ui";
import { signedNumber } from "../../lib/model";

const SET = "table-e2e";
const SEED = "109";

/** Drags `from` onto `to` with the mouse, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("the card or its target is not on screen");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 - 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  // A hand rests a moment over the target before letting go (the target is read on each move).
  await page.mouse.move(b.x + b.width / 2 + 1, b.y + b.height / 2 + 1);
  await page.waitForTimeout(60);
  await page.mouse.up();
}

/** The status text of a character's self-worth badge. */
function badge(group: Locator): Locator {
  return group.getByRole("status", { name: /^Self-Worth / });
}

describe("the table", () => {
  let session: Session;
  beforeAll(async () => {
    await freshSampleSet(SET);
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("plays a card with the keyboard alone, announcing what it is over", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET}/play`);
    await page.getByLabel("Seed", { exact: true }).fill(SEED);
    await page.getByRole("button", { name: "Start game" }).click();
    const table = page.getByRole("main", { name: "Table" });
    const hand = table.getByRole("region", { name: "Player 1's hand" });
    const modifier = hand.getByRole("button", { name: /, modifier −\d+$/ }).first();
    await modifier.focus();
    await page.keyboard.press("Space");
    await page.getByText(/^Picked up .*, modifier −\d+\. 15 characters can take it\.$/).waitFor();
    // dnd-kit moves from where it last measured the card: each arrow waits for the page to
    // draw the move before the next, so a busy machine does not swallow steps.
    const over = page.getByText(/^Over .*: a legal target\.$/);
    for (let i = 0; i < 12 && (await over.count()) === 0; i++) {
      await page.keyboard.press("ArrowUp");
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    await over.waitFor();
    await page.keyboard.press("Space");
    await table
      .getByRole("log")
      .getByText(/^Player 1 played .* on .*: Self-Worth now −\d+\.$/)
      .waitFor();
    await expect(table.getByText("1 play left").count()).resolves.toBe(1);
  });

  it("passes the device between two people, showing each only their own hand", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET}/play`);
    await page.getByLabel("Seed", { exact: true }).fill(SEED);
    const seat2 = page.getByRole("group", { name: "Seat 2" });
    await seat2.getByRole("textbox", { name: "Name" }).fill("Ada");
    await seat2.getByRole("button", { name: /Played by$/ }).click();
    await page.locator(".ui-select-popover").getByRole("option", { name: "Person" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    const table = page.getByRole("main", { name: "Table" });
    const mine = table.getByRole("region", { name: "Player 1's hand" });
    const cardsOf = (hand: Locator) =>
      hand.getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    const first = await cardsOf(mine);
    expect(first.length).toBeGreaterThan(0);
    await expect(table.getByRole("region", { name: "Ada's hand" }).count()).resolves.toBe(0);

    await table
      .getByRole("region", { name: "Decision" })
      .getByRole("button", { name: "End plays" })
      .click();
    const pass = page.getByRole("dialog", { name: "Pass the device to Ada" });
    await pass.waitFor();
    // While the device changes hands no hand is on screen.
    await expect(page.getByRole("region", { name: /'s hand$/ }).count()).resolves.toBe(0);
    await shot(page, "table-pass-device");
    await pass.getByRole("button", { name: "I am Ada: show my hand" }).click();
    const hers = table.getByRole("region", { name: "Ada's hand" });
    await hers.waitFor();
    await expect(mine.count()).resolves.toBe(0);
    const second = await cardsOf(hers);
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    expect(session.consoleErrors).toEqual([]);
  });

  it("plays a person against two bots: drags, refusals, undo, save and resume, free mode, to the end", async () => {
    const { page } = session;
    await page.goto(`${inject("baseUrl")}/sets/${SET}/play`);

    // The form starts with one person and two bots.
    const start = page.getByRole("button", { name: "Start game" });
    await start.waitFor({ timeout: 30_000 });
    const playedBy = (seat: number) =>
      page
        .getByRole("group", { name: `Seat ${seat}` })
        .getByRole("button", { name: / Played by$/ })
        .textContent();
    await expect(playedBy(1)).resolves.toBe("Person");
    await expect(playedBy(2)).resolves.toBe("Greedy bot");
    await expect(playedBy(3)).resolves.toBe("Greedy bot");
    await expect(page.getByRole("group", { name: /^Seat \d$/ }).count()).resolves.toBe(3);
    await page.getByLabel("Seed", { exact: true }).fill(SEED);
    await choose(page, "Bots play", "Instant");
    await shot(page, "table-new-game");
    await start.click();

    const table = page.getByRole("main", { name: "Table" });
    await table.waitFor();
    const hand = table.getByRole("region", { name: "Player 1's hand" });
    await hand.getByRole("button").first().waitFor();
    await expect(page.getByRole("main", { name: "Table" }).count()).resolves.toBe(1);

    // An untimely death on a character at 0 is refused, in the engine's words; nothing changes.
    const target = table.getByRole("group", { name: "Little Wren Gannett", exact: true });
    await expect(badge(target).getAttribute("aria-label")).resolves.toBe("Self-Worth 0");
    const death = hand.getByRole("button", { name: /, untimely death/ }).first();
    await drag(page, death, target);
    const refusal = table.getByRole("alert");
    await refusal.filter({ hasText: "untimely death needs a negative self-worth" }).waitFor();
    await expect(refusal.textContent()).resolves.toContain("Little Wren Gannett has 0");
    await expect(badge(target).getAttribute("aria-label")).resolves.toBe("Self-Worth 0");
    await shot(page, "table-refused");

    // A modifier dragged onto the character changes its badge by the card's points.
    const modifier = hand.getByRole("button", { name: /, modifier −\d+$/ }).first();
    const label = (await modifier.getAttribute("aria-label")) ?? "";
    const points = -Number(/−(\d+)$/.exec(label)?.[1]);
    await drag(page, modifier, target);
    await badge(target)
      .and(page.locator(`[aria-label="Self-Worth ${signedNumber(points)}"]`))
      .waitFor();
    await shot(page, "table-modifier-played");

    // A click fans the stack out, the next shows its x-ray, the next stacks it again.
    await target.getByRole("button", { name: /stack, 2 cards: fan it out$/ }).click();
    await target.locator('.tb-stack[data-mode="fanned"]').waitFor();
    await target.getByRole("button", { name: /stack, 2 cards: see it in x-ray$/ }).click();
    await target.locator(".tb-stack img.tb-xray").waitFor();
    await shot(page, "table-xray");
    await target.getByRole("button", { name: /stack, 2 cards: stack it again$/ }).click();
    await target.locator('.tb-stack[data-mode="stacked"]').waitFor();

    // Undo takes the play back.
    await table.getByRole("button", { name: "Undo" }).click();
    await badge(target).and(page.locator('[aria-label="Self-Worth 0"]')).waitFor();
    await hand.getByRole("button", { name: label }).first().waitFor();
    await drag(page, hand.getByRole("button", { name: label }).first(), target);
    await badge(target)
      .and(page.locator(`[aria-label="Self-Worth ${signedNumber(points)}"]`))
      .waitFor();
    await expect(table.getByRole("log").textContent()).resolves.toContain(
      `on Little Wren Gannett: Self-Worth now −${-points}`,
    );

    // Save, reload, resume: the same table.
    const handBefore = await hand
      .getByRole("button")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    await table.getByRole("button", { name: "Save game" }).click();
    const saveDialog = page.getByRole("dialog", { name: "Save the game" });
    await saveDialog.getByLabel("Name").fill("Wren's bad day");
    await saveDialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved “Wren's bad day”").waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Resume Wren's bad day" }).click();
    await table.waitFor();
    await badge(target)
      .and(page.locator(`[aria-label="Self-Worth ${signedNumber(points)}"]`))
      .waitFor();
    await expect(
      hand.getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label"))),
    ).resolves.toEqual(handBefore);
    await shot(page, "table-resumed");

    // Free mode: the modifier moved off its character onto another (no rule allows it); undo.
    await table.getByRole("button", { name: "Free mode" }).click();
    const free = page.getByRole("main", { name: "Free table" });
    await free.waitFor();
    const wrenZone = free.getByRole("group", { name: "Little Wren Gannett", exact: true });
    const other = free.getByRole("group", { name: "Jonah Gannett", exact: true });
    // Both in the middle of the screen: dragging near an edge scrolls the table.
    await other.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expect(badge(other).getAttribute("aria-label")).resolves.toBe("Self-Worth 0");
    await expect(badge(wrenZone).getAttribute("aria-label")).resolves.toBe(
      `Self-Worth ${signedNumber(points)}`,
    );
    const cardName = label.split(",")[0]!;
    const freeCard = wrenZone.getByRole("button", { name: `${cardName} (Little Wren Gannett)` });
    await drag(page, freeCard, other);
    await shot(page, "table-free-mode");
    await badge(other)
      .and(page.locator(`[aria-label="Self-Worth ${signedNumber(points)}"]`))
      .waitFor();
    await free.getByRole("button", { name: "Undo move" }).click();
    await badge(other).and(page.locator('[aria-label="Self-Worth 0"]')).waitFor();
    await free.getByRole("button", { name: "Back to the game" }).click();
    await table.waitFor();

    // Play on to the end: end the plays each turn, answer what the game asks.
    const over = page.getByRole("dialog", { name: "Game over" });
    const decision = table.getByRole("region", { name: "Decision" });
    for (let i = 0; i < 400 && !(await over.isVisible()); i++) {
      const end = decision.getByRole("button", { name: "End plays" });
      const answers = decision.getByRole("group").getByRole("button");
      if (await end.isVisible()) await end.click();
      else if ((await answers.count()) > 0) await answers.first().click();
      else await page.waitForTimeout(50);
    }
    await over.waitFor({ timeout: 5_000 });
    // The bots chose in their worker all game (one that broke would have been stopped).
    expect(page.workers().length).toBe(1);
    await expect(over.textContent()).resolves.toMatch(
      /(Player 1|Bot 2|Bot 3).*(wins|share the win)/,
    );
    await shot(page, "table-game-over");

    // The saved game steps through in the replay viewer.
    await over.getByRole("button", { name: "New game" }).click();
    await page.getByRole("button", { name: "Replay Wren's bad day" }).click();
    const replay = page.getByRole("main", { name: "Replay" });
    await replay.waitFor();
    const step = replay.getByRole("status").filter({ hasText: /^Step / });
    await expect(step.textContent()).resolves.toMatch(/^Step 0 of [1-9]\d*$/);
    await replay.getByRole("button", { name: "Last" }).click();
    await expect(
      badge(replay.getByRole("group", { name: "Little Wren Gannett", exact: true })).getAttribute(
        "aria-label",
      ),
    ).resolves.toBe(`Self-Worth ${signedNumber(points)}`);
    await replay.getByRole("button", { name: "Previous step" }).click();
    await expect(step.textContent()).resolves.toMatch(/^Step \d+ of \d+$/);
    // Seen by one player: their hand as it was at that step.
    await expect(replay.getByRole("region", { name: /'s hand$/ }).count()).resolves.toBe(0);
    await choose(page, "Seen by", "Player 1");
    const replayHand = replay.getByRole("region", { name: "Player 1's hand" });
    await replayHand.waitFor();
    await expect(replayHand.getByRole("img").count()).resolves.toBeGreaterThan(0);
    await shot(page, "table-replay");

    // The saved game renamed in place, deleted to the trash, and brought back with Undo.
    await replay.getByRole("button", { name: "Close the replay" }).click();
    await page.getByRole("button", { name: "Rename Wren's bad day" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename Wren's bad day" });
    await renameDialog.getByLabel("Name").fill("Wren's worst day");
    await renameDialog.getByRole("button", { name: "Rename" }).click();
    const saved = page.getByRole("region", { name: "Saved games" });
    await saved.getByText("Wren's worst day").waitFor();
    await page.getByRole("button", { name: "Delete Wren's worst day" }).click();
    await saved.getByText("No saved games yet").waitFor();
    await shot(page, "table-saved-deleted");
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await page.getByRole("button", { name: "Resume Wren's worst day" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Replay Wren's worst day" }).waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
