/**
 * The linked sheet's side of the API (issue 25): its refusals as HTTP answers, and the watch of a
 * linked file as Server-Sent Events. Editors save by writing a new file and renaming it over the
 * old one, so the set's folder is watched (a watch of the file itself would end at the first
 * save) and its events filtered to the file's name; a burst of events is one check after a pause,
 * and a check sends `event: changed` only when the bytes' fingerprint differs from the last one
 * sent (a save of the same content, or a touch, is no change).
 * NOTE: server only (fs.watch, timers).
 */
import { watch } from "node:fs";
import type { FSWatcher } from "node:fs";
import type { SheetChangedEvent } from "@/app/_api/contracts";
import { readSheetFile, sheetFingerprint } from "@/lib/store";
import type { SheetError, SheetErrorCode, Workspace } from "@/lib/store";
import type { Result } from "@/lib/model";
import { badRequest } from "./http";
import { JobFailure } from "./worker-jobs";

const SHEET_STATUS: Record<SheetErrorCode, number> = {
  "sheet/bad-link": 400,
  "sheet/not-found": 404,
  "sheet/unreachable": 502,
  "sheet/not-csv": 415,
  "sheet/too-large": 413,
  "sheet/unreadable": 422,
  "sheet/read-only": 400,
  "sheet/changed": 409,
};

/** A linked sheet's refusal as its answer (contracts.ts names each code's status). */
export function sheetFailure(error: SheetError): Response {
  const res = badRequest(error.code, error.message, SHEET_STATUS[error.code]);
  if (!error.diagnostics?.length) return res;
  return Response.json(
    { error: error.code, message: error.message, diagnostics: error.diagnostics },
    { status: SHEET_STATUS[error.code] },
  );
}

/**
 * A sheet operation's answer: `answer` of its value, its refusal, or — when its worker thread
 * failed under it (jobFailure's words: what failed, try again) — a 500 that says so.
 */
export async function sheetAnswer<T>(
  run: () => Promise<Result<T, SheetError>>,
  answer: (value: T) => Response,
): Promise<Response> {
  let result: Result<T, SheetError>;
  try {
    result = await run();
  } catch (e) {
    if (!(e instanceof JobFailure)) throw e;
    return badRequest("sheet/failed", e.message, 500);
  }
  return result.ok ? answer(result.value) : sheetFailure(result.error);
}

/** Timings of the watch (tests shorten them). */
export interface SheetWatchTimings {
  /** The pause after the last event of a burst before the file is read. */
  settleMs: number;
  /** How often a comment line keeps the connection (and proxies) awake. */
  pingMs: number;
}

export const SHEET_WATCH_TIMINGS: SheetWatchTimings = { settleMs: 150, pingMs: 25_000 };

/**
 * The event stream of linked file `file` of set `id` in `folder` (lib/store `sheetWatchFolder`
 * checked them): `since` is the
 * fingerprint the page has, the file's current one when not given. Ends when `signal` aborts
 * (the page went away) or the set's folder goes; never throws for a missing file.
 */
export function sheetEventStream(
  ws: Workspace,
  id: string,
  file: string,
  folder: string,
  signal: AbortSignal,
  since?: string,
  timings: SheetWatchTimings = SHEET_WATCH_TIMINGS,
): Response {
  const encoder = new TextEncoder();
  let watcher: FSWatcher | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let last = since;
  let checking = Promise.resolve();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const stop = () => {
        if (closed) return;
        closed = true;
        clearTimeout(settle);
        clearInterval(ping);
        watcher?.close();
        signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed by the reader going away
        }
      };
      const fingerprint = async (): Promise<string | undefined> => {
        const read = await readSheetFile(ws, id, file).catch(() => undefined);
        return read?.ok && read.value ? sheetFingerprint(read.value) : undefined;
      };
      const check = () => {
        checking = checking.then(async () => {
          const now = await fingerprint();
          if (closed || now === undefined || now === last) return;
          last = now;
          const event: SheetChangedEvent = { file, fingerprint: now };
          send(`event: changed\ndata: ${JSON.stringify(event)}\n\n`);
        });
      };
      signal.addEventListener("abort", stop);
      if (signal.aborted) return stop();
      send(`retry: 5000\n: watching ${file}\n\n`);
      try {
        watcher = watch(folder, { persistent: false });
      } catch {
        // The set's folder is gone (removed since the request was checked): nothing to watch.
        send(": the set's folder is gone\n\n");
        return stop();
      }
      watcher.on("change", (_event, name) => {
        if (name !== null && String(name) !== file) return;
        clearTimeout(settle);
        settle = setTimeout(check, timings.settleMs);
      });
      // The folder removed or renamed under the watch: the stream ends, the page may reconnect.
      watcher.on("error", stop);
      ping = setInterval(() => send(": ping\n\n"), timings.pingMs);
      if (last === undefined) {
        checking = fingerprint().then((now) => {
          last ??= now;
        });
      } else check();
    },
    cancel() {
      closed = true;
      clearTimeout(settle);
      clearInterval(ping);
      watcher?.close();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
