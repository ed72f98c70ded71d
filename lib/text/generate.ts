/**
 * The generator: an effect's IR → printed rules text in one catalog's language. Each IR node is
 * one phrase (phrases.ts); what a phrase needs of its children (their words, already written in
 * the case the catalog asks for) is passed in as arguments. Plural and select live in the ICU
 * messages, never here.
 */
import type {
  Ability,
  Amount,
  CardFilter,
  CharacterSelector,
  CharacterTest,
  Condition,
  Count,
  EffectIR,
  Operation,
  PlayerSelector,
  Step,
  Trigger,
} from "../dsl";
import type { CardType } from "../model";
import { CATALOGS } from "./catalogs";
import type { Catalog, GrammaticalCase } from "./catalogs";
import { catalogPhrase, compileMessage } from "./messages";
import type { PhraseId } from "./phrases";

type Args = Record<string, string | number>;

/** What the text is written with besides the catalog: the set's words, names and headings. */
export interface WriterOptions {
  /** Overrides of phrases (already checked: refused ones left out). */
  overrides?: Readonly<Record<string, string>>;
  /** The set's own word for a player's characters in this language, when it has one. */
  familyWord?: string;
  /** The set's own word for points in this language, when it has one. */
  pointsWord?: string;
  /** A family's printed name by id (its id when absent). */
  familyName?: (id: string) => string;
  /** The set's own heading of a printed category in this language, when it has one. */
  heading?: (
    category: "immediate" | "response" | "continuous" | "persistent",
  ) => string | undefined;
}

