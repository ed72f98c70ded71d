"use client";
/**
 * The playtest lab: choose seats, bots and games, run them on Web Workers with a progress bar
 * and Cancel, read the report (charts, card impact, what never happened), keep it in the
 * workspace with the set revision it was run on, and compare two kept reports.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ReportComparison } from "@/lib/sim";
import { compareReports } from "@/lib/sim/compare";
import { AlertDialog, Button, NumberField, Select, toast } from "@/app/_ui";
import { CompareView } from "./compare-view";
import type { ReportInfo, StoredReport } from "./lab-api";
import { currentSet, deleteReport, listReports, readReport, saveReport } from "./lab-api";
import type { RequestFailure } from "@/app/_api/client";
import { failureMessage } from "@/app/_api/client";
import { when } from "./lab-format";
import type { LabRun } from "./lab-runner";
import { LabRunner } from "./lab-runner";
import { ReportView } from "./report-view";
import { ProgressStore, RunProgress } from "./run-progress";

/** What the page hands the lab. */
export interface LabProps {
  setId: string;
  /** The set's revision when the page was read. */
  revision: string;
  minPlayers: number;
  maxPlayers: number;
  bots: string[];
}

/** Games of the default run: about 10 s on two workers here (the "Run" button's promise: under a minute). */
export const DEFAULT_GAMES = 1000;
const MAX_LAB_GAMES = 100_000;

function makeWorker(): Worker {
  return new Worker(new URL("./sim.worker.ts", import.meta.url), { type: "module" });
}

/** Workers of a run: two (the CLI's `--workers 2`), fewer on a one-core machine. */
function workerCount(): number {
  return Math.max(1, Math.min(2, navigator.hardwareConcurrency || 2));
}

type Status = { kind: "idle" } | { kind: "running" } | { kind: "saving" };

const short = (revision: string) => revision.slice(0, 8);
/** A kept report in words (the list shows the revision beside it). */
const summary = (r: ReportInfo) =>
  `${when(r.createdAt)} — ${r.games} games, ${r.players} players, ${r.bots.join(", ")}`;
/** A kept report in words, with its revision (the menus, the names of its buttons). */
const describe = (r: ReportInfo) => `${summary(r)} (revision ${short(r.revision)})`;

