/**
 * Sweeps: "what if this card were −15 instead of −10?". A sweep varies one or more fields of
 * cards over lists of values, checks every variant before anything runs (the card and field
 * exist, the set with the value passes lib/schema's validation, effect compiler included), and
 * plays the current set and every variant on the same games (common random numbers: the same
 * options, so the same master seed, game indices, bots and seats), through a runner the caller
 * gives: `simulate` and its worker pool locally, a job queue on a cluster. No Node modules: the
 * browser's lab can import it.
 */
import type { Card, Diagnostic, PointSlot, Result, VellumSet } from "../model";
import { cardLabel, didYouMean, err, errorDiagnostic, ok, wordList } from "../model";
import { validateSetValue } from "../schema";
import type { SimReport } from "./types";

/** Most variants in one sweep (the combinations of every varied field's values). */
export const MAX_VARIANTS = 64;

/** A value a sweep gives a field: a number, a slot's `"blank"`, `null` (a clear slot) or text. */
export type SweepValue = number | string | null;

/** What `--vary <card>.<field>=<values>` says, before the card and field are looked up. */
export interface VarySpec {
  /** The card's id, or its name when no card has that id and one card has that name. */
  card: string;
  /** The field path as written (`points`, `points.2`, `copies`, `effect`, `effect.1`…). */
  field: string;
  /** The values as written: split at commas, except an `effect` text, which is one value. */
  values: string[];
}

/** A field a sweep can vary, resolved on its card. */
type FieldRef =
  | { kind: "slot"; slot: 0 | 1 | 2 }
  | { kind: "copies" }
  | { kind: "effect" }
  | { kind: "effect-number"; index: number };

/** One varied field of one card: its current value and the values the sweep tries. */
export interface SweepAxis {
  cardId: string;
  name: string;
  /** The canonical path (`points.1`, `copies`, `effect`, `effect.2`). */
  path: string;
  current: SweepValue;
  values: SweepValue[];
}

/** One change of a variant: the axis (index into `SweepPlan.axes`) and the value it takes. */
export interface SweepChange {
  axis: number;
  value: SweepValue;
}

/** One variant: the set with its changes made. */
export interface SweepVariant {
  /** In words: `lost-a-wager.points.1=-15` (an effect text by its number: `effect=#2`). */
  label: string;
  changes: SweepChange[];
  set: VellumSet;
}

/** A checked sweep: the current set (the reference), the axes and every variant. */
export interface SweepPlan {
  set: VellumSet;
  axes: SweepAxis[];
  variants: SweepVariant[];
}

/** The paths a sweep accepts, in words (the CLI's help and its errors say them). */
export const SWEEP_PATHS =
  "points (the card's one point value; also 'worth'), points.1 / points.2 / points.3 (a slot, top to bottom: a number, 'blank' or 'clear'), copies, effect (the whole effect text, one per --vary), effect.N (the N-th number in the effect text)";

function sweepError(code: string, message: string): Diagnostic {
  return errorDiagnostic(`sweep/${code}`, message, "sweep");
}

/**
 * `<card>.<field>=<values>` → its parts. The card may contain dots (a name): the field is the
 * known path at the end. Values are split at commas, except an `effect` text (one per spec).
 */
export function parseVary(text: string): Result<VarySpec, Diagnostic> {
  const eq = text.indexOf("=");
  if (eq < 0)
    return err(
      sweepError(
        "syntax",
        `'${text}' is not <card>.<field>=<values> (e.g. lost-a-wager.points=-5,-10,-15)`,
      ),
    );
  const left = text.slice(0, eq).trim();
  const right = text.slice(eq + 1);
  const m = /^(.+)\.((?:points|worth|effect)(?:\.\d+)?|copies)$/i.exec(left);
  if (!m) {
    const dot = left.lastIndexOf(".");
    const field = dot < 0 ? "" : left.slice(dot + 1);
    return err(
      sweepError(
        "unknown-field",
        dot < 0
          ? `'${left}' names no field: write <card>.<field>; the fields are ${SWEEP_PATHS}`
          : `no field '${field}' to vary${didYouMean(field, ["points", "worth", "copies", "effect"])}; the fields are ${SWEEP_PATHS}`,
      ),
    );
  }
  const field = m[2]!.toLowerCase();
  const values = field === "effect" ? [right] : right.split(",").map((v) => v.trim());
  if (values.some((v) => v === ""))
    return err(
      sweepError(
        "no-value",
        `'${text}' has an empty value: list the values separated by commas (e.g. =-5,-10,-15)`,
      ),
    );
  return ok({ card: m[1]!.trim(), field, values });
}

