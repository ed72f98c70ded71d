import type { RequestFailure } from "@/app/_api/client";
import { request } from "@/app/_api/client";
import { describe, expect, it } from "vitest";
import { OPTION_FIELDS, exportDefaults, readExportRequest } from "@/lib/export";
import { parseCommandLine } from "@/cli/args";
import { printRequestOfArgs } from "@/cli/commands/print";
import { EXPORT_OPTIONS } from "@/cli/commands/workspace";
import {
  effectiveBleed,
  effectiveMedium,
  initialPrintForm,
  previewUrl,
  printRequestBody,
  exportRefusal,
  responseProblems,
  selectionProblem,
} from "./print-form-state";

const form = (patch: Partial<ReturnType<typeof initialPrintForm>> = {}) => ({
  ...initialPrintForm(["story", "character"], ["gannetts"]),
  ...patch,
});

/** The fields of the export options that `vellum export <set> …argv` names. */
function cliFields(...argv: string[]): string[] {
  const parsed = parseCommandLine(["set", ...argv], EXPORT_OPTIONS);
  if (!parsed.ok) throw new Error(parsed.error);
  const raw = printRequestOfArgs(parsed.value, "pdf");
  if (!raw.ok) throw new Error(raw.error);
  return Object.keys(raw.value).sort();
}

describe("print form state → request", () => {
  it("opens on lib/export's defaults and sends every option the server reads", () => {
    expect(printRequestBody(form())).toEqual({
      format: "pdf",
      cards: { kind: "all" },
      medium: "film",
      paper: "a4",
      landscape: false,
      dpi: 300,
      bleed: 3,
      gap: 1,
      margin: 5,
      marks: true,
      guides: false,
      labels: true,
      underlay: false,
      offset: { x: 0, y: 0 },
      calibration: false,
      copies: false,
    });
    const parsed = readExportRequest(printRequestBody(form()));
    expect(parsed.ok && parsed.value).toEqual({ format: "pdf", options: exportDefaults("pdf") });
  });

  it("sends the language chosen, and none (the set's main language) until one is", () => {
    expect(form().language).toBeUndefined();
    expect(printRequestBody(form())).not.toHaveProperty("language");
    const body = printRequestBody(form({ language: "it" }));
    expect(body.language).toBe("it");
    const parsed = readExportRequest(body);
    expect(parsed.ok && parsed.value.options.language).toBe("it");
    // The preview is asked for in the same language.
    const url = previewUrl("s", body);
    expect(JSON.parse(new URL(url, "http://x").searchParams.get("request")!)).toMatchObject({
      language: "it",
    });
  });

  it("offers every option of the export schema, and so every field the CLI's flags set", () => {
    const everything = printRequestBody(
      form({ which: "type", type: "story", duplex: "long", language: "it" }),
    );
    const sent = Object.keys(everything).sort();
    expect(sent).toEqual(["format", ...OPTION_FIELDS].sort());
    const cli = cliFields(
      ...["--format", "pdf", "--paper", "letter", "--landscape", "--dpi", "150", "--bleed", "2"],
      ...["--gap", "0", "--margin", "6", "--no-marks", "--no-labels", "--guides"],
      ...["--medium", "film", "--underlay", "--duplex", "short", "--offset", "1,2"],
      ...["--calibration", "--copies", "--type", "story", "--language", "it"],
    );
    expect(cli).toEqual(sent);
  });

  it("sends gap, margin, footer labels and calibration as set", () => {
    const body = printRequestBody(
      form({ gap: 0, margin: 4, labels: false, calibration: true, duplex: "short", offsetX: 0.5 }),
    );
    expect(body).toMatchObject({
      gap: 0,
      margin: 4,
      labels: false,
      calibration: true,
      duplex: "short",
      offset: { x: 0.5, y: 0 },
    });
    const parsed = readExportRequest(body);
    expect(parsed.ok && parsed.value.options).toMatchObject({
      gap: 0,
      margin: 4,
      labels: false,
      calibration: true,
      duplex: "short",
    });
  });

  it("names the chosen cards", () => {
    expect(printRequestBody(form({ which: "type", type: "character" })).cards).toEqual({
      kind: "type",
      type: "character",
    });
    expect(printRequestBody(form({ which: "family" })).cards).toEqual({
      kind: "family",
      family: "gannetts",
    });
    expect(printRequestBody(form({ which: "ids", ids: ["a", "b"] })).cards).toEqual({
      kind: "ids",
      ids: ["a", "b"],
    });
  });

  it("defaults a tabletop deck to paper, as the CLI does, until the user picks a medium", () => {
    expect(effectiveMedium(form({ format: "pdf" }))).toBe("film");
    expect(effectiveMedium(form({ format: "png" }))).toBe("film");
    expect(effectiveMedium(form({ format: "tts" }))).toBe("paper");
    expect(printRequestBody(form({ format: "tts", underlay: true }))).toMatchObject({
      medium: "paper",
      underlay: false,
    });
    expect(effectiveMedium(form({ format: "tts", medium: "film" }))).toBe("film");
    expect(effectiveMedium(form({ format: "png", medium: "paper" }))).toBe("paper");
    // The route applies the same rule to a request that names no medium.
    const bare = readExportRequest({ format: "tts" });
    expect(bare.ok && bare.value.options.medium).toBe("paper");
    const pdf = readExportRequest({ format: "pdf" });
    expect(pdf.ok && pdf.value.options.medium).toBe("film");
  });

  it("trims PNGs, as the CLI does, until the user picks a bleed; sheets keep theirs", () => {
    expect(effectiveBleed(form())).toBe(3);
    expect(printRequestBody(form({ format: "png" })).bleed).toBe(0);
    expect(printRequestBody(form({ format: "tts" })).bleed).toBe(3);
    expect(printRequestBody(form({ format: "png", bleed: 1.5 })).bleed).toBe(1.5);
    // A bleed the user chose sticks when the format changes.
    expect(printRequestBody(form({ format: "pdf", bleed: 1.5 })).bleed).toBe(1.5);
    expect(printRequestBody(form({ format: "png", bleed: 3 })).bleed).toBe(3);
    const png = readExportRequest({ format: "png" });
    expect(png.ok && png.value.options.bleed).toBe(0);
  });

  it("sends an emptied number field as null, which the server refuses by name", () => {
    const body = JSON.parse(JSON.stringify(printRequestBody(form({ dpi: NaN }))));
    expect(body.dpi).toBeNull();
    const parsed = readExportRequest(body);
    expect(parsed.ok ? [] : parsed.error.map((d) => d.message)).toEqual([
      "'dpi' must be a whole number from 36 to 1200; got null",
    ]);
  });

  it("builds the preview URL from the request", () => {
    const url = previewUrl("salt marrow", printRequestBody(form()));
    expect(url.startsWith("/api/sets/salt%20marrow/print?preview=1&request=")).toBe(true);
    const request = new URL(url, "http://x").searchParams.get("request")!;
    expect(JSON.parse(request)).toEqual(printRequestBody(form()));
  });
});

