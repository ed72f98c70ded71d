/**
 * Spanish phrases, as Spanish editions print card text: the imperative in the tú form
 * ("Roba 2 cartas."), "puedes …" for an optional step, "cada jugador roba …" for others;
 * the subjunctive after "cada vez que" and "mientras" ("Cada vez que juegues un evento, …").
 * Characters a step acts on take the personal "a" ("Mata a cualquier personaje vivo"). The set's
 * word for points follows "valor de" and its word for family follows "tu", so any noun of
 * either gender fits ("el valor de Autoestima más alto", "tu familia").
 */
import type { Catalog } from "./types";

/** A step with a subject: you (imperative, or "puedes" + infinitive) or other players. */
const SUBJ = (
  imp: string,
  inf: string,
  third: string,
  rest: { you: string; them: string },
): string =>
  `{who, select, you {{optional, select, yes {puedes ${inf}} other {${imp}}}${rest.you}} other {{players} {optional, select, yes {puede ${inf}} other {${third}}}${rest.them}}}`;
const SAME = (rest: string): { you: string; them: string } => ({ you: rest, them: rest });
/** A step only you do. */
const YOU = (imp: string, inf: string): string =>
  `{optional, select, yes {puedes ${inf}} other {${imp}}}`;
const CARDS = "{n, plural, one {# carta} other {# cartas}}{per}";
const WHICH = "{which, select, top {el modificador superior} other {un modificador visible}}";
const SIDE = "al jugador de la {direction, select, left {izquierda} other {derecha}}";
const STATE_ONE = "{state, select, living { vivo} dead { muerto} other {}}";
const STATE_MANY = "{state, select, living { vivos} dead { muertos} other {}}";
/** The top cards of the draw pile. */
const TOP_ES = "{n, plural, one {la carta superior} other {las # cartas superiores}}{per} del mazo";
/** A player with its "de" (`gen`) or without. */
const DE = (of: string, plain: string): string => `{case, select, gen {${of}} other {${plain}}}`;