/** "each-other-player" → "eachOtherPlayer": ICU select keys cannot hold hyphens. */
function key(value: string): string {
  return value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

function yes(flag: boolean | undefined): string {
  return flag ? "yes" : "no";
}

/** A text with its first letter in upper case (a leading `{icon}` token is left as it is). */
function capitalise(text: string, language: string): string {
  return text.replace(/^\p{Ll}/u, (c) => c.toLocaleUpperCase(language));
}

/** A text with its first letter in lower case (a step that follows a trigger's comma). */
function lowerFirst(text: string, language: string): string {
  return text.replace(/^\p{Lu}/u, (c) => c.toLocaleLowerCase(language));
}

/**
 * A relative clause inside a sentence closes with a comma ("…, której Samoocena wynosi 2, na
 * …"), so a phrase may end with one; where a comma or a stop follows anyway, it goes.
 */
function tidyCommas(text: string): string {
  return text.replace(/,(?=[,.;:])/g, "");
}

/** Headings that are a clause ("While this text is visible"), not a label ("Persistent:"). */
const CLAUSE_HEADINGS: ReadonlySet<string> = new Set([
  "continuous",
  "on-draw",
  "on-claim",
  "while-held",
]);

/** Whether two selectors choose alike: "another living character" twice. */
function alike(a: CharacterSelector, b: CharacterSelector): boolean {
  return (
    a.kind === "choose" &&
    b.kind === "choose" &&
    a.owner !== "opponent" &&
    a.filter === undefined &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}

/** Writes IR in one catalog's language; `missing` collects phrase ids the catalog lacks. */
export class Writer {
  readonly missing = new Set<string>();
  /** Every phrase id this writer has formatted (the coverage test reads it). */
  readonly used = new Set<string>();
  private readonly familyWord: string;
  private readonly ownWord: string;
  private readonly pointsWord: string;

  constructor(
    private readonly catalog: Catalog,
    private readonly options: WriterOptions = {},
  ) {
    this.ownWord = yes(options.familyWord !== undefined);
    this.familyWord = options.familyWord ?? this.say("word.family", {});
    this.pointsWord = options.pointsWord ?? this.say("word.points", {});
  }

  get language(): string {
    return this.catalog.language;
  }

  /** Phrase `id` formatted with `args`: the set's override, else the catalog's, else English. */
  say(id: PhraseId, args: Args): string {
    this.used.add(id);
    const override = this.options.overrides?.[id];
    let message = override ?? catalogPhrase(this.catalog, id);
    let language = this.catalog.language;
    if (message === undefined) {
      this.missing.add(id);
      message = CATALOGS.en!.phrases[id];
      language = "en";
    }
    const compiled = compileMessage(language, message);
    if (!compiled.ok) {
      this.missing.add(id);
      return "";
    }
    return String(compiled.format.format(args));
  }

  private caseOf(id: PhraseId, placeholder: string): GrammaticalCase {
    return this.catalog.cases?.[id]?.[placeholder] ?? "nom";
  }

  // Players, characters, card types, lists.
  private player(players: PlayerSelector, c: GrammaticalCase): string {
    return this.say(`player.${players.kind}` as PhraseId, { case: c });
  }

  private character(selector: CharacterSelector, c: GrammaticalCase): string {
    if (selector.kind === "this" || selector.kind === "that")
      return this.say(`char.${selector.kind}`, { case: c });
    return this.say("char.choose", {
      owner: selector.owner,
      state: selector.state,
      other: yes(selector.excludeThis),
      filter: selector.filter ? this.filter(selector.filter) : "",
      case: c,
    });
  }

  /** Two characters chosen alike (`alike`), as one plural phrase. */
  private pair(selector: CharacterSelector, c: GrammaticalCase): string {
    if (selector.kind !== "choose") return "";
    return this.say("char.choose-two", {
      owner: selector.owner,
      state: selector.state,
      other: yes(selector.excludeThis),
      case: c,
    });
  }

  private cardType(type: CardType, form: "one" | "many", c: GrammaticalCase): string {
    return this.say("card-type", { type: key(type), form, case: c });
  }

  private icon(id: string): string {
    return `{${id}}`;
  }

  private list(items: readonly string[], join: "list.and" | "list.or" | "list.comma"): string {
    if (items.length <= 1) return items[0] ?? "";
    let head = items[0]!;
    for (const item of items.slice(1, -1)) head = this.say("list.comma", { head, next: item });
    return this.say(join, { head, last: items.at(-1)!, next: items.at(-1)! });
  }

  private icons(icons: readonly string[], match: "all" | "any"): string {
    return this.list(
      icons.map((i) => this.icon(i)),
      match === "any" ? "list.or" : "list.and",
    );
  }

  private family(id: string): Args {
    return {
      family: this.options.familyName?.(id) ?? id,
      familyWord: this.familyWord,
      ownWord: this.ownWord,
    };
  }

  private words(): Args {
    return { familyWord: this.familyWord, ownWord: this.ownWord };
  }

  private compare(compare: string, value: number): string {
    return this.say("compare", { compare: key(compare), value });
  }

  // Tests, conditions, counts.
  private filter(test: CharacterTest): string {
    const points = this.pointsWord;
    switch (test.kind) {
      case "has-icons":
        return this.say("filter.has-icons", { icons: this.icons(test.icons, test.match) });
      case "negative-self-worth":
        return this.say("filter.negative-self-worth", { points });
      case "self-worth":
        return this.say("filter.self-worth", {
          points,
          compare: this.compare(test.compare, test.value),
        });
      case "highest-self-worth":
        return this.say("filter.highest-self-worth", { points });
      case "in-family":
        return this.say("filter.in-family", this.family(test.family));
    }
  }

  condition(condition: Condition): string {
    switch (condition.kind) {
      case "character": {
        const test = condition.test;
        const id = `cond.${test.kind}` as PhraseId;
        // The subject in the case the catalog asks, and in the genitive ("Samoocena tej
        // postaci"), for a catalog that makes the character's points or family the subject.
        const who: Args = {
          subject: this.character(condition.subject, this.caseOf(id, "subject")),
          subjectOf: this.character(condition.subject, "gen"),
        };
        const points = this.pointsWord;
        switch (test.kind) {
          case "has-icons":
            return this.say("cond.has-icons", {
              ...who,
              icons: this.icons(test.icons, test.match),
            });
          case "negative-self-worth":
            return this.say("cond.negative-self-worth", { ...who, points });
          case "self-worth":
            return this.say("cond.self-worth", {
              ...who,
              points,
              compare: this.compare(test.compare, test.value),
            });
          case "highest-self-worth":
            return this.say("cond.highest-self-worth", { ...who, points });
          case "in-family":
            return this.say("cond.in-family", { ...who, ...this.family(test.family) });
        }
        break;
      }
      case "dead-characters":
        return this.say("cond.dead-characters", {
          owner: condition.owner,
          compare: this.compare(condition.compare, condition.value),
          value: condition.value,
        });
      case "family-icons":
        return this.say("cond.family-icons", {
          icons: this.icons(condition.icons, condition.match),
          ...this.words(),
        });
      case "living-characters":
        return this.say("cond.living-characters", {
          compare: this.compare(condition.compare, condition.value),
          value: condition.value,
          ...this.words(),
        });
      case "family-size":
        return this.say("cond.family-size", {
          opponents: condition.opponents,
          compare: key(condition.compare),
          ...this.words(),
        });
    }
  }

  private count(count: Count): string {
    switch (count.kind) {
      case "icons":
        return this.say("count.icons", {
          icon: this.icon(count.icon),
          of: this.character(count.of, this.caseOf("count.icons", "of")),
        });
      case "dead-characters":
        return this.say("count.dead-characters", { owner: count.owner });
      case "family-icons":
        return this.say("count.family-icons", { icon: this.icon(count.icon), ...this.words() });
      case "living-characters":
        return this.say("count.living-characters", { owner: count.owner, ...this.words() });
    }
  }

  private amount(amount: Amount): { n: number; per: string } {
    return amount.kind === "number"
      ? { n: amount.value, per: "" }
      : { n: amount.each, per: this.count(amount.count) };
  }

  private cardFilter(filter: CardFilter): string {
    return filter.kind === "icon"
      ? this.say("card-filter.icon", { icon: this.icon(filter.icon) })
      : this.say("card-filter.negative-points", { points: this.pointsWord });
  }

  // Operations.
  private subject(players: PlayerSelector, optional: boolean | undefined): Args {
    return {
      who: key(players.kind),
      players: this.player(players, "nom"),
      optional: yes(optional),
    };
  }

  operation(op: Operation): string {
    const id = `op.${op.type}` as PhraseId;
    const c = (placeholder: string): GrammaticalCase => this.caseOf(id, placeholder);
    const optional = "optional" in op ? yes(op.optional) : "no";
    switch (op.type) {
      case "draw":
      case "discard":
        return this.say(id, {
          ...this.subject(op.players, op.optional),
          ...this.amount(op.amount),
        });
      case "discard-hand":
        return this.say(id, this.subject(op.players, op.optional));
      case "skip":
        return this.say(id, { ...this.subject(op.players, op.optional), phase: key(op.phase) });
      case "take-cards":
        return this.say(id, {
          optional,
          from: this.player(op.from, c("from")),
          random: yes(op.random),
          ...this.amount(op.amount),
        });
      case "look-at-hand":
        return this.say(id, { optional, of: this.player(op.of, c("of")) });
      case "swap-hands":
        return this.say(id, { optional, with: this.player(op.with, c("with")) });
      case "gain-free-plays":
        return this.say(id, {
          ...this.subject(op.players ?? { kind: "you" }, op.optional),
          ...this.amount(op.amount),
          typed: yes(op.cardType !== undefined),
          cardType: op.cardType ? this.cardType(op.cardType, "one", c("cardType")) : "",
        });
      case "move-modifier":
        return this.say(id, {
          optional,
          which: op.which,
          from: this.character(op.from, c("from")),
          to: this.character(op.to, c("to")),
        });
      case "discard-modifier":
        return this.say(id, { optional, which: op.which, of: this.character(op.of, c("of")) });
      case "swap-stacks":
      case "swap-top-modifiers": {
        // Two characters chosen alike read as two: "two other living characters".
        const pair = alike(op.first, op.second);
        return this.say(id, {
          optional,
          first: this.character(op.first, c("first")),
          second: this.character(op.second, c("second")),
          pair: yes(pair),
          both: pair ? this.pair(op.first, c("first")) : "",
        });
      }
      case "return-to-life":
      case "kill":
        return this.say(id, { optional, target: this.character(op.target, c("target")) });
      case "move-untimely-death":
        return this.say(id, {
          optional,
          from: this.character(op.from, c("from")),
          to: this.character(op.to, c("to")),
        });
      case "shuffle-discard-into-draw":
        return this.say(id, { optional });
      case "search-discard":
        return this.say(id, {
          optional,
          typed: yes(op.cardType !== undefined),
          cardType: op.cardType ? this.cardType(op.cardType, "one", c("cardType")) : "",
        });
      case "pass-hand":
        return this.say(id, { ...this.subject(op.players, op.optional), direction: op.direction });
      case "pass-cards":
        return this.say(id, {
          ...this.subject(op.players, op.optional),
          ...this.amount(op.amount),
          direction: op.direction,
        });
      case "look-at-draw":
        return this.say(id, {
          optional,
          ...this.amount(op.amount),
          discard: yes(op.discard),
          reorder: yes(op.reorder),
        });
      case "shuffle-stack-into-draw":
        return this.say(id, { optional, of: this.character(op.of, c("of")) });
      case "take-story":
        return this.say(id, { optional, from: op.from });
      case "return-story":
        return this.say(id, { optional, which: op.which });
      case "cancel":
        return this.say(id, { cardType: this.cardType(op.cardType, "one", c("cardType")) });
      case "play-at-once":
      case "cannot-return-to-life":
        return this.say(id, {});
      case "draw-limit":
      case "plays-per-turn":
        return this.say(id, {
          whose: key(op.players ?? "you"),
          change: op.change,
          ...this.amount(op.amount),
        });
      case "forbid":
        return this.say(id, {
          cardTypes: this.cardType(op.cardType, "many", c("cardTypes")),
          filter: op.filter ? this.cardFilter(op.filter) : "",
          where: key(op.where),
        });
      case "counts-as-family":
        return this.say(id, this.family(op.family));
      case "allow-on-dead":
        return this.say(id, { cardTypes: this.cardType(op.cardType, "many", c("cardTypes")) });
    }
  }

  // Steps and abilities.
  /** One step as a clause (no capital, no full stop); `nested` inside a condition or outcome. */
  private step(step: Step, nested = false): string {
    if (step.type === "if")
      return this.say("step.if", {
        condition: this.condition(step.condition),
        then: this.inline(step.then),
        nested: yes(nested),
      });
    if (step.type === "roll") {
      const outcomes = step.outcomes.map((o) =>
        this.say("roll.outcome", { results: this.results(o.results), then: this.inline(o.then) }),
      );
      if (step.otherwise)
        outcomes.push(this.say("roll.otherwise", { then: this.inline(step.otherwise) }));
      return this.say("step.roll", {
        sides: step.sides,
        outcomes: this.fold(outcomes, "roll.join"),
      });
    }
    return this.operation(step);
  }

  /** Steps inside a condition or an outcome: one clause, "…, then …". */
  private inline(steps: readonly Step[]): string {
    return this.fold(
      steps.map((s) => this.step(s, true)),
      "step.then-join",
    );
  }

  private fold(
    parts: readonly string[],
    join: "step.then-join" | "roll.join" | "text.lasting-join",
  ): string {
    let out = parts[0] ?? "";
    for (const next of parts.slice(1)) out = this.say(join, { first: out, next });
    return out;
  }

  private results(results: readonly number[]): string {
    const runs: string[] = [];
    for (let i = 0; i < results.length; i++) {
      const low = results[i]!;
      let high = low;
      while (results[i + 1] === high + 1) high = results[++i]!;
      runs.push(high === low ? String(low) : this.say("roll.range", { low, high }));
    }
    return this.list(runs, "list.comma");
  }

  private sentence(text: string, capital: boolean): string {
    const out = this.say("text.sentence", { text });
    return capital ? capitalise(out, this.language) : out;
  }

  /** An ability as one paragraph. */
  ability(ability: Ability): string {
    if (ability.category === "story-requirement")
      return capitalise(
        this.say("heading.story-requirement", {
          icons: this.list(
            ability.icons.map((i) => this.icon(i)),
            "list.comma",
          ),
        }),
        this.language,
      );
    const clauses = ability.steps.map((s) => this.step(s));
    const lasting = ["continuous", "persistent", "while-held"].includes(ability.category);
    const body = lasting
      ? this.sentence(this.fold(clauses, "text.lasting-join"), false)
      : clauses.map((c, i) => this.sentence(c, i > 0)).join(" ");
    const conditional = ability.steps[0]?.type === "if";
    return tidyCommas(
      capitalise(this.headed(ability.category, ability.trigger, body, conditional), this.language),
    );
  }

  private headed(
    category: Exclude<Ability["category"], "story-requirement">,
    trigger: Trigger | undefined,
    body: string,
    conditional: boolean,
  ): string {
    // A body opening with a condition follows a heading that is a clause (an event, "While
    // this text is visible") after a comma in every catalog ("Whenever …, if …: draw"), never a
    // second colon; so it starts in lower case.
    const cond = yes(conditional);
    const clauseBody = conditional ? lowerFirst(body, this.language) : body;
    if (category === "trigger" && trigger)
      return this.say("heading.trigger", {
        event: this.event(trigger),
        lasts: trigger.while,
        cond,
        body: clauseBody,
      });
    if (
      category === "immediate" ||
      category === "response" ||
      category === "continuous" ||
      category === "persistent"
    ) {
      const own = this.options.heading?.(category);
      if (own !== undefined)
        return this.say("heading.set", { heading: capitalise(own, this.language), body });
    }
    if (CLAUSE_HEADINGS.has(category))
      return this.say(`heading.${category}` as PhraseId, { body: clauseBody, cond });
    return this.say(`heading.${category}` as PhraseId, { body });
  }

  private event(trigger: Trigger): string {
    const event = trigger.event;
    switch (event.kind) {
      case "turn-start":
      case "turn-end":
        return this.say(`trigger.${event.kind}`, { whose: event.whose });
      case "played-on":
        return this.say("trigger.played-on", {
          cardType: key(event.cardType ?? "any"),
          on: event.on,
        });
      case "event-played":
      case "story-claimed":
        return this.say(`trigger.${event.kind}`, { by: event.by });
      case "character-dies":
        return this.say("trigger.character-dies", { whose: event.whose });
      case "card-played":
        return this.say("trigger.card-played", { cardType: key(event.cardType), by: event.by });
    }
  }

  /** A whole effect: one paragraph per ability, `\n` between them. */
  effect(ir: EffectIR): string {
    this.missing.clear();
    return ir.abilities.map((a) => this.ability(a)).join("\n");
  }
}
