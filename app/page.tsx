import Link from "next/link";
import { CARD_TYPE_WORDS, CARD_TYPES } from "@/lib/model";
import type { SetSummary } from "@/lib/store";
import { getWorkspace } from "./_server/workspace";

export const dynamic = "force-dynamic";

function plural(n: number, [one, many]: [string, string]): string {
  return `${n} ${n === 1 ? one : many}`;
}

function Validity({ summary }: { summary: SetSummary }) {
  if (summary.errors > 0) {
    return <span className="badge bad">{plural(summary.errors, ["error", "errors"])}</span>;
  }
  if (summary.warnings > 0) {
    return <span className="badge warn">{plural(summary.warnings, ["warning", "warnings"])}</span>;
  }
  return <span className="badge ok">valid</span>;
}

function SetTile({ summary }: { summary: SetSummary }) {
  const shown = summary.diagnostics.slice(0, 5);
  const notes = summary.diagnostics.length - summary.errors - summary.warnings;
  const label =
    summary.errors + summary.warnings > 0
      ? `Show problems`
      : `Show ${plural(notes, ["note", "notes"])}`;
  return (
    <li className="set-card" data-set-id={summary.id}>
      <h2>{summary.name}</h2>
      <p className="set-meta">
        {summary.id}
        {summary.version ? ` · v${summary.version}` : ""} ·{" "}
        {plural(summary.totalCards, ["card", "cards"])} in the deck
      </p>
      <dl className="counts" aria-label="Cards by type">
        {CARD_TYPES.filter((t) => summary.cardCounts[t] > 0).map((t) => (
          <div key={t} style={{ display: "contents" }}>
            <dt>{CARD_TYPE_WORDS[t].many}</dt>
            <dd>{summary.cardCounts[t]}</dd>
          </div>
        ))}
      </dl>
      <p className="tile-actions">
        <Validity summary={summary} />
        {summary.errors === 0 && (
          <Link href={`/effects?set=${summary.id}`} aria-label={`Try effects for ${summary.name}`}>
            Try effects
          </Link>
        )}
        {summary.errors === 0 && (
          <Link href={`/sets/${summary.id}/print`} aria-label={`Print ${summary.name}`}>
            Print
          </Link>
        )}
      </p>
      {shown.length > 0 && (
        <details className="diagnostics">
          <summary>{label}</summary>
          <ul>
            {shown.map((d, i) => (
              <li key={i}>
                <code>
                  {d.range.start.line}:{d.range.start.column} {d.code}
                </code>{" "}
                {d.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The home page: every set in the workspace, with card counts and validity. */
export default async function HomePage() {
  let sets: SetSummary[] = [];
  let failure: string | undefined;
  try {
    sets = await (await getWorkspace()).list();
  } catch (e) {
    failure = e instanceof Error ? e.message : String(e);
  }
  return (
    <>
      <h1>Your sets</h1>
      <p className="lede">
        Every expansion in the workspace. Import a set with{" "}
        <code>npm run vellum -- import &lt;file&gt;</code>; the designer comes next.
      </p>
      {failure ? (
        <p className="notice" role="alert">
          The workspace could not be read: {failure}
        </p>
      ) : sets.length === 0 ? (
        <p className="empty">
          No sets yet. Import one with{" "}
          <code>npm run vellum -- import &lt;set.json|set.zip&gt;</code>.
        </p>
      ) : (
        <ul className="set-list" aria-label="Sets">
          {sets.map((s) => (
            <SetTile key={s.id} summary={s} />
          ))}
        </ul>
      )}
      <p style={{ marginTop: "2rem" }}>
        <Link href="/credits">Credits and licences</Link>
      </p>
    </>
  );
}
