import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { VellumSet } from "../lib/model";
import { SAMPLE, dir, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-cli-stacks-");

/** The sample set with one saved stack: the Captain, a wager, ravens and a teacup. */
async function sampleWithStack(): Promise<VellumSet> {
  const set = JSON.parse(await readFile(SAMPLE, "utf8")) as VellumSet;
  set.stacks = [
    {
      id: "captain-drowned",
      name: "Captain drowned",
      character: "captain-absalom-gannett",
      cards: ["lost-a-wager-to-a-heron", "was-mobbed-by-ravens", "drowned-in-a-teacup-somehow"],
      expect: { selfWorth: -5, icons: ["raven", "raven"], dead: true },
    },
  ];
  return set;
}

async function write(set: VellumSet): Promise<void> {
  await writeFile(path.join(dir, "set.json"), JSON.stringify(set, null, 2));
}

describe("vellum validate checks the set's stack expectations", () => {
  it("passes when every saved stack shows what it should", async () => {
    await write(await sampleWithStack());
    expect(await run("validate", "set.json")).toBe(0);
    expect(out.at(-1)).toBe(
      "set.json: valid (0 errors, 0 warnings); stack expectations: all 1 hold",
    );
  });

  it("fails, naming the stack and the difference, when a card edit breaks one", async () => {
    const set = await sampleWithStack();
    set.cards.find((c) => c.id === "drowned-in-a-teacup-somehow")!.points = [-15, null, null];
    await write(set);
    expect(await run("validate", "set.json")).toBe(1);
    const stackLines = out.filter((l) => l.includes("set/stack-"));
    expect(stackLines).toHaveLength(1);
    expect(stackLines[0]).toMatch(
      /^set\.json:\d+:\d+ warning set\/stack-expectation Stack 'Captain drowned': self-worth is −15, expected −5 — /,
    );
    expect(out.at(-1)).toBe(
      "set.json: valid (0 errors, 1 warning); stack expectations: 1 of 1 failing",
    );
  });

  it("fails when a card of a saved stack no longer exists", async () => {
    const set = await sampleWithStack();
    set.cards = set.cards.filter((c) => c.id !== "was-mobbed-by-ravens");
    await write(set);
    expect(await run("validate", "set.json")).toBe(1);
    expect(out.filter((l) => l.includes("set/stack-"))).toHaveLength(1);
    expect(out.find((l) => l.includes("set/stack-"))).toMatch(
      /warning set\/stack-missing-card Stack 'Captain drowned': card 'was-mobbed-by-ravens' no longer exists/,
    );
    expect(out.at(-1)).toMatch(/stack expectations: 1 of 1 failing$/);
  });
});
