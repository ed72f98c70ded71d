/**
 * What a compiled effect states, in the terms a rules text states them (issue 24, point 2): its
 * numbers by what they count, the icons it names, the people and piles it involves and when it
 * acts. The disagreement check compares a written text's claims (text-claims.ts) with these.
 */
import type {
  Amount,
  CharacterSelector,
  CharacterTest,
  Condition,
  EffectIR,
  Operation,
  PlayerSelector,
  Step,
  StepCategory,
  TriggerPlayer,
} from "../dsl";
import { triggerEventWords } from "../dsl";

/** What a number counts. */
export type NumberRole = "cards" | "plays" | "characters" | "die" | "other";

/** The verbs a number of cards goes with. */
export type CardVerb = "draw" | "discard" | "take" | "look" | "pass";

/** The people a text or an effect names besides "you". */
export type Person = "each-player" | "each-other-player" | "opponent" | "chosen-player";

/** The piles a text or an effect names. */
export type Pile = "draw-pile" | "discard-pile" | "hand";

/**
 * When an effect acts, as a text says it: a printed category, or a trigger's event (`turn-start:yours`).
 */
export type CategoryKey =
  | "on-play"
  | "while-visible"
  | "persistent"
  | "response"
  | "on-draw"
  | "on-claim"
  | "while-held"
  | "turn-start:yours"
  | "turn-start:each"
  | "turn-end:yours"
  | "turn-end:each"
  | "character-dies"
  | "story-claimed"
  | "event-played"
  | "card-played";

/** A number the effect states, and how a designer reads it ("draws 2"). */
export interface NumberFact {
  value: number;
  role: NumberRole;
  verb?: CardVerb;
  /** What the effect does with it, e.g. `draws 2`, `gains 1 free play`. */
  says: string;
}

/** Everything the check compares. */
export interface EffectFacts {
  numbers: NumberFact[];
  icons: Set<string>;
  people: Set<Person>;
  piles: Set<Pile>;
  /** When it acts, each with the heading that says it ("at the start of your turn"). */
  categories: Map<CategoryKey, string>;
}

const CARD_VERB: Partial<Record<Operation["type"], [CardVerb, string]>> = {
  draw: ["draw", "draws"],
  discard: ["discard", "discards"],
  "take-cards": ["take", "takes"],
  "pass-cards": ["pass", "passes"],
  "look-at-draw": ["look", "looks at"],
};

const PILES: Partial<Record<Operation["type"], readonly Pile[]>> = {
  draw: ["draw-pile", "hand"],
  discard: ["hand", "discard-pile"],
  "discard-hand": ["hand", "discard-pile"],
  "take-cards": ["hand"],
  "look-at-hand": ["hand"],
  "swap-hands": ["hand"],
  "gain-free-plays": ["hand"],
  "play-at-once": ["hand", "draw-pile"],
  "discard-modifier": ["discard-pile"],
  "return-to-life": ["discard-pile"],
  cancel: ["discard-pile"],
  "shuffle-discard-into-draw": ["discard-pile", "draw-pile"],
  "search-discard": ["discard-pile", "hand"],
  "pass-hand": ["hand"],
  "pass-cards": ["hand"],
  "look-at-draw": ["draw-pile", "discard-pile"],
  "shuffle-stack-into-draw": ["draw-pile"],
  "draw-limit": ["hand", "draw-pile"],
};

/** The facts of `ir`. */
export function effectFacts(ir: EffectIR): EffectFacts {
  const facts: EffectFacts = {
    numbers: [],
    icons: new Set(),
    people: new Set(),
    piles: new Set(),
    categories: new Map(),
  };
  for (const ability of ir.abilities) {
    if (ability.category === "story-requirement") {
      for (const icon of ability.icons) facts.icons.add(icon);
      continue;
    }
    const { category, trigger } = ability;
    if (trigger) {
      const e = trigger.event;
      const key: CategoryKey =
        e.kind === "turn-start" || e.kind === "turn-end"
          ? `${e.kind}:${e.whose}`
          : e.kind === "played-on"
            ? "card-played"
            : e.kind;
      const at = e.kind === "turn-start" || e.kind === "turn-end" ? "at" : "whenever";
      facts.categories.set(key, `${at} ${triggerEventWords(e)}`);
      facts.categories.set(
        trigger.while === "visible" ? "while-visible" : "persistent",
        trigger.while === "visible" ? "while this text is visible" : "while persistent",
      );
      if (e.kind === "event-played" || e.kind === "story-claimed" || e.kind === "card-played")
        addTriggerPlayer(facts, e.by);
    } else if (category !== "trigger") {
      const [key, words] = CATEGORY[category];
      facts.categories.set(key, words);
    }
    if (category === "on-draw") facts.piles.add("draw-pile");
    steps(facts, ability.steps);
  }
  return facts;
}

