/**
 * French phrases, as French editions print card text: the imperative in the vous form
 * ("Piochez 2 cartes."), "vous pouvez …" for an optional step, "chaque joueur pioche …" for
 * others. The space before : ; is a plain one here: the renderer makes it non-breaking
 * (lib/render frenchSpacing). "de" and "à" contract and elide with what follows ("du personnage
 * choisi", "d’un adversaire"), so a character or player after "de" is written in the `gen` case,
 * which carries its own "de". The set's word for points may start with a vowel or be of either
 * gender, so it follows "en", which takes any noun without an article ("a au plus 3 en Estime
 * de soi", "avec une valeur négative en Estime de soi"); its word for family follows "votre",
 * which fits any noun.
 */
import type { Catalog } from "./types";

/** A step with a subject: you (imperative, or "vous pouvez" + infinitive) or other players. */
const SUBJ = (
  imp: string,
  inf: string,
  third: string,
  rest: { you: string; them: string },
): string =>
  `{who, select, you {{optional, select, yes {vous pouvez ${inf}} other {${imp}}}${rest.you}} other {{players} {optional, select, yes {peut ${inf}} other {${third}}}${rest.them}}}`;
const SAME = (rest: string): { you: string; them: string } => ({ you: rest, them: rest });
/** A step only you do. */
const YOU = (imp: string, inf: string): string =>
  `{optional, select, yes {vous pouvez ${inf}} other {${imp}}}`;
const CARDS = "{n, plural, one {# carte} other {# cartes}}{per}";
const WHICH = "{which, select, top {le modificateur du dessus} other {un modificateur visible}}";
const SIDE = "au joueur de {direction, select, left {gauche} other {droite}}";
const STATE_ONE = "{state, select, living { vivant} dead { mort} other {}}";
const STATE_MANY = "{state, select, living { vivants} dead { morts} other {}}";
/** The top cards of the draw pile. */
const TOP_FR =
  "{n, plural, one {la carte du dessus} other {les # cartes du dessus}}{per} de la pioche";
/** A phrase with its "de" (`gen`) or without. */
const DE = (of: string, plain: string): string => `{case, select, gen {${of}} other {${plain}}}`;

