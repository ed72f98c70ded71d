import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { minimalSet } from "../test/fixtures/minimal-set";
import { SAMPLE, dir, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-render-");

describe("vellum render", () => {
  it("draws a clear-film card as a 744 × 1039 PNG at 300 DPI with transparent film", async () => {
    expect(
      await run("render", SAMPLE, "--card", "lost-a-wager-to-a-heron", "--out", "card.png"),
    ).toBe(0);
    const png = sharp(await readFile(path.join(dir, "card.png")));
    const meta = await png.metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([744, 1039, 4]);
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect(alpha(372, 300)).toBe(0); // the portrait window of a modifier is clear film
    expect(alpha(372, 950)).toBe(255); // the text plate is opaque
  });

  it("adds the bleed, draws the back, and writes SVG by extension", async () => {
    expect(
      await run(
        "render",
        SAMPLE,
        "--card",
        "lost-a-wager-to-a-heron",
        "--bleed",
        "--dpi",
        "150",
        "--out",
        "b.png",
      ),
    ).toBe(0);
    const meta = await sharp(await readFile(path.join(dir, "b.png"))).metadata();
    expect([meta.width, meta.height]).toEqual([407, 555]);
    expect(
      await run(
        "render",
        SAMPLE,
        "--card",
        "lost-a-wager-to-a-heron",
        "--back",
        "--out",
        "back.svg",
      ),
    ).toBe(0);
    expect(await readFile(path.join(dir, "back.svg"), "utf8")).toMatch(
      /^<svg [^>]*viewBox="0 0 63 88"/,
    );
  });

  it("draws a character's art from the set folder's art/", async () => {
    const set = minimalSet();
    const character = set.cards.find((c) => c.type === "character");
    if (!character) throw new Error("fixture drifted");
    character.art = "portrait.png";
    await mkdir(path.join(dir, "myset", "art"), { recursive: true });
    await writeFile(path.join(dir, "myset", "set.json"), JSON.stringify(set));
    const red = await sharp({
      create: { width: 64, height: 64, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(dir, "myset", "art", "portrait.png"), red);
    expect(
      await run("render", "myset", "--card", character.id, "--dpi", "100", "--out", "c.png"),
    ).toBe(0);
    const { data, info } = await sharp(await readFile(path.join(dir, "c.png")))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (Math.round((29.5 / 25.4) * 100) * info.width + Math.round((31.5 / 25.4) * 100)) * 4;
    expect([...data.subarray(at, at + 4)]).toEqual([255, 0, 0, 255]);
  });

  it("names the nearest card when the id is wrong, and checks --dpi", async () => {
    expect(await run("render", SAMPLE, "--card", "lost-a-wager-to-a-heorn", "--out", "x.png")).toBe(
      1,
    );
    expect(err[0]).toMatch(
      /picture\/unknown-card no card 'lost-a-wager-to-a-heorn' .*did you mean 'lost-a-wager-to-a-heron'\?/,
    );
    expect(await run("render", SAMPLE, "--card", "x", "--dpi", "lots", "--out", "x.png")).toBe(2);
    expect(
      await run(
        "render",
        SAMPLE,
        "--card",
        "lost-a-wager-to-a-heron",
        "--language",
        "constructor",
        "--out",
        "x.png",
      ),
    ).toBe(1);
    expect(err.at(-1)).toMatch(
      /picture\/unknown-language set 'saltmarrow' has no 'constructor' texts; its languages are en, fr/,
    );
  });
});

describe("vellum stack", () => {
  it("prints what lib/layers reads off the stack: a blank hides a point, a later card covers a value and an icon", async () => {
    const cards =
      "captain-absalom-gannett,was-exhibited-as-a-mermaid,went-bankrupt-at-the-penny-arcade,caught-the-salt-fever";
    expect(await run("stack", SAMPLE, "--cards", cards, "--json", "--out", "stack.png")).toBe(0);
    expect(JSON.parse(out.join("\n"))).toEqual({
      selfWorth: -10,
      visiblePoints: [{ card: "caught-the-salt-fever", slot: 1, value: -10 }],
      icons: { tide: 1, candle: 1 },
      liveEffects: [{ card: "caught-the-salt-fever", kind: "continuous" }],
      dead: false,
    });
    const meta = await sharp(await readFile(path.join(dir, "stack.png"))).metadata();
    expect([meta.width, meta.height]).toEqual([744, 1039]);
  });

  it("does not call an on-play effect live", async () => {
    expect(
      await run(
        "stack",
        SAMPLE,
        "--cards",
        "captain-absalom-gannett,was-locked-in-the-camera-obscura",
      ),
    ).toBe(0);
    expect(out).toContain("live effects none");
  });

  it("refuses a stack that could not occur in play", async () => {
    expect(
      await run("stack", SAMPLE, "--cards", "lost-a-wager-to-a-heron,captain-absalom-gannett"),
    ).toBe(1);
    expect(err[0]).toMatch(/picture\/no-character a stack starts with a character/);
  });
});
