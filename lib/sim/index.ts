/**
 * lib/sim: batch simulation of bot games (worker threads when asked) and the balance report.
 * See README.md.
 */
export { simulate, simConfig, SIM_DEFAULTS, MAX_GAMES, MAX_WORKERS } from "./simulate";
export type {
  CardRow,
  Distribution,
  EffectRow,
  RateRow,
  SimOptions,
  SimReport,
  Violation,
} from "./types";
export { formatReport } from "./format";
export { wilson, distribution } from "./stats";
export { compareReports, twoProportionTest, SIGNIFICANCE } from "./compare";
export type { CardChange, ProportionTest, RateChange, ReportComparison } from "./compare";
export type { StalledGame, StallReport } from "./types";