/** The card a spec names: by id, else by its name when exactly one card has it. */
function findCard(set: VellumSet, name: string): Result<Card, Diagnostic> {
  const byId = set.cards.find((c) => c.id === name);
  if (byId) return ok(byId);
  const lower = name.toLowerCase();
  const byName = set.cards.filter((c) => c.name.toLowerCase() === lower);
  if (byName.length === 1) return ok(byName[0]!);
  if (byName.length > 1)
    return err(
      sweepError(
        "ambiguous-card",
        `${byName.length} cards are named '${name}' (${wordList(
          byName.map((c) => c.id),
          "and",
        )}): name one by its id`,
      ),
    );
  return err(
    sweepError(
      "unknown-card",
      `no card '${name}' in set '${set.id}'${didYouMean(
        name,
        set.cards.map((c) => c.id),
      )}`,
    ),
  );
}

/** The numbers of an effect text that a sweep can change: each with its place and sign. */
const EFFECT_NUMBER = /(^|[^\w.])([+-]?)(\d+)(?![\w.])/g;

interface EffectNumber {
  /** Offset of the sign (or of the digits without one). */
  at: number;
  end: number;
  sign: string;
  value: number;
}

function effectNumbers(effect: string): EffectNumber[] {
  const out: EffectNumber[] = [];
  for (const m of effect.matchAll(EFFECT_NUMBER)) {
    const at = m.index + m[1]!.length;
    const sign = m[2]!;
    const value = Number(m[3]) * (sign === "-" ? -1 : 1);
    out.push({ at, end: at + sign.length + m[3]!.length, sign, value });
  }
  return out;
}

/** The field a path names on `card`, its current value, or why it cannot be varied there. */
function resolveField(
  card: Card,
  path: string,
): Result<{ ref: FieldRef; path: string; current: SweepValue }, Diagnostic> {
  const label = cardLabel(card.name, card.id);
  const [head, index] = path.split(".") as [string, string | undefined];
  const n = index === undefined ? undefined : Number(index);
  if (head === "copies" && n === undefined)
    return ok({ ref: { kind: "copies" }, path: "copies", current: card.copies ?? 1 });
  if (head === "points" || head === "worth") {
    const slots = card.points;
    if (!slots)
      return err(
        sweepError("no-field", `${label} has no point slots (a ${card.type} has none to vary)`),
      );
    if (n !== undefined) {
      if (n < 1 || n > 3)
        return err(
          sweepError(
            "unknown-field",
            `${label} has point slots 1 to 3 (top to bottom), not ${path}`,
          ),
        );
      const slot = (n - 1) as 0 | 1 | 2;
      return ok({ ref: { kind: "slot", slot }, path: `points.${n}`, current: slots[slot] });
    }
    const numbered = [0, 1, 2].filter((i) => typeof slots[i] === "number") as (0 | 1 | 2)[];
    if (numbered.length !== 1)
      return err(
        sweepError(
          "ambiguous-field",
          numbered.length === 0
            ? `${label} has no point value: name a slot, points.1, points.2 or points.3`
            : `${label} has ${numbered.length} point values (slots ${wordList(
                numbered.map((i) => String(i + 1)),
                "and",
              )}): name one, ${wordList(
                numbered.map((i) => `points.${i + 1}`),
                "or",
              )}`,
        ),
      );
    const slot = numbered[0]!;
    return ok({ ref: { kind: "slot", slot }, path: `points.${slot + 1}`, current: slots[slot] });
  }
  if (head === "effect") {
    const effect = card.effect ?? "";
    if (n === undefined) return ok({ ref: { kind: "effect" }, path: "effect", current: effect });
    const numbers = effectNumbers(effect);
    if (n < 1 || n > numbers.length)
      return err(
        sweepError(
          "no-field",
          numbers.length === 0
            ? `${label} has no number in its effect to vary`
            : `${label}'s effect has ${numbers.length} number${numbers.length === 1 ? "" : "s"} (${numbers
                .map((x) => x.sign + String(Math.abs(x.value)))
                .join(", ")}): effect.1 to effect.${numbers.length}, not ${path}`,
        ),
      );
    return ok({
      ref: { kind: "effect-number", index: n - 1 },
      path: `effect.${n}`,
      current: numbers[n - 1]!.value,
    });
  }
  return err(
    sweepError("unknown-field", `no field '${path}' to vary; the fields are ${SWEEP_PATHS}`),
  );
}

