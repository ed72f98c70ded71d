import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "./main";
import { SAMPLE, dir, err, io, out, run, useCliFolder } from "./cli-session.test-support";

useCliFolder("vellum-report-");

/** A small run: short games (a turn cap of 30) of three players. */
const RUN = ["--games", "45", "--players", "3", "--bots", "greedy,random", "--seed", "9"];
const RUN_CAPPED = [...RUN, "--turn-cap", "30"];

/** Runs `vellum <argv>` and returns its stdout as the bytes a terminal would get. */
async function stdout(...argv: string[]): Promise<string> {
  out.length = 0;
  expect(await run(...argv)).toBe(0);
  return out.map((l) => l + "\n").join("");
}

/** Writes the parts of shards 1…n of the run (some on two threads) into the test's folder. */
async function writeShards(n: number, extra: string[] = []): Promise<string[]> {
  const files: string[] = [];
  for (let i = 1; i <= n; i++) {
    const file = `part-${i}.json`;
    const workers = i % 2 === 0 ? ["--workers", "2"] : [];
    expect(
      await run("simulate", SAMPLE, ...RUN_CAPPED, ...extra, ...workers, "--shard", `${i}/${n}`),
    ).toBe(0);
    await writeFile(path.join(dir, file), out.pop()!);
    files.push(file);
  }
  return files;
}

