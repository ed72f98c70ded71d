/**
 * The playtest lab's state beside its view (as the set document store sits beside the
 * designer): the run's form, whether a run is under way, the kept reports, the one shown, the
 * comparison and the report about to be deleted, changed only by the events below. Pure: the
 * calls to the server and the workers are in use-lab.ts, which turns their answers into events.
 * The run's progress is not here: it changes many times a second and has its own store
 * (run-progress.tsx), so that only the bar re-renders for it.
 */
import type { ReportComparison } from "@/lib/sim";
import { SIM_DEFAULTS } from "@/lib/sim/config";
import type { ReportInfo, StoredReport } from "./lab-api";
import { when } from "./lab-format";
import type { LabRunOptions } from "./lab-protocol";
import type { LabOutcome } from "./lab-runner";
import type { SweepForm, SweepOutcome } from "./sweep-state";
import { EMPTY_SWEEP_FORM } from "./sweep-state";

/** What the page hands the lab. */
export interface LabProps {
  setId: string;
  /** The set's revision when the page was read. */
  revision: string;
  /** The set's text at that revision: the set document the sweep reads and "Apply" edits. */
  text: string;
  minPlayers: number;
  maxPlayers: number;
  bots: string[];
  /** The set's word for family, for the comparison's table. */
  familyWord?: string;
}

/** Games of the default run: about 10 s on two workers here (the "Run" button's promise: under a minute). */
export const DEFAULT_GAMES = 1000;
export const MAX_LAB_GAMES = 100_000;
/** The simulation's own defaults (lib/sim), so a run here is the CLI's run with the same options. */
export const DEFAULT_SEED = SIM_DEFAULTS.seed;
export const DEFAULT_TURN_CAP = SIM_DEFAULTS.turnCap;

/**
 * What the lab says under the run's buttons: a failure (a request or a run that did not
 * succeed, read out at once) or news (a run cancelled).
 */
export interface LabMessage {
  kind: "failure" | "info";
  text: string;
  /** Shown in the sweep's panel, not under the run's buttons. */
  about?: "sweep";
}

/** Two kept reports compared, each named in words. */
export interface ShownComparison {
  c: ReportComparison;
  before: string;
  after: string;
}

export interface LabState {
  readonly players: number;
  /** The bot of every seat the set allows; the run's line-up is the first `players` of them. */
  readonly seatBots: readonly string[];
  readonly games: number;
  readonly seed: number;
  readonly turnCap: number;
  /** "sweeping": a sweep's runs are under way (the form and Run wait for it too). */
  readonly status: "idle" | "running" | "saving" | "sweeping";
  readonly message: LabMessage | null;
  /** The set's revision as last seen (a report of another one is of an older set). */
  readonly revision: string;
  /** The kept reports, newest first. */
  readonly reports: readonly ReportInfo[];
  readonly shown: StoredReport | null;
  /** Ids of the reports chosen to compare ("" for none). */
  readonly before: string;
  readonly after: string;
  readonly comparison: ShownComparison | null;
  /** The report whose deletion is being confirmed. */
  readonly toDelete: ReportInfo | null;
  /** The sweep's form (its players, bots, games, seed and turn cap are the run's). */
  readonly sweepForm: SweepForm;
  /** The last sweep's report, with the revision of the set it ran on. */
  readonly sweep: ShownSweep | null;
}

/** A finished sweep as the lab shows it. */
export interface ShownSweep {
  report: Extract<SweepOutcome, { kind: "report" }>["report"];
  revision: string;
  seconds: number;
}

