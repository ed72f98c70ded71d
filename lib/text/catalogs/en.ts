/**
 * English phrases. Operations and conditions follow the effect language's own wording
 * (lib/dsl ir-to-text.ts), so generated text reads back into the same effect once normalised
 * (docs/rules-text.md "Round trip"); lasting effects and headings follow the house style of
 * printed cards ("While this text is visible, your draw limit is 1 lower.").
 */
import type { Catalog } from "./types";

const MAY = (base: string, third: string): string =>
  `{who, select, you {{optional, select, yes {you may ${base}} other {${base}}}} other {{players} {optional, select, yes {may ${base}} other {${third}}}}}`;
const CARDS = "{n, plural, one {# card} other {# cards}}{per}";
const YOU_MAY = "{optional, select, yes {you may } other {}}";
const THEIR = (you: string, them: string, base: string, third: string): string =>
  `{who, select, you {{optional, select, yes {you may ${base} ${you}} other {${base} ${you}}}} other {{players} {optional, select, yes {may ${base} ${them}} other {${third} ${them}}}}}`;
const WHICH = "{which, select, top {the top modifier} other {a visible modifier}}";
const BY = (you: string, opponent: string, anyone: string): string =>
  `{by, select, you {${you}} opponent {${opponent}} other {${anyone}}}`;

