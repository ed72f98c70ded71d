/**
 * The lab's sweep beside its view (lab-state.ts holds it in the lab's state): which card and
 * field, the values typed, the fields a card offers, the check of the sweep before any game (lib/sim's
 * `planSweep`, its refusal placed at the field it is about), and "Apply": a row's values
 * written to the card as the set stands now. Pure.
 */
import type { Card, Result, VellumSet } from "@/lib/model";
import { cardLabel, err, ok } from "@/lib/model";
import { planSweep, sweepValueText } from "@/lib/sim/sweep";
import type { SweepPlan, SweepValue, VarySpec } from "@/lib/sim/sweep";
import type { SweepReport } from "@/lib/sim/sweep-report";

/** How a sweep ended. `cancelled`: during run `variant` (0: the current set) of `of`. */
export type SweepOutcome =
  | { kind: "report"; report: SweepReport; revision: string; seconds: number }
  | { kind: "refused"; message: string }
  | { kind: "cancelled"; variant: number; of: number }
  | { kind: "failed"; message: string };

/** The sweep's form: the card (by id), the field's path, and the values as typed. */
export interface SweepForm {
  readonly cardId: string;
  readonly field: string;
  readonly values: string;
}

export const EMPTY_SWEEP_FORM: SweepForm = { cardId: "", field: "", values: "" };

/** A field the card offers, with its value now. */
export interface FieldChoice {
  path: string;
  /** "Points, slot 1 (now −10)", "Copies (now 2)", "Effect, number 2 (now 1)". */
  label: string;
  current: SweepValue;
}

/** The field a path names, in words. */
export function fieldWords(path: string): string {
  const [head, n] = path.split(".");
  if (head === "points") return `Points, slot ${n}`;
  if (head === "effect") return `Effect, number ${n}`;
  return "Copies";
}

/** The most numbers of an effect the picker offers (effect.1 … effect.20). */
const MAX_EFFECT_NUMBERS = 20;

/** Whether planSweep finds `path` on the card (it decides, its refusals included). */
function fieldOf(set: VellumSet, cardId: string, path: string): FieldChoice | undefined {
  const found = planSweep(set, [{ card: cardId, field: path, values: [] }]);
  if (!found.ok) return undefined;
  const current = found.value.axes[0]!.current;
  return { path, label: `${fieldWords(path)} (now ${valueWords(current)})`, current };
}

/**
 * The fields of card `cardId` a sweep can vary, as lib/sim's `planSweep` finds them: its point
 * slots (a number, blank or clear), copies, and each number of its effect text. The whole
 * effect text is left to the CLI: the values box splits at commas.
 */
export function sweepFields(set: VellumSet, cardId: string): FieldChoice[] {
  if (!set.cards.some((c) => c.id === cardId)) return [];
  const out: FieldChoice[] = [];
  for (const path of ["points.1", "points.2", "points.3", "copies"]) {
    const f = fieldOf(set, cardId, path);
    if (f) out.push(f);
  }
  for (let n = 1; n <= MAX_EFFECT_NUMBERS; n++) {
    const f = fieldOf(set, cardId, `effect.${n}`);
    if (!f) break;
    out.push(f);
  }
  return out;
}

/** The field a card's sweep starts on: its first slot holding a number, else the first field. */
export function defaultField(fields: readonly FieldChoice[]): string {
  return (fields.find((f) => typeof f.current === "number") ?? fields[0])?.path ?? "";
}

/** The cards to pick from: every card, by name, its type beside it. */
export function cardChoices(set: VellumSet): { value: string; label: string; detail: string }[] {
  return set.cards.map((c: Card) => ({
    value: c.id,
    label: c.name.trim() || c.id,
    detail: c.type,
  }));
}

/** A value in the lab's words: a real minus sign, `clear` for a clear slot. */
export function valueWords(value: SweepValue): string {
  return typeof value === "number" && value < 0 ? `\u2212${-value}` : sweepValueText(value);
}

/** Where a refusal is shown: beside the field it is about. */
export type SweepPlace = "card" | "field" | "values";

/** The sweep as checked: its plan, or why not and where. `empty`: nothing typed yet (a hint). */
export type SweepCheck =
  | { ok: true; plan: SweepPlan; spec: VarySpec }
  | { ok: false; place: SweepPlace; message: string; empty?: boolean };

const PLACE: Record<string, SweepPlace> = {
  "sweep/unknown-card": "card",
  "sweep/ambiguous-card": "card",
  "sweep/unknown-field": "field",
  "sweep/no-field": "field",
  "sweep/ambiguous-field": "field",
};

