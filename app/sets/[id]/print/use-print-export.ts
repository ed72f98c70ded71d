"use client";

/**
 * The export of the print page: POST the request, follow the streamed progress, download the
 * file at the end; cancel on demand or when the page goes away.
 * NOTE: I/O (fetch) and DOM (a temporary link starts the download).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { PrintRequestBody } from "./print-form-state";
import { printRoute, responseProblems } from "./print-form-state";
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
      try {
        const res = await fetch(printRoute(setId), {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: ctl.signal,
        });
        if (!res.ok || !res.body) {
          const answer: unknown = await res.json().catch(() => undefined);
          throw new Error(responseProblems(answer, res.status).join("; "));
        }
        const finished = await followExportStream(
          res.body.pipeThrough(new TextDecoderStream()),
          (event) => {
            if (event.kind === "warning") {
              setWarnings((w) => [...w, event.message]);
              return;
            }
            if (event.kind === "progress") setProgress(event.progress);
            setStatus(progressStatus(event));
          },
        );
        setProgress(1);
        setStatus(`Done: ${finished.file}`);
        const href = `${printRoute(setId)}?job=${encodeURIComponent(finished.job)}`;
        setDownload({ href, file: finished.file });
        startDownload(href, finished.file);
      } catch (e) {
        setProgress(undefined);
        if ((e as Error).name === "AbortError") setStatus("Export cancelled.");
        else {
          setStatus("Export failed.");
          setError(`Export failed: ${(e as Error).message}`);
        }
      } finally {
        running.current = undefined;
        setActive(false);
      }
    },
    [setId],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { active, progress, status, error, warnings, download, start, cancel };
}
