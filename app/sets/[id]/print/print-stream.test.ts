import { describe, expect, it } from "vitest";
import {
  CANCELLED_CODE,
  STREAM_CUT,
  STREAM_CUT_CODE,
  followExportStream,
  progressStatus,
  readLine,
  splitLines,
} from "./print-stream";

/**
 * A stream that delivers `chunks` as they are (lines may be split anywhere), then closes, or
 * stays open like a server still working; `onCancel` hears the reader giving up.
 */
function streamOf(
  chunks: string[],
  { open = false, onCancel = () => {} } = {},
): ReadableStream<string> {
  return new ReadableStream<string>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      if (!open) controller.close();
    },
    cancel: onCancel,
  });
}

describe("export progress stream", () => {
  it("reports progress and resolves with the done line, across split chunks", async () => {
    const seen: string[] = [];
    const finished = await followExportStream(
      streamOf([
        '{"progress":0,"page":0,"of":0}\n{"progress":0.5,',
        '"page":1,"of":2}\n',
        '{"progress":1,"page":2,"of":2}\n{"done":true,"job":"j1","file":"s-print.pdf","bytes":9}\n',
      ]),
      (e) => {
        if (e.kind === "progress") seen.push(`${e.progress} ${progressStatus(e)}`);
      },
    );
    expect(finished).toEqual({ ok: true, value: { job: "j1", file: "s-print.pdf" } });
    expect(seen).toEqual(["0 Preparing…", "0.5 Page 1 of 2", "1 Page 2 of 2"]);
  });

  it("says how many exports are ahead while it waits, and passes warnings on", async () => {
    const seen: string[] = [];
    await followExportStream(
      streamOf([
        '{"queued":true,"ahead":2}\n{"queued":true,"ahead":1}\n',
        '{"progress":0,"page":0,"of":0}\n',
        '{"warning":"render/text-overflow","message":"card \'x\' text: cut"}\n',
        '{"done":true,"job":"j1","file":"s-print.pdf"}\n',
      ]),
      (e) => seen.push(e.kind === "warning" ? `warning ${e.message}` : progressStatus(e)),
    );
    expect(seen).toEqual([
      "Waiting: 2 exports ahead of yours…",
      "Waiting: 1 export ahead of yours…",
      "Preparing…",
      "warning card 'x' text: cut",
    ]);
  });

  it("is an error when the stream ends without a done line", async () => {
    const seen: number[] = [];
    const run = await followExportStream(
      streamOf(['{"progress":0,"page":0,"of":0}\n{"progress":0.4,"page":2,"of":5}\n']),
      (e) => seen.push(e.kind === "progress" ? e.progress : -1),
    );
    expect(run).toMatchObject({ ok: false, error: { code: STREAM_CUT_CODE, message: STREAM_CUT } });
    expect(seen).toEqual([0, 0.4]);
    expect(await followExportStream(streamOf([]), () => {})).toMatchObject({
      ok: false,
      error: { code: STREAM_CUT_CODE },
    });
  });

  it("is cancelled, not failed, when the reading is aborted", async () => {
    const stream = new ReadableStream<string>({
      start(controller) {
        controller.error(new DOMException("The user aborted a request.", "AbortError"));
      },
    });
    expect(await followExportStream(stream, () => {})).toMatchObject({
      ok: false,
      error: { code: CANCELLED_CODE },
    });
  });

  it("answers the server's diagnostic on an error line and stops reading", async () => {
    let cancelled = false;
    const stream = streamOf(
      [
        '{"progress":0,"page":0,"of":0}\n{"error":"print/failed","message":"sharp ran out of memory"}\n',
      ],
      { open: true, onCancel: () => (cancelled = true) },
    );
    expect(await followExportStream(stream, () => {})).toMatchObject({
      ok: false,
      error: { code: "print/failed", message: "sharp ran out of memory", severity: "error" },
    });
    expect(cancelled).toBe(true);
  });

  it("accepts a done line without its final newline", async () => {
    await expect(
      followExportStream(streamOf(['{"done":true,"job":"j","file":"f.zip"}']), () => {}),
    ).resolves.toEqual({ ok: true, value: { job: "j", file: "f.zip" } });
  });
});

describe("stream lines", () => {
  it("splits complete lines from the unfinished rest, skipping blank ones", () => {
    expect(splitLines('{"a":1}\n\n{"b":2}\n{"c"')).toEqual({
      lines: ['{"a":1}', '{"b":2}'],
      rest: '{"c"',
    });
    expect(splitLines("")).toEqual({ lines: [], rest: "" });
  });

  it("reads each kind of line", () => {
    expect(readLine('{"progress":0.25,"page":1,"of":4}')).toEqual({
      kind: "progress",
      progress: 0.25,
      page: 1,
      of: 4,
    });
    expect(readLine('{"done":true,"job":"j","file":"f"}')).toEqual({
      kind: "done",
      job: "j",
      file: "f",
    });
    expect(readLine('{"error":"print/cancelled"}')).toEqual({
      kind: "error",
      code: "print/cancelled",
      message: "print/cancelled",
    });
    expect(readLine('{"done":true}')).toEqual({ kind: "other" });
    expect(readLine("<html>")).toEqual({
      kind: "error",
      code: "print/bad-line",
      message: "the server sent a line that is not JSON: <html>",
    });
  });
});
