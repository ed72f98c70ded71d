/**
 * Words a designer may search the open icon set by that its icons' names do not use: each group
 * holds words that find each other ("boat" finds the ship icons, "death" the skulls). Our own
 * table, small on purpose: the package carries no tags or categories (its metadata.json is
 * empty), only the icons' names and three misspelt aliases. Lower-case single words.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["skull", "death", "dead", "die", "doom", "grave", "tomb", "coffin", "bones", "skeleton"],
  ["boat", "ship", "sail", "vessel", "galleon", "canoe", "raft"],
  ["sea", "ocean", "wave", "water", "tide"],
  ["money", "coin", "coins", "gold", "treasure", "wealth", "cash"],
  ["gem", "jewel", "diamond", "crystal", "ruby", "emerald"],
  ["heart", "love", "romance", "kiss"],
  ["fire", "flame", "burn", "blaze", "torch"],
  ["book", "tome", "scroll", "library"],
  ["magic", "spell", "wizard", "witch", "sorcery", "wand"],
  ["poison", "toxic", "venom", "potion", "vial"],
  ["king", "queen", "crown", "royal", "throne"],
  ["house", "home", "cottage", "hut", "building"],
  ["castle", "fortress", "tower", "keep"],
  ["church", "chapel", "temple", "cross", "holy"],
  ["ghost", "spirit", "spectre", "specter", "phantom", "haunt"],
  ["monster", "creature", "beast", "fiend"],
  ["demon", "devil", "imp"],
  ["sword", "blade", "sabre", "saber"],
  ["knife", "dagger"],
  ["gun", "pistol", "rifle", "musket", "revolver"],
  ["bow", "arrow", "archer", "archery"],
  ["shield", "defence", "defense", "guard"],
  ["armour", "armor", "helmet"],
  ["axe", "ax", "hatchet"],
  ["hammer", "mallet"],
  ["tree", "forest", "wood", "woods"],
  ["flower", "rose", "blossom", "bloom", "lily"],
  ["moon", "night", "crescent"],
  ["sun", "day", "sunny", "dawn"],
  ["star", "stars", "sky", "astrology"],
  ["eye", "see", "vision", "watch"],
  ["cat", "kitten", "feline"],
  ["dog", "hound", "puppy", "wolf"],
  ["horse", "steed", "pony", "stallion"],
  ["bird", "crow", "raven", "owl", "feather"],
  ["fish", "shark", "eel"],
  ["snake", "serpent", "viper", "cobra"],
  ["spider", "web", "arachnid"],
  ["food", "meal", "eat", "bread", "feast"],
  ["drink", "wine", "beer", "ale", "goblet", "cup", "mug"],
  ["music", "song", "sing", "instrument", "lute", "harp"],
  ["letter", "mail", "envelope", "message"],
  ["clock", "time", "hourglass", "watch"],
  ["medicine", "doctor", "health", "heal", "healing", "bandage"],
  ["sick", "illness", "plague", "disease", "virus"],
  ["sad", "cry", "tears", "grief", "sorrow", "weep"],
  ["happy", "joy", "smile", "laugh"],
  ["angry", "rage", "anger", "fury"],
  ["storm", "lightning", "thunder", "rain", "weather"],
  ["snow", "ice", "frost", "cold", "winter"],
  ["mountain", "hill", "peak", "cliff"],
  ["lamp", "lantern", "candle", "light", "lighthouse"],
  ["key", "lock", "padlock"],
  ["door", "gate", "portal"],
  ["map", "compass", "navigation", "travel"],
  ["person", "man", "woman", "people", "character"],
  ["baby", "child", "infant", "cradle"],
  ["family", "relatives", "kin", "household"],
  ["wedding", "marriage", "ring", "bride"],
  ["prison", "jail", "cage", "chain", "shackles"],
  ["thief", "robber", "bandit", "steal", "mask"],
  ["colour", "color", "paint", "palette"],
  ["grey", "gray"],
];

/** Each word's synonyms (every other word of its groups), built once. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const others = map.get(word) ?? new Set<string>();
      for (const other of group) if (other !== word) others.add(other);
      map.set(word, others);
    }
  }
  return new Map([...map].map(([word, others]) => [word, [...others]]));
})();

/** The words that `word` finds besides itself (none for a word of no group). */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYMS.get(word.toLowerCase()) ?? [];
}
