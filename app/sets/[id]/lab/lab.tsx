"use client";
/**
 * The playtest lab: choose seats, bots and games, run them on Web Workers with a progress bar
 * and Cancel, read the report (charts, card impact, what never happened), keep it in the
 * workspace with the set revision it was run on, and compare two kept reports. The view only:
 * the state is lab-state.ts, the work use-lab.ts.
 */
import { AlertDialog, Button, NumberField, Select } from "@/app/_ui";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import type { ClusterOn } from "./cluster-button";
import { ClusterRunButton, useClusterStatus } from "./cluster-button";
import { CompareView } from "./compare-view";
import { when } from "./lab-format";
import type { LabProps } from "./lab-state";
import { MAX_LAB_GAMES, canCompare, describe, lineupOf, short, summary } from "./lab-state";
import { ReportView } from "./report-view";
import { RunProgress } from "./run-progress";
import { SweepPanel } from "./sweep-view";
import type { LabController } from "./use-lab";
import { useLab } from "./use-lab";

/** The lab's own keys, listed under undo and redo by `?` (none yet). */
const LAB_KEYS: never[] = [];

/**
 * The lab of one set, on the page's set document (the sweep reads the set as the store has it,
 * and "Apply" is an edit of it: the save bar, its undo and Ctrl+Z, autosave).
 */
export function Lab(props: LabProps) {
  const { setId, text, revision } = props;
  const opened = useSetDocument({ setId, text, revision });
  const lab = useLab(props, opened.store);
  // Asked once: the run form's and the sweep's cluster buttons show on the same answer.
  const cluster = useClusterStatus(setId);
  const { comparison } = lab.state;
  return (
    <div className="lab">
      <SetPageChrome document={opened} keys={LAB_KEYS} />
      <NewRun
        lab={lab}
        cluster={cluster}
        minPlayers={props.minPlayers}
        maxPlayers={props.maxPlayers}
        bots={props.bots}
      />
      <SweepPanel
        lab={lab}
        set={opened.snapshot.doc}
        familyWord={props.familyWord}
        cluster={cluster}
      />
      <KeptReports lab={lab} />
      {comparison && (
        <CompareView
          c={comparison.c}
          before={comparison.before}
          after={comparison.after}
          familyWord={props.familyWord}
        />
      )}
      <ShownReport lab={lab} setId={props.setId} />
      <DeleteReport lab={lab} />
    </div>
  );
}

/** The run's number fields and their ranges. */
const NUMBER_FIELDS = [
  { field: "games", label: "Games", min: 1, max: MAX_LAB_GAMES },
  { field: "seed", label: "Seed", min: 0, max: 2 ** 32 },
  { field: "turnCap", label: "Turn cap", min: 1, max: 10_000 },
] as const;

/** The form of the next run, its buttons, its progress and what the lab says of it. */
function NewRun(props: {
  lab: LabController;
  cluster: ClusterOn | null;
  minPlayers: number;
  maxPlayers: number;
  bots: string[];
}) {
  const { lab, minPlayers, maxPlayers } = props;
  const { state, dispatch } = lab;
  const running = state.status !== "idle";
  const playerOptions = Array.from(
    { length: maxPlayers - minPlayers + 1 },
    (_, i) => [String(minPlayers + i), `${minPlayers + i} players`] as [string, string],
  );
  return (
    <section className="lab-panel" aria-label="New run">
      <h2>New run</h2>
      <div className="lab-form">
        <Select
          label="Players"
          value={String(state.players)}
          options={playerOptions}
          onChange={(v) => dispatch({ type: "players", players: Number(v) })}
          isDisabled={running}
        />
        {lineupOf(state).map((bot, seat) => (
          <Select
            key={seat}
            label={`Seat ${seat + 1} bot`}
            value={bot}
            options={props.bots.map((b) => [b, b] as [string, string])}
            onChange={(v) => dispatch({ type: "seat bot", seat, bot: v })}
            isDisabled={running}
          />
        ))}
        {NUMBER_FIELDS.map((f) => (
          <NumberField
            key={f.field}
            label={f.label}
            value={state[f.field]}
            minValue={f.min}
            maxValue={f.max}
            onChange={(value) => dispatch({ type: "number", field: f.field, value })}
            isDisabled={running}
          />
        ))}
      </div>
      <p className="lab-note">
        The line-up turns one seat per game, so every seat plays every bot of it equally often. Game
        i is seeded seed + i: the same run gives the same report here and in{" "}
        <code>vellum simulate</code>.
      </p>
      <div className="lab-actions">
        <Button variant="primary" onPress={() => void lab.start()} isDisabled={running}>
          Run
        </Button>
        <ClusterRunButton
          status={props.cluster}
          onPress={() => void lab.start("cluster")}
          isDisabled={running}
        />
        {state.status === "running" && (
          <Button variant="danger" onPress={lab.cancel}>
            Cancel run
          </Button>
        )}
      </div>
      {state.status === "running" && <RunProgress store={lab.progress} />}
      {state.status === "saving" && <p role="status">Keeping the report…</p>}
      {state.message && state.message.about !== "sweep" && (
        <p
          className={`notice lab-notice ${state.message.kind}`}
          role={state.message.kind === "failure" ? "alert" : "status"}
        >
          {state.message.text}
        </p>
      )}
    </section>
  );
}

