/**
 * The words the disagreement check reads in a written rules text, per language the product
 * ships (en, it, pl, fr, de, es): number words, the nouns a number counts, the verbs a number of
 * cards goes with, the people, the piles and when an effect acts. Each entry is a regular
 * expression source matched case-insensitively on whole words; `\p{L}*` stands for the endings of
 * inflected languages. A language without a lexicon is checked for numbers and icon tokens only.
 */
import type { CardVerb, CategoryKey, Person, Pile } from "./effect-facts";

/** One language's words. */
export interface Lexicon {
  /** Number words and articles that count one ("a card"), lower case. */
  numberWords: Readonly<Record<string, number>>;
  /** The nouns a number counts: cards, plays, characters. */
  nouns: { cards: string; plays: string; characters: string };
  verbs: Readonly<Record<CardVerb, string>>;
  /** Longest phrases first: "each other player" before "each player". */
  people: readonly (readonly [Person, string])[];
  piles: readonly (readonly [Pile, string])[];
  categories: readonly (readonly [CategoryKey, string])[];
  /** Endings an icon's name may take (plurals), after the name. */
  iconEndings: string;
}

const NUMBERS = (words: string, ones: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const one of ones) out[one] = 1;
  words.split(" ").forEach((w, i) => {
    for (const form of w.split("/")) out[form] = i + 2;
  });
  return out;
};

const EN: Lexicon = {
  numberWords: NUMBERS("two three four five six seven eight nine ten", ["a", "an", "one"]),
  nouns: { cards: "cards?", plays: "plays?", characters: "characters?" },
  verbs: {
    draw: "draws?",
    discard: "discards?",
    take: "takes?|steals?",
    look: "looks?",
    pass: "pass(?:es)?|gives?",
  },
  people: [
    [
      "each-other-player",
      "(?:each|every) other player|everyone else|(?:all )?your opponents|all (?:the )?other players|(?:each|every) (?:of your )?opponents?|all (?:of )?(?:your )?opponents",
    ],
    ["each-player", "(?:each|every) player|all (?:the )?players|everyone"],
    [
      "chosen-player",
      "(?:choose|pick) a player|a chosen player|a player of your choice|any player|target player",
    ],
    ["opponent", "another player|an(?:other)? opponent|(?:any|one) opponent|one of your opponents"],
  ],
  piles: [
    ["draw-pile", "draw ?piles?|deck"],
    ["discard-pile", "discard ?piles?"],
    ["hand", "hands?"],
  ],
  categories: [
    ["while-visible", "while (?:this|the) (?:text|card|effect) is visible|while visible"],
    ["persistent", "persistent"],
    [
      "response",
      "play this(?: card)? (?:during|on|in) (?:another player's|an opponent's) turn|play(?: this(?: card)?)? when (?:another player|an opponent|a player) plays|in response|as a response|response",
    ],
    ["on-draw", "(?:as soon as|when) you draw (?:it|this(?: card)?)"],
    ["on-claim", "when you claim this story"],
    ["while-held", "while you hold this story"],
    ["turn-start:yours", "at the (?:start|beginning) of your turn"],
    ["turn-start:each", "at the (?:start|beginning) of (?:each|every|any) (?:player's )?turn"],
    ["turn-end:yours", "at the end of your turn"],
    ["turn-end:each", "at the end of (?:each|every|any) (?:player's )?turn"],
    [
      "character-dies",
      "whenever (?:a|any|one of your|this) character dies|when this character dies",
    ],
    [
      "story-claimed",
      "whenever (?:a|any) story is claimed|whenever (?:you|a player|an opponent|another player|anyone) claims? a story",
    ],
    ["event-played", "whenever (?:you|a player|an opponent|another player|anyone) plays? an event"],
    ["card-played", "whenever (?:a|an) (?:modifier|untimely death) is played"],
  ],
  iconEndings: "(?:s|es)?",
};

