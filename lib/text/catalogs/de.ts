/**
 * German phrases, as German card games print card text: the imperative in the du form
 * ("Ziehe 2 Karten.", "Lege 1 Karte ab."), "Du darfst …" with the infinitive last for an
 * optional step, "Jeder Spieler zieht …" for others. A German main clause after a heading or
 * condition would need its verb before its subject ("…, zieht jeder Spieler"), which one phrase
 * cannot know; so, as German cards do, headings, conditions and roll results end in a colon and
 * what follows is a whole sentence with its capital ("Falls dieser Charakter {raven} hat: Ziehe
 * 1 Karte."). Conditions are subordinate clauses, verb last. Players, characters and card types
 * are written in the case the phrase needs (`cases`: nominative, accusative, dative, genitive).
 * The set's words for points and family may be of any gender, so they stand where German
 * needs no article: after "dessen" in a relative clause ("einen Charakter, dessen Selbstwert
 * negativ ist,", "…, dessen Haus Blackwood ist,") or bare after a number ("höchstens -20
 * Selbstwert hat"); where neither fits, the text says "deine Charaktere" without the word. A
 * condition right after a trigger's event follows a comma ("Immer wenn …, falls …: Ziehe"); a
 * condition inside another comes after its steps ("Lege 1 Karte ab, falls …"), so where it ends
 * is plain.
 */
import type { Catalog } from "./types";

/** A verb: its imperative, third person, separable particle ("ab") and infinitive. */
interface Verb {
  imp: string;
  third: string;
  part?: string;
  inf: string;
}
const V = (imp: string, third: string, inf: string, part?: string): Verb => ({
  imp,
  third,
  inf,
  part,
});
/** The other players a step may name, as the subject opening a sentence. */
const THEM: Readonly<Record<string, string>> = {
  eachPlayer: "Jeder Spieler",
  eachOtherPlayer: "Jeder andere Spieler",
  chosenPlayer: "Ein Spieler deiner Wahl",
};
/** A step with a subject: you (imperative, or "Du darfst" + infinitive) or other players. */
const SUBJ = (v: Verb, rest: { you: string; them: string }): string => {
  const part = v.part ? ` ${v.part}` : "";
  const them = `{optional, select, yes {darf${rest.them} ${v.inf}} other {${v.third}${rest.them}${part}}}`;
  const others = Object.entries(THEM)
    .map(([who, subject]) => `${who} {${subject} ${them}}`)
    .join(" ");
  return `{who, select, you {{optional, select, yes {Du darfst${rest.you} ${v.inf}} other {${v.imp}${rest.you}${part}}}} ${others} other {Ein Gegner ${them}}}`;
};
const SAME = (rest: string): { you: string; them: string } => ({ you: rest, them: rest });
/** A step only you do. */
const YOU = (v: Verb, rest: string): string =>
  `{optional, select, yes {Du darfst${rest} ${v.inf}} other {${v.imp}${rest}${v.part ? ` ${v.part}` : ""}}}`;
const CARDS = "{n, plural, one {# Karte} other {# Karten}}{per}";
const WHICH =
  "{which, select, top {den obersten Modifikator} other {einen sichtbaren Modifikator}}";
const SIDE = "nach {direction, select, left {links} other {rechts}}";

/** The top cards of the draw pile. */
const TOP_DE =
  "{n, plural, one {die oberste Karte} other {die obersten # Karten}}{per} des Nachziehstapels";

type Case = "nom" | "acc" | "dat" | "gen";
const CASES: readonly Case[] = ["acc", "dat", "gen"];
/** One `case` select whose branches `write(case)` gives (nominative for any other case). */
const BY_CASE = (write: (c: Case) => string): string =>
  `{case, select, ${CASES.map((c) => `${c} {${write(c)}}`).join(" ")} other {${write("nom")}}}`;
/** A word in each case. */
const W = (nom: string, acc: string, dat: string, gen: string) => (c: Case) =>
  ({ nom, acc, dat, gen })[c];
