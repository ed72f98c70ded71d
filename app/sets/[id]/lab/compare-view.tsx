"use client";
/** Two kept reports side by side: what changed, with significant changes marked. */
import { memo } from "react";
import type { RateChange, RateSide, ReportComparison } from "@/lib/sim";
import { SIGNIFICANCE, changeVerdict } from "@/lib/sim/compare";
import { capitalised } from "@/lib/model";
import { fixed, pct, points } from "./lab-format";

/** One side of a change: its rate and sample, "not known" without one, "–" when absent. */
function sideText(s: RateSide | null): string {
  if (!s) return "–";
  return s.rate === null ? "not known (0)" : `${pct(s.rate)} (${s.games})`;
}

/** The verdict cell: significant changes stand out. */
function Verdict({ c }: { c: RateChange }) {
  const verdict = changeVerdict(c);
  return verdict === "significant" ? <strong>Significant</strong> : <>{verdict}</>;
}

function Row({ c }: { c: RateChange }) {
  const sig = c.test?.significant === true;
  return (
    <tr className={sig ? "sig" : undefined}>
      <th scope="row">{c.label}</th>
      <td className="num">{sideText(c.before)}</td>
      <td className="num">{sideText(c.after)}</td>
      <td className="num">{c.test ? points(c.test.diff) : "–"}</td>
      <td className="num">{c.test ? c.test.p.toFixed(3) : "–"}</td>
      <td>
        <Verdict c={c} />
      </td>
    </tr>
  );
}

/** The mean length before → after, each "not known" for a report without finished games. */
function lengthText(before: number | null, after: number | null): string {
  const one = (x: number | null) => (x === null ? "not known" : fixed(x));
  return `${one(before)} → ${one(after)}`;
}

/** The column heads every comparison table has: the rate before and after, and the change. */
function ChangeHeads() {
  return (
    <>
      <th scope="col" className="num">
        Before (n)
      </th>
      <th scope="col" className="num">
        After (n)
      </th>
      <th scope="col" className="num">
        Change
      </th>
    </>
  );
}

function RateTable({ title, rows }: { title: string; rows: readonly RateChange[] }) {
  return (
    <table className="lab-table lab-compare-table" aria-label={title}>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          <ChangeHeads />
          <th scope="col" className="num">
            p
          </th>
          <th scope="col">Verdict</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <Row key={r.key} c={r} />
        ))}
      </tbody>
    </table>
  );
}

/** The comparison of two reports (`before` → `after`). */
export const CompareView = memo(function CompareView(props: {
  c: ReportComparison;
  before: string;
  after: string;
  /** The set's word for family (the newer report's). */
  familyWord?: string;
}) {
  const { c } = props;
  const cards = [...c.cards].sort(
    (a, b) =>
      Number(b.winRateHeld.test?.significant ?? false) -
        Number(a.winRateHeld.test?.significant ?? false) ||
      Math.abs(b.winRateHeld.test?.diff ?? 0) - Math.abs(a.winRateHeld.test?.diff ?? 0),
  );
  return (
    <section className="lab-compare" aria-label="Comparison">
      <h2>Comparison</h2>
      <p className="lab-summary">
        {props.before} → {props.after}:{" "}
        <strong>
          {c.significant === 0
            ? "no change beyond chance"
            : `${c.significant} significant change${c.significant === 1 ? "" : "s"}`}
        </strong>{" "}
        (two-proportion test, p &lt; {SIGNIFICANCE}). Mean length{" "}
        {lengthText(c.length.turnsBefore, c.length.turnsAfter)} turns.
      </p>
      {(["before", "after"] as const).map(
        (which) =>
          c.unfinished[which] && (
            <p key={which} className="notice lab-unknown" role="note">
              <strong>
                {which === "before" ? "Before" : "After"} ({props[which]}): {c.unfinished[which]}
              </strong>{" "}
              Its win rates and game length are not known, so no change in them can be judged.
            </p>
          ),
      )}
      {!c.sameConfig && (
        <p className="notice" role="note">
          The runs differ in more than the set: {c.configChanges.join("; ")}.
        </p>
      )}
      <div className="lab-compare-grid">
        <RateTable title="Seat" rows={c.bySeat} />
        <RateTable title={capitalised(props.familyWord ?? "family")} rows={c.byFamily} />
        <RateTable title="Bot" rows={c.byBot} />
        <RateTable title="Stalled" rows={[c.stalled]} />
      </div>
      <h3>Cards: win rate when held</h3>
      <div className="lab-table-wrap">
        <table className="lab-table lab-compare-table" aria-label="Card changes">
          <thead>
            <tr>
              <th scope="col">Card</th>
              <ChangeHeads />
              <th scope="col" className="num">
                Impact before → after
              </th>
              <th scope="col" className="num">
                Plays/game before → after
              </th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {cards.map((x) => {
              const t = x.winRateHeld.test;
              const sig = t?.significant === true;
              return (
                <tr key={x.cardId} className={sig ? "sig" : undefined}>
                  <th scope="row">{x.name}</th>
                  <td className="num">{sideText(x.winRateHeld.before)}</td>
                  <td className="num">{sideText(x.winRateHeld.after)}</td>
                  <td className="num">{t ? points(t.diff) : "–"}</td>
                  <td className="num">
                    {points(x.impactBefore)} → {points(x.impactAfter)}
                  </td>
                  <td className="num">
                    {fixed(x.playsPerGameBefore, 2)} → {fixed(x.playsPerGameAfter, 2)}
                  </td>
                  <td>
                    {x.status === "added" ? (
                      "new card"
                    ) : x.status === "removed" ? (
                      "removed"
                    ) : (
                      <Verdict c={x.winRateHeld} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
});