const FR: Lexicon = {
  numberWords: NUMBERS("deux trois quatre cinq six sept huit neuf dix", ["un", "une"]),
  nouns: { cards: "cartes?", plays: "jeux|jeu", characters: "personnages?" },
  verbs: {
    draw: "pioch\\p{L}*",
    discard: "défauss\\p{L}*",
    take: "pren\\p{L}*|prend\\p{L}*|vol\\p{L}*",
    look: "regard\\p{L}*",
    pass: "pass\\p{L}*|donn\\p{L}*",
  },
  people: [
    [
      "each-other-player",
      "chaque autre joueur|tous les autres joueurs|les autres joueurs|chaque adversaire|tous (?:les|vos) adversaires",
    ],
    ["each-player", "chaque joueur|tous les joueurs"],
    [
      "chosen-player",
      "choisissez un joueur|un joueur (?:de votre choix|au choix)|n['’]importe quel joueur",
    ],
    ["opponent", "un adversaire|un autre joueur"],
  ],
  piles: [
    ["draw-pile", "(?:la|de la|dans la) pioche"],
    ["discard-pile", "(?:la|de la|dans la) défausse|pile de défausse"],
    ["hand", "mains?"],
  ],
  categories: [
    ["while-visible", "tant que ce texte est visible"],
    ["persistent", "persistant\\p{L}*"],
    ["response", "jouez cette carte pendant le tour d['’]un autre joueur|en réponse"],
    ["on-draw", "dès que vous la piochez|quand vous piochez cette carte"],
    ["on-claim", "(?:quand|lorsque) vous (?:réclamez|revendiquez) cette histoire"],
    ["while-held", "tant que vous détenez cette histoire"],
    ["turn-start:yours", "au début de votre tour"],
    ["turn-start:each", "au début de chaque tour"],
    ["turn-end:yours", "à la fin de votre tour"],
    ["turn-end:each", "à la fin de chaque tour"],
    ["character-dies", "chaque fois qu['’]un personnage meurt|quand ce personnage meurt"],
    ["story-claimed", "chaque fois qu['’]une histoire est (?:réclamée|revendiquée)"],
  ],
  iconEndings: "(?:s|x)?",
};

const IT: Lexicon = {
  numberWords: NUMBERS("due tre quattro cinque sei sette otto nove dieci", ["un", "uno", "una"]),
  nouns: { cards: "cart[ae]", plays: "giocat[ae]", characters: "personagg\\p{L}*" },
  verbs: {
    draw: "pesc\\p{L}*",
    discard: "scart\\p{L}*",
    take: "prend\\p{L}*|rub\\p{L}*",
    look: "guard\\p{L}*",
    pass: "pass\\p{L}*|d[àa]|dai",
  },
  people: [
    [
      "each-other-player",
      "(?:ogni|ciascun) altro giocatore|tutti gli altri giocatori|(?:ogni|ciascun) avversario|tutti gli avversari",
    ],
    ["each-player", "(?:ogni|ciascun) giocatore|tutti i giocatori"],
    ["chosen-player", "scegli un giocatore|un giocatore a (?:tua )?scelta|un giocatore scelto"],
    ["opponent", "un avversario|un altro giocatore"],
  ],
  piles: [
    ["draw-pile", "mazzo(?: di pesca)?|pila di pesca"],
    ["discard-pile", "pila degli scarti|mazzo degli scarti|degli scarti"],
    ["hand", "mano|mani"],
  ],
  categories: [
    ["while-visible", "(?:finché|mentre) questo testo è visibile"],
    ["persistent", "persistent[ei]"],
    ["response", "gioca questa carta durante il turno di un altro giocatore|in risposta"],
    ["on-draw", "(?:non )?appena (?:la )?peschi"],
    ["on-claim", "quando (?:reclami|rivendichi|ottieni) questa storia"],
    ["while-held", "finché (?:possiedi|hai|detieni) questa storia"],
    ["turn-start:yours", "all['’]inizio del tuo turno"],
    ["turn-start:each", "all['’]inizio di ogni turno"],
    ["turn-end:yours", "alla fine del tuo turno"],
    ["turn-end:each", "alla fine di ogni turno"],
    ["character-dies", "ogni volta che (?:un|qualsiasi) personaggio muore"],
    ["story-claimed", "ogni volta che una storia viene (?:reclamata|rivendicata)"],
  ],
  iconEndings: "",
};

