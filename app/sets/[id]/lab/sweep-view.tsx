"use client";
/**
 * The lab's sweep: pick a card, a field and values, run every variant on the same games as the
 * run form's (the lab's workers, or the server's cluster when it has one; one progress over the
 * whole sweep, Cancel), read the sweep
 * report (a row per variant, the seats and families, the chart) and "Apply" a row's value to
 * the card. The view only: the form's rules are sweep-state.ts, the work use-lab.ts.
 */
import { useDeferredValue, useMemo } from "react";
import type { VellumSet } from "@/lib/model";
import type { SweepLength, SweepReport, SweepRow } from "@/lib/sim/sweep-report";
import type { RateRow } from "@/lib/sim";
import { Button, Select, TextField } from "@/app/_ui";
import { ComboBox } from "@/app/_ui/combobox";
import { ShiftChart } from "./charts";
import type { ClusterOn } from "./cluster-button";
import { ClusterRunButton } from "./cluster-button";
import { fixed, pct, points } from "./lab-format";
import type { ShownSweep } from "./lab-state";
import { short } from "./lab-state";
import { RunProgress } from "./run-progress";
import type { SweepCheck, SweepPlace } from "./sweep-state";
import {
  balanceWords,
  cardChoices,
  checkSweep,
  defaultField,
  fieldWords,
  rowName,
  rowNow,
  rowValuesText,
  sweepFields,
} from "./sweep-state";
import type { LabController } from "./use-lab";

/**
 * The sweep's panel: its form, its progress and its report. `cluster`: the server's cluster
 * when on ("Run sweep on the cluster" beside Run sweep).
 */
export function SweepPanel(props: {
  lab: LabController;
  set: VellumSet;
  familyWord?: string;
  cluster?: ClusterOn | null;
}) {
  const { lab, set } = props;
  const { state, dispatch } = lab;
  const form = state.sweepForm;
  const busy = state.status !== "idle";
  const cards = useMemo(() => cardChoices(set), [set]);
  const fields = useMemo(() => sweepFields(set, form.cardId), [set, form.cardId]);
  // Every variant goes through the set's checks: a moment behind the typing, never on a key.
  const deferred = useDeferredValue(form);
  const check = useMemo(() => checkSweep(set, deferred), [set, deferred]);
  const refusal = (place: SweepPlace) =>
    !check.ok && !check.empty && check.place === place ? check.message : undefined;
  const message = state.message?.about === "sweep" ? state.message : null;
  return (
    <section className="lab-panel" aria-label="Sweep">
      <h2>Sweep</h2>
      <p className="lab-note">
        What if a card were different? Choose a card, one of its fields and the values to try: the
        current card and each value play the same games as a run (the players, bots, games, seed and
        turn cap above), so a difference between them is the change, not luck.
      </p>
      <div className="lab-form lab-sweep-form">
        <ComboBox
          label="Card"
          className="lab-sweep-card"
          placeholder="Type a card's name"
          value={form.cardId === "" ? null : form.cardId}
          options={cards}
          onChange={(cardId) =>
            dispatch({
              type: "sweep form",
              form: { cardId, field: defaultField(sweepFields(set, cardId)) },
            })
          }
          errorMessage={refusal("card")}
          isDisabled={busy}
        />
        <Select
          label="Field"
          placeholder={form.cardId === "" ? "Choose a card first" : "Choose a field"}
          value={form.field}
          options={fields.map((f) => ({ value: f.path, label: f.label }))}
          onChange={(field) => dispatch({ type: "sweep form", form: { field } })}
          errorMessage={refusal("field")}
          isDisabled={busy || fields.length === 0}
        />
        <TextField
          label="Values"
          className="lab-sweep-values"
          placeholder="-5, -10, -15"
          value={form.values}
          onChange={(values) => dispatch({ type: "sweep form", form: { values } })}
          description={
            refusal("values") === undefined
              ? "Whole numbers separated by commas; a point slot also takes blank or clear."
              : undefined
          }
          errorMessage={refusal("values")}
          isDisabled={busy}
        />
      </div>
      <div className="lab-actions">
        <Button
          variant="primary"
          onPress={() => void lab.startSweep()}
          isDisabled={busy || !check.ok}
          aria-describedby={check.ok ? undefined : "lab-sweep-why"}
        >
          Run sweep
        </Button>
        <ClusterRunButton
          status={props.cluster ?? null}
          label="Run sweep on the cluster"
          workers={false}
          onPress={() => void lab.startSweep("cluster")}
          isDisabled={busy || !check.ok}
          aria-describedby={check.ok ? undefined : "lab-sweep-why"}
        />
        {state.status === "sweeping" && (
          <Button variant="danger" onPress={lab.cancel}>
            Cancel sweep
          </Button>
        )}
        <SweepReadiness check={check} variants={check.ok ? check.plan.variants.length : 0} />
      </div>
      {state.status === "sweeping" && <RunProgress store={lab.progress} label="Sweeping" />}
      {message && (
        <p
          className={`notice lab-notice ${message.kind}`}
          role={message.kind === "failure" ? "alert" : "status"}
        >
          {message.text}
        </p>
      )}
      {state.sweep && (
        <SweepResults
          shown={state.sweep}
          revision={state.revision}
          set={set}
          familyWord={props.familyWord ?? "family"}
          onApply={lab.apply}
          canApply={!busy}
        />
      )}
    </section>
  );
}

