/**
 * Italian phrases, as Italian editions print card text: imperative second person singular
 * ("Pesca 2 carte."), "puoi …" for an optional step. Prepositions stand in the phrase that
 * uses a character ("da {from} a {to}"), so characters need no cases; a player's possessive
 * (`gen`) carries its "di" ("la mano di un avversario").
 */
import type { Catalog } from "./types";

/** A step with a subject: you (imperative, or "puoi" + infinitive) or other players. */
const SUBJ = (
  imp: string,
  inf: string,
  third: string,
  rest: { you: string; them: string },
): string =>
  `{who, select, you {{optional, select, yes {puoi ${inf}} other {${imp}}}${rest.you}} other {{players} {optional, select, yes {può ${inf}} other {${third}}}${rest.them}}}`;
const SAME = (rest: string): { you: string; them: string } => ({ you: rest, them: rest });
/** A step only you do. */
const YOU = (imp: string, inf: string): string =>
  `{optional, select, yes {puoi ${inf}} other {${imp}}}`;
const CARDS = "{n, plural, one {# carta} other {# carte}}{per}";
const WHICH =
  "{which, select, top {il modificatore in cima alla pila} other {un modificatore visibile}}";
const SIDE = "{direction, select, left {a sinistra} other {a destra}}";
const STATE_ONE = "{state, select, living { vivo} dead { morto} other {}}";
const STATE_MANY = "{state, select, living { vivi} dead { morti} other {}}";