/** The two reports compared, and their fields' labels. */
const COMPARED = [
  ["before", "Before"],
  ["after", "After"],
] as const;

/** The kept reports, each with Open and Delete, and the choice of two to compare. */
function KeptReports({ lab }: { lab: LabController }) {
  const { state, dispatch } = lab;
  const { reports, revision } = state;
  const reportOptions = reports.map((r) => ({ value: r.id, label: describe(r) }));
  return (
    <section className="lab-panel" aria-label="Kept reports">
      <h2>Kept reports</h2>
      {reports.length === 0 ? (
        <p>No report yet: a finished run is kept here with the set revision it ran on.</p>
      ) : (
        <ul className="lab-reports">
          {reports.map((r) => (
            <li key={r.id} className={state.shown?.id === r.id ? "current" : undefined}>
              <span>
                {summary(r)}{" "}
                <span className={r.revision === revision ? "lab-rev" : "lab-rev old"}>
                  {r.revision === revision
                    ? "current revision"
                    : `older revision ${short(r.revision)}`}
                </span>
              </span>
              <span className="lab-report-actions">
                <Button
                  size="small"
                  onPress={() => void lab.open(r.id)}
                  aria-label={`Open report of ${describe(r)}`}
                >
                  Open
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  onPress={() => dispatch({ type: "ask delete", report: r })}
                  aria-label={`Delete report of ${describe(r)}`}
                >
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {reports.length >= 2 && (
        <div className="lab-compare-form">
          {COMPARED.map(([which, label]) => (
            <Select
              key={which}
              label={label}
              placeholder="Choose a report"
              value={state[which]}
              options={reportOptions}
              onChange={(id) => dispatch({ type: "choose", which, id })}
            />
          ))}
          <Button onPress={() => void lab.compare()} isDisabled={!canCompare(state)}>
            Compare
          </Button>
        </div>
      )}
    </section>
  );
}

/** The report shown, with a word when it was run on an older revision of the set. */
function ShownReport({ lab, setId }: { lab: LabController; setId: string }) {
  const { shown, revision } = lab.state;
  if (!shown) return null;
  return (
    <section className="lab-panel" aria-label="Report">
      <h2>Report of {when(shown.createdAt)}</h2>
      {shown.revision !== revision && (
        <p className="notice lab-notice info" role="note">
          This report was run on an older revision of the set ({short(shown.revision)}); the set has
          changed since (now {short(revision)}). Run again to see the set as it is.
        </p>
      )}
      <ReportView setId={setId} report={shown.report} title="Balance report" />
    </section>
  );
}

/** Asks before a kept report goes to the trash. */
function DeleteReport({ lab }: { lab: LabController }) {
  const { toDelete } = lab.state;
  const close = () => lab.dispatch({ type: "ask delete", report: null });
  return (
    <AlertDialog
      title="Delete this report?"
      confirmLabel="Delete report"
      variant="danger"
      isOpen={toDelete !== null}
      onOpenChange={(o) => {
        if (!o) close();
      }}
      onConfirm={() => {
        if (toDelete) void lab.remove(toDelete);
        close();
      }}
    >
      {toDelete ? `The report of ${describe(toDelete)} moves to the workspace's trash.` : ""}
    </AlertDialog>
  );
}
