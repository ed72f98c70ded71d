"use client";

/**
 * One set in the library: its name (a link to its workspace), counts, validity and problems,
 * and its actions, each named after the set ("Rename Saltmarrow", "Export Saltmarrow as zip").
 */
import Link from "next/link";
import { CARD_TYPE_WORDS, CARD_TYPES, languageLabel, plural } from "@/lib/model";
import type { SetSummary } from "@/lib/store";
import { ActionMenu, Button, buttonClass, ChevronDownIcon, MenuItem } from "@/app/_ui";
import { exportHref } from "./library-model";

function Validity({ summary }: { summary: SetSummary }) {
  if (summary.checking) {
    return (
      <span className="badge checking" title="Vellum is checking this set's cards and texts">
        Checking…
      </span>
    );
  }
  if (summary.errors > 0) {
    return <span className="badge bad">{plural(summary.errors, "error")}</span>;
  }
  if (summary.warnings > 0) {
    return <span className="badge warn">{plural(summary.warnings, "warning")}</span>;
  }
  return <span className="badge ok">valid</span>;
}

/** What a tile can ask the library to do. */
export interface TileActions {
  rename(set: SetSummary): void;
  duplicate(set: SetSummary): void;
  remove(set: SetSummary): void;
  /** Downloads the set's zip once the server says an import could restore it. */
  exportZip(set: SetSummary, href: string): void;
}

const EXPORTS = [
  ["zip", "Zip"],
  ["json", "JSON"],
  ["csv", "CSV"],
] as const;

/**
 * The cards' CSV in one of the set's languages (`vellum export --format csv --language`): the
 * main texts only, or with one translation's columns. Only for a set with translations.
 */
function CsvLanguageMenu({ summary }: { summary: SetSummary }) {
  const [main, ...others] = summary.languages;
  if (main === undefined || others.length === 0) return null;
  return (
    <ActionMenu
      label={`Export ${summary.name} as csv in one language`}
      icon={<ChevronDownIcon />}
      size="small"
    >
      {summary.languages.map((tag) => (
        <MenuItem
          key={tag}
          id={tag}
          href={exportHref(summary.id, "csv", tag)}
          download
          textValue={languageLabel(tag)}
        >
          {languageLabel(tag)}
          <small className="set-card-csv-detail">
            {tag === main ? "main texts only" : "main texts and this translation"}
          </small>
        </MenuItem>
      ))}
    </ActionMenu>
  );
}

/** A set's tile. `busy` disables its actions while one of them runs. */
export function SetTile(props: { summary: SetSummary; actions: TileActions; busy: boolean }) {
  const { summary, actions, busy } = props;
  const shown = summary.diagnostics.slice(0, 5);
  const notes = summary.diagnostics.length - summary.errors - summary.warnings;
  const label =
    summary.errors + summary.warnings > 0 ? `Show problems` : `Show ${plural(notes, "note")}`;
  const name = summary.name;
  return (
    <li className="set-card" data-set-id={summary.id}>
      <h2>
        <Link href={`/sets/${summary.id}`} className="set-card-link">
          {name}
        </Link>
      </h2>
      <p className="set-meta">
        {summary.id}
        {summary.version ? ` · v${summary.version}` : ""} ·{" "}
        {summary.checking
          ? "counting and checking its cards…"
          : `${plural(summary.totalCards, "card")} in the deck`}
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
        <Link href={`/sets/${summary.id}`} aria-label={`Open ${name}`}>
          Open
        </Link>
        {summary.valid && (
          <Link href={`/effects?set=${summary.id}`} aria-label={`Try effects for ${name}`}>
            Try effects
          </Link>
        )}
        {summary.valid && (
          <Link href={`/sets/${summary.id}/print`} aria-label={`Print ${name}`}>
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
      <div className="set-card-tools">
        <div className="set-card-buttons">
          <Button
            size="small"
            variant="quiet"
            aria-label={`Rename ${name}`}
            isDisabled={busy}
            onPress={() => actions.rename(summary)}
          >
            Rename
          </Button>
          <Button
            size="small"
            variant="quiet"
            aria-label={`Duplicate ${name}`}
            isDisabled={busy || summary.errors > 0}
            onPress={() => actions.duplicate(summary)}
          >
            Duplicate
          </Button>
          <Button
            size="small"
            variant="quiet"
            className="set-card-delete"
            aria-label={`Delete ${name}`}
            isDisabled={busy}
            onPress={() => actions.remove(summary)}
          >
            Delete
          </Button>
        </div>
        <div className="set-card-exports" role="group" aria-label={`Export ${name}`}>
          <span className="set-card-exports-label" aria-hidden="true">
            Export
          </span>
          {EXPORTS.map(([format, text]) => (
            <a
              key={format}
              href={exportHref(summary.id, format)}
              download
              className={buttonClass("quiet", "small")}
              aria-label={`Export ${name} as ${format}`}
              onClick={
                format === "zip"
                  ? (event) => {
                      // The size is checked first: a refusal shows here, not as a broken file.
                      event.preventDefault();
                      if (!busy) actions.exportZip(summary, event.currentTarget.href);
                    }
                  : undefined
              }
            >
              {text}
            </a>
          ))}
          <CsvLanguageMenu summary={summary} />
        </div>
      </div>
    </li>
  );
}
