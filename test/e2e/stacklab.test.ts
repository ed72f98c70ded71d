import { spawnSync } from "node:child_process";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { cardTimings } from "../../lib/dsl";
import { analyzeStack, resolveStack } from "../../lib/layers";
import type { Card } from "../../lib/model";
import { sampleSet } from "../fixtures/sample-set";
import { openSession } from "./browser";
import type { Session } from "./browser";
import { freshSampleSet, openCard, openWorkspace, shot, waitSaved } from "./designer-support";
import { choose } from "./ui";
import { signedNumber } from "../../lib/model";

/**
 * The stacks page (issue 16): build a stack by dragging and by keyboard, reorder its layers, keep
 * it as an expectation and see a card edit break it. Every expected number is lib/layers'
 * reading of the same cards of the sample set, never typed in by hand.
 */

const SET = sampleSet();
const CAPTAIN = "Captain Absalom Gannett";

function card(id: string): Card {
  const found = SET.cards.find((c) => c.id === id);
  if (!found) throw new Error(`the sample set has no card '${id}'`);
  return found;
}

/** lib/layers' self-worth of the Captain with `ids` on him, bottom to top. */
function worthOf(ids: readonly string[], set = SET): number {
  const find = (id: string) => set.cards.find((c) => c.id === id)!;
  const cards = [set.cards.find((c) => c.name === CAPTAIN)!, ...ids.map(find)];
  return analyzeStack(resolveStack(cards, set, cardTimings)).selfWorth;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function openLab(page: Page, id: string): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sets/${id}/stacks`);
  await page.getByRole("listbox", { name: "Card picker" }).waitFor({ timeout: 30_000 });
}

function readout(page: Page): Locator {
  return page.getByRole("region", { name: "Stack", exact: true }).getByRole("status");
}

/** The self-worth the readout shows, as a number (it prints "−35" with a true minus sign). */
async function shownWorth(page: Page): Promise<number> {
  const text = (await readout(page).textContent()) ?? "";
  const m = /Self-worth ([+\u2212]?\d+)/i.exec(text);
  if (!m) throw new Error(`no self-worth in the readout: ${text}`);
  return Number(m[1]!.replace("\u2212", "-"));
}

async function expectWorth(page: Page, worth: number): Promise<void> {
  try {
    await readout(page)
      // The readout says the set's points word: "Self-Worth" in the default set.
      .filter({ hasText: `Self-Worth ${signedNumber(worth)}` })
      .waitFor({ timeout: 10_000 });
  } catch (e) {
    await shot(page, "stacklab-failure");
    const now = await readout(page)
      .allTextContents()
      .catch(() => []);
    throw new Error(`the readout never showed self-worth ${worth}: ${now.join(" | ")}`, {
      cause: e,
    });
  }
  await expect(shownWorth(page)).resolves.toBe(worth);
}

/** The picker's option for card `id`, found with the picker's search. */
async function pickerOption(page: Page, id: string): Promise<Locator> {
  const name = card(id).name;
  await page.getByLabel("Find a card").fill(name);
  const option = page
    .getByRole("listbox", { name: "Card picker" })
    .getByRole("option", { name: new RegExp(`^${escapeRegExp(name)}`) });
  await option.waitFor();
  return option;
}

/** Drags `from` onto `to` with the mouse, in small steps like a hand would. */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Names of the layers, top first. */
async function layerNames(page: Page): Promise<string[]> {
  return page.locator(".sl-layer-list .sl-layer-name").allTextContents();
}

/**
 * Lifts the focused draggable with Space and waits until dnd-kit listens for the arrows (its
 * keyboard sensor adds its key listener in a timer after the lift: a timer queued after that one
 * runs after it).
 */
async function lift(page: Page, announcement: RegExp): Promise<void> {
  await page.keyboard.press("Space");
  await announced(page, announcement);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** Waits for dnd-kit's screen-reader announcement matching `text`. */
async function announced(page: Page, text: RegExp): Promise<void> {
  try {
    await page.getByText(text).last().waitFor({ state: "attached", timeout: 10_000 });
  } catch (e) {
    const live = await page
      .locator("[id^=DndLiveRegion]")
      .allTextContents()
      .catch(() => []);
    throw new Error(`no announcement ${text} (the live region says: ${live.join(" | ")})`, {
      cause: e,
    });
  }
}

describe("stacks page", () => {
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("builds a four-card stack by dragging with the mouse, adds one by keyboard dragging, and reads what lib/layers reads", async () => {
    const { page } = session;
    const id = await freshSampleSet("stacklab-build");
    await openLab(page, id);
    await page.getByText("Choose a character to start a stack.").first().waitFor();
    await shot(page, "stacklab-empty");

    await choose(page, "Character", CAPTAIN);
    const picture = page.getByRole("img", { name: `Stack of ${CAPTAIN}` });
    await picture.waitFor();
    await expectWorth(page, 0);

    const four = [
      "lost-a-wager-to-a-heron",
      "was-exhibited-as-a-mermaid",
      "was-haunted-by-a-hat-stand",
      "was-jilted-on-the-promenade",
    ];
    for (let i = 0; i < four.length; i++) {
      await mouseDrag(page, await pickerOption(page, four[i]!), picture);
      await expectWorth(page, worthOf(four.slice(0, i + 1)));
      // Dropped on the picture: on top.
      await expect.poll(() => layerNames(page)).toHaveLength(i + 1);
      await expect(layerNames(page).then((n) => n[0])).resolves.toBe(card(four[i]!).name);
    }
    await expect(picture.getAttribute("data-cards")).resolves.toBe("5");
    await page.getByLabel("Find a card").fill("");
    await shot(page, "stacklab-four");

    // Keyboard dragging: Space lifts, an arrow moves onto the picture, Space drops on top.
    const ravens = "was-mobbed-by-ravens";
    const option = await pickerOption(page, ravens);
    await option.focus();
    await lift(page, /^Picked up Was Mobbed by Ravens/);
    await page.keyboard.press("ArrowRight");
    await announced(page, /Was Mobbed by Ravens is over the stack of Captain Absalom Gannett/);
    await page.keyboard.press("Space");
    await announced(page, /Was Mobbed by Ravens was put on top of the stack/);
    const five = [...four, ravens];
    await expectWorth(page, worthOf(five));
    await expect(layerNames(page).then((n) => n[0])).resolves.toBe(card(ravens).name);

    // The rest of the readout: lib/layers' icons and death.
    const analysis = analyzeStack(
      resolveStack([card("captain-absalom-gannett"), ...five.map(card)], SET, cardTimings),
    );
    const status = (await readout(page).textContent()) ?? "";
    for (const icon of Object.keys(analysis.icons)) {
      const name = SET.icons.find((i) => i.id === icon)!.name;
      expect(status).toContain(name);
    }
    expect(status).toContain(analysis.dead ? "Dead yes" : "Dead no");

    // The x-ray overlay.
    await page.getByText("X-ray: what each card covers and what counts").click();
    await picture.locator("svg[data-xray]").waitFor();
    await page.getByLabel("Find a card").fill("");
    await shot(page, "stacklab-xray");

    // Remove one: the top card goes, the reading follows.
    await page.getByRole("button", { name: `Remove ${card(ravens).name}` }).click();
    await expectWorth(page, worthOf(four));
    expect(session.consoleErrors).toEqual([]);
  });

  it("reorders two layers by dragging, and the self-worth changes where the geometry says", async () => {
    const { page } = session;
    // Two modifiers whose order changes the reading: found, not guessed.
    const modifiers = SET.cards.filter((c) => c.type === "modifier").map((c) => c.id);
    let pair: [string, string] | undefined;
    for (const a of modifiers) {
      for (const b of modifiers) {
        if (!pair && a !== b && worthOf([a, b]) !== worthOf([b, a])) pair = [a, b];
      }
    }
    expect(pair).toBeDefined();
    const [a, b] = pair!;
    const id = await freshSampleSet("stacklab-order");
    await openLab(page, id);
    await choose(page, "Character", CAPTAIN);
    // Added without dragging: Enter on a picker option plays it on top.
    for (const c of [a, b]) {
      const option = await pickerOption(page, c);
      await option.focus();
      await page.keyboard.press("Enter");
    }
    await page.getByLabel("Find a card").fill("");
    await expect.poll(() => layerNames(page)).toEqual([card(b).name, card(a).name]);
    await expectWorth(page, worthOf([a, b]));

    // Drag the lower layer (a) above the top one (b) with the mouse.
    const grip = (c: string) =>
      page.getByRole("button", { name: new RegExp(`^${escapeRegExp(card(c).name)}, layer`) });
    await mouseDrag(page, grip(a), grip(b));
    await expect.poll(() => layerNames(page)).toEqual([card(a).name, card(b).name]);
    await expectWorth(page, worthOf([b, a]));
    await shot(page, "stacklab-reordered");

    // And back by keyboard: Space lifts the top layer, ArrowDown moves it, Space drops it.
    await grip(a).focus();
    await lift(page, /^Picked up /);
    await page.keyboard.press("ArrowDown");
    await announced(page, new RegExp(`is over ${escapeRegExp(card(b).name)}, layer 2 of 2`));
    await page.keyboard.press("Space");
    await expect.poll(() => layerNames(page)).toEqual([card(b).name, card(a).name]);
    await expectWorth(page, worthOf([a, b]));
    expect(session.consoleErrors).toEqual([]);
  });

  it("saves a stack expectation; a card edit in the designer breaks it, and the problems panel, the Stack tab and vellum validate say so", async () => {
    const { page } = session;
    const id = await freshSampleSet("stacklab-expect");
    const cards = [
      "lost-a-wager-to-a-heron",
      "was-mobbed-by-ravens",
      "drowned-in-a-teacup-somehow",
    ];
    await openLab(page, id);
    await waitSaved(page);
    await choose(page, "Character", CAPTAIN);
    for (const c of cards) {
      const option = await pickerOption(page, c);
      await option.focus();
      await page.keyboard.press("Enter");
    }
    await page.getByLabel("Find a card").fill("");
    const before = worthOf(cards);
    await expectWorth(page, before);
    await page.getByLabel("Expectation name").fill("Captain drowned");
    await page.getByRole("button", { name: "Save expectation" }).click();
    const saved = page.getByRole("list", { name: "Saved expectations" }).getByRole("listitem");
    await saved.filter({ hasText: "Captain drowned" }).filter({ hasText: "Holds" }).waitFor();
    await waitSaved(page);
    await shot(page, "stacklab-saved");

    // Edit the top card in the designer so that the stack reads otherwise.
    await openWorkspace(page, id);
    await openCard(page, card("drowned-in-a-teacup-somehow").name);
    // A new set each time: lib/layers caches per card object (cards are never changed in place).
    const edited = (top: number) => {
      const set = structuredClone(SET);
      set.cards.find((c) => c.id === "drowned-in-a-teacup-somehow")!.points = [top, null, null];
      return set;
    };
    const after = worthOf(cards, edited(-15));
    expect(after).not.toBe(before);
    await page.getByLabel("Points top").fill("-15");
    const message = `Stack 'Captain drowned': self-worth is ${signedNumber(after)}, expected ${signedNumber(before)}`;
    const problems = page.getByRole("region", { name: "Problems" });
    await problems.getByText(message).waitFor({ timeout: 15_000 });
    await waitSaved(page);
    await shot(page, "stacklab-problem");

    // The designer's Stack tab reads the same store: load the stack, edit again, it follows.
    await page.getByRole("tab", { name: "Stack" }).click();
    await page.getByRole("button", { name: "Load Captain drowned" }).click();
    await expectWorth(page, after);
    await page.getByRole("tab", { name: "Preview" }).click();
    await page.getByLabel("Points top").fill("-20");
    await page.getByRole("tab", { name: "Stack" }).click();
    await expectWorth(page, worthOf(cards, edited(-20)));
    await waitSaved(page);
    await shot(page, "stacklab-designer-tab");

    // vellum validate on the saved set file reports it and fails.
    const root = path.resolve(import.meta.dirname, "../..");
    const cli = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "cli/vellum.ts")].concat([
        "validate",
        path.join(inject("workspace"), id, "set.json"),
      ]),
      { encoding: "utf8", cwd: root },
    );
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain(
      `set/stack-expectation Stack 'Captain drowned': self-worth is ${signedNumber(worthOf(cards, edited(-20)))}, expected ${signedNumber(before)}`,
    );
    expect(cli.stdout).toMatch(/stack expectations: 1 of 1 failing/);
    expect(session.consoleErrors).toEqual([]);
  });
});
