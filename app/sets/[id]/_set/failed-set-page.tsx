/**
 * What a set page shows in place of its work when it cannot open its set (`SetPageFailure`):
 * its heading, then the sentence with the way back to the library, or the problems that stop
 * it. Renders on the server (no state).
 */
import Link from "next/link";
import type { SetPageFailure } from "./set-page-read";
import { UnsoundSet } from "./unsound-set";

/** See the file comment. */
export function FailedSetPage(props: { heading: string; failure: SetPageFailure }) {
  const { failure } = props;
  return (
    <div className="set-page-content">
      <h1>{props.heading}</h1>
      {failure.kind === "unsound" ? (
        <UnsoundSet setId={failure.setId} action={failure.action} blockers={failure.blockers} />
      ) : (
        <p className="notice" role="alert">
          {failure.message} <Link href="/">Back to your sets</Link>
        </p>
      )}
    </div>
  );
}