/** The values as typed → their list (a real minus sign reads as one). */
export function valuesOf(text: string): string[] {
  return text.split(",").map((v) => v.trim().replace(/^\u2212/, "-"));
}

/**
 * The sweep the form asks for on `set`, checked with lib/sim's `planSweep` (every variant through
 * the set's checks) before any game, or its refusal in words at its field.
 */
export function checkSweep(set: VellumSet, form: SweepForm): SweepCheck {
  if (form.cardId === "")
    return { ok: false, place: "card", message: "Choose the card to vary.", empty: true };
  if (form.field === "")
    return { ok: false, place: "field", message: "Choose the field to vary.", empty: true };
  if (form.values.trim() === "")
    return {
      ok: false,
      place: "values",
      message: "List the values to try, separated by commas.",
      empty: true,
    };
  const values = valuesOf(form.values);
  if (values.some((v) => v === ""))
    return {
      ok: false,
      place: "values",
      message: "A value is empty: list the values separated by commas (e.g. -5, -10, -15).",
    };
  const spec: VarySpec = { card: form.cardId, field: form.field, values };
  const plan = planSweep(set, [spec]);
  if (!plan.ok)
    return { ok: false, place: PLACE[plan.error.code] ?? "values", message: plan.error.message };
  return { ok: true, plan: plan.value, spec };
}

/** A row of the sweep named by its values (one axis: the value; more: path=value, …). */
export function rowName(report: SweepReport, row: number): string {
  const r = report.rows[row]!;
  return report.axes
    .map((a, i) => {
      const v = valueWords(r.values[i]!);
      return report.axes.length === 1 ? v : `${a.path} ${v}`;
    })
    .join(", ");
}

/** The row's values as typed (the Apply button's name: "Apply -15"). */
export function rowValuesText(report: SweepReport, row: number): string {
  return report.rows[row]!.values.map(sweepValueText).join(", ");
}

/** A sweep's values now on `set`: each axis's field as the card has it (`undefined`: gone). */
export function valuesNow(set: VellumSet, report: SweepReport): (SweepValue | undefined)[] {
  return report.axes.map((a) => {
    const found = planSweep(set, [{ card: a.cardId, field: a.path, values: [] }]);
    return found.ok ? found.value.axes[0]!.current : undefined;
  });
}

/** The row whose values the cards have now (the applied one, or the current row), or -1. */
export function rowNow(set: VellumSet, report: SweepReport): number {
  const now = valuesNow(set, report);
  return report.rows.findIndex((r) => r.values.every((v, i) => v === now[i]));
}

/**
 * "Apply": `set` with the values of row `row` written to their cards (lib/sim's own change of a
 * variant, made on the set as it stands now), and the words of the edit; or why not.
 */
export function applyRow(
  set: VellumSet,
  report: SweepReport,
  row: number,
): Result<{ set: VellumSet; words: string }, string> {
  const r = report.rows[row];
  if (!r) return err("that row is not in the sweep");
  const specs: VarySpec[] = report.axes.map((a, i) => ({
    card: a.cardId,
    field: a.path,
    values: [sweepValueText(r.values[i]!)],
  }));
  const planned = planSweep(set, specs);
  if (!planned.ok) return err(planned.error.message);
  const words = report.axes
    .map(
      (a, i) =>
        `${fieldWords(a.path)} of ${cardLabel(a.name, a.cardId)}: ${valueWords(r.values[i]!)}`,
    )
    .join("; ");
  return ok({ set: planned.value.variants[0]!.set, words });
}

/** Percentage points, one decimal, for the balance sentence. */
const pointsText = (x: number) => (100 * x).toFixed(1);

/**
 * Which row leaves the set closest to balanced (the smallest spread of family win rates,
 * lib/sim's `balance.closest`), in the lab's words: the row by its value (`names`).
 */
export function balanceWords(
  report: SweepReport,
  names: readonly string[],
  family: string,
): string {
  const { closest } = report.balance;
  const now = report.rows[0]!.spread;
  if (closest === null || now === null)
    return `Not known: no row has win rates of two ${family === "family" ? "families" : `${family}s`}.`;
  const best = report.rows[closest]!;
  const spread = `a spread of ${pointsText(best.spread!)} points between the best and worst ${family}`;
  if (best.current)
    return `The current card is the closest to balanced (${spread}); no value narrows it.`;
  return `Closest to balanced: ${names[closest]} (${spread}, against ${pointsText(now)} now)${
    best.significant.length > 0 ? "" : "; its difference from the current card is within chance"
  }.`;
}