describe("selectionProblem", () => {
  it("says why nothing can be printed when the selection is empty", () => {
    expect(selectionProblem(form())).toBeUndefined();
    expect(selectionProblem(form({ which: "ids", ids: [] }))).toBe(
      "No cards selected: pick at least one card in the list to preview or export.",
    );
    expect(selectionProblem(form({ which: "ids", ids: ["a"] }))).toBeUndefined();
    expect(selectionProblem(form({ which: "type", type: "" }))).toBe(
      "No card type to choose: this set has no cards yet.",
    );
    expect(selectionProblem(form({ which: "family", family: "" }))).toBe(
      "No family to choose: this set has no families; choose the cards another way.",
    );
    expect(selectionProblem(form({ which: "family", family: "" }), "party")).toBe(
      "No party to choose: this set has no parties; choose the cards another way.",
    );
  });
});

/** The failure the API client makes of an answer of `status` with `body`. */
async function failureOf(body: unknown, status: number): Promise<RequestFailure> {
  const text = body === undefined ? "" : JSON.stringify(body);
  const answer = await request("/api/x", { fetcher: async () => new Response(text, { status }) });
  if (answer.ok) throw new Error("expected a failure");
  return answer.error;
}

describe("responseProblems", () => {
  it("shows each diagnostic's message, once", async () => {
    expect(
      responseProblems(
        await failureOf(
          {
            error: "print/bad-dpi",
            message: "joined",
            diagnostics: [
              {
                code: "print/bad-dpi",
                message: "dpi must be a whole number from 36 to 1200, not 5",
              },
              {
                code: "print/bad-offset",
                message: "offset must be a number from -20 to 20, not 30",
              },
              {
                code: "print/bad-offset",
                message: "offset must be a number from -20 to 20, not 30",
              },
            ],
          },
          400,
        ),
      ),
    ).toEqual([
      "dpi must be a whole number from 36 to 1200, not 5",
      "offset must be a number from -20 to 20, not 30",
    ]);
  });

  it("falls back to the message, then to the status", async () => {
    expect(
      responseProblems(await failureOf({ message: "request must be JSON", diagnostics: [] }, 400)),
    ).toEqual(["request must be JSON"]);
    expect(responseProblems(await failureOf(undefined, 502))).toEqual([
      "the server answered 502 without saying why",
    ]);
  });
});

describe("exportRefusal", () => {
  it("says a full export queue did not start the export, and when to try again", async () => {
    const message =
      "the export queue is full (8 exports running or waiting); try again in a moment";
    expect(exportRefusal(await failureOf({ error: "print/queue-full", message }, 503))).toEqual({
      status: "The export queue is full.",
      error: `Export not started: ${message}`,
    });
    expect(exportRefusal(await failureOf(undefined, 502))).toEqual({
      status: "Export failed.",
      error: "Export failed: the server answered 502 without saying why",
    });
  });
});