/** The lab of one set. */
export function Lab(props: LabProps) {
  const { setId } = props;
  const defaultPlayers = Math.min(Math.max(3, props.minPlayers), props.maxPlayers);
  const [players, setPlayers] = useState(defaultPlayers);
  const [seatBots, setSeatBots] = useState<string[]>(() =>
    Array.from({ length: props.maxPlayers }, (_, s) =>
      props.bots.includes("greedy")
        ? s % 3 === 2 && props.bots.includes("random")
          ? "random"
          : "greedy"
        : props.bots[0]!,
    ),
  );
  const [games, setGames] = useState(DEFAULT_GAMES);
  const [seed, setSeed] = useState(1);
  const [turnCap, setTurnCap] = useState(200);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [notice, setNotice] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [revision, setRevision] = useState(props.revision);
  const [reports, setReports] = useState<ReportInfo[]>([]);
  const [shown, setShown] = useState<StoredReport | null>(null);
  const [before, setBefore] = useState<string>("");
  const [after, setAfter] = useState<string>("");
  const [comparison, setComparison] = useState<{
    c: ReportComparison;
    before: string;
    after: string;
  } | null>(null);
  const [toDelete, setToDelete] = useState<ReportInfo | null>(null);
  const runner = useMemo(() => new LabRunner(makeWorker, workerCount()), []);
  const run = useRef<LabRun | null>(null);
  const [progress] = useState(() => new ProgressStore());

  useEffect(
    () => () => {
      run.current?.cancel();
      runner.discard();
    },
    [runner],
  );

  /** Shows a failed request as the page's notice. */
  const failed = useCallback(
    (failure: RequestFailure) => setNotice({ tone: "error", text: failureMessage(failure) }),
    [],
  );

  const refreshList = useCallback(async () => {
    const list = await listReports(setId);
    if (list.ok) setReports(list.value);
    return list;
  }, [setId]);

  useEffect(() => {
    void refreshList().then((list) => {
      if (!list.ok) return failed(list.error);
      setAfter((a) => a || list.value[0]?.id || "");
      setBefore((b) => b || list.value[1]?.id || "");
      // The newest kept report opens with the page.
      const newest = list.value[0];
      if (newest)
        void readReport(setId, newest.id).then((stored) => {
          if (stored.ok) startTransition(() => setShown((s) => s ?? stored.value));
        });
    });
    // The set may be edited in another tab: know its revision when the lab comes back in view.
    const onFocus = () => {
      void currentSet(setId).then((s) => {
        if (s.ok) setRevision(s.value.revision);
      });
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [refreshList, setId, failed]);

  const lineup = seatBots.slice(0, players);
  const running = status.kind !== "idle";

  async function start() {
    setNotice(null);
    progress.set(0, games);
    setStatus({ kind: "running" });
    const current = await currentSet(setId);
    if (!current.ok) {
      setStatus({ kind: "idle" });
      failed(current.error);
      return;
    }
    const set = current.value;
    setRevision(set.revision);
    const started = runner.start(
      set.text,
      { games, players, bots: lineup, seed, turnCap },
      (done, total) => progress.set(done, total),
    );
    run.current = started;
    const outcome = await started.outcome;
    run.current = null;
    progress.stop();
    switch (outcome.kind) {
      case "refused":
        setStatus({ kind: "idle" });
        setNotice({ tone: "error", text: `The lab cannot run this set: ${outcome.message}` });
        return;
      case "cancelled":
        setStatus({ kind: "idle" });
        setNotice({
          tone: "info",
          text: `Run cancelled after ${outcome.done} of ${games} games. Nothing was kept.`,
        });
        return;
      case "failed":
        setStatus({ kind: "idle" });
        setNotice({ tone: "error", text: `The run failed: ${outcome.message}` });
        return;
    }
    setStatus({ kind: "saving" });
    const kept = await saveReport(setId, set.revision, outcome.report);
    if (kept.ok) {
      const info = kept.value;
      const stored: StoredReport = { ...info, report: outcome.report };
      // A transition: the charts and tables render in slices, so the page never freezes.
      startTransition(() => setShown(stored));
      const list = await refreshList();
      if (!list.ok) failed(list.error);
      setBefore((list.ok && list.value[1]?.id) || "");
      setAfter(info.id);
      toast({
        title: "Report kept",
        description: `${outcome.report.games.total} games in ${outcome.seconds.toFixed(1)} s (${(outcome.report.games.total / outcome.seconds).toFixed(0)} games/s).`,
        tone: "success",
      });
    } else {
      setShown({
        id: "",
        createdAt: new Date().toISOString(),
        revision: set.revision,
        games,
        players,
        bots: lineup,
        report: outcome.report,
      });
      setNotice({
        tone: "error",
        text: `${failureMessage(kept.error)} — the report is shown but not kept.`,
      });
    }
    setStatus({ kind: "idle" });
  }

  async function open(id: string) {
    const stored = await readReport(setId, id);
    if (!stored.ok) return failed(stored.error);
    startTransition(() => {
      setShown(stored.value);
      setComparison(null);
    });
  }

  async function remove(info: ReportInfo) {
    const removed = await deleteReport(setId, info.id);
    if (!removed.ok) return failed(removed.error);
    if (shown?.id === info.id) setShown(null);
    const list = await refreshList();
    if (!list.ok) return failed(list.error);
    if (!list.value.some((r) => r.id === before)) setBefore("");
    if (!list.value.some((r) => r.id === after)) setAfter("");
    setComparison(null);
    toast({ title: "Report deleted", description: "It is in the workspace's trash." });
  }

  async function compare() {
    const [ra, rb] = await Promise.all([readReport(setId, before), readReport(setId, after)]);
    if (!ra.ok) return failed(ra.error);
    if (!rb.ok) return failed(rb.error);
    const [a, b] = [ra.value, rb.value];
    const c = {
      c: compareReports(a.report, b.report),
      before: describe(a),
      after: describe(b),
    };
    startTransition(() => setComparison(c));
  }

  const playerOptions = Array.from(
    { length: props.maxPlayers - props.minPlayers + 1 },
    (_, i) => [String(props.minPlayers + i), `${props.minPlayers + i} players`] as [string, string],
  );
  const reportOptions = reports.map((r) => ({ value: r.id, label: describe(r) }));

  return (
    <div className="lab">
      <section className="lab-panel" aria-label="New run">
        <h2>New run</h2>
        <div className="lab-form">
          <Select
            label="Players"
            value={String(players)}
            options={playerOptions}
            onChange={(v) => setPlayers(Number(v))}
            isDisabled={running}
          />
          {lineup.map((bot, s) => (
            <Select
              key={s}
              label={`Seat ${s + 1} bot`}
              value={bot}
              options={props.bots.map((b) => [b, b] as [string, string])}
              onChange={(v) => setSeatBots((old) => old.map((x, i) => (i === s ? v : x)))}
              isDisabled={running}
            />
          ))}
          <NumberField
            label="Games"
            value={games}
            minValue={1}
            maxValue={MAX_LAB_GAMES}
            onChange={(v) => setGames(Number.isFinite(v) ? Math.round(v) : DEFAULT_GAMES)}
            isDisabled={running}
          />
          <NumberField
            label="Seed"
            value={seed}
            minValue={0}
            maxValue={2 ** 32}
            onChange={(v) => setSeed(Number.isFinite(v) ? Math.round(v) : 1)}
            isDisabled={running}
          />
          <NumberField
            label="Turn cap"
            value={turnCap}
            minValue={1}
            maxValue={10_000}
            onChange={(v) => setTurnCap(Number.isFinite(v) ? Math.round(v) : 200)}
            isDisabled={running}
          />
        </div>
        <p className="lab-note">
          The line-up turns one seat per game, so every seat plays every bot of it equally often.
          Game i is seeded seed + i: the same run gives the same report here and in{" "}
          <code>vellum simulate</code>.
        </p>
        <div className="lab-actions">
          <Button variant="primary" onPress={() => void start()} isDisabled={running}>
            Run
          </Button>
          {status.kind === "running" && (
            <Button variant="danger" onPress={() => run.current?.cancel()}>
              Cancel run
            </Button>
          )}
        </div>
        {status.kind === "running" && <RunProgress store={progress} />}
        {status.kind === "saving" && <p role="status">Keeping the report…</p>}
        {notice && (
          <p
            className={`notice lab-notice ${notice.tone}`}
            role={notice.tone === "error" ? "alert" : "status"}
          >
            {notice.text}
          </p>
        )}
      </section>

      <section className="lab-panel" aria-label="Kept reports">
        <h2>Kept reports</h2>
        {reports.length === 0 ? (
          <p>No report yet: a finished run is kept here with the set revision it ran on.</p>
        ) : (
          <ul className="lab-reports">
            {reports.map((r) => (
              <li key={r.id} className={shown?.id === r.id ? "current" : undefined}>
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
                    onPress={() => void open(r.id)}
                    aria-label={`Open report of ${describe(r)}`}
                  >
                    Open
                  </Button>
                  <Button
                    size="small"
                    variant="quiet"
                    onPress={() => setToDelete(r)}
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
            <Select
              label="Before"
              placeholder="Choose a report"
              value={before}
              options={reportOptions}
              onChange={setBefore}
            />
            <Select
              label="After"
              placeholder="Choose a report"
              value={after}
              options={reportOptions}
              onChange={setAfter}
            />
            <Button
              onPress={() => void compare()}
              isDisabled={!before || !after || before === after}
            >
              Compare
            </Button>
          </div>
        )}
      </section>

      {comparison && (
        <CompareView c={comparison.c} before={comparison.before} after={comparison.after} />
      )}

      {shown && (
        <section className="lab-panel" aria-label="Report">
          <h2>Report of {when(shown.createdAt)}</h2>
          {shown.revision !== revision && (
            <p className="notice lab-notice info" role="note">
              This report was run on an older revision of the set ({short(shown.revision)}); the set
              has changed since (now {short(revision)}). Run again to see the set as it is.
            </p>
          )}
          <ReportView setId={setId} report={shown.report} title="Balance report" />
        </section>
      )}

      <AlertDialog
        title="Delete this report?"
        confirmLabel="Delete report"
        variant="danger"
        isOpen={toDelete !== null}
        onOpenChange={(o) => {
          if (!o) setToDelete(null);
        }}
        onConfirm={() => {
          if (toDelete) void remove(toDelete);
          setToDelete(null);
        }}
      >
        {toDelete ? `The report of ${describe(toDelete)} moves to the workspace's trash.` : ""}
      </AlertDialog>
    </div>
  );
}
