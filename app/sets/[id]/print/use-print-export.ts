"use client";

/**
 * The export of the print page: POST the request, follow the streamed progress, download the
 * file at the end; cancel on demand or when the page goes away.
 * NOTE: I/O (fetch) and DOM (a temporary link starts the download).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { respond } from "@/app/_api/client";
import type { PrintRequestBody } from "./print-form-state";
import { exportRefusal, printRoute } from "./print-form-state";
import { followExportStream, progressStatus } from "./print-stream";

/** Where an export stands, for the status region, the progress bar and the download link. */
export interface PrintExport {
  active: boolean;
  /** 0…1 while running and after success; undefined before, after a failure or a cancel. */
  progress: number | undefined;
  status: string;
  error: string;
  /** Warnings of the export: what it could not print as asked (text cut off, art, marks). */
  warnings: string[];
  download: { href: string; file: string } | undefined;
  start(body: PrintRequestBody): Promise<void>;
  cancel(): void;
}

function startDownload(href: string, file: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = file;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Exports of set `setId`, one at a time. */
export function usePrintExport(setId: string): PrintExport {
  const running = useRef<AbortController | undefined>(undefined);
  const [active, setActive] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  const [warnings, setWarnings] = useState<string[]>([]);
  const [download, setDownload] = useState<PrintExport["download"]>();

  // Leaving the page cancels a running export (the server stops when the connection closes).
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (body: PrintRequestBody) => {
      if (running.current) return;
      const ctl = new AbortController();
      running.current = ctl;
      setError("");
      setWarnings([]);
      setDownload(undefined);
      setActive(true);
      setProgress(0);
      setStatus("Starting…");
      const fail = (message: string) => {
        setProgress(undefined);
        if (ctl.signal.aborted) setStatus("Export cancelled.");
        else {
          setStatus("Export failed.");
          setError(`Export failed: ${message}`);
        }
      };
      const started = await respond(printRoute(setId), {
        method: "POST",
        json: body,
        signal: ctl.signal,
      });
      const stream = started.ok ? started.value.body : null;
      if (!started.ok && !ctl.signal.aborted) {
        const refusal = exportRefusal(started.error);
        setProgress(undefined);
        setStatus(refusal.status);
        setError(refusal.error);
      } else if (!started.ok || !stream) {
        fail(started.ok ? "the server sent no progress" : "cancelled");
      } else {
        const finished = await followExportStream(
          stream.pipeThrough(new TextDecoderStream()),
          (event) => {
            if (event.kind === "warning") {
              setWarnings((w) => [...w, event.message]);
              return;
            }
            if (event.kind === "progress") setProgress(event.progress);
            setStatus(progressStatus(event));
          },
        );
        if (!finished.ok) {
          fail(finished.error.message);
        } else {
          const { job, file } = finished.value;
          setProgress(1);
          setStatus(`Done: ${file}`);
          const href = `${printRoute(setId)}?job=${encodeURIComponent(job)}`;
          setDownload({ href, file });
          startDownload(href, file);
        }
      }
      running.current = undefined;
      setActive(false);
    },
    [setId],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { active, progress, status, error, warnings, download, start, cancel };
}
