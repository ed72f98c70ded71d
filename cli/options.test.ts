import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { minimalSet } from "../test/fixtures/minimal-set";
import { COMMANDS } from "./main";
import { SAMPLE, dir, err, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-options-");

describe("every command refuses options it does not know, with exit status 2", () => {
  it.each([
    [
      ["render", SAMPLE, "--card", "spring-tide", "--dpii", "50", "--out", "x.png"],
      "error: unknown option --dpii — did you mean --dpi? (vellum help render)",
    ],
    [["validate", SAMPLE, "--strictt"], "error: unknown option --strictt (vellum help validate)"],
    [
      ["simulate", SAMPLE, "--gamez", "5"],
      "error: unknown option --gamez — did you mean --games? (vellum help simulate)",
    ],
    [
      ["import", "set.json", "--overwite"],
      "error: unknown option --overwite — did you mean --overwrite? (vellum help import)",
    ],
    [
      ["export", SAMPLE, "--format", "pdf", "--bleeed", "3", "--out", "x.pdf"],
      "error: unknown option --bleeed — did you mean --bleed? (vellum help export)",
    ],
    [
      ["stack", SAMPLE, "--cards", "captain-absalom-gannett", "--xrya"],
      "error: unknown option --xrya — did you mean --xray? (vellum help stack)",
    ],
    [
      ["effect", "draw 1 card", "--tpye", "event"],
      "error: unknown option --tpye — did you mean --type? (vellum help effect)",
    ],
    [["list", "--all"], "error: unknown option --all (vellum help list)"],
    [["history", "x", "-n", "3"], "error: unknown option -n (vellum help history)"],
  ])("%j", async (argv, message) => {
    expect(await run(...argv)).toBe(2);
    expect(err).toEqual([message]);
    expect(out).toEqual([]);
    // Nothing was done: no file written, no workspace created.
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("every command refuses an option without its value, or a flag with one", () => {
  it.each([
    [
      ["render", SAMPLE, "--card", "spring-tide", "--out"],
      "error: --out needs a value (vellum help render)",
    ],
    [
      ["render", SAMPLE, "--card", "--out", "x.png"],
      "error: --card needs a value (vellum help render)",
    ],
    [["effect", "draw 1 card", "--set"], "error: --set needs a value (vellum help effect)"],
    [["simulate", SAMPLE, "--bots"], "error: --bots needs a value (vellum help simulate)"],
    [
      ["simulate", SAMPLE, "--seed", "-4"],
      "error: --seed needs a value; for one starting with '-', write --seed=-4 (vellum help simulate)",
    ],
    [
      ["stack", SAMPLE, "--cards", "captain-absalom-gannett", "--json=yes"],
      "error: --json takes no value (vellum help stack)",
    ],
    [["import", "set.json", "--into"], "error: --into needs a value (vellum help import)"],
    [["export", SAMPLE, "--format"], "error: --format needs a value (vellum help export)"],
  ])("%j", async (argv, message) => {
    expect(await run(...argv)).toBe(2);
    expect(err).toEqual([message]);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe("options that exist but do not apply", () => {
  it("refuses print options on a set-file export", async () => {
    await writeFile(path.join(dir, "set.json"), JSON.stringify(minimalSet()));
    expect(await run("export", "whatever", "--format", "json", "--dpi", "50")).toBe(2);
    expect(err).toEqual(["error: --dpi is for the print formats, not --format json"]);
    err.length = 0;
    expect(await run("export", "whatever", "--format", "csv", "--no-marks")).toBe(2);
    expect(err).toEqual(["error: --no-marks is for the print formats, not --format csv"]);
  });

  it("refuses a language for set.json and the zip, which carry every language", async () => {
    for (const format of ["json", "zip"]) {
      err.length = 0;
      expect(await run("export", "whatever", "--format", format, "--language", "fr")).toBe(2);
      expect(err).toEqual([
        `error: --language is for csv and the print formats, not --format ${format} (set.json and the zip carry every language)`,
      ]);
    }
    expect(await readdir(dir)).toEqual([]);
  });

  it("still runs a command given only what it knows", async () => {
    await writeFile(path.join(dir, "set.json"), JSON.stringify(minimalSet()));
    expect(await run("validate", "set.json")).toBe(0);
    expect(await run("validate", "set.json", "--help")).toBe(0);
    expect(out.at(-1)).toMatch(/^vellum validate/);
  });
});

describe("help and options agree", () => {
  it.each(Object.entries(COMMANDS))("%s's help names exactly its options", (_name, command) => {
    const named = new Set([...command.help.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1]));
    expect([...named].sort()).toEqual(Object.keys(command.options).sort());
  });
});
