"use client";
/**
 * The lab's work (lab-state.ts holds its state): the calls to the server (lab-api.ts) and the
 * runs on Web Workers (lab-runner.ts), each answer turned into an event of the lab's reducer.
 * Reports reach the page in a transition: their charts and tables render in slices, so the page
 * never freezes.
 */
import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { Dispatch } from "react";
import { compareReports } from "@/lib/sim/compare";
import { runSweep } from "@/lib/sim/sweep";
import { sweepReport } from "@/lib/sim/sweep-report";
import type { VellumSet } from "@/lib/model";
import { err, errorDiagnostic, messageOf } from "@/lib/model";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { usePendingSave } from "@/app/sets/[id]/_set/pending-save";
import { setForRun } from "./lab-check";
import type { RequestFailure } from "@/app/_api/client";
import { failureMessage } from "@/app/_api/client";
import { toast } from "@/app/_ui";
import type { ReportInfo, StoredReport } from "./lab-api";
import { currentSet, deleteReport, listReports, readReport, saveReport } from "./lab-api";
import type { LabRun } from "./lab-runner";
import { LabRunner, SWEEP_RUN_ENDS, labSweepRunner } from "./lab-runner";
import type { LabEvent, LabProps, LabState } from "./lab-state";
import { describe, initialLabState, labReducer, runOptionsOf } from "./lab-state";
import { ProgressStore } from "./run-progress";
import { startClusterRun, startClusterSweep } from "./cluster-run";
import type { SweepOutcome } from "./sweep-state";
import { applyRow, checkSweep } from "./sweep-state";

function makeWorker(): Worker {
  return new Worker(new URL("./sim.worker.ts", import.meta.url), { type: "module" });
}

/** Workers of a run: two (the CLI's `--workers 2`), fewer on a one-core machine. */
function workerCount(): number {
  return Math.max(1, Math.min(2, navigator.hardwareConcurrency || 2));
}

/** The lab as its view uses it: the state, the run's progress, and what the lab can do. */
export interface LabController {
  state: LabState;
  dispatch: Dispatch<LabEvent>;
  progress: ProgressStore;
  /** Runs the form's games on the set as saved now (or on the server's cluster), and keeps the report. */
  start(where?: "cluster"): Promise<void>;
  /** Stops the run under way; nothing of it is kept. */
  cancel(): void;
  open(id: string): Promise<void>;
  remove(report: ReportInfo): Promise<void>;
  /** Compares the two reports chosen. */
  compare(): Promise<void>;
  /**
   * Runs the sweep of the form on the set as saved now (the run form's options), on the lab's
   * workers or the server's cluster: the same report either way.
   */
  startSweep(where?: "cluster"): Promise<void>;
  /** Writes row `row` of the sweep shown to its card: one undoable edit of the set document. */
  apply(row: number): void;
}

/**
 * The lab of one set (see the file comment). `store`: the page's set document, which the sweep
 * reads and "Apply" edits; a run waits for its pending save, then reads the set as saved.
 */