describe("vellum simulate --shard and vellum report merge", () => {
  it(
    "3 shards merged print the same bytes as one simulate, as JSON and as text",
    { timeout: 120_000 },
    async () => {
      const json = await stdout("simulate", SAMPLE, ...RUN_CAPPED, "--json");
      const text = await stdout("simulate", SAMPLE, ...RUN_CAPPED);
      expect(JSON.parse(json).games.total).toBe(45);
      err.length = 0;
      const files = await writeShards(3);
      expect(err).toContainEqual(
        expect.stringMatching(
          /^simulated shard 2\/3 \(games 15–29 of 45\) in \d+\.\d s \(\d+ games\/s, 2 workers\)$/,
        ),
      );
      expect(await stdout("report", "merge", ...files, "--json")).toBe(json);
      expect(await stdout("report", "merge", ...[...files].reverse())).toBe(text);
      // --out writes what stdout would show.
      out.length = 0;
      expect(await run("report", "merge", ...files, "--json", "--out", "report.json")).toBe(0);
      expect(out).toEqual([]);
      expect(await readFile(path.join(dir, "report.json"), "utf8")).toBe(json);
      expect(err.at(-1)).toBe("wrote report.json");
      // simulate --out too, report or part.
      expect(await run("simulate", SAMPLE, ...RUN_CAPPED, "--out", "one.txt")).toBe(0);
      expect(await readFile(path.join(dir, "one.txt"), "utf8")).toBe(text);
      expect(
        await run("simulate", SAMPLE, ...RUN_CAPPED, "--shard", "1/3", "--out", "p1.json"),
      ).toBe(0);
      expect(await readFile(path.join(dir, "p1.json"), "utf8")).toBe(
        await readFile(path.join(dir, "part-1.json"), "utf8").then((t) => t + "\n"),
      );
    },
  );

  it(
    "takes the shard from a 0-based index in an environment variable (a Kubernetes Indexed Job)",
    { timeout: 60_000 },
    async () => {
      const k8s = ["--shards", "3", "--shard-index-from-env", "JOB_COMPLETION_INDEX"];
      out.length = 0;
      expect(await run("simulate", SAMPLE, ...RUN_CAPPED, "--shard", "1/3")).toBe(0);
      const first = out.pop();
      expect(
        await main(
          ["simulate", SAMPLE, ...RUN_CAPPED, ...k8s],
          io(false, { JOB_COMPLETION_INDEX: "0" }),
        ),
      ).toBe(0);
      expect(out.pop()).toBe(first);
      err.length = 0;
      expect(
        await main(
          ["simulate", SAMPLE, ...RUN_CAPPED, ...k8s],
          io(false, { JOB_COMPLETION_INDEX: "3" }),
        ),
      ).toBe(2);
      expect(err.at(-1)).toBe(
        "error: JOB_COMPLETION_INDEX is '3'; with --shards 3 it must be an index from 0 to 2",
      );
      expect(await run("simulate", SAMPLE, ...RUN_CAPPED, ...k8s)).toBe(2);
      expect(err.at(-1)).toBe(
        "error: --shard-index-from-env JOB_COMPLETION_INDEX: JOB_COMPLETION_INDEX is not set (a Kubernetes Indexed Job sets JOB_COMPLETION_INDEX in each pod)",
      );
    },
  );

  it("gives empty parts when there are more shards than games, and merges them", async () => {
    const tiny = ["--games", "2", "--players", "2", "--bots", "random", "--turn-cap", "20"];
    const json = await stdout("simulate", SAMPLE, ...tiny, "--json");
    const files: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const file = `tiny-${i}.json`;
      expect(await run("simulate", SAMPLE, ...tiny, "--shard", `${i}/5`, "--out", file)).toBe(0);
      files.push(file);
    }
    expect(err).toContain("simulated shard 1/5 (no games of 2) in 0.0 s (0 games/s, 1 worker)");
    expect(await stdout("report", "merge", ...files, "--json")).toBe(json);
  });

  it("refuses bad shard options with a clear message and exit code 2", async () => {
    const cases: [string[], string][] = [
      [["--shard", "3"], "error: --shard must be i/n, shard i of n counted from 1 (3/16), not '3'"],
      [
        ["--shard", "0/3"],
        "error: --shard 0/3: shards count from 1, so i must be from 1 to 3 (for a 0-based index, use --shard-index-from-env)",
      ],
      [
        ["--shard", "4/3"],
        "error: --shard 4/3: shards count from 1, so i must be from 1 to 3 (for a 0-based index, use --shard-index-from-env)",
      ],
      [["--shard", "1/0"], "error: --shard 1/0: the number of shards must be from 1 to 100000"],
      [
        ["--shard", "1/3", "--shards", "3"],
        "error: give either --shard i/n or --shards n with --shard-index-from-env, not both",
      ],
      [
        ["--shards", "3"],
        "error: --shards n needs --shard-index-from-env VAR, the variable holding the shard's index",
      ],
      [
        ["--shard-index-from-env", "JOB_COMPLETION_INDEX"],
        "error: --shard-index-from-env needs --shards n, the number of shards",
      ],
      [
        ["--shard", "1/3", "--json"],
        "error: --json prints a report; a shard writes its part (JSON), and 'vellum report merge' prints the report of the parts",
      ],
    ];
    for (const [extra, message] of cases) {
      err.length = 0;
      expect(await run("simulate", SAMPLE, ...RUN, ...extra)).toBe(2);
      expect(err.at(-1)).toBe(message);
    }
  });

  it(
    "refuses parts of another run, games held twice and files that are not parts; says what is missing",
    { timeout: 120_000 },
    async () => {
      const files = await writeShards(3);
      expect(await run("simulate", SAMPLE, ...RUN_CAPPED, "--seed", "10", "--shard", "2/3")).toBe(
        0,
      );
      await writeFile(path.join(dir, "other.json"), out.pop()!);
      await writeFile(path.join(dir, "broken.json"), "{ not json");
      await writeFile(
        path.join(dir, "report.json"),
        await stdout("simulate", SAMPLE, "--games", "2", "--json"),
      );
      const cases: [string[], string][] = [
        [
          ["part-1.json", "other.json", "part-3.json"],
          "error: other.json is not part of the same run as part-1.json: its seed is 10, not 9",
        ],
        [
          [...files, "part-2.json"],
          "error: part-2.json and part-2.json both hold games 15–29: a shard given twice, or parts of two splits of the run",
        ],
        [
          ["part-1.json", "part-3.json"],
          "error: the parts hold 30 of the run's 45 games; games 15–29 (counted from 0) are missing (shard 2/3): play it and merge again",
        ],
        [["part-1.json", "broken.json"], "error: broken.json is not JSON: "],
        [
          ["report.json"],
          "error: report.json is a report (vellum simulate --json), not a shard part: a shard's part is written by vellum simulate <set> … --shard i/n --out part-i.json",
        ],
        [["nope.json"], "error: cannot read nope.json: "],
      ];
      for (const [parts, message] of cases) {
        err.length = 0;
        expect(await run("report", "merge", ...parts)).toBe(1);
        expect(err.at(-1)!.startsWith(message)).toBe(true);
      }
      const tampered = JSON.parse(await readFile(path.join(dir, "part-1.json"), "utf8"));
      tampered.tally.seatWins[0] = -1;
      await writeFile(path.join(dir, "tampered.json"), JSON.stringify(tampered));
      expect(await run("report", "merge", "tampered.json", "part-2.json", "part-3.json")).toBe(1);
      expect(err.at(-1)).toBe(
        "error: tampered.json is not a valid shard part: tally.seatWins[0] is -1; it must be a whole number of at least 0",
      );
      err.length = 0;
      expect(await run("report", "merge")).toBe(2);
      expect(err[0]).toMatch(/^vellum report merge <part\.json>\.\.\./);
      expect(await run("report", "split", "part-1.json")).toBe(2);
    },
  );

  it("is in the help", async () => {
    expect(await run("help", "report")).toBe(0);
    expect(out[0]!.split("\n")[0]).toBe("vellum report merge <part.json>... [--json] [--out FILE]");
    out.length = 0;
    expect(await run("help")).toBe(0);
    expect(out.join("\n")).toMatch(/^ {2}report +merge <part\.json>\.\.\. \[--json\]/m);
  });
});