export type LabEvent =
  | { type: "players"; players: number }
  | { type: "seat bot"; seat: number; bot: string }
  /** A number typed in the form (NaN when the field was cleared). */
  | { type: "number"; field: "games" | "seed" | "turnCap"; value: number }
  /** The kept reports as listed when the lab opens: the two newest are chosen to compare. */
  | { type: "listed"; reports: readonly ReportInfo[] }
  /** The newest kept report, read as the lab opens: shown unless another is already. */
  | { type: "newest read"; stored: StoredReport }
  | { type: "revision"; revision: string }
  | { type: "run started" }
  /** The set could not be read to start the run (`text` says why). */
  | { type: "not started"; text: string }
  /** How a run ended; a report goes on to be kept. */
  | { type: "run ended"; outcome: LabOutcome }
  /** The report of the run just ended, shown while it is being kept. */
  | { type: "run shown"; stored: StoredReport }
  /** The report kept under `id`, and the list that now holds it. */
  | { type: "kept"; id: string; reports: readonly ReportInfo[] }
  /** The report could not be kept (`text` says why): it is shown all the same. */
  | { type: "not kept"; stored: StoredReport; text: string }
  | { type: "opened"; stored: StoredReport }
  | { type: "choose"; which: "before" | "after"; id: string }
  | { type: "compared"; comparison: ShownComparison }
  | { type: "ask delete"; report: ReportInfo | null }
  /** The report `id` went to the trash. */
  | { type: "deleted"; id: string }
  /** The kept reports as listed after a deletion. */
  | { type: "relisted"; reports: readonly ReportInfo[] }
  /** A request failed; `text` says which and why. */
  | { type: "failed"; text: string }
  /** The sweep's form changed (a card chosen brings its first field). */
  | { type: "sweep form"; form: Partial<SweepForm> }
  | { type: "sweep started" }
  /** How a sweep ended: its report shown, or why not. */
  | { type: "sweep ended"; outcome: SweepOutcome };

/**
 * The bots of every seat at first: greedy ones with a random one every third seat, when the
 * lab has them, else the first bot everywhere.
 */
export function defaultSeatBots(bots: readonly string[], seats: number): string[] {
  return Array.from({ length: seats }, (_, s) =>
    bots.includes("greedy")
      ? s % 3 === 2 && bots.includes("random")
        ? "random"
        : "greedy"
      : bots[0]!,
  );
}

/** The lab as it opens: three players when the set allows them, nothing kept read yet. */
export function initialLabState(props: LabProps): LabState {
  return {
    players: Math.min(Math.max(3, props.minPlayers), props.maxPlayers),
    seatBots: defaultSeatBots(props.bots, props.maxPlayers),
    games: DEFAULT_GAMES,
    seed: DEFAULT_SEED,
    turnCap: DEFAULT_TURN_CAP,
    status: "idle",
    message: null,
    revision: props.revision,
    reports: [],
    shown: null,
    before: "",
    after: "",
    comparison: null,
    toDelete: null,
    sweepForm: EMPTY_SWEEP_FORM,
    sweep: null,
  };
}

/** What a cleared number field falls back to. */
const NUMBER_DEFAULTS = { games: DEFAULT_GAMES, seed: DEFAULT_SEED, turnCap: DEFAULT_TURN_CAP };

/** The seats' bots of the next run. */
export const lineupOf = (s: LabState): string[] => s.seatBots.slice(0, s.players);

/** The options of the next run. */
export const runOptionsOf = (s: LabState): LabRunOptions => ({
  games: s.games,
  players: s.players,
  bots: lineupOf(s),
  seed: s.seed,
  turnCap: s.turnCap,
});

/** Whether the two reports chosen can be compared. */
export const canCompare = (s: LabState): boolean =>
  s.before !== "" && s.after !== "" && s.before !== s.after;

/** What a run that ended without a report says. */
function endMessage(outcome: Exclude<LabOutcome, { kind: "report" }>, games: number): LabMessage {
  switch (outcome.kind) {
    case "refused":
      return { kind: "failure", text: `The lab cannot run this set: ${outcome.message}` };
    case "cancelled":
      return {
        kind: "info",
        text: `Run cancelled after ${outcome.done} of ${games} games. Nothing was kept.`,
      };
    case "failed":
      return { kind: "failure", text: `The run failed: ${outcome.message}` };
  }
}

