import Link from "next/link";
import type { Blocker } from "./sound-set";
import { problemCount } from "./sound-set";

/** How many problems the notice lists before pointing at the problems panel for the rest. */
const SHOWN = 12;

/**
 * The notice a page that needs a sound set shows instead of its work while the set has errors:
 * how many problems stop it, each with a link to the place where it is fixed, and a reminder
 * that the set itself is saved. Renders on the server or in the page alike (no state).
 */
export function UnsoundSet(props: {
  setId: string;
  /** What is stopped, as a gerund phrase: "playing it", "running the lab", "printing it". */
  action: string;
  blockers: Blocker[];
}) {
  const { setId, action, blockers } = props;
  const more = blockers.length - SHOWN;
  return (
    <section className="notice unsound-set" role="alert" aria-labelledby="unsound-set-title">
      <h2 id="unsound-set-title" className="unsound-set-title">
        {problemCount(blockers.length)} {blockers.length === 1 ? "stops" : "stop"} {action}
      </h2>
      <p className="unsound-set-lede">
        Your work is saved; fix {blockers.length === 1 ? "this problem" : "these problems"} and come
        back.
      </p>
      <ul className="unsound-set-list">
        {blockers.slice(0, SHOWN).map((b, i) => (
          <li key={i}>
            <Link href={b.href}>{b.where}</Link>
            <span className="unsound-set-message">{b.message}</span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p>
          And {problemCount(more)} more:{" "}
          <Link href={`/sets/${encodeURIComponent(setId)}`}>
            see them all in the designer&apos;s problems panel
          </Link>
          .
        </p>
      )}
    </section>
  );
}
