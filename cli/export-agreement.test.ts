import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summariesSettled } from "../lib/store";
import type { PrintFormat } from "../lib/export";
import { PRINT_FORMATS, exportDefaults, readExportRequest } from "../lib/export";
import type * as RouteModule_ from "../app/api/sets/[id]/print/route";
import { parseCommandLine } from "./args";
import { SAMPLE, dir, err, run, useCliFolder } from "./cli-session.test-support";
import { readPrintArgs } from "./commands/print";
import { COMMANDS } from "./main";

/**
 * `vellum export --format pdf|png|tts` and `POST /api/sets/[id]/print` read their options with
 * the same defaults: what one leaves out, the other leaves out the same way, and the files match.
 */

const URL_ = "http://127.0.0.1/api/sets/saltmarrow/print";
const CTX = { params: Promise.resolve({ id: "saltmarrow" }) };

let serverWorkspace: string;
let route: typeof RouteModule_;

useCliFolder("vellum-agreement-");
beforeAll(async () => {
  serverWorkspace = await mkdtemp(path.join(os.tmpdir(), "vellum-agreement-server-"));
  process.env.VELLUM_WORKSPACE = serverWorkspace;
  route = await import("../app/api/sets/[id]/print/route");
});
afterAll(async () => {
  await summariesSettled(); // the seeded sets' summaries, written in the background
  await rm(serverWorkspace, { recursive: true, force: true });
});

/** What the CLI asks for with these words after `export <set>`. */
function cliRequest(...argv: string[]) {
  const parsed = parseCommandLine(["set", ...argv], COMMANDS.export!.options);
  if (!parsed.ok) throw new Error(parsed.error);
  const format = parsed.value.values.format as PrintFormat;
  return readPrintArgs(parsed.value, format);
}

/** The Host header a browser sends, which the API's request guard checks. */
const HOST = { host: "127.0.0.1:3000" };

/** The file the route makes for `body`, unzipped. */
async function routeZip(body: object): Promise<Record<string, Uint8Array>> {
  const res = await route.POST(
    new Request(URL_, { method: "POST", body: JSON.stringify(body), headers: HOST }),
    CTX,
  );
  const done = JSON.parse((await res.text()).trim().split("\n").at(-1)!) as { job: string };
  const file = await route.GET(new Request(`${URL_}?job=${done.job}`, { headers: HOST }), CTX);
  return unzipSync(new Uint8Array(await file.arrayBuffer()));
}

/** The file the CLI makes with these words, unzipped. */
async function cliZip(...argv: string[]): Promise<Record<string, Uint8Array>> {
  const code = await run("export", SAMPLE, ...argv, "--out", "out.zip");
  expect(code, err.join("\n")).toBe(0);
  return unzipSync(new Uint8Array(await readFile(path.join(dir, "out.zip"))));
}

const json = (bytes: Uint8Array | undefined) => JSON.parse(new TextDecoder().decode(bytes));

describe("the CLI and the print route agree", () => {
  it.each(PRINT_FORMATS.map((f) => f.id))(
    "%s: a bare request gets the format's defaults from both",
    (format) => {
      const cli = cliRequest("--format", format);
      const api = readExportRequest({ format });
      expect(cli).toEqual(api);
      expect(cli).toEqual({ ok: true, value: { format, options: exportDefaults(format) } });
    },
  );

  it("read the same flags and fields the same way", () => {
    expect(
      cliRequest(
        "--format=png",
        "--dpi",
        "150",
        "--bleed",
        "1.5",
        "--no-marks",
        "--landscape",
        "--offset=-0.5,1",
        "--family",
        "gannetts",
        "--copies",
      ),
    ).toEqual(
      readExportRequest({
        format: "png",
        dpi: 150,
        bleed: 1.5,
        marks: false,
        landscape: true,
        offset: { x: -0.5, y: 1 },
        cards: { kind: "family", family: "gannetts" },
        copies: true,
      }),
    );
  });

  it("make the same trimmed PNGs when no bleed is named", async () => {
    const cli = await cliZip("--format", "png", "--cards", "spring-tide", "--dpi", "36");
    const api = await routeZip({
      format: "png",
      dpi: 36,
      cards: { kind: "ids", ids: ["spring-tide"] },
    });
    expect(json(cli["manifest.json"])).toEqual(json(api["manifest.json"]));
    expect(json(cli["manifest.json"])).toMatchObject({ bleed: 0, medium: "film", dpi: 36 });
    expect(Buffer.from(cli["spring-tide.png"]!).equals(Buffer.from(api["spring-tide.png"]!))).toBe(
      true,
    );
  });

  it("make the same tabletop deck, each card once, when nothing is named", async () => {
    const cli = await cliZip("--format", "tts", "--cards", "lost-a-wager-to-a-heron");
    const api = await routeZip({
      format: "tts",
      cards: { kind: "ids", ids: ["lost-a-wager-to-a-heron"] },
    });
    expect(json(cli["deck.json"])).toEqual(json(api["deck.json"]));
    expect(json(cli["deck.json"]).ObjectStates[0].DeckIDs).toEqual([100]);
    expect(Buffer.from(cli["deck-1.png"]!).equals(Buffer.from(api["deck-1.png"]!))).toBe(true);
  });
});