export const EN: Catalog = {
  language: "en",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous": "While this text is visible, {body}",
    "heading.persistent": "Persistent: {body}",
    "heading.response": "Response: {body}",
    "heading.on-draw": "When you draw this card, {body}",
    "heading.on-claim": "When you claim this story, {body}",
    "heading.while-held": "While you hold this story, {body}",
    "heading.trigger": "{lasts, select, persistent {Persistent: {event}} other {{event}}}, {body}",
    "heading.story-requirement": "To claim: {icons}.",
    "heading.set": "{heading}: {body}",
    "trigger.turn-start": "at the start of {whose, select, yours {your} other {each}} turn",
    "trigger.turn-end": "at the end of {whose, select, yours {your} other {each}} turn",
    "trigger.played-on":
      "whenever {cardType, select, modifier {a modifier} untimelyDeath {an untimely death} other {a card}} is played on {on, select, this {this character} other {one of your characters}}",
    "trigger.event-played": `whenever ${BY("you play an event", "an opponent plays an event", "an event is played")}`,
    "trigger.character-dies":
      "whenever {whose, select, yours {one of your characters dies} this {this character dies} other {a character dies}}",
    "trigger.story-claimed": `whenever ${BY("you claim a story", "an opponent claims a story", "a story is claimed")}`,
    "trigger.card-played":
      "whenever {by, select, you {you play} opponent {an opponent plays} other {a player plays}} {cardType, select, modifier {a modifier} other {an untimely death}}",
    "text.sentence": "{text}.",
    "text.lasting-join": "{first}; {next}",
    "step.if": "if {condition}: {then}",
    "step.then-join": "{first}, then {next}",
    "step.roll": "roll {sides, plural, =6 {a die} other {a d{sides}}}: {outcomes}",
    "roll.outcome": "{results}: {then}",
    "roll.otherwise": "otherwise: {then}",
    "roll.join": "{first}; {next}",
    "roll.range": "{low}-{high}",
    "list.and": "{head} and {last}",
    "list.or": "{head} or {last}",
    "list.comma": "{head}, {next}",
    "word.family": "family",
    "word.points": "Self-Worth",
    "player.you": "{case, select, gen {your} other {you}}",
    "player.each-player": "{case, select, gen {each player's} other {each player}}",
    "player.each-other-player":
      "{case, select, gen {each other player's} other {each other player}}",
    "player.chosen-player": "{case, select, gen {a chosen player's} other {a chosen player}}",
    "player.opponent": "{case, select, gen {an opponent's} other {an opponent}}",
    "char.this": "this character",
    "char.that": "that character",
    "char.choose":
      "{owner, select, you {one of your {other, select, yes {other } other {}}{state, select, living {living } dead {dead } other {}}characters} opponent {an opponent's {other, select, yes {other } other {}}{state, select, living {living } dead {dead } other {}}character} other {{other, select, yes {another} other {any}} {state, select, living {living } dead {dead } other {}}character}}{filter}",
    "char.choose-two":
      "{owner, select, you {two of your {other, select, yes {other } other {}}{state, select, living {living } dead {dead } other {}}characters} other {two {other, select, yes {other } other {}}{state, select, living {living } dead {dead } other {}}characters}}",
    "card-type":
      "{form, select, many {{type, select, character {characters} modifier {modifiers} event {events} untimelyDeath {untimely deaths} other {stories}}} other {{type, select, character {a character} modifier {a modifier} event {an event} untimelyDeath {an untimely death} other {a story}}}}",
    "filter.has-icons": " with {icons}",
    "filter.negative-self-worth": " with negative {points}",
    "filter.self-worth": " with a {points} of {compare}",
    "filter.highest-self-worth": " with the highest {points}",
    "filter.in-family": " of {family}",
    "cond.has-icons": "{subject} has {icons}",
    "cond.negative-self-worth": "{subject} has negative {points}",
    "cond.self-worth": "{subject} has a {points} of {compare}",
    "cond.highest-self-worth": "{subject} has the highest {points}",
    "cond.in-family": "{subject} is a member of {family}",
    "cond.dead-characters":
      "{compare} {owner, select, you {of your characters {value, plural, one {is} other {are}}} other {{value, plural, one {character is} other {characters are}}}} dead",
    "cond.family-icons": "your {familyWord} has {icons} showing",
    "cond.living-characters":
      "your {familyWord} has {compare} living {value, plural, one {character} other {characters}}",
    "cond.family-size":
      "{opponents, select, each {each opponent's} other {an opponent's}} {familyWord} has {compare, select, asMany {as many living characters as} fewer {fewer living characters than} other {more living characters than}} yours",
    compare: "{compare, select, atLeast {at least} atMost {at most} other {exactly}} {value}",
    "count.icons": " for each {icon} {of} has",
    "count.dead-characters":
      " for each {owner, select, you {of your dead characters} other {dead character}}",
    "count.family-icons": " for each {icon} your {familyWord} shows",
    "count.living-characters":
      " for each living character{owner, select, you { in your {familyWord}} other {}}",
    "card-filter.icon": " with a {icon}",
    "card-filter.negative-points": " with negative points",
    "op.draw": `${MAY("draw", "draws")} ${CARDS}`,
    "op.discard": `${MAY("discard", "discards")} ${CARDS}`,
    "op.discard-hand": THEIR("your hand", "their hand", "discard", "discards"),
    "op.skip": THEIR(
      "your next {phase, select, turn {turn} other {draw step}}",
      "their next {phase, select, turn {turn} other {draw step}}",
      "skip",
      "skips",
    ),
    "op.take-cards": `${YOU_MAY}take ${CARDS}{random, select, yes { at random} other {}} from {from} hand`,
    "op.look-at-hand": `${YOU_MAY}look at {of} hand`,
    "op.swap-hands": `${YOU_MAY}swap hands with {with}`,
    "op.gain-free-plays": `${MAY("gain", "gains")} {n, plural, one {# free play} other {# free plays}}{per}{typed, select, yes { for {cardType}} other {}}`,
    "op.move-modifier": `${YOU_MAY}move ${WHICH} from {from} to {to}`,
    "op.discard-modifier": `${YOU_MAY}discard ${WHICH} of {of}`,
    "op.swap-stacks": `${YOU_MAY}swap the stacks of {pair, select, yes {{both}} other {{first} and {second}}}`,
    "op.swap-top-modifiers": `${YOU_MAY}swap the top modifiers of {pair, select, yes {{both}} other {{first} and {second}}}`,
    "op.return-to-life": `${YOU_MAY}return {target} to life`,
    "op.move-untimely-death": `${YOU_MAY}move the untimely death from {from} to {to}`,
    "op.kill": `${YOU_MAY}kill {target}`,
    "op.shuffle-discard-into-draw": `${YOU_MAY}shuffle the discard pile into the draw pile`,
    "op.search-discard": `${YOU_MAY}search the discard pile for {typed, select, yes {{cardType}} other {a card}}`,
    "op.pass-hand": THEIR(
      "your hand to the {direction, select, left {left} other {right}}",
      "their hand to the {direction, select, left {left} other {right}}",
      "pass",
      "passes",
    ),
    "op.pass-cards": `${MAY("pass", "passes")} ${CARDS} to the {direction, select, left {left} other {right}}`,
    "op.look-at-draw": `${YOU_MAY}look at the top {n, plural, one {card} other {# cards}}{per} of the draw pile{discard, select, yes { and discard any of them} other {}}{reorder, select, yes { and put {discard, select, yes {the rest back in any order} other {{n, plural, one {it back} other {them back in any order}}}}} other {}}`,
    "op.shuffle-stack-into-draw": `${YOU_MAY}shuffle the stack of {of} into the draw pile`,
    "op.take-story": `${YOU_MAY}take a story from {from, select, centre {the centre} other {an opponent}}`,
    "op.return-story": `${YOU_MAY}return {which, select, yours {your} other {a}} story to the centre`,
    "op.cancel": "cancel {cardType}",
    "op.play-at-once": "play it at once",
    "op.draw-limit":
      "{whose, select, you {your} eachPlayer {each player's} other {each other player's}} draw limit is {n} {change, select, increase {higher} other {lower}}{per}",
    "op.plays-per-turn":
      "{whose, select, you {you have} eachPlayer {each player has} other {each other player has}} {n} {change, select, increase {more} other {fewer}} {n, plural, one {play} other {plays}} each turn{per}",
    "op.forbid":
      "no {cardTypes}{filter} may be played{where, select, thisCharacter { on this character} other {}}",
    "op.cannot-return-to-life": "this character cannot return to life",
    "op.counts-as-family": "this character also counts as a member of {family}",
    "op.allow-on-dead": "{cardTypes} may be played on dead characters",
  },
  // `gen` is the possessive: "an opponent's hand".
  cases: {
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
  },
};
