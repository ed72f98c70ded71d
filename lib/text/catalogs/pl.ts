/**
 * Polish phrases, as Polish editions print card text: imperative second person singular
 * ("Dobierz 2 karty.", "Dobierz 5 kart."), "możesz …" for an optional step. Nouns after a
 * number take the forms Polish plural rules ask for (one / few / many). Players, characters and
 * card types are written in the case the phrase using them needs (`cases` below). The set's own
 * words for points and family cannot be declined, so they stand where Polish takes a nominative:
 * the subject of a clause with the character in the genitive ("Samoocena tej postaci wynosi co
 * najwyżej 3", "postać, której Samoocena jest poniżej zera", "postać, której Ród to Blackwood");
 * where no such clause fits, the text says "twoje postacie" without the word.
 */
import type { Catalog } from "./types";

/** A step with a subject: you (imperative, or "możesz" + infinitive) or other players. */
const SUBJ = (
  imp: string,
  inf: string,
  third: string,
  rest: { you: string; them: string },
): string =>
  `{who, select, you {{optional, select, yes {możesz ${inf}} other {${imp}}}${rest.you}} other {{players} {optional, select, yes {może ${inf}} other {${third}}}${rest.them}}}`;
const SAME = (rest: string): { you: string; them: string } => ({ you: rest, them: rest });
/** A step only you do. */
const YOU = (imp: string, inf: string): string =>
  `{optional, select, yes {możesz ${inf}} other {${imp}}}`;
const CARDS = "{n, plural, one {# kartę} few {# karty} many {# kart} other {# karty}}{per}";
const WHICH = "{which, select, top {wierzchni modyfikator} other {widoczny modyfikator}}";
const SIDE = "graczowi po {direction, select, left {lewej} other {prawej}}";

/** A feminine adjective (by its stem) in each case: "żyw" → żywa, żywą, żywej … */
const ADJ: Readonly<Record<string, string>> = {
  nom: "a",
  acc: "ą",
  gen: "ej",
  dat: "ej",
  ins: "ą",
  loc: "ej",
};
/** "postać" in each case, singular. */
const POSTAC: Readonly<Record<string, string>> = {
  nom: "postać",
  acc: "postać",
  gen: "postaci",
  dat: "postaci",
  ins: "postacią",
  loc: "postaci",
};
/** One `case` select whose branches `write(case)` gives. */
const BY_CASE = (write: (c: string) => string): string =>
  `{case, select, ${["acc", "gen", "dat", "ins", "loc"].map((c) => `${c} {${write(c)}}`).join(" ")} other {${write("nom")}}}`;
/** "(żywą |martwą )" before a noun, in a case. */
const STATE = (c: string): string =>
  `{state, select, living {żyw${ADJ[c]} } dead {martw${ADJ[c]} } other {}}`;
const STATE_MANY = "{state, select, living {żywych } dead {martwych } other {}}";

