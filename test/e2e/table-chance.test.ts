/**
 * A trigger, a die and a pass of hands at the table (issue 23 "Tests"), in Chromium: two people
 * share the device. Bram plays a modifier whose `at the start of your turn:` trigger offers him a
 * card, then an event that rolls a die (every result does something the log says) and passes
 * every hand to the left. Ada then holds Bram's cards and Bram never sees hers; at the start of
 * Bram's next turn the trigger asks him (the log says so, naming the card) and he draws, and the
 * game goes on. The set is made here, with its own words for the family and the points, so an
 * English default on screen shows in the screenshots (test/tmp/table-chance-*.png).
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { minimalSet } from "../fixtures/minimal-set";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { shot } from "./designer-support";
import { choose } from "./ui";

const base = () => inject("baseUrl");
const SET = "table-chance";
// Bram holds a modifier and an event in his first hand with this seed (and two seats).
const SEED = "4";
const TRIGGER = "at the start of your turn: you may draw 1 card";
const CHANCE = [
  "on play:",
  "  roll a die:",
  "    1-2: draw 1 card",
  "    3-4: gain 1 free play",
  "    otherwise: each other player draws 1 card",
  "  each player passes their hand to the left",
].join("\n");

/** The accessible names of the cards in `hand`, in order. */
function cardsIn(hand: Locator): Promise<string[]> {
  return hand
    .getByRole("button")
    .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
}

/** The card's name alone ("Lost at Cards, modifier −10" → "Lost at Cards"). */
function nameOf(label: string): string {
  return label.split(",")[0]!;
}

/** Clicks a hand card, then the play named `play` among its plays. */
async function play(table: Locator, hand: Locator, label: string, play: string): Promise<void> {
  await hand.getByRole("button", { name: label, exact: true }).first().click();
  await table
    .getByRole("group", { name: `Plays of ${nameOf(label)}` })
    .getByRole("button", { name: play, exact: true })
    .click();
}

