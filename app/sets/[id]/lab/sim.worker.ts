/**
 * The lab's simulation worker: lib/sim played off the page's main thread. A `setup` checks the
 * set text (lib/schema) and the options (lib/sim) once per run; each `range` plays games and
 * posts progress at most every 200 ms, then its tally; `report` merges the tallies of a run.
 */
import type { VellumSet } from "@/lib/model";
import { prepareRun, reportOf, runRange } from "@/lib/sim/batch";
import type { SimContext } from "@/lib/sim/batch";
import { setForRun } from "./lab-check";
import type { FromLabWorker, ToLabWorker } from "./lab-protocol";
import { messageOf } from "@/lib/model";

const post = (m: FromLabWorker) => (self as unknown as Worker).postMessage(m);

/** The last set checked: a run on the same text keeps the same set object (and its memos). */
let lastText = "";
let lastSet: VellumSet | string = "no set yet";
let ctx: SimContext | null = null;

/** Progress is posted at most this often (a message per game would keep the page busy). */
const PROGRESS_MS = 200;

function setOf(text: string): VellumSet | string {
  if (text !== lastText) {
    lastText = text;
    lastSet = setForRun(text);
  }
  return lastSet;
}

self.onmessage = (e: MessageEvent<ToLabWorker>) => {
  const m = e.data;
  try {
    if (m.type === "setup") {
      const set = setOf(m.text);
      if (typeof set === "string") return post({ type: "refused", run: m.run, message: set });
      const prepared = prepareRun({ set, ...m.options });
      if (!prepared.ok)
        return post({ type: "refused", run: m.run, message: prepared.error.message });
      ctx = prepared.value;
      return post({ type: "ready", run: m.run });
    }
    if (!ctx) throw new Error("a range came before the run's setup");
    if (m.type === "range") {
      let last = performance.now();
      let pending = 0;
      const tally = runRange(ctx, m.from, m.to, () => {
        pending++;
        const now = performance.now();
        if (now - last >= PROGRESS_MS) {
          post({ type: "progress", run: m.run, games: pending });
          pending = 0;
          last = now;
        }
      });
      if (pending > 0) post({ type: "progress", run: m.run, games: pending });
      return post({ type: "done", run: m.run, chunk: m.chunk, tally });
    }
    post({ type: "report", run: m.run, report: reportOf(ctx, m.tallies) });
  } catch (error) {
    post({
      type: "error",
      run: m.run,
      message: messageOf(error),
    });
  }
};
