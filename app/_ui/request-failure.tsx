"use client";

/**
 * The one way a page shows a failed request: the failure's message (the server's diagnostic, or
 * why no answer came), after a lead that says what failed, as an alert (role="alert": a screen
 * reader reads it out when it appears).
 */
import type { ReactNode } from "react";
import type { RequestFailure } from "@/app/_api/client";
import type { Diagnostic } from "@/lib/model";

/** What failed: a request's failure, a diagnostic, or a message already in words. */
export type FailureShown = RequestFailure | Diagnostic | string;

/** The words of a failure. */
function messageOfFailure(failure: FailureShown): string {
  if (typeof failure === "string") return failure;
  return "diagnostic" in failure ? failure.diagnostic.message : failure.message;
}

/**
 * A failed request as an alert: `lead` says what could not be done ("The history cannot be
 * read:"), then the failure's message. `compact`: a line of red text inside a dialog or a pane,
 * not a boxed notice.
 */
export function RequestFailureNote(props: {
  failure: FailureShown;
  lead?: ReactNode;
  compact?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  const classes = ["request-failure", props.compact ? "compact" : "", props.className ?? ""];
  return (
    <p
      role="alert"
      className={classes.filter(Boolean).join(" ")}
      data-testid={props["data-testid"]}
    >
      {props.lead}
      {props.lead ? " " : ""}
      {messageOfFailure(props.failure)}
    </p>
  );
}