export const ES: Catalog = {
  language: "es",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous": "Mientras este texto sea visible, {body}",
    "heading.persistent": "Persistente: {body}",
    "heading.response": "Respuesta: {body}",
    "heading.on-draw": "Cuando robes esta carta, {body}",
    "heading.on-claim": "Cuando reclames esta historia, {body}",
    "heading.while-held": "Mientras tengas esta historia, {body}",
    "heading.trigger": "{lasts, select, persistent {Persistente: {event}} other {{event}}}, {body}",
    "heading.story-requirement": "Para reclamarla: {icons}.",
    "heading.set": "{heading}: {body}",
    "trigger.turn-start": "al comienzo {whose, select, yours {de tu turno} other {de cada turno}}",
    "trigger.turn-end": "al final {whose, select, yours {de tu turno} other {de cada turno}}",
    "trigger.played-on":
      "cada vez que se juegue {cardType, select, modifier {un modificador} untimelyDeath {una muerte prematura} other {una carta}} sobre {on, select, this {este personaje} other {uno de tus personajes}}",
    "trigger.event-played":
      "cada vez que {by, select, you {juegues un evento} opponent {un oponente juegue un evento} other {se juegue un evento}}",
    "trigger.character-dies":
      "cada vez que muera {whose, select, yours {uno de tus personajes} this {este personaje} other {un personaje}}",
    "trigger.story-claimed":
      "cada vez que {by, select, you {reclames una historia} opponent {un oponente reclame una historia} other {se reclame una historia}}",
    "trigger.card-played":
      "cada vez que {by, select, you {juegues} opponent {un oponente juegue} other {un jugador juegue}} {cardType, select, modifier {un modificador} other {una muerte prematura}}",
    "text.sentence": "{text}.",
    "text.lasting-join": "{first}; {next}",
    "step.if": "si {condition}: {then}",
    "step.then-join": "{first} y, después, {next}",
    "step.roll": "tira {sides, plural, =6 {un dado} other {un dado de {sides} caras}}: {outcomes}",
    "roll.outcome": "{results}: {then}",
    "roll.otherwise": "con cualquier otro resultado: {then}",
    "roll.join": "{first}; {next}",
    "roll.range": "{low}–{high}",
    "list.and": "{head} y {last}",
    "list.or": "{head} o {last}",
    "list.comma": "{head}, {next}",
    "word.family": "familia",
    "word.points": "Autoestima",
    "player.you": DE("tuya", "tú"),
    "player.each-player": DE("de cada jugador", "cada jugador"),
    "player.each-other-player": DE(
      "de cada uno de los demás jugadores",
      "cada uno de los demás jugadores",
    ),
    "player.chosen-player": DE("de un jugador a tu elección", "un jugador a tu elección"),
    "player.opponent": DE("de un oponente", "un oponente"),
    "char.this": "este personaje",
    "char.that": "ese personaje",
    "char.choose": `{owner, select, you {uno de tus {other, select, yes {otros } other {}}personajes${STATE_MANY}} opponent {{other, select, yes {otro} other {un}} personaje${STATE_ONE} de un oponente} other {{other, select, yes {otro} other {cualquier}} personaje${STATE_ONE}}}{filter}`,
    "char.choose-two": `{owner, select, you {dos de tus {other, select, yes {otros } other {}}personajes${STATE_MANY}} other {{other, select, yes {otros dos} other {dos}} personajes${STATE_MANY}}}`,
    "card-type":
      "{form, select, many {{type, select, character {personajes} modifier {modificadores} event {eventos} untimelyDeath {muertes prematuras} other {historias}}} other {{type, select, character {un personaje} modifier {un modificador} event {un evento} untimelyDeath {una muerte prematura} other {una historia}}}}",
    "filter.has-icons": " con {icons}",
    "filter.negative-self-worth": " con un valor de {points} negativo",
    "filter.self-worth": " cuyo valor de {points} sea {compare}",
    "filter.highest-self-worth": " con el valor de {points} más alto",
    // The set's own word would need an article of its gender: the family's name says enough.
    "filter.in-family": "{ownWord, select, yes { de {family}} other { de la familia {family}}}",
    "cond.has-icons": "{subject} tiene {icons}",
    "cond.negative-self-worth": "{subject} tiene un valor de {points} negativo",
    "cond.self-worth": "el valor de {points} de {subject} es {compare}",
    "cond.highest-self-worth": "{subject} tiene el valor de {points} más alto",
    "cond.in-family":
      "{subject} pertenece a {ownWord, select, yes {{family}} other {la familia {family}}}",
    "cond.dead-characters":
      "{owner, select, you {{compare} de tus personajes {value, plural, one {está muerto} other {están muertos}}} other {{compare} {value, plural, one {personaje está muerto} other {personajes están muertos}}}}",
    "cond.family-icons": "tu {familyWord} muestra {icons}",
    "cond.living-characters":
      "tu {familyWord} tiene {compare} {value, plural, one {personaje vivo} other {personajes vivos}}",
    "cond.family-size":
      "{opponents, select, each {cada oponente tiene} other {un oponente tiene}} {compare, select, asMany {tantos personajes vivos como tú} fewer {menos personajes vivos que tú} other {más personajes vivos que tú}}",
    compare:
      "{compare, select, atLeast {al menos} atMost {como máximo} other {exactamente}} {value}",
    "count.icons": " por cada {icon} que tenga {of}",
    "count.dead-characters":
      " {owner, select, you {por cada uno de tus personajes muertos} other {por cada personaje muerto}}",
    "count.family-icons": " por cada {icon} que muestre tu {familyWord}",
    "count.living-characters":
      " por cada personaje vivo{owner, select, you { de tu {familyWord}} other {}}",
    "card-filter.icon": " con {icon}",
    "card-filter.negative-points": " con un valor de puntos negativo",
    "op.draw": SUBJ("roba", "robar", "roba", SAME(` ${CARDS}`)),
    "op.discard": SUBJ("descarta", "descartar", "descarta", SAME(` ${CARDS}`)),
    "op.discard-hand": SUBJ("descarta", "descartar", "descarta", {
      you: " tu mano",
      them: " su mano",
    }),
    "op.skip": SUBJ("pierde", "perder", "pierde", {
      you: " {phase, select, turn {tu próximo turno} other {tu próxima fase de robo}}",
      them: " {phase, select, turn {su próximo turno} other {su próxima fase de robo}}",
    }),
    "op.take-cards": `${YOU("toma", "tomar")} ${CARDS}{random, select, yes { al azar} other {}} de la mano {from}`,
    "op.look-at-hand": `${YOU("mira", "mirar")} la mano {of}`,
    "op.swap-hands": `${YOU("intercambia", "intercambiar")} tu mano con la de {with}`,
    "op.gain-free-plays": SUBJ(
      "gana",
      "ganar",
      "gana",
      SAME(
        " {n, plural, one {# jugada gratuita} other {# jugadas gratuitas}}{per}{typed, select, yes { para jugar {cardType}} other {}}",
      ),
    ),
    "op.move-modifier": `${YOU("mueve", "mover")} ${WHICH} de {from} a {to}`,
    "op.discard-modifier": `${YOU("descarta", "descartar")} ${WHICH} de {of}`,
    "op.swap-stacks": `${YOU("intercambia", "intercambiar")} las pilas de {pair, select, yes {{both}} other {{first} y de {second}}}`,
    "op.swap-top-modifiers": `${YOU("intercambia", "intercambiar")} los modificadores superiores de {pair, select, yes {{both}} other {{first} y de {second}}}`,
    "op.return-to-life": `${YOU("devuelve", "devolver")} a la vida a {target}`,
    "op.move-untimely-death": `${YOU("mueve", "mover")} la muerte prematura de {from} a {to}`,
    "op.kill": `${YOU("mata", "matar")} a {target}`,
    "op.shuffle-discard-into-draw": `${YOU("baraja", "barajar")} la pila de descartes en el mazo`,
    "op.search-discard": `${YOU("busca", "buscar")} {typed, select, yes {{cardType}} other {una carta}} en la pila de descartes`,
    "op.pass-hand": SUBJ("pasa", "pasar", "pasa", {
      you: ` tu mano ${SIDE}`,
      them: ` su mano ${SIDE}`,
    }),
    "op.pass-cards": SUBJ("pasa", "pasar", "pasa", SAME(` ${CARDS} ${SIDE}`)),
    "op.look-at-draw": `{optional, select, yes {puedes mirar ${TOP_ES}{discard, select, yes {, descartar las que quieras} other {}}{reorder, select, yes {{discard, select, yes { y devolver el resto encima en el orden que quieras} other {{n, plural, one { y devolverla encima} other { y devolverlas encima en el orden que quieras}}}}} other {}}} other {mira ${TOP_ES}{discard, select, yes {, descarta las que quieras} other {}}{reorder, select, yes {{discard, select, yes { y devuelve el resto encima en el orden que quieras} other {{n, plural, one { y devuélvela encima} other { y devuélvelas encima en el orden que quieras}}}}} other {}}}}`,
    "op.shuffle-stack-into-draw": `${YOU("baraja", "barajar")} la pila de {of} en el mazo`,
    "op.take-story": `${YOU("toma", "tomar")} una historia {from, select, centre {del centro de la mesa} other {de un oponente}}`,
    "op.return-story": `${YOU("devuelve", "devolver")} {which, select, yours {tu historia} other {una historia}} al centro de la mesa`,
    "op.cancel": "cancela {cardType}",
    "op.play-at-once": "juégala inmediatamente",
    "op.draw-limit":
      "{whose, select, you {tu límite de robo} eachPlayer {el límite de robo de cada jugador} other {el límite de robo de cada uno de los demás jugadores}} {change, select, increase {aumenta} other {disminuye}} en {n}{per}",
    "op.plays-per-turn":
      "{whose, select, you {tienes} eachPlayer {cada jugador tiene} other {cada uno de los demás jugadores tiene}} {n, plural, one {# jugada} other {# jugadas}} {change, select, increase {más} other {menos}} por turno{per}",
    "op.forbid":
      "no se pueden jugar {cardTypes}{filter}{where, select, thisCharacter { sobre este personaje} other {}}",
    "op.cannot-return-to-life": "este personaje no puede volver a la vida",
    "op.counts-as-family":
      "este personaje también pertenece a {ownWord, select, yes {{family}} other {la familia {family}}}",
    "op.allow-on-dead": "también se pueden jugar {cardTypes} sobre personajes muertos",
  },
  // `gen` is the player with "de" ("la mano de un oponente"; yours: "la mano tuya").
  cases: {
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
  },
};
