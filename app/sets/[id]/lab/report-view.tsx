"use client";
/** One balance report: summary, charts, the card-impact table and what never happened. */
import Link from "next/link";
import { memo } from "react";
import type { SimReport } from "@/lib/sim";
import { loopWords, noFinishedGames, seatLabel } from "@/lib/sim/readable";
import { cardHref } from "@/app/sets/[id]/_set/problem-place";
import { CardImpactTable } from "./card-impact-table";
import { LengthChart, RateChart } from "./charts";
import { fixed } from "./lab-format";

/** The report of a run, kept or just finished. */
export const ReportView = memo(function ReportView(props: {
  setId: string;
  report: SimReport;
  title: string;
}) {
  const { report: r, setId } = props;
  const g = r.games;
  const players = r.config.players;
  const unfinished = noFinishedGames(r);
  return (
    <section className="lab-report" aria-label={props.title}>
      <p className="lab-summary">
        {g.total} games of {players} players ({r.config.bots.join(", ")}), seeds {r.config.seeds[0]}
        –{r.config.seeds[1]}: {g.finished} finished
        {g.sharedWins > 0 ? ` (${g.sharedWins} shared wins)` : ""}, {g.stalled} stalled at the{" "}
        {r.config.turnCap}-turn cap
        {g.errored > 0 ? `, ${g.errored} stopped by an engine error` : ""}.
        {r.length.turns.count > 0 &&
          ` Games last ${fixed(r.length.turns.mean)} turns on average (median ${r.length.turns.median}).`}
      </p>
      {r.seating && <p className="lab-note">Seating: {r.seating.note}.</p>}
      {unfinished ? (
        <p className="notice lab-unknown" role="note">
          <strong>{unfinished}</strong> Win rates, game length and card impact count finished games
          only, so none of them is known from this run: see below what the games were stuck on, or
          run again with a higher turn cap.
        </p>
      ) : (
        <>
          <div className="lab-charts">
            <RateChart title="Win rate by seat" rows={r.winRate.bySeat} fair={1 / players} />
            <RateChart
              title={`Win rate by ${r.set.familyWord ?? "family"}`}
              rows={r.winRate.byFamily}
              fair={1 / players}
            />
            <RateChart title="Win rate by bot" rows={r.winRate.byBot} fair={1 / players} />
            <LengthChart turns={r.length.turns} />
          </div>
          <p className="lab-note">
            Bars show each win rate with its 95% interval (Wilson); the dashed line is a fair share
            (1 in {players}). Stalled games are left out; a row without games has no bar.
          </p>
        </>
      )}
      <h3>Card impact</h3>
      <p className="lab-note">
        Win rate of the seats that held a card (a story: that claimed it) against the others. Sort
        by any column; a card opens in the designer.
      </p>
      <CardImpactTable setId={setId} cards={r.cards} pointsWord={r.set.pointsWord} />
      <div className="lab-lists">
        <section aria-label="Cards never playable">
          <h3>Cards never playable</h3>
          {r.neverPlayable.length === 0 ? (
            <p>None: every card held was in some legal play.</p>
          ) : (
            <ul>
              {r.neverPlayable.map((c) => (
                <li key={c.cardId}>
                  <Link href={cardHref(setId, c.cardId)}>{c.name}</Link> ({c.type}
                  {c.type === "story" ? ", never claimable" : `, held by ${c.heldBy} seats`})
                  <Why text={c.reason} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Effects that never fired">
          <h3>Effects that never fired</h3>
          {r.effectsNeverFired.length === 0 ? (
            <p>None: every effect did something in some game.</p>
          ) : (
            <ul>
              {r.effectsNeverFired.map((e) => (
                <li key={`${e.cardId}-${e.category}`}>
                  <Link href={cardHref(setId, e.cardId)}>{e.name}</Link>, {e.category} (
                  {e.plays === 1 ? "1 play" : `${e.plays} plays`})
                  <Why text={e.reason} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Stalled games">
          <h3>Stalled games</h3>
          {!r.stalls || r.stalls.games === 0 ? (
            <p>None: every game ended by the rules.</p>
          ) : (
            <>
              <ul>
                {r.stalls.summary.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <ul className="lab-examples">
                {r.stalls.examples.map((e) => (
                  <li key={e.game}>
                    Game {e.game} (seed {e.seed}): draw pile {e.drawPile}, discard {e.discard},
                    hands {e.hands.join(" / ")}, last play {e.quietTurns} turns before the cap
                    {e.stuck.length > 0
                      ? `; stuck: ${e.stuck.map((x) => `${x.name} (${seatLabel(x.seat)})`).join(", ")}`
                      : ""}
                    {loopWords(e.loop)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        {r.errors.length > 0 && (
          <section aria-label="Engine errors">
            <h3>Engine errors</h3>
            <ul>
              {r.errors.map((v) => (
                <li key={`${v.game}-${v.action}`}>
                  Game {v.game} (seed {v.seed}), action {v.action}: {v.message}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
});

/**
 * The line under a card of "never playable" / "never fired": why, in the report's words (the
 * most frequent reasons with how often). A report kept before reasons were recorded says so.
 */
function Why(props: { text: string | undefined }) {
  return (
    <span className="lab-why">
      {props.text ? (
        <>
          <span className="lab-why-label">Why: </span>
          {props.text}
        </>
      ) : (
        "Why: not recorded in this report (kept by an older version); run it again to see."
      )}
    </span>
  );
}