/** Ends the plays of whoever is at the device and hands the device to `next`. */
async function endPlaysAndPass(page: Page, table: Locator, next: string): Promise<void> {
  await table
    .getByRole("region", { name: "Decision" })
    .getByRole("button", { name: "End plays" })
    .click();
  const pass = page.getByRole("dialog", { name: `Pass the device to ${next}` });
  await pass.waitFor();
  // While the device changes hands no hand is on screen.
  await expect(page.getByRole("region", { name: /'s hand$/ }).count()).resolves.toBe(0);
  await pass.getByRole("button", { name: `I am ${next}: show my hand` }).click();
  await table.getByRole("region", { name: `${next}'s hand` }).waitFor();
}

describe("a trigger, a die and a pass at the table", () => {
  let session: Session;
  beforeAll(async () => {
    const set = minimalSet();
    set.rules = { ...set.rules, familyWord: "household", pointsWord: "Regard" };
    for (const card of set.cards) {
      if (card.type === "modifier") card.effect = TRIGGER;
      if (card.type === "event") card.effect = CHANCE;
      delete card.text;
    }
    const res = await fetch(`${base()}/api/sets?id=${SET}`, {
      method: "POST",
      body: JSON.stringify({ ...set, id: SET, name: "Chance and Hands" }),
    });
    if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("rolls, passes the hands to the left, fires the trigger at Bram's next turn, and goes on", async () => {
    const { page } = session;
    await page.goto(`${base()}/sets/${SET}/play`);
    await page.getByRole("button", { name: "Start game" }).waitFor({ timeout: 30_000 });
    await choose(page, "Seats", "2 players");
    await page.getByLabel("Seed", { exact: true }).fill(SEED);
    const seat = (n: number) => page.getByRole("group", { name: `Seat ${n}` });
    await seat(1).getByRole("textbox", { name: "Name" }).fill("Bram");
    await seat(2).getByRole("textbox", { name: "Name" }).fill("Ada");
    await seat(2)
      .getByRole("button", { name: /Played by$/ })
      .click();
    await page.locator(".ui-select-popover").getByRole("option", { name: "Person" }).click();
    // No card of the set is a response: ask only those who hold one.
    const holders = page.getByRole("radio", { name: /^Ask only players holding a response/ });
    await page.getByText(/^Ask only players holding a response/).click();
    await expect(holders.isChecked()).resolves.toBe(true);
    await shot(page, "table-chance-new-game");
    await page.getByRole("button", { name: "Start game" }).click();

    const table = page.getByRole("main", { name: "Table" });
    const log = table.getByRole("log");
    const bramsHand = table.getByRole("region", { name: "Bram's hand" });
    const adasHand = table.getByRole("region", { name: "Ada's hand" });
    await bramsHand.getByRole("button").first().waitFor({ timeout: 30_000 });
    // Each sees only their own hand.
    await expect(adasHand.count()).resolves.toBe(0);
    const held = await cardsIn(bramsHand);
    const modifier = held.find((c) => /, modifier /.test(c));
    const event = held.find((c) => /, event$/.test(c));
    if (!modifier || !event) throw new Error(`seed ${SEED} no longer deals both: ${held}`);

    // The trigger's card on Bram's own character.
    await play(table, bramsHand, modifier, "On Edwin Ashgrove");
    await log
      .getByText(new RegExp(`^Bram played ${nameOf(modifier)}.* on Edwin Ashgrove`))
      .waitFor();
    await table.getByText("1 play left").waitFor();
    await shot(page, "table-chance-trigger-card");

    // The event: a die whose every result the log says, then every hand to the left.
    const kept = [...held];
    kept.splice(kept.indexOf(modifier), 1);
    kept.splice(kept.indexOf(event), 1);
    await play(table, bramsHand, event, "Play it");
    const rolled = log.getByText(new RegExp(`^Bram rolls a die for ${nameOf(event)}: [1-6]\\.$`));
    await rolled.waitFor();
    const result = Number(/: (\d)\.$/.exec((await rolled.textContent()) ?? "")?.[1]);
    const outcome =
      result <= 2
        ? /^Bram draws 1 card\.$/
        : result <= 4
          ? /^Bram gains 1 free play\.$/
          : /^Ada draws 1 card\.$/;
    await expect(log.getByText(outcome).count()).resolves.toBe(1);
    // The log is on the shared screen: it counts the passed cards and names none of them.
    const drew = result <= 2 ? 1 : 0;
    const adaDrew = result >= 5 ? 1 : 0;
    await log
      .getByText(`Bram passes ${kept.length + drew} cards to Ada.`, { exact: true })
      .waitFor();
    await log.getByText(`Ada passes ${5 + adaDrew} cards to Bram.`, { exact: true }).waitFor();
    const afterPass = await cardsIn(bramsHand);
    for (const card of kept) expect(afterPass).not.toContain(card);
    await expect(adasHand.count()).resolves.toBe(0);
    await shot(page, "table-chance-rolled-and-passed");

    // Ada holds every card Bram kept; Bram's hand is not on screen.
    await endPlaysAndPass(page, table, "Ada");
    await expect(bramsHand.count()).resolves.toBe(0);
    const hers = await cardsIn(adasHand);
    for (const card of kept) expect(hers).toContain(card);
    await shot(page, "table-chance-adas-hand");

    // At the start of Bram's next turn the trigger draws him a card, in his own words.
    await endPlaysAndPass(page, table, "Bram");
    // The trigger asks Bram first: its prompt is answered in the decision panel.
    const decision = table.getByRole("region", { name: "Decision" });
    const answers = decision.getByRole("group");
    await answers.getByRole("button", { name: "Yes", exact: true }).waitFor();
    await expect(
      decision.getByText(`${nameOf(modifier)}: do you want to draw a card?`).count(),
    ).resolves.toBe(1);
    await shot(page, "table-chance-trigger-asks");
    await answers.getByRole("button", { name: "Yes", exact: true }).click();
    const asked = `At the start of Bram's turn, ${nameOf(modifier)} (on Edwin Ashgrove) asks Bram to decide.`;
    await log.getByText(asked, { exact: true }).waitFor();
    await log.getByText("Bram draws 1 card.", { exact: true }).last().waitFor();
    await expect(log.getByText(/has no effect/).count()).resolves.toBe(0);
    await log.getByText("Turn 3: Bram to play.").waitFor();
    await shot(page, "table-chance-trigger-fired");

    // The game goes on: Bram holds cards, ends his plays, and the device goes to Ada again.
    await expect(cardsIn(bramsHand)).resolves.not.toEqual([]);
    await endPlaysAndPass(page, table, "Ada");
    await log.getByText("Turn 4: Ada to play.").waitFor();
    expect(session.consoleErrors).toEqual([]);
  });
});