const CATEGORY: Record<Exclude<StepCategory, "trigger">, [CategoryKey, string]> = {
  immediate: ["on-play", "on play"],
  continuous: ["while-visible", "while this text is visible"],
  persistent: ["persistent", "while persistent"],
  response: ["response", "as a response"],
  "on-draw": ["on-draw", "when drawn"],
  "on-claim": ["on-claim", "when the story is claimed"],
  "while-held": ["while-held", "while the story is held"],
};

function addTriggerPlayer(facts: EffectFacts, by: TriggerPlayer): void {
  if (by === "opponent") facts.people.add("opponent");
}

function steps(facts: EffectFacts, list: readonly Step[]): void {
  for (const step of list) {
    if (step.type === "if") {
      condition(facts, step.condition);
      steps(facts, step.then);
    } else if (step.type === "roll") {
      for (let face = 1; face <= step.sides; face++)
        facts.numbers.push({ value: face, role: "die", says: `rolls 1–${step.sides}` });
      for (const outcome of step.outcomes) steps(facts, outcome.then);
      if (step.otherwise) steps(facts, step.otherwise);
    } else operation(facts, step);
  }
}

function operation(facts: EffectFacts, op: Operation): void {
  for (const pile of PILES[op.type] ?? []) facts.piles.add(pile);
  if (op.type === "look-at-draw" && !op.discard) facts.piles.delete("discard-pile");
  const verb = CARD_VERB[op.type];
  if (verb && "amount" in op) amount(facts, op.amount, "cards", verb[0], verb[1]);
  switch (op.type) {
    case "draw":
    case "discard":
    case "discard-hand":
    case "skip":
    case "pass-hand":
    case "pass-cards":
      player(facts, op.players);
      break;
    case "take-cards":
      player(facts, op.from);
      break;
    case "look-at-hand":
      player(facts, op.of);
      break;
    case "swap-hands":
      player(facts, op.with);
      break;
    case "gain-free-plays":
      if (op.players) player(facts, op.players);
      amount(facts, op.amount, "plays", undefined, "gains");
      break;
    case "plays-per-turn":
    case "draw-limit": {
      if (op.players) facts.people.add(op.players);
      const what = op.type === "draw-limit" ? "the draw limit" : "plays per turn";
      amount(
        facts,
        op.amount,
        op.type === "draw-limit" ? "other" : "plays",
        undefined,
        `${op.change}s ${what} by`,
      );
      break;
    }
    case "forbid":
      if (op.filter?.kind === "icon") facts.icons.add(op.filter.icon);
      break;
    case "move-modifier":
    case "move-untimely-death":
      character(facts, op.from);
      character(facts, op.to);
      break;
    case "discard-modifier":
    case "shuffle-stack-into-draw":
      character(facts, op.of);
      break;
    case "swap-stacks":
    case "swap-top-modifiers":
      character(facts, op.first);
      character(facts, op.second);
      break;
    case "return-to-life":
    case "kill":
      character(facts, op.target);
      break;
    case "take-story":
      if (op.from === "opponent") facts.people.add("opponent");
      break;
    default:
      break;
  }
}

function player(facts: EffectFacts, p: PlayerSelector): void {
  if (p.kind !== "you") facts.people.add(p.kind);
}

function character(facts: EffectFacts, c: CharacterSelector): void {
  if (c.kind !== "choose") return;
  if (c.owner === "opponent") facts.people.add("opponent");
  if (c.filter) test(facts, c.filter);
}

function amount(
  facts: EffectFacts,
  a: Amount,
  role: NumberRole,
  verb: CardVerb | undefined,
  says: string,
): void {
  const value = a.kind === "number" ? a.value : a.each;
  const noun =
    role === "cards"
      ? value === 1
        ? " card"
        : " cards"
      : role === "plays"
        ? value === 1
          ? " free play"
          : " free plays"
        : "";
  const fact: NumberFact = {
    value,
    role,
    says: `${says} ${value}${noun}${a.kind === "count" ? " for each" : ""}`,
  };
  if (verb) fact.verb = verb;
  facts.numbers.push(fact);
  if (a.kind === "count") count(facts, a.count);
}

function count(facts: EffectFacts, c: Extract<Amount, { kind: "count" }>["count"]): void {
  if (c.kind === "icons" || c.kind === "family-icons") facts.icons.add(c.icon);
}

function condition(facts: EffectFacts, c: Condition): void {
  switch (c.kind) {
    case "character":
      test(facts, c.test);
      break;
    case "dead-characters":
    case "living-characters":
      facts.numbers.push({
        value: c.value,
        role: "characters",
        says: `counts ${c.value} ${c.kind === "dead-characters" ? "dead" : "living"} characters`,
      });
      break;
    case "family-icons":
      for (const icon of c.icons) facts.icons.add(icon);
      break;
    default:
      break;
  }
}

function test(facts: EffectFacts, t: CharacterTest): void {
  if (t.kind === "has-icons") for (const icon of t.icons) facts.icons.add(icon);
  else if (t.kind === "self-worth")
    facts.numbers.push({ value: t.value, role: "other", says: `tests self-worth ${t.value}` });
}
