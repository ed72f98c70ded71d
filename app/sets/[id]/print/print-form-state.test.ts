import { describe, expect, it } from "vitest";
import { parsePrintRequest } from "../../../_server/print-request";
import { PRINT_DEFAULTS, defaultMedium } from "@/lib/export/print-options";
import {
  effectiveMedium,
  initialPrintForm,
  previewUrl,
  printRequestBody,
  responseProblems,
  selectionProblem,
} from "./print-form-state";

const form = (patch: Partial<ReturnType<typeof initialPrintForm>> = {}) => ({
  ...initialPrintForm(["story", "character"], ["gannetts"]),
  ...patch,
});

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
    const parsed = parsePrintRequest(printRequestBody(form()));
    expect(parsed.ok && parsed.value.options).toEqual({ ...PRINT_DEFAULTS });
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
    const parsed = parsePrintRequest(body);
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
    expect(defaultMedium("tts")).toBe("paper");
    expect(defaultMedium("pdf")).toBe("film");
    expect(defaultMedium("png")).toBe("film");
    expect(effectiveMedium(form({ format: "tts" }))).toBe("paper");
    expect(printRequestBody(form({ format: "tts", underlay: true }))).toMatchObject({
      medium: "paper",
      underlay: false,
    });
    expect(effectiveMedium(form({ format: "tts", medium: "film" }))).toBe("film");
    expect(effectiveMedium(form({ format: "png", medium: "paper" }))).toBe("paper");
    // The route applies the same rule to a request that names no medium.
    const bare = parsePrintRequest({ format: "tts" });
    expect(bare.ok && bare.value.options.medium).toBe("paper");
    const pdf = parsePrintRequest({ format: "pdf" });
    expect(pdf.ok && pdf.value.options.medium).toBe("film");
  });

  it("sends an emptied number field as null, which the server refuses by name", () => {
    const body = JSON.parse(JSON.stringify(printRequestBody(form({ dpi: NaN }))));
    expect(body.dpi).toBeNull();
    const parsed = parsePrintRequest(body);
    expect(parsed.ok ? [] : parsed.diagnostics.map((d) => d.message)).toEqual([
      "dpi must be a number",
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
  });
});

describe("responseProblems", () => {
  it("shows each diagnostic's message, once", () => {
    expect(
      responseProblems(
        {
          error: "print/bad-dpi",
          message: "joined",
          diagnostics: [
            { code: "print/bad-dpi", message: "dpi must be a whole number from 36 to 1200, not 5" },
            { code: "print/bad-offset", message: "offset must be a number from -20 to 20, not 30" },
            { code: "print/bad-offset", message: "offset must be a number from -20 to 20, not 30" },
          ],
        },
        400,
      ),
    ).toEqual([
      "dpi must be a whole number from 36 to 1200, not 5",
      "offset must be a number from -20 to 20, not 30",
    ]);
  });

  it("falls back to the message, then to the status", () => {
    expect(responseProblems({ message: "request must be JSON", diagnostics: [] }, 400)).toEqual([
      "request must be JSON",
    ]);
    expect(responseProblems(undefined, 502)).toEqual([
      "the server answered 502 without saying why",
    ]);
  });
});