/** The fields' labels, where a refusal is shown. */
const FIELD_NAMES: Record<SweepPlace, string> = { card: "Card", field: "Field", values: "Values" };

/** Beside the button: how many sets the sweep plays, or why it cannot run yet. */
function SweepReadiness({ check, variants }: { check: SweepCheck; variants: number }) {
  if (check.ok)
    return (
      <p className="lab-note lab-sweep-why">
        {variants + 1} sets: the current card and {variants} variant{variants === 1 ? "" : "s"}.
      </p>
    );
  return (
    <p id="lab-sweep-why" className="lab-note lab-sweep-why">
      {check.empty ? check.message : `Not yet: see the refusal under ${FIELD_NAMES[check.place]}.`}
    </p>
  );
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A figure with its 95% interval under it, smaller (read as one: "48.2%, 95% interval …"). */
function WithInterval(props: { value: string; interval: string | null }) {
  if (props.interval === null) return <>{props.value}</>;
  return (
    <>
      <span className="lab-figure-value">{props.value}</span>
      <span className="lab-interval">
        <span className="ui-sr-only">, 95% interval </span>
        {props.interval}
      </span>
    </>
  );
}

/** Mean and median turns, the mean's 95% interval under them: "28.7, 27" over "27.9–29.5". */
function TurnsCell(props: { turns: SweepLength }) {
  const { mean, median, meanCi95: ci } = props.turns;
  return (
    <WithInterval
      value={`${fixed(mean)}, ${fixed(median, 0)}`}
      interval={ci && `${fixed(ci[0])}–${fixed(ci[1])}`}
    />
  );
}

/** A rate and its interval: 48.2% over 44.0%–52.4%. */
function Rate(props: { rate: number | null; ci: [number, number] | null }) {
  if (props.rate === null) return <>–</>;
  const { ci } = props;
  return <WithInterval value={pct(props.rate)} interval={ci && `${pct(ci[0])}–${pct(ci[1])}`} />;
}

/** A difference and its interval: +3.1 pts over −1.2 to +7.4 pts. */
function Shift(props: { x: number | null; ci: [number, number] | null }) {
  if (props.x === null) return <>–</>;
  const { ci } = props;
  return (
    <WithInterval
      value={points(props.x)}
      interval={ci && `${points(ci[0]).replace(" pts", "")} to ${points(ci[1])}`}
    />
  );
}

/** Whether a row differs from the current card, in words. */
function difference(row: SweepRow): string {
  if (row.current) return "–";
  return row.significant.length > 0 ? `Yes: ${row.significant.join(", ")}` : "No: within chance";
}

/** The sweep report: the table of variants, the seats and families, the chart. */
function SweepResults(props: {
  shown: ShownSweep;
  revision: string;
  set: VellumSet;
  familyWord: string;
  onApply(row: number): void;
  canApply: boolean;
}) {
  const { report, revision } = props.shown;
  const axis = report.axes[0]!;
  const names = report.rows.map((_, i) => rowName(report, i));
  const now = rowNow(props.set, report);
  const field =
    report.axes.length === 1
      ? `${fieldWords(axis.path)} of ${axis.name}`
      : report.axes.map((a) => `${fieldWords(a.path)} of ${a.name}`).join("; ");
  const card = report.rows[0]!.cards[0];
  const balance = balanceWords(report, names, props.familyWord);
  return (
    <div className="lab-sweep-report">
      <h3>Sweep: {field}</h3>
      <p className="lab-note">
        {report.rows.length} sets of {report.config.games} games each, {report.config.players}{" "}
        players, the same seeds ({report.config.seeds[0]}–{report.config.seeds[1]}), in{" "}
        {props.shown.seconds.toFixed(1)} s. Significant: p &lt; 0.05 against the current card.
      </p>
      {revision !== props.revision && (
        <p className="notice lab-notice info" role="note">
          This sweep ran on revision {short(revision)}; the set has changed since (now{" "}
          {short(props.revision)}).
        </p>
      )}
      <p className="lab-sweep-balance">{balance}</p>
      <div className="lab-table-wrap">
        <table className="lab-table lab-sweep-table" aria-label="Sweep results">
          <thead>
            <tr>
              <th scope="col">{fieldWords(axis.path)}</th>
              <th scope="col" className="num">
                {card ? `${card.name}: win held` : "Win held"}
              </th>
              <th scope="col" className="num">
                Impact
              </th>
              <th scope="col" className="num">
                {capital(props.familyWord)} spread
              </th>
              <th scope="col" className="num">
                Turns (mean, median)
              </th>
              <th scope="col">Differs from current</th>
              <th scope="col">
                <span className="ui-sr-only">Apply</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row, i) => {
              const c = row.cards[0];
              const closest = report.balance.closest === i;
              return (
                <tr
                  key={row.label}
                  className={[
                    row.current ? "current" : "",
                    row.significant.length > 0 ? "sig" : "",
                  ].join(" ")}
                >
                  <th scope="row">
                    {names[i]}
                    {row.current && <span className="lab-badge">current</span>}
                    {closest && <span className="lab-badge good">closest to balanced</span>}
                  </th>
                  <td className="num">{c ? <Rate rate={c.winRateHeld} ci={c.ci95Held} /> : "–"}</td>
                  <td className="num">{c ? <Shift x={c.impact} ci={c.impactCi95} /> : "–"}</td>
                  <td className="num">
                    {row.spread === null ? "–" : points(row.spread).replace(/^\+/, "")}
                  </td>
                  <td className="num">
                    <TurnsCell turns={row.length.turns} />
                  </td>
                  <td>
                    {row.significant.length > 0 && (
                      <span className="lab-mark" aria-hidden="true">
                        ✱{" "}
                      </span>
                    )}
                    {difference(row)}
                  </td>
                  <td>
                    {now === i ? (
                      <span className="lab-sweep-now">the card now</span>
                    ) : (
                      <Button
                        size="small"
                        onPress={() => props.onApply(i)}
                        isDisabled={!props.canApply}
                        aria-label={`Apply ${rowValuesText(report, i)}`}
                      >
                        Apply
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {report.rows.some((r) => r.unfinished) && (
        <ul className="lab-sweep-unfinished">
          {report.rows.map((r, i) =>
            r.unfinished ? <li key={r.label}>{`${names[i]}: ${r.unfinished}`}</li> : null,
          )}
        </ul>
      )}
      <details className="lab-sweep-more">
        <summary>Win rates by seat and {props.familyWord}, and game length</summary>
        <SeatsAndFamilies report={report} names={names} familyWord={props.familyWord} />
      </details>
      <ShiftChart
        title="Field against win-rate shift"
        field={field}
        familyWord={props.familyWord}
        series={report.series}
        names={names}
      />
      <p className="lab-note">
        A sweep is not kept with the reports: <code>vellum simulate --vary</code> gives the same
        figures as text.
      </p>
    </div>
  );
}

/** A rate cell: the rate and its interval. */
const rateCell = (r: RateRow | undefined) => (r ? <Rate rate={r.rate} ci={r.ci95} /> : "–");

/** Every row's win rate by seat and by family, and its game length, in columns. */
function SeatsAndFamilies(props: { report: SweepReport; names: string[]; familyWord: string }) {
  const { rows } = props.report;
  const seats = rows[0]!.bySeat;
  const families = rows[0]!.byFamily;
  return (
    <div className="lab-table-wrap">
      <table className="lab-table lab-sweep-table" aria-label="Sweep win rates by seat and family">
        <thead>
          <tr>
            <th scope="col">{fieldWords(props.report.axes[0]!.path)}</th>
            {seats.map((s) => (
              <th key={s.key} scope="col" className="num">
                {s.label}
              </th>
            ))}
            {families.map((f) => (
              <th key={f.key} scope="col" className="num">
                {f.label}
              </th>
            ))}
            <th scope="col" className="num">
              Finished
            </th>
            <th scope="col" className="num">
              Turns p10–p90
            </th>
            <th scope="col" className="num">
              Plays (mean)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.label}>
              <th scope="row">{props.names[i]}</th>
              {seats.map((s) => (
                <td key={s.key} className="num">
                  {rateCell(row.bySeat.find((x) => x.key === s.key))}
                </td>
              ))}
              {families.map((f) => (
                <td key={f.key} className="num">
                  {rateCell(row.byFamily.find((x) => x.key === f.key))}
                </td>
              ))}
              <td className="num">
                {row.games.finished} of {row.games.total}
              </td>
              <td className="num">
                {row.length.turns.p10 === null
                  ? "–"
                  : `${row.length.turns.p10}–${row.length.turns.p90}`}
              </td>
              <td className="num">{fixed(row.length.plays.mean)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