const PL: Lexicon = {
  numberWords: {
    ...NUMBERS(
      "dwa/dwie/dwóch trzy/trzech cztery/czterech pięć sześć siedem osiem dziewięć dziesięć",
      [],
    ),
    jeden: 1,
    jedna: 1,
    jedną: 1,
    jedno: 1,
    jednego: 1,
  },
  nouns: { cards: "kart\\p{L}*", plays: "zagra\\p{L}*", characters: "postac\\p{L}*|postać" },
  verbs: {
    draw: "dobier\\p{L}*|dobiera\\p{L}*",
    discard: "odrzu\\p{L}*",
    take: "weź|weźcie|bierze|zabier\\p{L}*|zabiera\\p{L}*",
    look: "przejrzyj|obejrzyj|spójrz|podejrzyj|zobacz|patrz\\p{L}*",
    pass: "poda\\p{L}*|przeka\\p{L}*|oddaj\\p{L}*",
  },
  people: [
    [
      "each-other-player",
      "każd\\p{L}* (?:z )?(?:pozostałych|innych) gracz\\p{L}*|każd\\p{L}* inn\\p{L}* gracz\\p{L}*|wszyscy (?:pozostali|inni) gracze|każd\\p{L}* przeciwnik\\p{L}*|wszyscy przeciwnicy",
    ],
    ["each-player", "każd\\p{L}* gracz\\p{L}*|wszyscy gracze"],
    ["chosen-player", "wybierz gracza|wybran\\p{L}* gracz\\p{L}*|dowoln\\p{L}* gracz\\p{L}*"],
    ["opponent", "przeciwnik\\p{L}*|inn\\p{L}* gracz\\p{L}*"],
  ],
  piles: [
    ["draw-pile", "stos\\p{L}* dobierania|tali[ięa]"],
    ["discard-pile", "stos\\p{L}* (?:kart )?odrzuconych|stos\\p{L}* odrzut\\p{L}*"],
    ["hand", "ręk\\p{L}*|ręce"],
  ],
  categories: [
    ["while-visible", "(?:dopóki|póki|gdy) ten tekst jest widoczny"],
    ["persistent", "trwał\\p{L}*"],
    ["response", "zagraj tę kartę (?:w|podczas) tur\\p{L}* innego gracza|w odpowiedzi"],
    ["on-draw", "gdy (?:ją )?dobierzesz|od razu po dobraniu"],
    ["on-claim", "gdy zdobędziesz tę historię"],
    ["while-held", "dopóki (?:masz|posiadasz) tę historię"],
    ["turn-start:yours", "na początku (?:twojej|swojej) tury"],
    ["turn-start:each", "na początku każdej tury"],
    ["turn-end:yours", "(?:na|pod) koń\\p{L}* (?:twojej|swojej) tury"],
    ["turn-end:each", "(?:na|pod) koń\\p{L}* każdej tury"],
    ["character-dies", "za każdym razem,? gdy (?:jakaś |dowolna )?postać (?:ginie|umiera)"],
    ["story-claimed", "za każdym razem,? gdy (?:ktoś zdobywa historię|historia zostaje zdobyta)"],
  ],
  iconEndings: "(?:\\p{L}{1,2})?",
};

const DE: Lexicon = {
  numberWords: NUMBERS("zwei drei vier fünf sechs sieben acht neun zehn", [
    "ein",
    "eine",
    "einen",
    "einem",
    "einer",
    "eins",
  ]),
  nouns: {
    cards: "karten?",
    plays: "spielzüge|spielzug|züge|zug",
    characters: "charaktere?n?|figuren?",
  },
  verbs: {
    draw: "zieh\\p{L}*|zieht",
    discard: "wirf\\p{L}*|wirft|werf\\p{L}*|abwerf\\p{L}*|leg\\p{L}*",
    take: "nimm\\p{L}*|nimmt|nehm\\p{L}*",
    look: "sieh\\p{L}*|schau\\p{L}*|betracht\\p{L}*",
    pass: "gib\\p{L}*|gibt|geb\\p{L}*|reich\\p{L}*",
  },
  people: [
    [
      "each-other-player",
      "jede[rnms]? andere[rnms]? (?:mit)?spieler\\p{L}*|alle anderen (?:mit)?spieler\\p{L}*|jede[rnms]? (?:gegner|mitspieler)\\p{L}*|alle (?:gegner|mitspieler)\\p{L}*",
    ],
    ["each-player", "jede[rnms]? spieler\\p{L}*|alle spieler\\p{L}*"],
    [
      "chosen-player",
      "wähle einen spieler|ein(?:en)? spieler deiner wahl|ein(?:en)? gewählten spieler",
    ],
    ["opponent", "ein(?:e[snmr]?)? gegner\\p{L}*|ein(?:e[snmr]?)? andere[snmr]? spieler\\p{L}*"],
  ],
  piles: [
    ["draw-pile", "(?:nach)?zieh?stapel\\p{L}*|zugstapel\\p{L}*"],
    ["discard-pile", "ablagestapel\\p{L}*|abwurfstapel\\p{L}*"],
    ["hand", "hand|hände|handkarten"],
  ],
  categories: [
    ["while-visible", "solange dieser text sichtbar ist"],
    ["persistent", "dauerhaft\\p{L}*|anhaltend\\p{L}*"],
    ["response", "spiele diese karte während des zuges eines anderen spielers|als reaktion"],
    ["on-draw", "sobald du (?:sie|diese karte) ziehst"],
    ["on-claim", "wenn du diese geschichte (?:beanspruchst|erhältst)"],
    ["while-held", "solange du diese geschichte (?:hältst|besitzt|hast)"],
    ["turn-start:yours", "zu beginn deines zuges"],
    ["turn-start:each", "zu beginn jedes zuges"],
    ["turn-end:yours", "am ende deines zuges"],
    ["turn-end:each", "am ende jedes zuges"],
    [
      "character-dies",
      "(?:immer|wann immer),? wenn ein charakter stirbt|wann immer ein charakter stirbt",
    ],
    ["story-claimed", "(?:immer|wann immer),? wenn eine geschichte beansprucht wird"],
  ],
  iconEndings: "(?:e|en|n|s)?",
};