export function useLab(props: LabProps, store: SetDocumentStore): LabController {
  const { setId } = props;
  const [state, dispatch] = useReducer(labReducer, props, initialLabState);
  const runner = useMemo(() => new LabRunner(makeWorker, workerCount()), []);
  /** The run under way, local or on the cluster (Cancel stops it). */
  const run = useRef<Pick<LabRun, "cancel"> | null>(null);
  /** Cancel was pressed during a sweep. */
  const sweepStopped = useRef(false);
  const [progress] = useState(() => new ProgressStore());
  const settle = usePendingSave();

  useEffect(
    () => () => {
      run.current?.cancel();
      runner.discard();
    },
    [runner],
  );

  useEffect(() => {
    const failed = (failure: RequestFailure) =>
      dispatch({ type: "failed", text: failureMessage(failure) });
    void listReports(setId).then((listed) => {
      if (!listed.ok) return failed(listed.error);
      const reports = listed.value;
      dispatch({ type: "listed", reports });
      // The newest kept report opens with the page.
      const newest = reports[0];
      if (newest)
        void readReport(setId, newest.id).then((read) => {
          if (read.ok) startTransition(() => dispatch({ type: "newest read", stored: read.value }));
        });
    });
    // The set may be edited in another tab: know its revision when the lab comes back in view.
    const onFocus = () => {
      void currentSet(setId).then((read) => {
        if (read.ok) dispatch({ type: "revision", revision: read.value.revision });
      });
    };
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [setId]);

  /** Shows a failed request as the lab's failure. */
  const failed = (failure: RequestFailure) =>
    dispatch({ type: "failed", text: failureMessage(failure) });

  async function start(where?: "cluster") {
    const options = runOptionsOf(state);
    dispatch({ type: "run started" });
    progress.set(0, options.games);
    // An edit made here ("Apply", undo) is saved before the run reads the set.
    await settle();
    const current = await currentSet(setId);
    if (!current.ok) {
      dispatch({ type: "not started", text: failureMessage(current.error) });
      return;
    }
    const set = current.value;
    dispatch({ type: "revision", revision: set.revision });
    const started =
      where === "cluster"
        ? startClusterRun(setId, set.revision, options, (d, t, stage) => progress.set(d, t, stage))
        : runner.start(set.text, options, (done, total) => progress.set(done, total));
    run.current = started;
    const outcome = await started.outcome;
    run.current = null;
    progress.stop();
    dispatch({ type: "run ended", outcome });
    if (outcome.kind !== "report") return;
    const kept = await saveReport(setId, set.revision, outcome.report);
    if (!kept.ok) {
      const stored: StoredReport = {
        id: "",
        createdAt: new Date().toISOString(),
        revision: set.revision,
        games: options.games,
        players: options.players,
        bots: options.bots,
        report: outcome.report,
      };
      dispatch({ type: "not kept", stored, text: failureMessage(kept.error) });
      return;
    }
    const info = kept.value;
    const stored: StoredReport = { ...info, report: outcome.report };
    startTransition(() => dispatch({ type: "run shown", stored }));
    const listed = await listReports(setId);
    dispatch({ type: "kept", id: info.id, reports: listed.ok ? listed.value : state.reports });
    if (!listed.ok) failed(listed.error);
    const games = outcome.report.games.total;
    toast({
      title: "Report kept",
      description: `${games} games in ${outcome.seconds.toFixed(1)} s (${(games / outcome.seconds).toFixed(0)} games/s).`,
      tone: "success",
    });
  }

  async function open(id: string) {
    const read = await readReport(setId, id);
    if (!read.ok) return failed(read.error);
    startTransition(() => dispatch({ type: "opened", stored: read.value }));
  }

  async function remove(report: ReportInfo) {
    const removed = await deleteReport(setId, report.id);
    if (!removed.ok) return failed(removed.error);
    dispatch({ type: "deleted", id: report.id });
    const listed = await listReports(setId);
    if (!listed.ok) return failed(listed.error);
    dispatch({ type: "relisted", reports: listed.value });
    toast({ title: "Report deleted", description: "It is in the workspace's trash." });
  }

  async function compare() {
    const { before, after } = state;
    const [ra, rb] = await Promise.all([readReport(setId, before), readReport(setId, after)]);
    if (!ra.ok) return failed(ra.error);
    if (!rb.ok) return failed(rb.error);
    const [a, b] = [ra.value, rb.value];
    const comparison = {
      c: compareReports(a.report, b.report),
      before: describe(a),
      after: describe(b),
    };
    startTransition(() => dispatch({ type: "compared", comparison }));
  }

  /** The sweep's end, in the lab's words; the set read for it may not run at all. */
  async function sweep(where?: "cluster"): Promise<SweepOutcome> {
    const options = runOptionsOf(state);
    await settle();
    const current = await currentSet(setId);
    if (!current.ok) return { kind: "failed", message: failureMessage(current.error) };
    const { text, revision } = current.value;
    dispatch({ type: "revision", revision });
    const set: VellumSet | string = setForRun(text);
    if (typeof set === "string") return { kind: "refused", message: set };
    // Checked again on the set as saved: every variant before any game.
    const checked = checkSweep(set, state.sweepForm);
    if (!checked.ok) return { kind: "refused", message: checked.message };
    sweepStopped.current = false;
    if (where === "cluster") {
      // The server plans the same sweep on the same saved set and plays it on the same seeds.
      const of = checked.plan.variants.length + 1;
      progress.set(0, of * options.games, `set 1 of ${of}, on the cluster`);
      const onCluster = startClusterSweep(setId, revision, options, checked.spec, (p) =>
        progress.set(p.done, p.total, p.stage),
      );
      run.current = onCluster;
      const outcome = await onCluster.outcome;
      run.current = null;
      return outcome;
    }
    const started = performance.now();
    let at = { variant: 0, of: checked.plan.variants.length + 1 };
    const each = labSweepRunner(
      runner,
      options,
      (p) => {
        at = p;
        progress.set(p.done, p.total, `set ${p.variant + 1} of ${p.of}`);
      },
      (r) => (run.current = r),
    );
    // Cancel between two sets' runs stops the next one from starting.
    const runs = await runSweep(checked.plan, (set, job) =>
      sweepStopped.current
        ? Promise.resolve(err(errorDiagnostic(SWEEP_RUN_ENDS.cancelled, "cancelled", "sweep")))
        : each(set, job),
    );
    if (!runs.ok) {
      const { code, message } = runs.error;
      if (code === SWEEP_RUN_ENDS.cancelled) return { kind: "cancelled", ...at };
      return { kind: code === SWEEP_RUN_ENDS.failed ? "failed" : "refused", message };
    }
    const report = sweepReport(checked.plan, runs.value);
    if (!report.ok) return { kind: "refused", message: report.error.message };
    const seconds = (performance.now() - started) / 1000;
    return { kind: "report", report: report.value, revision, seconds };
  }

  async function startSweep(where?: "cluster") {
    dispatch({ type: "sweep started" });
    let outcome: SweepOutcome;
    try {
      outcome = await sweep(where);
    } catch (e) {
      outcome = { kind: "failed", message: messageOf(e) };
    }
    progress.stop();
    startTransition(() => dispatch({ type: "sweep ended", outcome }));
    if (outcome.kind === "report")
      toast({
        title: "Sweep done",
        description: `${outcome.report.rows.length} sets of ${outcome.report.config.games} games in ${outcome.seconds.toFixed(1)} s.`,
        tone: "success",
      });
  }

  function apply(row: number) {
    const shown = state.sweep;
    if (!shown) return;
    const applied = applyRow(store.getSnapshot().doc, shown.report, row);
    if (!applied.ok) {
      toast({ title: "Not applied", description: applied.error, tone: "error" });
      return;
    }
    store.editDocument(applied.value.set);
    toast({
      title: "Applied",
      description: `${applied.value.words}. Undo takes it back.`,
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  const cancel = () => {
    sweepStopped.current = true;
    run.current?.cancel();
  };

  return {
    state,
    dispatch,
    progress,
    start,
    cancel,
    open,
    remove,
    compare,
    startSweep,
    apply,
  };
}