export const IT: Catalog = {
  language: "it",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous": "Finché questo testo è visibile, {body}",
    "heading.persistent": "Persistente: {body}",
    "heading.response": "Risposta: {body}",
    "heading.on-draw": "Quando peschi questa carta, {body}",
    "heading.on-claim": "Quando rivendichi questa storia, {body}",
    "heading.while-held": "Finché possiedi questa storia, {body}",
    "heading.trigger": "{lasts, select, persistent {Persistente: {event}} other {{event}}}, {body}",
    "heading.story-requirement": "Per rivendicarla: {icons}.",
    "heading.set": "{heading}: {body}",
    "trigger.turn-start": "all’inizio {whose, select, yours {del tuo turno} other {di ogni turno}}",
    "trigger.turn-end": "alla fine {whose, select, yours {del tuo turno} other {di ogni turno}}",
    "trigger.played-on":
      "ogni volta che {cardType, select, modifier {un modificatore viene giocato} untimelyDeath {una morte prematura viene giocata} other {una carta viene giocata}} su {on, select, this {questo personaggio} other {uno dei tuoi personaggi}}",
    "trigger.event-played":
      "ogni volta che {by, select, you {giochi un evento} opponent {un avversario gioca un evento} other {viene giocato un evento}}",
    "trigger.character-dies":
      "ogni volta che {whose, select, yours {uno dei tuoi personaggi muore} this {questo personaggio muore} other {un personaggio muore}}",
    "trigger.story-claimed":
      "ogni volta che {by, select, you {rivendichi una storia} opponent {un avversario rivendica una storia} other {viene rivendicata una storia}}",
    "trigger.card-played":
      "ogni volta che {by, select, you {giochi} opponent {un avversario gioca} other {un giocatore gioca}} {cardType, select, modifier {un modificatore} other {una morte prematura}}",
    "text.sentence": "{text}.",
    "text.lasting-join": "{first}; {next}",
    "step.if": "se {condition}: {then}",
    "step.then-join": "{first}, poi {next}",
    "step.roll": "tira {sides, plural, =6 {un dado} other {un dado da {sides}}}: {outcomes}",
    "roll.outcome": "{results}: {then}",
    "roll.otherwise": "altrimenti: {then}",
    "roll.join": "{first}; {next}",
    "roll.range": "{low}–{high}",
    "list.and": "{head} e {last}",
    "list.or": "{head} o {last}",
    "list.comma": "{head}, {next}",
    "word.family": "famiglia",
    "word.points": "Autostima",
    "player.you": "{case, select, gen {tua} other {tu}}",
    "player.each-player": "{case, select, gen {di ogni giocatore} other {ogni giocatore}}",
    "player.each-other-player":
      "{case, select, gen {di ogni altro giocatore} other {ogni altro giocatore}}",
    "player.chosen-player":
      "{case, select, gen {di un giocatore a tua scelta} other {un giocatore a tua scelta}}",
    "player.opponent": "{case, select, gen {di un avversario} other {un avversario}}",
    "char.this": "questo personaggio",
    "char.that": "quel personaggio",
    "char.choose": `{owner, select, you {uno dei tuoi {other, select, yes {altri } other {}}personaggi${STATE_MANY}} opponent {un {other, select, yes {altro } other {}}personaggio${STATE_ONE} di un avversario} other {{other, select, yes {un altro personaggio} other {un personaggio}}${STATE_ONE}}}{filter}`,
    "char.choose-two": `{owner, select, you {due dei tuoi {other, select, yes {altri } other {}}personaggi${STATE_MANY}} other {{other, select, yes {altri due} other {due}} personaggi${STATE_MANY}}}`,
    "card-type":
      "{form, select, many {{type, select, character {personaggi} modifier {modificatori} event {eventi} untimelyDeath {morti premature} other {storie}}} other {{type, select, character {un personaggio} modifier {un modificatore} event {un evento} untimelyDeath {una morte prematura} other {una storia}}}}",
    "filter.has-icons": " con {icons}",
    "filter.negative-self-worth": " con un valore di {points} negativo",
    "filter.self-worth": " con un valore di {points} di {compare}",
    "filter.highest-self-worth": " con il valore di {points} più alto",
    // The set's own word would need an article of its gender: the family's name says enough.
    "filter.in-family": "{ownWord, select, yes { di {family}} other { della famiglia {family}}}",
    "cond.has-icons": "{subject} ha {icons}",
    "cond.negative-self-worth": "{subject} ha un valore di {points} negativo",
    "cond.self-worth": "il valore di {points} di {subject} è {compare}",
    "cond.highest-self-worth": "{subject} ha il valore di {points} più alto",
    "cond.in-family":
      "{subject} fa parte {ownWord, select, yes {di {family}} other {della famiglia {family}}}",
    "cond.dead-characters":
      "{owner, select, you {{compare} dei tuoi personaggi {value, plural, one {è morto} other {sono morti}}} other {{compare} {value, plural, one {personaggio è morto} other {personaggi sono morti}}}}",
    "cond.family-icons":
      "{ownWord, select, yes {i tuoi personaggi mostrano} other {la tua famiglia mostra}} {icons}",
    "cond.living-characters":
      "hai {compare} {value, plural, one {personaggio vivo} other {personaggi vivi}}",
    "cond.family-size":
      "{opponents, select, each {ogni avversario ha} other {un avversario ha}} {compare, select, asMany {tanti personaggi vivi quanti ne hai tu} fewer {meno personaggi vivi di te} other {più personaggi vivi di te}}",
    compare: "{compare, select, atLeast {almeno} atMost {al massimo} other {esattamente}} {value}",
    "count.icons": " per ogni {icon} che {of} ha",
    "count.dead-characters":
      " per ogni {owner, select, you {tuo personaggio morto} other {personaggio morto}}",
    "count.family-icons":
      "{ownWord, select, yes { per ogni {icon} che mostrano i tuoi personaggi} other { per ogni {icon} che mostra la tua famiglia}}",
    "count.living-characters":
      " per ogni {owner, select, you {tuo personaggio vivo} other {personaggio vivo}}",
    "card-filter.icon": " con {icon}",
    "card-filter.negative-points": " con un valore in punti negativo",
    "op.draw": SUBJ("pesca", "pescare", "pesca", SAME(` ${CARDS}`)),
    "op.discard": SUBJ("scarta", "scartare", "scarta", SAME(` ${CARDS}`)),
    "op.discard-hand": SUBJ("scarta", "scartare", "scarta", {
      you: " la tua mano",
      them: " la propria mano",
    }),
    "op.skip": SUBJ("salta", "saltare", "salta", {
      you: " {phase, select, turn {il tuo prossimo turno} other {la tua prossima fase di pesca}}",
      them: " {phase, select, turn {il proprio prossimo turno} other {la propria prossima fase di pesca}}",
    }),
    "op.take-cards": `${YOU("prendi", "prendere")} ${CARDS}{random, select, yes { a caso} other {}} dalla mano {from}`,
    "op.look-at-hand": `${YOU("guarda", "guardare")} la mano {of}`,
    "op.swap-hands": `${YOU("scambia", "scambiare")} la tua mano con quella di {with}`,
    "op.gain-free-plays": SUBJ(
      "ottieni",
      "ottenere",
      "ottiene",
      SAME(
        " {n, plural, one {# giocata gratuita} other {# giocate gratuite}}{per}{typed, select, yes { per {cardType}} other {}}",
      ),
    ),
    "op.move-modifier": `${YOU("sposta", "spostare")} ${WHICH} di {from} su {to}`,
    "op.discard-modifier": `${YOU("scarta", "scartare")} ${WHICH} di {of}`,
    "op.swap-stacks": `${YOU("scambia", "scambiare")} le pile di {pair, select, yes {{both}} other {{first} e di {second}}}`,
    "op.swap-top-modifiers": `${YOU("scambia", "scambiare")} i modificatori in cima alle pile di {pair, select, yes {{both}} other {{first} e di {second}}}`,
    "op.return-to-life": `${YOU("riporta", "riportare")} in vita {target}`,
    "op.move-untimely-death": `${YOU("sposta", "spostare")} la morte prematura di {from} su {to}`,
    "op.kill": `${YOU("uccidi", "uccidere")} {target}`,
    "op.shuffle-discard-into-draw": `${YOU("rimescola", "rimescolare")} la pila degli scarti nel mazzo`,
    "op.search-discard": `${YOU("cerca", "cercare")} nella pila degli scarti {typed, select, yes {{cardType}} other {una carta}}`,
    "op.pass-hand": SUBJ("passa", "passare", "passa", {
      you: ` la tua mano ${SIDE}`,
      them: ` la propria mano ${SIDE}`,
    }),
    "op.pass-cards": SUBJ("passa", "passare", "passa", SAME(` ${CARDS} ${SIDE}`)),
    "op.look-at-draw": `${YOU("guarda", "guardare")} {n, plural, one {la prima carta} other {le prime # carte}}{per} del mazzo{discard, select, yes {, scartane quante vuoi} other {}}{reorder, select, yes {{discard, select, yes { e rimetti le altre in cima nell’ordine che preferisci} other {{n, plural, one { e rimettila in cima} other { e rimettile in cima nell’ordine che preferisci}}}}} other {}}`,
    "op.shuffle-stack-into-draw": `${YOU("rimescola", "rimescolare")} nel mazzo i modificatori di {of}`,
    "op.take-story": `${YOU("prendi", "prendere")} una storia {from, select, centre {dal centro} other {da un avversario}}`,
    "op.return-story": `${YOU("rimetti", "rimettere")} al centro {which, select, yours {la tua storia} other {una storia}}`,
    "op.cancel": "annulla {cardType}",
    "op.play-at-once": "giocala subito",
    "op.draw-limit":
      "{whose, select, you {il tuo limite di pesca} eachPlayer {il limite di pesca di ogni giocatore} other {il limite di pesca di ogni altro giocatore}} {change, select, increase {aumenta} other {diminuisce}} di {n}{per}",
    "op.plays-per-turn":
      "{whose, select, you {hai} eachPlayer {ogni giocatore ha} other {ogni altro giocatore ha}} {n, plural, one {# giocata} other {# giocate}} {change, select, increase {in più} other {in meno}} per turno{per}",
    "op.forbid":
      "non si possono giocare {cardTypes}{filter}{where, select, thisCharacter { su questo personaggio} other {}}",
    "op.cannot-return-to-life": "questo personaggio non può tornare in vita",
    "op.counts-as-family":
      "questo personaggio conta anche come membro {ownWord, select, yes {di {family}} other {della famiglia {family}}}",
    "op.allow-on-dead": "si possono giocare {cardTypes} anche sui personaggi morti",
  },
  cases: {
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
  },
};
