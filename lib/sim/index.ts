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
export { changeVerdict, compareReports, twoProportionTest, SIGNIFICANCE } from "./compare";
export type { CardChange, ProportionTest, RateChange, RateSide, ReportComparison } from "./compare";
export { noFinishedGames, readableReport, seatLabel } from "./readable";
export type { StalledGame, StallReport } from "./types";
export {
  MAX_VARIANTS,
  SWEEP_PATHS,
  arrangeSweep,
  parseVary,
  planSweep,
  runSweep,
  sweepValueText,
} from "./sweep";
export type {
  SweepAxis,
  SweepChange,
  SweepPlan,
  SweepRunner,
  SweepRuns,
  SweepValue,
  SweepVariant,
  VarySpec,
} from "./sweep";
export { formatSweep, sweepReport } from "./sweep-report";
export type { SweepCardRow, SweepLength, SweepPoint, SweepReport, SweepRow } from "./sweep-report";
export { simulateRunner } from "./sweep-local";
export {
  MAX_SHARDS,
  SHARD_FORMAT,
  SHARD_FORMAT_VERSION,
  VELLUM_VERSION,
  mergeParts,
  missingRanges,
  rangeWords,
  reportOfPart,
  runDifference,
  runIdentity,
  runKey,
  setContentHash,
  shardJobId,
  shardPart,
  shardRange,
  simulateShard,
} from "./shard";
export type { GameRange, NamedPart, RunIdentity, ShardPart } from "./shard";
export { readShardPart } from "./shard-validate";
export { simulateRange } from "./simulate";
export type { PlayedRange } from "./simulate";
