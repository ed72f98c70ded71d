import { describe, expect, it } from "vitest";
import { flag, parseCommandLine, stringOption, stringsOption } from "./args";
import type { OptionSpec } from "./args";

const SPEC: OptionSpec = { dpi: "string", offset: "string", out: "string", json: "boolean" };

const parse = (...argv: string[]) => parseCommandLine(argv, SPEC);

describe("parseCommandLine", () => {
  it("reads positionals, --name value, --name=value and flags; -- ends the options", () => {
    const parsed = parse(
      "set.json",
      "--dpi",
      "50",
      "--out=x.png",
      "--json",
      "--",
      "--not-an-option",
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.positionals).toEqual(["set.json", "--not-an-option"]);
    expect(stringOption(parsed.value, "dpi")).toBe("50");
    expect(stringOption(parsed.value, "out")).toBe("x.png");
    expect(flag(parsed.value, "json")).toBe(true);
    expect(stringOption(parsed.value, "offset")).toBeUndefined();
    expect(flag(parsed.value, "help")).toBe(false);
  });

  it("collects every value of a repeatable option, in order", () => {
    const spec: OptionSpec = { vary: "strings", out: "string" };
    const parsed = parseCommandLine(["--vary", "a.points=-5", "--vary=b.copies=1,2"], spec);
    expect(parsed.ok && stringsOption(parsed.value, "vary")).toEqual([
      "a.points=-5",
      "b.copies=1,2",
    ]);
    const none = parseCommandLine([], spec);
    expect(none.ok && stringsOption(none.value, "vary")).toEqual([]);
    const bare = parseCommandLine(["--vary"], spec);
    expect(!bare.ok && bare.error).toBe("--vary needs a value");
  });

  it("takes --help and -h on every command", () => {
    for (const word of ["--help", "-h"]) {
      const parsed = parse(word);
      expect(parsed.ok && flag(parsed.value, "help")).toBe(true);
    }
    expect(parseCommandLine(["--help"], {}).ok).toBe(true);
  });

  it("takes a value starting with '-' written as --name=value", () => {
    const parsed = parse("--offset=-1,2");
    expect(parsed.ok && stringOption(parsed.value, "offset")).toBe("-1,2");
  });

  it.each([
    [["--dpii", "50"], "unknown option --dpii — did you mean --dpi?"],
    [["--jsno"], "unknown option --jsno — did you mean --json?"],
    [["--hlep"], "unknown option --hlep — did you mean --help?"],
    [["--strictt"], "unknown option --strictt"],
    [["-x"], "unknown option -x"],
    [["--dpi"], "--dpi needs a value"],
    [["--dpi", "--json"], "--dpi needs a value"],
    [
      ["--offset", "-1,2"],
      "--offset needs a value; for one starting with '-', write --offset=-1,2",
    ],
    [["--json=yes"], "--json takes no value"],
    [["a", "--out", "x", "--dpii", "1", "--jsno"], "unknown option --dpii — did you mean --dpi?"],
  ])("%j: %s", (argv, message) => {
    expect(parse(...argv)).toEqual({ ok: false, error: message });
  });
});
