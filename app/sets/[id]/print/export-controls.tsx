"use client";

/**
 * The export buttons and what they report: a labelled progress bar, a polite live status line,
 * the download link, the export's warnings and any failure. Export is disabled, with the reason beside it, when there
 * is nothing to export.
 */
import { useId } from "react";
import { Button, DownloadIcon, RequestFailureNote, buttonClass } from "@/app/_ui";
import type { PrintExport } from "./use-print-export";

/** Export and Cancel, the progress, the status region, the link and the error. */
export function ExportControls(props: { run: PrintExport; blocked: string | undefined }) {
  const { run, blocked } = props;
  const bar = useId();
  const reason = useId();
  return (
    <>
      <p className="print-actions">
        <Button
          type="submit"
          variant="primary"
          isDisabled={run.active || blocked !== undefined}
          aria-describedby={blocked ? reason : undefined}
        >
          <DownloadIcon />
          Export
        </Button>
        <Button isDisabled={!run.active} onPress={run.cancel}>
          Cancel
        </Button>
      </p>
      {blocked && (
        <p id={reason} className="print-blocked" data-testid="print-export-blocked">
          Nothing to export. {blocked}
        </p>
      )}
      {run.progress !== undefined && (
        <p className="print-progress">
          <label htmlFor={bar}>Export progress</label>{" "}
          <progress id={bar} max={1} value={run.progress} />{" "}
          <span data-testid="print-progress">{Math.round(run.progress * 100)}%</span>
        </p>
      )}
      {/* Always rendered, so screen readers hear each change of the status. */}
      <p role="status" aria-live="polite" className="print-status" data-testid="print-status">
        {run.status}
      </p>
      {run.download && (
        <p>
          <a
            href={run.download.href}
            download={run.download.file}
            className={buttonClass("secondary")}
          >
            Download {run.download.file}
          </a>
        </p>
      )}
      {run.warnings.length > 0 && (
        <ul className="notice" data-testid="print-export-warnings" aria-label="Export warnings">
          {run.warnings.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
      )}
      {run.error && (
        <RequestFailureNote
          className="notice"
          failure={run.error}
          data-testid="print-export-error"
        />
      )}
    </>
  );
}