/** What a sweep that ended without a report says. */
function sweepEndMessage(outcome: Exclude<SweepOutcome, { kind: "report" }>): LabMessage {
  switch (outcome.kind) {
    case "refused":
      return { kind: "failure", text: `The sweep cannot run: ${outcome.message}`, about: "sweep" };
    case "cancelled":
      return {
        kind: "info",
        text: `Sweep cancelled during set ${outcome.variant + 1} of ${outcome.of}. Nothing was kept.`,
        about: "sweep",
      };
    case "failed":
      return { kind: "failure", text: `The sweep failed: ${outcome.message}`, about: "sweep" };
  }
}

const has = (reports: readonly ReportInfo[], id: string) => reports.some((r) => r.id === id);

/** The lab after `event`. */
export function labReducer(s: LabState, event: LabEvent): LabState {
  switch (event.type) {
    case "players":
      return { ...s, players: event.players };
    case "seat bot":
      return { ...s, seatBots: s.seatBots.map((b, i) => (i === event.seat ? event.bot : b)) };
    case "number": {
      const { field, value } = event;
      return { ...s, [field]: Number.isFinite(value) ? Math.round(value) : NUMBER_DEFAULTS[field] };
    }
    case "listed":
      return {
        ...s,
        reports: event.reports,
        after: s.after || event.reports[0]?.id || "",
        before: s.before || event.reports[1]?.id || "",
      };
    case "newest read":
      return { ...s, shown: s.shown ?? event.stored };
    case "revision":
      return { ...s, revision: event.revision };
    case "run started":
      return { ...s, status: "running", message: null };
    case "not started":
      return { ...s, status: "idle", message: { kind: "failure", text: event.text } };
    case "run ended":
      if (event.outcome.kind === "report") return { ...s, status: "saving" };
      return { ...s, status: "idle", message: endMessage(event.outcome, s.games) };
    case "run shown":
      return { ...s, shown: event.stored };
    case "kept":
      return {
        ...s,
        status: "idle",
        reports: event.reports,
        before: event.reports[1]?.id ?? "",
        after: event.id,
      };
    case "not kept":
      return {
        ...s,
        status: "idle",
        shown: event.stored,
        message: { kind: "failure", text: `${event.text} — the report is shown but not kept.` },
      };
    case "opened":
      return { ...s, shown: event.stored, comparison: null };
    case "choose":
      return { ...s, [event.which]: event.id };
    case "compared":
      return { ...s, comparison: event.comparison };
    case "ask delete":
      return { ...s, toDelete: event.report };
    case "deleted":
      return s.shown?.id === event.id ? { ...s, shown: null } : s;
    case "relisted":
      return {
        ...s,
        reports: event.reports,
        before: has(event.reports, s.before) ? s.before : "",
        after: has(event.reports, s.after) ? s.after : "",
        comparison: null,
      };
    case "failed":
      return { ...s, message: { kind: "failure", text: event.text } };
    case "sweep form":
      return { ...s, sweepForm: { ...s.sweepForm, ...event.form } };
    case "sweep started":
      return { ...s, status: "sweeping", message: null };
    case "sweep ended": {
      const { outcome } = event;
      if (outcome.kind !== "report")
        return { ...s, status: "idle", message: sweepEndMessage(outcome) };
      const { report, revision, seconds } = outcome;
      return { ...s, status: "idle", sweep: { report, revision, seconds } };
    }
  }
}

/** A revision, short. */
export const short = (revision: string) => revision.slice(0, 8);
/** A kept report in words (the list shows the revision beside it). */
export const summary = (r: ReportInfo) =>
  `${when(r.createdAt)} — ${r.games} games, ${r.players} players, ${r.bots.join(", ")}`;
/** A kept report in words, with its revision (the menus, the names of its buttons). */
export const describe = (r: ReportInfo) => `${summary(r)} (revision ${short(r.revision)})`;