export const FR: Catalog = {
  language: "fr",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous": "Tant que ce texte est visible, {body}",
    "heading.persistent": "Persistant : {body}",
    "heading.response": "Réaction : {body}",
    "heading.on-draw": "Quand vous piochez cette carte, {body}",
    "heading.on-claim": "Quand vous remportez cette histoire, {body}",
    "heading.while-held": "Tant que vous possédez cette histoire, {body}",
    "heading.trigger": "{lasts, select, persistent {Persistant : {event}} other {{event}}}, {body}",
    "heading.story-requirement": "Pour la remporter : {icons}.",
    "heading.set": "{heading} : {body}",
    "trigger.turn-start": "au début {whose, select, yours {de votre tour} other {de chaque tour}}",
    "trigger.turn-end": "à la fin {whose, select, yours {de votre tour} other {de chaque tour}}",
    "trigger.played-on":
      "chaque fois {cardType, select, modifier {qu’un modificateur est joué} untimelyDeath {qu’une mort prématurée est jouée} other {qu’une carte est jouée}} sur {on, select, this {ce personnage} other {l’un de vos personnages}}",
    "trigger.event-played":
      "chaque fois {by, select, you {que vous jouez un événement} opponent {qu’un adversaire joue un événement} other {qu’un événement est joué}}",
    "trigger.character-dies":
      "chaque fois {whose, select, yours {que l’un de vos personnages meurt} this {que ce personnage meurt} other {qu’un personnage meurt}}",
    "trigger.story-claimed":
      "chaque fois {by, select, you {que vous remportez une histoire} opponent {qu’un adversaire remporte une histoire} other {qu’une histoire est remportée}}",
    "trigger.card-played":
      "chaque fois {by, select, you {que vous jouez} opponent {qu’un adversaire joue} other {qu’un joueur joue}} {cardType, select, modifier {un modificateur} other {une mort prématurée}}",
    "text.sentence": "{text}.",
    "text.lasting-join": "{first} ; {next}",
    "step.if": "si {condition} : {then}",
    "step.then-join": "{first}, puis {next}",
    "step.roll": "lancez {sides, plural, =6 {un dé} other {un dé à {sides} faces}} : {outcomes}",
    "roll.outcome": "{results} : {then}",
    "roll.otherwise": "sinon : {then}",
    "roll.join": "{first} ; {next}",
    "roll.range": "{low}–{high}",
    "list.and": "{head} et {last}",
    "list.or": "{head} ou {last}",
    "list.comma": "{head}, {next}",
    "word.family": "famille",
    "word.points": "Estime de soi",
    "player.you": DE("de vous", "vous"),
    "player.each-player": DE("de chaque joueur", "chaque joueur"),
    "player.each-other-player": DE("de chacun des autres joueurs", "chacun des autres joueurs"),
    "player.chosen-player": DE("d’un joueur de votre choix", "un joueur de votre choix"),
    "player.opponent": DE("d’un adversaire", "un adversaire"),
    "char.this": DE("de ce personnage", "ce personnage"),
    "char.that": DE("du personnage choisi", "le personnage choisi"),
    "char.choose": `{owner, select, you {${DE("de l’un", "l’un")} de vos {other, select, yes {autres } other {}}personnages${STATE_MANY}} opponent {${DE("d’un", "un")} {other, select, yes {autre } other {}}personnage${STATE_ONE} d’un adversaire} other {{other, select, yes {${DE("d’un autre", "un autre")}} other {${DE("de n’importe quel", "n’importe quel")}}} personnage${STATE_ONE}}}{filter}`,
    "char.choose-two": `{owner, select, you {${DE("de deux", "deux")} de vos {other, select, yes {autres } other {}}personnages${STATE_MANY}} other {${DE("de deux", "deux")} {other, select, yes {autres } other {}}personnages${STATE_MANY}}}`,
    "card-type":
      "{form, select, many {{type, select, character {personnages} modifier {modificateurs} event {événements} untimelyDeath {morts prématurées} other {histoires}}} other {{type, select, character {un personnage} modifier {un modificateur} event {un événement} untimelyDeath {une mort prématurée} other {une histoire}}}}",
    "filter.has-icons": " avec {icons}",
    "filter.negative-self-worth": " avec une valeur négative en {points}",
    "filter.self-worth": " avec {compare} en {points}",
    "filter.highest-self-worth": " avec la valeur la plus élevée en {points}",
    "filter.in-family":
      "{ownWord, select, yes { appartenant à {family}} other { de la famille {family}}}",
    "cond.has-icons": "{subject} a {icons}",
    "cond.negative-self-worth": "{subject} a une valeur négative en {points}",
    "cond.self-worth": "{subject} a {compare} en {points}",
    "cond.highest-self-worth": "{subject} a la valeur la plus élevée en {points}",
    "cond.in-family":
      "{subject} {ownWord, select, yes {appartient à {family}} other {fait partie de la famille {family}}}",
    "cond.dead-characters":
      "{owner, select, you {{compare} de vos personnages {value, plural, one {est mort} other {sont morts}}} other {{compare} {value, plural, one {personnage est mort} other {personnages sont morts}}}}",
    "cond.family-icons": "votre {familyWord} montre {icons}",
    "cond.living-characters":
      "votre {familyWord} compte {compare} {value, plural, one {personnage vivant} other {personnages vivants}}",
    "cond.family-size":
      "{opponents, select, each {chaque adversaire a} other {un adversaire a}} {compare, select, asMany {autant de personnages vivants que vous} fewer {moins de personnages vivants que vous} other {plus de personnages vivants que vous}}",
    compare: "{compare, select, atLeast {au moins} atMost {au plus} other {exactement}} {value}",
    "count.icons": " pour chaque {icon} {of}",
    "count.dead-characters":
      " {owner, select, you {pour chacun de vos personnages morts} other {pour chaque personnage mort}}",
    "count.family-icons": " pour chaque {icon} que montre votre {familyWord}",
    "count.living-characters":
      " pour chaque personnage vivant{owner, select, you { de votre {familyWord}} other {}}",
    "card-filter.icon": " avec {icon}",
    "card-filter.negative-points": " avec un total de points négatif",
    "op.draw": SUBJ("piochez", "piocher", "pioche", SAME(` ${CARDS}`)),
    "op.discard": SUBJ("défaussez", "défausser", "défausse", SAME(` ${CARDS}`)),
    "op.discard-hand": SUBJ("défaussez", "défausser", "défausse", {
      you: " votre main",
      them: " sa main",
    }),
    "op.skip": SUBJ("passez", "passer", "passe", {
      you: " {phase, select, turn {votre prochain tour} other {votre prochaine phase de pioche}}",
      them: " {phase, select, turn {son prochain tour} other {sa prochaine phase de pioche}}",
    }),
    "op.take-cards": `${YOU("prenez", "prendre")} ${CARDS}{random, select, yes { au hasard} other {}} dans la main {from}`,
    "op.look-at-hand": `${YOU("regardez", "regarder")} la main {of}`,
    "op.swap-hands": `${YOU("échangez", "échanger")} votre main avec {with}`,
    "op.gain-free-plays": SUBJ(
      "gagnez",
      "gagner",
      "gagne",
      SAME(
        " {n, plural, one {# action gratuite} other {# actions gratuites}}{per}{typed, select, yes { pour jouer {cardType}} other {}}",
      ),
    ),
    "op.move-modifier": `${YOU("déplacez", "déplacer")} ${WHICH} {from} sur {to}`,
    "op.discard-modifier": `${YOU("défaussez", "défausser")} ${WHICH} {of}`,
    "op.swap-stacks": `${YOU("échangez", "échanger")} les piles {pair, select, yes {{both}} other {{first} et {second}}}`,
    "op.swap-top-modifiers": `${YOU("échangez", "échanger")} les modificateurs du dessus {pair, select, yes {{both}} other {{first} et {second}}}`,
    "op.return-to-life": `${YOU("ramenez", "ramener")} à la vie {target}`,
    "op.move-untimely-death": `${YOU("déplacez", "déplacer")} la mort prématurée {from} sur {to}`,
    "op.kill": `${YOU("tuez", "tuer")} {target}`,
    "op.shuffle-discard-into-draw": `${YOU("mélangez", "mélanger")} la défausse dans la pioche`,
    "op.search-discard": `${YOU("cherchez", "chercher")} {typed, select, yes {{cardType}} other {une carte}} dans la défausse`,
    "op.pass-hand": SUBJ("donnez", "donner", "donne", {
      you: ` votre main ${SIDE}`,
      them: ` sa main ${SIDE}`,
    }),
    "op.pass-cards": SUBJ("donnez", "donner", "donne", SAME(` ${CARDS} ${SIDE}`)),
    "op.look-at-draw": `{optional, select, yes {vous pouvez regarder ${TOP_FR}{discard, select, yes {, en défausser autant que vous voulez} other {}}{reorder, select, yes {{discard, select, yes { et remettre les autres dans l’ordre de votre choix} other {{n, plural, one { et la remettre} other { et les remettre dans l’ordre de votre choix}}}}} other {}}} other {regardez ${TOP_FR}{discard, select, yes {, défaussez-en autant que vous voulez} other {}}{reorder, select, yes {{discard, select, yes { et remettez les autres dans l’ordre de votre choix} other {{n, plural, one { et remettez-la} other { et remettez-les dans l’ordre de votre choix}}}}} other {}}}}`,
    "op.shuffle-stack-into-draw": `${YOU("mélangez", "mélanger")} la pile {of} dans la pioche`,
    "op.take-story": `${YOU("prenez", "prendre")} une histoire {from, select, centre {au centre de la table} other {à un adversaire}}`,
    "op.return-story": `${YOU("remettez", "remettre")} {which, select, yours {votre histoire} other {une histoire}} au centre de la table`,
    "op.cancel": "annulez {cardType}",
    "op.play-at-once": "jouez-la immédiatement",
    "op.draw-limit":
      "{whose, select, you {votre limite de pioche} eachPlayer {la limite de pioche de chaque joueur} other {la limite de pioche de chacun des autres joueurs}} {change, select, increase {augmente} other {diminue}} de {n}{per}",
    "op.plays-per-turn":
      "{whose, select, you {vous avez} eachPlayer {chaque joueur a} other {chacun des autres joueurs a}} {n, plural, one {# action} other {# actions}} {change, select, increase {de plus} other {de moins}} par tour{per}",
    "op.forbid":
      "il est interdit de jouer des {cardTypes}{filter}{where, select, thisCharacter { sur ce personnage} other {}}",
    "op.cannot-return-to-life": "ce personnage ne peut pas revenir à la vie",
    "op.counts-as-family":
      "ce personnage {ownWord, select, yes {appartient aussi à {family}} other {fait aussi partie de la famille {family}}}",
    "op.allow-on-dead": "il est aussi permis de jouer des {cardTypes} sur les personnages morts",
  },
  // `gen` is "de …", contracted and elided as French asks.
  cases: {
    "count.icons": { of: "gen" },
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
    "op.move-modifier": { from: "gen" },
    "op.discard-modifier": { of: "gen" },
    "op.swap-stacks": { first: "gen", second: "gen" },
    "op.swap-top-modifiers": { first: "gen", second: "gen" },
    "op.move-untimely-death": { from: "gen" },
    "op.shuffle-stack-into-draw": { of: "gen" },
  },
};