/** A value as written → the field's value, or why it is not one. */
function readValue(ref: FieldRef, raw: string): SweepValue | string[] {
  const text = raw.replace(/^−/, "-");
  const whole = /^[+-]?\d+$/.test(text) ? Number(text) : undefined;
  switch (ref.kind) {
    case "slot":
      if (whole !== undefined) return whole;
      if (text === "blank") return "blank";
      if (text === "clear") return null;
      return ["it is not a whole number, 'blank' or 'clear'"];
    case "copies":
    case "effect-number":
      return whole ?? ["it is not a whole number"];
    case "effect":
      return raw;
  }
}

/** The card with `value` in the field. */
function withValue(card: Card, ref: FieldRef, value: SweepValue): Card {
  switch (ref.kind) {
    case "slot": {
      const points = [...card.points!] as [PointSlot, PointSlot, PointSlot];
      points[ref.slot] = value as PointSlot;
      return { ...card, points };
    }
    case "copies":
      return { ...card, copies: value as number };
    case "effect":
      return { ...card, effect: value as string };
    case "effect-number": {
      const effect = card.effect ?? "";
      const at = effectNumbers(effect)[ref.index]!;
      const v = value as number;
      const written = v < 0 ? `-${-v}` : at.sign !== "" ? `+${v}` : String(v);
      return { ...card, effect: effect.slice(0, at.at) + written + effect.slice(at.end) };
    }
  }
}

/** A value in words: a clear slot is `clear`, an effect text is quoted. */
export function sweepValueText(value: SweepValue): string {
  if (value === null) return "clear";
  return typeof value === "number" ? String(value) : value;
}

/** The set with the variant's changes made (cards not changed keep their objects). */
function variantSet(set: VellumSet, axes: readonly Axis[], changes: readonly SweepChange[]) {
  const cards = set.cards.slice();
  for (const { axis, value } of changes) {
    const a = axes[axis]!;
    const i = cards.findIndex((c) => c.id === a.cardId);
    cards[i] = withValue(cards[i]!, a.ref, value);
  }
  return { ...set, cards };
}

type Axis = SweepAxis & { ref: FieldRef };

/** The first error lib/schema finds in `set`, in its words, or `undefined` when it is valid. */
function refusal(set: VellumSet): string | undefined {
  const found = validateSetValue(set).diagnostics.find((d) => d.severity === "error");
  return found?.message;
}

/**
 * The sweep of `specs` on `set`, every variant checked: the combinations of the axes' values
 * (specs naming the same field of the same card add their values to one axis; different fields
 * are combined, so two fields of 3 values give 9 variants). Refused, before anything runs: a card
 * or field that does not exist, a value that is not one of the field's, a variant the set's
 * validation (schema, cross-checks, effect compiler) refuses, more than `MAX_VARIANTS`.
 */
export function planSweep(
  set: VellumSet,
  specs: readonly VarySpec[],
): Result<SweepPlan, Diagnostic> {
  return sweepOf(set, specs, refusal);
}

/**
 * The plan `planSweep` makes of the same set and specs, without validating each variant (the
 * set's checks, a full validation per variant): for a caller that had `planSweep` accept them
 * elsewhere, as the app's server does in a worker thread so that a sweep of many variants of a
 * large set does not hold up its other requests. The specs' own checks (cards, fields, values,
 * the number of variants) are made again: they cost next to nothing.
 */
export function arrangeSweep(
  set: VellumSet,
  specs: readonly VarySpec[],
): Result<SweepPlan, Diagnostic> {
  return sweepOf(set, specs, () => undefined);
}

