/**
 * The import dialog's Apply, without React: the file is planned again against the set as it is
 * when Apply is pressed, so an edit made while the dialog was open is never overwritten unseen.
 */
import type { VellumSet } from "@/lib/model";
import type { ImportPlan } from "@/lib/text";
import { applyTranslationImport, planTranslationImport } from "@/lib/text";

/** An import being reviewed: the file (to plan it again on Apply) and what it would do. */
export interface OpenedImport {
  plan: ImportPlan;
  file: string;
  content: string;
  /** The set changed since the plan was first shown: this is the plan made again. */
  replanned?: boolean;
}

/** What a plan does, to tell whether planning again changed it. */
function planKey(plan: ImportPlan): string {
  return JSON.stringify([
    plan.language,
    plan.changes.map((c) => [c.target, c.before, c.after, c.from]),
    plan.problems.map((d) => d.message),
  ]);
}

/**
 * What Apply does with `shown` on the set `current`: the set with the import applied when the
 * plan is still the one shown; the new plan to show when the set changed meanwhile; why nothing
 * can be imported when the file no longer fits the set.
 */
export function applyShownImport(
  current: VellumSet,
  shown: OpenedImport,
):
  | { kind: "applied"; set: VellumSet; plan: ImportPlan }
  | { kind: "changed"; opened: OpenedImport }
  | { kind: "refused"; message: string } {
  const again = planTranslationImport(current, shown.content, shown.file);
  if (!again.ok) return { kind: "refused", message: again.message };
  if (planKey(again.plan) !== planKey(shown.plan))
    return { kind: "changed", opened: { ...shown, plan: again.plan, replanned: true } };
  return { kind: "applied", set: applyTranslationImport(current, again.plan), plan: again.plan };
}
