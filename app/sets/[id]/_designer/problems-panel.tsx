"use client";
/**
 * Every problem of the set in one list, grouped by card; choosing one opens its card and puts
 * the cursor on the field, or, for a problem of the set itself, goes to the page and section
 * that fixes it (problem-place.ts: the settings section, the frames page, the stacks page), named
 * under its message. Reads the same report as the list's badges, so they agree. A written rules
 * text that disagrees with its effect has its quick fix beside it, "Use the generated text"
 * (text-fix.ts).
 */
import type { VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import { placeLabel, problemPlace } from "@/app/sets/[id]/_set/problem-place";
import type { Problem, ProblemReport } from "@/app/sets/[id]/_set/problems";
import { memo } from "react";
import { Button } from "@/app/_ui";
import { generatedTextLanguage, USE_GENERATED_TEXT } from "./text-fix";

function Item(props: {
  problem: Problem;
  set: VellumSet;
  onOpen(p: Problem): void;
  /** Given for the last problem of a text whose fix drops it; the others share that fix. */
  onFix?(p: Problem): void;
}) {
  const { problem } = props;
  const d = problem.diagnostic;
  const where =
    problem.cardId === undefined
      ? placeLabel(problemPlace(props.set, d.pointer), props.set)
      : (problem.field ?? "");
  return (
    <li className={`ws-problem ws-sev-${d.severity}`}>
      <button type="button" className="ws-problem-button" onClick={() => props.onOpen(problem)}>
        <span className="ws-sev-label">{d.severity}</span>
        <span className="ws-problem-message">{d.message}</span>
        {where && <span className="ws-problem-field">{where}</span>}
      </button>
      {props.onFix && (
        <div className="ws-problem-fix">
          <Button size="small" variant="quiet" onPress={() => props.onFix?.(problem)}>
            {USE_GENERATED_TEXT}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Whether `items[i]` has the fix "Use the generated text" and no later item of its text has. */
function lastFix(items: readonly Problem[], i: number, set: VellumSet): boolean {
  const p = items[i]!;
  if (generatedTextLanguage(p, set) === undefined) return false;
  return !items
    .slice(i + 1)
    .some((q) => q.field === p.field && generatedTextLanguage(q, set) !== undefined);
}

/** The problems region (memoised: it changes with the report and the set, not a keystroke). */
export const ProblemsPanel = memo(function ProblemsPanel(props: {
  set: VellumSet;
  report: ProblemReport | undefined;
  onOpen(problem: Problem): void;
  /** Applies the quick fix of a problem that has one ("Use the generated text"). */
  onFix(problem: Problem): void;
}) {
  const { set, report } = props;
  const groups: { id: string; name: string; items: Problem[] }[] = [];
  for (const p of report?.problems ?? []) {
    if (p.cardId === undefined) continue;
    let group = groups.at(-1);
    if (group?.id !== p.cardId) {
      const name = set.cards.find((c) => c.id === p.cardId)?.name ?? p.cardId;
      group = { id: p.cardId, name, items: [] };
      groups.push(group);
    }
    group.items.push(p);
  }
  const total = report?.problems.length ?? 0;
  return (
    <section className="ws-problems" aria-label="Problems">
      <h2 className="ws-pane-title">
        Problems{" "}
        <span className="ws-count">
          {!report
            ? "checking…"
            : total === 0
              ? "none"
              : `${plural(report.errors, "error")}, ${plural(report.warnings, "warning")}`}
        </span>
      </h2>
      {report && total === 0 && (
        <p className="ws-empty ws-empty--ok">No problems: every card checks out.</p>
      )}
      <div className="ws-problem-scroll">
        {report && report.setLevel.length > 0 && (
          <div className="ws-problem-group">
            <h3>The set</h3>
            <ul>
              {report.setLevel.map((p, i) => (
                <Item key={i} problem={p} set={set} onOpen={props.onOpen} />
              ))}
            </ul>
          </div>
        )}
        {groups.map((g) => (
          <div className="ws-problem-group" key={g.id}>
            <h3>{g.name}</h3>
            <ul>
              {g.items.map((p, i) => (
                <Item
                  key={i}
                  problem={p}
                  set={set}
                  onOpen={props.onOpen}
                  onFix={lastFix(g.items, i, set) ? props.onFix : undefined}
                />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
});