export const PL: Catalog = {
  language: "pl",
  phrases: {
    "heading.immediate": "{body}",
    "heading.continuous": "Dopóki ten tekst jest widoczny, {body}",
    "heading.persistent": "Efekt trwały: {body}",
    "heading.response": "Reakcja: {body}",
    "heading.on-draw": "Gdy dobierzesz tę kartę, {body}",
    "heading.on-claim": "Gdy zdobędziesz tę historię, {body}",
    "heading.while-held": "Dopóki masz tę historię, {body}",
    // A colon, not a comma: "Na początku swojej tury" takes none, "Za każdym razem, gdy …" would;
    // but a condition after the event takes the comma "jeśli" asks for, never a second colon.
    "heading.trigger":
      "{lasts, select, persistent {Efekt trwały: {event}} other {{event}}}{cond, select, yes {, } other {: }}{body}",
    "heading.story-requirement": "Aby zdobyć: {icons}.",
    "heading.set": "{heading}: {body}",
    "trigger.turn-start": "na początku {whose, select, yours {swojej tury} other {każdej tury}}",
    "trigger.turn-end": "na koniec {whose, select, yours {swojej tury} other {każdej tury}}",
    "trigger.played-on":
      "za każdym razem, gdy {cardType, select, modifier {modyfikator zostaje zagrany} untimelyDeath {przedwczesna śmierć zostaje zagrana} other {karta zostaje zagrana}} na {on, select, this {tę postać} other {jedną z twoich postaci}}",
    "trigger.event-played":
      "za każdym razem, gdy {by, select, you {zagrywasz wydarzenie} opponent {przeciwnik zagrywa wydarzenie} other {zostaje zagrane wydarzenie}}",
    "trigger.character-dies":
      "za każdym razem, gdy {whose, select, yours {umiera jedna z twoich postaci} this {ta postać umiera} other {umiera dowolna postać}}",
    "trigger.story-claimed":
      "za każdym razem, gdy {by, select, you {zdobywasz historię} opponent {przeciwnik zdobywa historię} other {ktoś zdobywa historię}}",
    "trigger.card-played":
      "za każdym razem, gdy {by, select, you {zagrywasz} opponent {przeciwnik zagrywa} other {dowolny gracz zagrywa}} {cardType, select, modifier {modyfikator} other {przedwczesną śmierć}}",
    "text.sentence": "{text}.",
    "text.lasting-join": "{first}; {next}",
    "step.if": "jeśli {condition}: {then}",
    "step.then-join": "{first}, a następnie {next}",
    "step.roll": "rzuć {sides, plural, =6 {kością} other {kością {sides}-ścienną}}: {outcomes}",
    "roll.outcome": "{results}: {then}",
    "roll.otherwise": "w przeciwnym razie: {then}",
    "roll.join": "{first}; {next}",
    "roll.range": "{low}–{high}",
    "list.and": "{head} i {last}",
    "list.or": "{head} lub {last}",
    "list.comma": "{head}, {next}",
    "word.family": "rodzina",
    "word.points": "Samoocena",
    "player.you": "{case, select, gen {swojej} dat {sobie} ins {sobą} other {ty}}",
    "player.each-player":
      "{case, select, gen {każdego gracza} acc {każdego gracza} dat {każdemu graczowi} ins {każdym graczem} other {każdy gracz}}",
    "player.each-other-player":
      "{case, select, gen {każdego innego gracza} acc {każdego innego gracza} dat {każdemu innemu graczowi} ins {każdym innym graczem} other {każdy inny gracz}}",
    "player.chosen-player":
      "{case, select, gen {wybranego gracza} acc {wybranego gracza} dat {wybranemu graczowi} ins {wybranym graczem} other {wybrany gracz}}",
    "player.opponent":
      "{case, select, gen {przeciwnika} acc {przeciwnika} dat {przeciwnikowi} ins {przeciwnikiem} other {przeciwnik}}",
    "char.this": BY_CASE((c) => `t${c === "nom" ? "a" : c === "acc" ? "ę" : ADJ[c]} ${POSTAC[c]}`),
    "char.that": BY_CASE((c) => `wybran${ADJ[c]} wcześniej ${POSTAC[c]}`),
    "char.choose": `{owner, select, you {${BY_CASE((c) => `jedn${ADJ[c]} z twoich {other, select, yes {innych } other {}}${STATE_MANY}postaci`)}} opponent {${BY_CASE((c) => `{other, select, yes {inn${ADJ[c]} } other {}}${STATE(c)}${POSTAC[c]} przeciwnika`)}} other {${BY_CASE((c) => `{other, select, yes {inn${ADJ[c]}} other {dowoln${ADJ[c]}}} ${STATE(c)}${POSTAC[c]}`)}}}{filter}`,
    "char.choose-two": `{owner, select, you {{case, select, nom {dwie z twoich} acc {dwie z twoich} other {dwóch z twoich}} {other, select, yes {innych } other {}}${STATE_MANY}postaci} other {{case, select, nom {dwie {other, select, yes {inne} other {dowolne}} {state, select, living {żywe } dead {martwe } other {}}postacie} acc {dwie {other, select, yes {inne} other {dowolne}} {state, select, living {żywe } dead {martwe } other {}}postacie} ins {dwiema {other, select, yes {innymi} other {dowolnymi}} {state, select, living {żywymi } dead {martwymi } other {}}postaciami} dat {dwóm {other, select, yes {innym} other {dowolnym}} {state, select, living {żywym } dead {martwym } other {}}postaciom} other {dwóch {other, select, yes {innych} other {dowolnych}} ${STATE_MANY}postaci}}}}`,
    "card-type": `{form, select, many {{case, select, gen {{type, select, character {postaci} modifier {modyfikatorów} event {wydarzeń} untimelyDeath {przedwczesnych śmierci} other {historii}}} other {{type, select, character {postacie} modifier {modyfikatory} event {wydarzenia} untimelyDeath {przedwczesne śmierci} other {historie}}}}} other {${BY_CASE(
      (c) =>
        `{type, select, character {${POSTAC[c]}} modifier {${{ nom: "modyfikator", acc: "modyfikator", gen: "modyfikatora", dat: "modyfikatorowi", ins: "modyfikatorem", loc: "modyfikatorze" }[c]}} event {${{ nom: "wydarzenie", acc: "wydarzenie", gen: "wydarzenia", dat: "wydarzeniu", ins: "wydarzeniem", loc: "wydarzeniu" }[c]}} untimelyDeath {przedwczesn${ADJ[c]} ${{ nom: "śmierć", acc: "śmierć", gen: "śmierci", dat: "śmierci", ins: "śmiercią", loc: "śmierci" }[c]}} other {${{ nom: "historia", acc: "historię", gen: "historii", dat: "historii", ins: "historią", loc: "historii" }[c]}}}`,
    )}}}`,
    "filter.has-icons": " z {icons}",
    // A relative clause closes with a comma; the generator drops it before a stop or a comma.
    "filter.negative-self-worth": ", której {points} jest poniżej zera,",
    "filter.self-worth": ", której {points} wynosi {compare},",
    "filter.highest-self-worth": ", której {points} ma najwyższą wartość,",
    "filter.in-family":
      "{ownWord, select, yes {, której {familyWord} to {family},} other { z rodziny {family}}}",
    "cond.has-icons": "{subject} ma {icons}",
    "cond.negative-self-worth": "{points} {subjectOf} jest poniżej zera",
    "cond.self-worth": "{points} {subjectOf} wynosi {compare}",
    "cond.highest-self-worth": "{points} {subjectOf} ma najwyższą wartość",
    "cond.in-family":
      "{ownWord, select, yes {{familyWord} {subjectOf} to {family}} other {{subject} należy do rodziny {family}}}",
    "cond.dead-characters":
      "{owner, select, you {{compare} {value, plural, one {twoja postać jest martwa} few {twoje postacie są martwe} many {twoich postaci jest martwych} other {twojej postaci jest martwych}}} other {{compare} {value, plural, one {postać jest martwa} few {postacie są martwe} many {postaci jest martwych} other {postaci jest martwych}}}}",
    "cond.family-icons":
      "{ownWord, select, yes {twoje postacie pokazują} other {twoja rodzina pokazuje}} {icons}",
    "cond.living-characters":
      "masz {compare} {value, plural, one {żywą postać} few {żywe postacie} many {żywych postaci} other {żywej postaci}}",
    "cond.family-size":
      "{opponents, select, each {każdy przeciwnik ma} other {któryś przeciwnik ma}} {compare, select, asMany {tyle samo żywych postaci co ty} fewer {mniej żywych postaci niż ty} other {więcej żywych postaci niż ty}}",
    compare:
      "{compare, select, atLeast {co najmniej} atMost {co najwyżej} other {dokładnie}} {value}",
    "count.icons": " za każdy symbol {icon}, który ma {of}",
    "count.dead-characters":
      " za każdą {owner, select, you {twoją martwą postać} other {martwą postać}}",
    "count.family-icons":
      " za każdy symbol {icon} {ownWord, select, yes {twoich postaci} other {twojej rodziny}}",
    "count.living-characters":
      " za każdą {owner, select, you {twoją żywą postać} other {żywą postać}}",
    "card-filter.icon": " z {icon}",
    "card-filter.negative-points": " o ujemnej wartości punktowej",
    "op.draw": SUBJ("dobierz", "dobrać", "dobiera", SAME(` ${CARDS}`)),
    "op.discard": SUBJ("odrzuć", "odrzucić", "odrzuca", SAME(` ${CARDS}`)),
    "op.discard-hand": SUBJ("odrzuć", "odrzucić", "odrzuca", SAME(" wszystkie karty z ręki")),
    "op.skip": SUBJ(
      "pomiń",
      "pominąć",
      "pomija",
      SAME(" swoją następną {phase, select, turn {turę} other {fazę dobierania}}"),
    ),
    "op.take-cards": `${YOU("weź", "wziąć")} ${CARDS}{random, select, yes { losowo} other {}} z ręki {from}`,
    "op.look-at-hand": `${YOU("obejrzyj", "obejrzeć")} rękę {of}`,
    "op.swap-hands": `${YOU("zamień się", "zamienić się")} kartami na ręce z {with}`,
    "op.gain-free-plays": SUBJ(
      "otrzymujesz",
      "otrzymać",
      "otrzymuje",
      SAME(
        " {n, plural, one {# darmowe zagranie} few {# darmowe zagrania} many {# darmowych zagrań} other {# darmowego zagrania}}{per}{typed, select, yes { na {cardType}} other {}}",
      ),
    ),
    "op.move-modifier": `${YOU("przenieś", "przenieść")} ${WHICH} z {from} na {to}`,
    "op.discard-modifier": `${YOU("odrzuć", "odrzucić")} ${WHICH} z {of}`,
    "op.swap-stacks": `${YOU("zamień", "zamienić")} stosy {pair, select, yes {{both}} other {{first} i {second}}}`,
    "op.swap-top-modifiers": `${YOU("zamień", "zamienić")} wierzchnie modyfikatory {pair, select, yes {{both}} other {{first} i {second}}}`,
    "op.return-to-life": `${YOU("przywróć", "przywrócić")} do życia {target}`,
    "op.move-untimely-death": `${YOU("przenieś", "przenieść")} przedwczesną śmierć z {from} na {to}`,
    "op.kill": `${YOU("zabij", "zabić")} {target}`,
    "op.shuffle-discard-into-draw": `${YOU("wtasuj", "wtasować")} stos kart odrzuconych do talii`,
    "op.search-discard": `${YOU("wyszukaj", "wyszukać")} na stosie kart odrzuconych {typed, select, yes {{cardType}} other {dowolną kartę}}`,
    "op.pass-hand": SUBJ(
      "przekaż",
      "przekazać",
      "przekazuje",
      SAME(` wszystkie karty z ręki ${SIDE}`),
    ),
    "op.pass-cards": SUBJ("przekaż", "przekazać", "przekazuje", SAME(` ${CARDS} ${SIDE}`)),
    "op.look-at-draw": `${YOU("obejrzyj", "obejrzeć")} {n, plural, one {wierzchnią kartę} few {# wierzchnie karty} many {# wierzchnich kart} other {# wierzchniej karty}}{per} talii{discard, select, yes {, odrzuć dowolną liczbę z nich} other {}}{reorder, select, yes { i odłóż {discard, select, yes {pozostałe} other {{n, plural, one {ją} other {je}}}} na wierzch w dowolnej kolejności} other {}}`,
    "op.shuffle-stack-into-draw": `${YOU("wtasuj", "wtasować")} do talii modyfikatory {of}`,
    "op.take-story": `${YOU("weź", "wziąć")} historię {from, select, centre {ze środka stołu} other {od przeciwnika}}`,
    "op.return-story": `${YOU("odłóż", "odłożyć")} {which, select, yours {swoją historię} other {dowolną historię}} na środek stołu`,
    "op.cancel": "anuluj {cardType}",
    "op.play-at-once": "natychmiast ją zagraj",
    "op.draw-limit":
      "{whose, select, you {twój limit dobierania} eachPlayer {limit dobierania każdego gracza} other {limit dobierania każdego innego gracza}} jest {change, select, increase {większy} other {mniejszy}} o {n}{per}",
    "op.plays-per-turn":
      "{whose, select, you {masz} eachPlayer {każdy gracz ma} other {każdy inny gracz ma}} {n, plural, one {# zagranie} few {# zagrania} many {# zagrań} other {# zagrania}} na turę {change, select, increase {więcej} other {mniej}}{per}",
    "op.forbid":
      "nie można zagrywać {cardTypes}{filter}{where, select, thisCharacter { na tę postać} other {}}",
    "op.cannot-return-to-life": "ta postać nie może wrócić do życia",
    "op.counts-as-family":
      "{ownWord, select, yes {{familyWord} tej postaci to także {family}} other {ta postać należy także do rodziny {family}}}",
    "op.allow-on-dead": "{cardTypes} można zagrywać także na martwe postacie",
  },
  cases: {
    "count.icons": { of: "nom" },
    "op.take-cards": { from: "gen" },
    "op.look-at-hand": { of: "gen" },
    "op.swap-hands": { with: "ins" },
    "op.gain-free-plays": { cardType: "acc" },
    "op.move-modifier": { from: "gen", to: "acc" },
    "op.discard-modifier": { of: "gen" },
    "op.swap-stacks": { first: "gen", second: "gen" },
    "op.swap-top-modifiers": { first: "gen", second: "gen" },
    "op.return-to-life": { target: "acc" },
    "op.move-untimely-death": { from: "gen", to: "acc" },
    "op.kill": { target: "acc" },
    "op.search-discard": { cardType: "acc" },
    "op.shuffle-stack-into-draw": { of: "gen" },
    "op.cancel": { cardType: "acc" },
    "op.forbid": { cardTypes: "gen" },
    "op.allow-on-dead": { cardTypes: "acc" },
  },
};