/** "ein", "einen", "einem", "eines" (masculine). */
const EIN = W("ein", "einen", "einem", "eines");
/** A masculine adjective after "ein" (mixed declension): "-er" in the nominative, else "-en". */
const ADJ = (stem: string) => (c: Case) => `${stem}${c === "nom" ? "er" : "en"}`;
const CHARAKTER = W("Charakter", "Charakter", "Charakter", "Charakters");
const STATE = (c: Case): string =>
  `{state, select, living {${ADJ("lebend")(c)} } dead {${ADJ("tot")(c)} } other {}}`;

export const DE: Catalog = {
  language: "de",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous":
      "Solange dieser Text sichtbar ist{cond, select, yes {, } other {: }}{body}",
    "heading.persistent": "Dauerhaft: {body}",
    "heading.response": "Reaktion: {body}",
    "heading.on-draw": "Wenn du diese Karte ziehst{cond, select, yes {, } other {: }}{body}",
    "heading.on-claim":
      "Wenn du diese Geschichte beanspruchst{cond, select, yes {, } other {: }}{body}",
    "heading.while-held":
      "Solange du diese Geschichte besitzt{cond, select, yes {, } other {: }}{body}",
    "heading.trigger":
      "{lasts, select, persistent {Dauerhaft – {event}} other {{event}}}{cond, select, yes {, } other {: }}{body}",
    "heading.story-requirement": "Zum Beanspruchen: {icons}.",
    "heading.set": "{heading}: {body}",
    "trigger.turn-start": "zu Beginn {whose, select, yours {deines Zuges} other {jedes Zuges}}",
    "trigger.turn-end": "am Ende {whose, select, yours {deines Zuges} other {jedes Zuges}}",
    "trigger.played-on":
      "immer wenn {cardType, select, modifier {ein Modifikator} untimelyDeath {ein vorzeitiger Tod} other {eine Karte}} auf {on, select, this {diesen Charakter} other {einen deiner Charaktere}} gespielt wird",
    "trigger.event-played":
      "immer wenn {by, select, you {du ein Ereignis spielst} opponent {ein Gegner ein Ereignis spielt} other {ein Ereignis gespielt wird}}",
    "trigger.character-dies":
      "immer wenn {whose, select, yours {einer deiner Charaktere} this {dieser Charakter} other {ein Charakter}} stirbt",
    "trigger.story-claimed":
      "immer wenn {by, select, you {du eine Geschichte beanspruchst} opponent {ein Gegner eine Geschichte beansprucht} other {eine Geschichte beansprucht wird}}",
    "trigger.card-played":
      "immer wenn {by, select, you {du} opponent {ein Gegner} other {ein Spieler}} {cardType, select, modifier {einen Modifikator} other {einen vorzeitigen Tod}} {by, select, you {spielst} other {spielt}}",
    "text.sentence": "{text}.",
    // A sentence each: after a colon every step is a whole sentence with its capital.
    "text.lasting-join": "{first}. {next}",
    "step.if":
      "{nested, select, yes {{then}, falls {condition}} other {Falls {condition}: {then}}}",
    "step.then-join": "{first}, danach: {next}",
    "step.roll": "Wirf {sides, plural, =6 {einen Würfel} other {einen W{sides}}}: {outcomes}",
    "roll.outcome": "{results}: {then}",
    "roll.otherwise": "sonst: {then}",
    "roll.join": "{first}; {next}",
    "roll.range": "{low}–{high}",
    "list.and": "{head} und {last}",
    "list.or": "{head} oder {last}",
    "list.comma": "{head}, {next}",
    "word.family": "Familie",
    "word.points": "Selbstwert",
    "player.you": BY_CASE(W("du", "dich", "dir", "von dir")),
    "player.each-player": BY_CASE(
      W("jeder Spieler", "jeden Spieler", "jedem Spieler", "jedes Spielers"),
    ),
    "player.each-other-player": BY_CASE(
      W(
        "jeder andere Spieler",
        "jeden anderen Spieler",
        "jedem anderen Spieler",
        "jedes anderen Spielers",
      ),
    ),
    "player.chosen-player": BY_CASE(
      (c) => `${EIN(c)} ${c === "gen" ? "Spielers" : "Spieler"} deiner Wahl`,
    ),
    "player.opponent": BY_CASE((c) => `${EIN(c)} ${c === "gen" ? "Gegners" : "Gegner"}`),
    "char.this": BY_CASE((c) => `${W("dieser", "diesen", "diesem", "dieses")(c)} ${CHARAKTER(c)}`),
    "char.that": BY_CASE(
      (c) =>
        `${W("der", "den", "dem", "des")(c)} ${c === "nom" ? "gewählte" : "gewählten"} ${CHARAKTER(c)}`,
    ),
    "char.choose": `{owner, select, you {${BY_CASE((c) => `${W("einer", "einen", "einem", "eines")(c)} deiner {other, select, yes {anderen } other {}}{state, select, living {lebenden } dead {toten } other {}}Charaktere`)}} opponent {${BY_CASE((c) => `${EIN(c)} {other, select, yes {${ADJ("ander")(c)} } other {}}${STATE(c)}${CHARAKTER(c)} eines Gegners`)}} other {${BY_CASE((c) => `${EIN(c)} {other, select, yes {${ADJ("ander")(c)}} other {${ADJ("beliebig")(c)}}} ${STATE(c)}${CHARAKTER(c)}`)}}}{filter}`,
    "char.choose-two": `{owner, select, you {${BY_CASE((c) => `${W("zwei", "zwei", "zwei", "zweier")(c)} deiner {other, select, yes {anderen } other {}}{state, select, living {lebenden } dead {toten } other {}}Charaktere`)}} other {${BY_CASE((c) => (c === "gen" ? "zweier {other, select, yes {anderer} other {beliebiger}} {state, select, living {lebender } dead {toter } other {}}Charaktere" : c === "dat" ? "zwei {other, select, yes {anderen} other {beliebigen}} {state, select, living {lebenden } dead {toten } other {}}Charakteren" : "zwei {other, select, yes {andere} other {beliebige}} {state, select, living {lebende } dead {tote } other {}}Charaktere"))}}}`,
    // The plural stands only at the start of a sentence (op.forbid, op.allow-on-dead): capitalised.
    "card-type": `{form, select, many {{type, select, character {Charaktere} modifier {Modifikatoren} event {Ereignisse} untimelyDeath {Vorzeitige Tode} other {Geschichten}}} other {${BY_CASE(
      (c) =>
        `{type, select, character {${EIN(c)} ${CHARAKTER(c)}} modifier {${EIN(c)} ${c === "gen" ? "Modifikators" : "Modifikator"}} event {${W("ein", "ein", "einem", "eines")(c)} ${c === "gen" ? "Ereignisses" : "Ereignis"}} untimelyDeath {${EIN(c)} ${ADJ("vorzeitig")(c)} ${c === "gen" ? "Todes" : "Tod"}} other {${W("eine", "eine", "einer", "einer")(c)} Geschichte}}`,
    )}}}`,
    "filter.has-icons": " mit {icons}",
    // A relative clause closes with a comma; the generator drops it before a stop or a comma.
    "filter.negative-self-worth": ", dessen {points} negativ ist,",
    "filter.self-worth": ", dessen {points} {compare} beträgt,",
    "filter.highest-self-worth": ", dessen {points} am höchsten ist,",
    "filter.in-family":
      "{ownWord, select, yes {, dessen {familyWord} {family} ist,} other { aus der Familie {family}}}",
    "cond.has-icons": "{subject} {icons} hat",
    "cond.negative-self-worth": "{subject} weniger als 0 {points} hat",
    "cond.self-worth": "{subject} {compare} {points} hat",
    "cond.highest-self-worth": "kein lebender Charakter mehr {points} hat als {subject}",
    "cond.in-family":
      "{subject} {ownWord, select, yes {zu {family}} other {zur Familie {family}}} gehört",
    "cond.dead-characters":
      "{compare} {owner, select, you {deiner Charaktere {value, plural, one {tot ist} other {tot sind}}} other {{value, plural, one {Charakter tot ist} other {Charaktere tot sind}}}}",
    "cond.family-icons":
      "{ownWord, select, yes {deine Charaktere {icons} zeigen} other {deine Familie {icons} zeigt}}",
    "cond.living-characters":
      "du {compare} {value, plural, one {lebenden Charakter} other {lebende Charaktere}} hast",
    "cond.family-size":
      "{opponents, select, each {jeder Gegner} other {ein Gegner}} {compare, select, asMany {genauso viele lebende Charaktere hat wie du} fewer {weniger lebende Charaktere hat als du} other {mehr lebende Charaktere hat als du}}",
    compare: "{compare, select, atLeast {mindestens} atMost {höchstens} other {genau}} {value}",
    "count.icons": " für jedes {icon} {of}",
    "count.dead-characters":
      " {owner, select, you {für jeden deiner toten Charaktere} other {für jeden toten Charakter}}",
    "count.family-icons":
      "{ownWord, select, yes { für jedes {icon} deiner Charaktere} other { für jedes {icon} deiner Familie}}",
    "count.living-characters":
      " {owner, select, you {für jeden deiner lebenden Charaktere} other {für jeden lebenden Charakter}}",
    "card-filter.icon": " mit {icon}",
    "card-filter.negative-points": " mit negativem Punktwert",
    "op.draw": SUBJ(V("Ziehe", "zieht", "ziehen"), SAME(` ${CARDS}`)),
    "op.discard": SUBJ(V("Lege", "legt", "ablegen", "ab"), SAME(` ${CARDS}`)),
    "op.discard-hand": SUBJ(V("Lege", "legt", "ablegen", "ab"), {
      you: " alle deine Handkarten",
      them: " alle seine Handkarten",
    }),
    "op.skip": SUBJ(V("Setze", "setzt", "aussetzen", "aus"), {
      you: " {phase, select, turn {deinen nächsten Zug} other {deine nächste Ziehphase}}",
      them: " {phase, select, turn {seinen nächsten Zug} other {seine nächste Ziehphase}}",
    }),
    "op.take-cards": YOU(
      V("Nimm", "nimmt", "nehmen"),
      ` ${CARDS}{random, select, yes { zufällig} other {}} aus der Hand {from}`,
    ),
    "op.look-at-hand": YOU(V("Sieh dir", "sieht sich", "ansehen", "an"), " die Handkarten {of}"),
    "op.swap-hands": YOU(V("Tausche", "tauscht", "tauschen"), " deine Handkarten mit {with}"),
    "op.gain-free-plays": SUBJ(
      V("Erhalte", "erhält", "erhalten"),
      SAME(
        " {n, plural, one {# freie Aktion} other {# freie Aktionen}}{per}{typed, select, yes { für {cardType}} other {}}",
      ),
    ),
    "op.move-modifier": YOU(
      V("Verschiebe", "verschiebt", "verschieben"),
      ` ${WHICH} von {from} auf {to}`,
    ),
    "op.discard-modifier": YOU(V("Lege", "legt", "ablegen", "ab"), ` ${WHICH} {of}`),
    "op.swap-stacks": YOU(
      V("Tausche", "tauscht", "tauschen"),
      " die Stapel {pair, select, yes {{both}} other {{first} und {second}}}",
    ),
    "op.swap-top-modifiers": YOU(
      V("Tausche", "tauscht", "tauschen"),
      " die obersten Modifikatoren {pair, select, yes {{both}} other {{first} und {second}}}",
    ),
    "op.return-to-life": YOU(V("Hole", "holt", "zurückholen", "zurück"), " {target} ins Leben"),
    "op.move-untimely-death": YOU(
      V("Verschiebe", "verschiebt", "verschieben"),
      " den vorzeitigen Tod von {from} auf {to}",
    ),
    "op.kill": YOU(V("Töte", "tötet", "töten"), " {target}"),
    "op.shuffle-discard-into-draw": YOU(
      V("Mische", "mischt", "mischen"),
      " den Ablagestapel in den Nachziehstapel",
    ),
    "op.search-discard": YOU(
      V("Durchsuche", "durchsucht", "durchsuchen"),
      " den Ablagestapel nach {typed, select, yes {{cardType}} other {einer Karte}}",
    ),
    "op.pass-hand": SUBJ(V("Gib", "gibt", "weitergeben", "weiter"), {
      you: ` alle deine Handkarten ${SIDE}`,
      them: ` alle seine Handkarten ${SIDE}`,
    }),
    "op.pass-cards": SUBJ(V("Gib", "gibt", "weitergeben", "weiter"), SAME(` ${CARDS} ${SIDE}`)),
    "op.look-at-draw": `{optional, select, yes {Du darfst dir ${TOP_DE} ansehen{discard, select, yes {, beliebig viele davon ablegen} other {}}{reorder, select, yes {{discard, select, yes { und die übrigen in beliebiger Reihenfolge zurücklegen} other {{n, plural, one { und sie zurücklegen} other { und sie in beliebiger Reihenfolge zurücklegen}}}}} other {}}} other {Sieh dir ${TOP_DE} an{discard, select, yes {, lege beliebig viele davon ab} other {}}{reorder, select, yes {{discard, select, yes { und lege die übrigen in beliebiger Reihenfolge zurück} other {{n, plural, one { und lege sie zurück} other { und lege sie in beliebiger Reihenfolge zurück}}}}} other {}}}}`,
    "op.shuffle-stack-into-draw": YOU(
      V("Mische", "mischt", "mischen"),
      " den Stapel {of} in den Nachziehstapel",
    ),
    "op.take-story": YOU(
      V("Nimm", "nimmt", "nehmen"),
      " eine Geschichte {from, select, centre {aus der Tischmitte} other {von einem Gegner}}",
    ),
    "op.return-story": YOU(
      V("Lege", "legt", "zurücklegen", "zurück"),
      " {which, select, yours {deine Geschichte} other {eine Geschichte}} in die Tischmitte",
    ),
    "op.cancel": "Annulliere {cardType}",
    "op.play-at-once": "Spiele sie sofort aus",
    "op.draw-limit":
      "{whose, select, you {Dein Ziehlimit} eachPlayer {Das Ziehlimit jedes Spielers} other {Das Ziehlimit jedes anderen Spielers}} ist um {n} {change, select, increase {höher} other {niedriger}}{per}",
    "op.plays-per-turn":
      "{whose, select, you {Du hast} eachPlayer {Jeder Spieler hat} other {Jeder andere Spieler hat}} {n, plural, one {# Aktion} other {# Aktionen}} pro Zug {change, select, increase {mehr} other {weniger}}{per}",
    "op.forbid":
      "{cardTypes}{filter} dürfen nicht{where, select, thisCharacter { auf diesen Charakter} other {}} gespielt werden",
    "op.cannot-return-to-life": "Dieser Charakter kann nicht ins Leben zurückgeholt werden",
    "op.counts-as-family":
      "Dieser Charakter gehört auch {ownWord, select, yes {zu {family}} other {zur Familie {family}}}",
    "op.allow-on-dead": "{cardTypes} dürfen auch auf tote Charaktere gespielt werden",
  },
  cases: {
    "count.icons": { of: "gen" },
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
    "op.swap-hands": { with: "dat" },
    "op.gain-free-plays": { cardType: "acc" },
    "op.move-modifier": { from: "dat", to: "acc" },
    "op.discard-modifier": { of: "gen" },
    "op.swap-stacks": { first: "gen", second: "gen" },
    "op.swap-top-modifiers": { first: "gen", second: "gen" },
    "op.return-to-life": { target: "acc" },
    "op.move-untimely-death": { from: "dat", to: "acc" },
    "op.kill": { target: "acc" },
    "op.search-discard": { cardType: "dat" },
    "op.shuffle-stack-into-draw": { of: "gen" },
    "op.cancel": { cardType: "acc" },
  },
};