const ES: Lexicon = {
  numberWords: NUMBERS("dos tres cuatro cinco seis siete ocho nueve diez", ["un", "uno", "una"]),
  nouns: { cards: "cartas?", plays: "jugadas?", characters: "personajes?" },
  verbs: {
    draw: "roba\\p{L}*|roben|robe",
    discard: "descart\\p{L}*",
    take: "tom\\p{L}*|quit\\p{L}*|coge",
    look: "mir\\p{L}*",
    pass: "pas\\p{L}*|d[aá]|dale",
  },
  people: [
    [
      "each-other-player",
      "cada (?:uno de los )?(?:otro jugador|demás jugadores)|todos los demás jugadores|los demás jugadores|cada (?:oponente|rival)|todos (?:tus|los) (?:oponentes|rivales)",
    ],
    ["each-player", "cada jugador|todos los jugadores"],
    ["chosen-player", "elige (?:a )?un jugador|un jugador a tu elección|un jugador elegido"],
    ["opponent", "un (?:oponente|rival)|otro jugador"],
  ],
  piles: [
    ["draw-pile", "mazo(?: de robo)?|pila de robo"],
    ["discard-pile", "pila de descartes?|descartes"],
    ["hand", "manos?"],
  ],
  categories: [
    ["while-visible", "mientras este texto (?:sea|esté) visible"],
    ["persistent", "persistente\\p{L}*"],
    ["response", "juega esta carta durante el turno de otro jugador|en respuesta"],
    ["on-draw", "en cuanto la robes|nada más robarla"],
    ["on-claim", "cuando (?:reclames|consigas) esta historia"],
    ["while-held", "mientras (?:tengas|poseas) esta historia"],
    ["turn-start:yours", "al (?:principio|comienzo|inicio) de tu turno"],
    ["turn-start:each", "al (?:principio|comienzo|inicio) de cada turno"],
    ["turn-end:yours", "al final de tu turno"],
    ["turn-end:each", "al final de cada turno"],
    [
      "character-dies",
      "cada vez que (?:un|cualquier) personaje muere|cada vez que muere un personaje",
    ],
    ["story-claimed", "cada vez que (?:se reclama una historia|una historia es reclamada)"],
  ],
  iconEndings: "(?:s|es)?",
};

const LEXICONS: Readonly<Record<string, Lexicon>> = {
  en: EN,
  fr: FR,
  it: IT,
  pl: PL,
  de: DE,
  es: ES,
};

/** The lexicon for a language tag (`fr`, `fr-CA` reads as `fr`), or none. */
export function lexiconFor(language: string): Lexicon | undefined {
  return LEXICONS[language.toLowerCase().split(/[-_]/)[0] ?? ""];
}

/** The languages with a lexicon. */
export const LEXICON_LANGUAGES: readonly string[] = Object.keys(LEXICONS);