/** `planSweep`, with the check of each variant's set given (`refusal`, or none). */
function sweepOf(
  set: VellumSet,
  specs: readonly VarySpec[],
  refused: (set: VellumSet) => string | undefined,
): Result<SweepPlan, Diagnostic> {
  if (specs.length === 0) return err(sweepError("nothing", "name a field to vary"));
  const axes: Axis[] = [];
  for (const spec of specs) {
    const card = findCard(set, spec.card);
    if (!card.ok) return card;
    const field = resolveField(card.value, spec.field);
    if (!field.ok) return field;
    const { ref, path, current } = field.value;
    let axis = axes.find((a) => a.cardId === card.value.id && a.path === path);
    if (!axis) {
      axis = { cardId: card.value.id, name: card.value.name, path, current, values: [], ref };
      axes.push(axis);
    }
    for (const raw of spec.values) {
      const value = readValue(ref, raw);
      const where = `${cardLabel(card.value.name, card.value.id)}: ${path}=${ref.kind === "effect" ? JSON.stringify(raw) : raw}`;
      if (Array.isArray(value))
        return err(sweepError("bad-value", `${where} is refused: ${value[0]}`));
      if (axis.values.includes(value))
        return err(sweepError("repeated-value", `${where} is listed twice`));
      axis.values.push(value);
    }
  }
  const count = axes.reduce((n, a) => n * a.values.length, 1);
  if (count > MAX_VARIANTS)
    return err(
      sweepError(
        "too-many",
        `${count} variants (the combinations of ${axes.map((a) => a.values.length).join(" × ")} values) are more than ${MAX_VARIANTS}: vary fewer fields or values`,
      ),
    );
  // Each value on its own first, so a refusal names the one value that breaks the set.
  for (const [i, a] of axes.entries()) {
    for (const value of a.values) {
      const why = refused(variantSet(set, axes, [{ axis: i, value }]));
      if (why !== undefined) {
        const shown = a.ref.kind === "effect" ? JSON.stringify(value) : sweepValueText(value);
        return err(
          sweepError(
            "refused",
            `${cardLabel(a.name, a.cardId)}: ${a.path}=${shown} is refused by the set's checks: ${why}`,
          ),
        );
      }
    }
  }
  const variants: SweepVariant[] = [];
  for (const changes of combinations(axes)) {
    const label = changes.map((c) => changeLabel(axes, c)).join(", ");
    const changed = variantSet(set, axes, changes);
    if (changes.length > 1) {
      const why = refused(changed);
      if (why !== undefined)
        return err(
          sweepError("refused", `the variant ${label} is refused by the set's checks: ${why}`),
        );
    }
    variants.push({ label, changes, set: changed });
  }
  return ok({ set, axes: axes.map(({ ref: _ref, ...a }) => a), variants });
}

/** `card.path=value`; an effect text by its number in the axis's list (`effect=#2`). */
function changeLabel(axes: readonly SweepAxis[], c: SweepChange): string {
  const a = axes[c.axis]!;
  const shown = a.path === "effect" ? `#${a.values.indexOf(c.value) + 1}` : sweepValueText(c.value);
  return `${a.cardId}.${a.path}=${shown}`;
}

/** Every combination of the axes' values, the first axis varying slowest. */
function combinations(axes: readonly SweepAxis[]): SweepChange[][] {
  let out: SweepChange[][] = [[]];
  axes.forEach((a, axis) => {
    out = out.flatMap((prefix) => a.values.map((value) => [...prefix, { axis, value }]));
  });
  return out;
}

/** Runs one set's games (the sweep's options are the runner's): `simulate`, or a job queue. */
export type SweepRunner = (
  set: VellumSet,
  job: { variant: number; of: number; label: string },
) => Promise<Result<SimReport, Diagnostic>>;

/** The reports of a sweep: the current set's, then each variant's, in the plan's order. */
export interface SweepRuns {
  reference: SimReport;
  variants: SimReport[];
}

/**
 * Plays the current set (job `variant` 0, label "current") and then each variant (1…) with
 * `run`, one after the other (each run uses every worker it has). Stops at the first error.
 */
export async function runSweep(
  plan: SweepPlan,
  run: SweepRunner,
): Promise<Result<SweepRuns, Diagnostic>> {
  const of = plan.variants.length + 1;
  const reference = await run(plan.set, { variant: 0, of, label: "current" });
  if (!reference.ok) return reference;
  const variants: SimReport[] = [];
  for (const [i, v] of plan.variants.entries()) {
    const r = await run(v.set, { variant: i + 1, of, label: v.label });
    if (!r.ok) return r;
    variants.push(r.value);
  }
  return ok({ reference: reference.value, variants });
}
