import type { VellumSet } from "../../lib/model";
import type { SimOptions } from "../../lib/sim";
import {
  formatSweep,
  parseVary,
  planSweep,
  runSweep,
  simulateRunner,
  sweepReport,
} from "../../lib/sim";
import type { VarySpec } from "../../lib/sim";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { writeOut } from "../write-out";
import { clusterSweepRunner } from "./cluster-run";

/**
 * `vellum simulate <set> --vary …`: the sweep. Every `--vary` is checked (syntax, card, field,
 * each value by the set's checks) before any game is played; then the current set and each
 * variant play the same games through `simulate`, or on the cluster at `cluster.url` (each set
 * one cluster run, its set sent by its content hash).
 */
export async function sweepCommand(
  vary: readonly string[],
  set: VellumSet,
  options: Omit<SimOptions, "set">,
  json: boolean,
  io: CliIo,
  out?: string,
  cluster?: { url: string; shards: number | undefined },
): Promise<number> {
  const specs: VarySpec[] = [];
  for (const text of vary) {
    const spec = parseVary(text);
    if (!spec.ok) {
      io.err(`error: --vary: ${spec.error.message}`);
      return EXIT.usage;
    }
    specs.push(spec.value);
  }
  const plan = planSweep(set, specs);
  if (!plan.ok) {
    io.err(`error: --vary: ${plan.error.message}`);
    return EXIT.usage;
  }
  const started = Date.now();
  const sets = plan.value.variants.length + 1;
  const onCluster = cluster
    ? clusterSweepRunner(io, cluster.url, cluster.shards, options, sets)
    : undefined;
  if (typeof onCluster === "number") return onCluster;
  const runs = await runSweep(plan.value, onCluster?.runner ?? simulateRunner(options));
  if (!runs.ok) {
    if (onCluster) return onCluster.finish(runs.error);
    io.err(`error: ${runs.error.message}`);
    return EXIT.usage;
  }
  const report = sweepReport(plan.value, runs.value);
  if (!report.ok) {
    io.err(`error: ${report.error.message}`);
    return EXIT.failed;
  }
  if (onCluster) onCluster.finish();
  else {
    const seconds = (Date.now() - started) / 1000;
    const workers = options.workers ?? 1;
    const summary = `swept ${sets} sets (the current one and ${sets - 1} variant${sets === 2 ? "" : "s"}) × ${options.games} games in ${seconds.toFixed(1)} s (${workers} worker${workers === 1 ? "" : "s"})`;
    io.err(options.onProgress ? `\x1b[1A\x1b[2K${summary}` : summary);
  }
  const text = json ? JSON.stringify(report.value, null, 2) : formatSweep(report.value);
  if (!(await writeOut(io, text, out))) return EXIT.failed;
  const all = [runs.value.reference, ...runs.value.variants];
  return all.some((r) => r.games.errored > 0 || r.invariants.violations > 0)
    ? EXIT.failed
    : EXIT.ok;
}
