/**
 * The bundled open icon set (game-icons.net via @iconify-json/game-icons, 4,000+ icons, mostly
 * CC BY 3.0), served to the settings page's icon picker piece by piece: the package's JSON is
 * 6 MB, so the page never loads it whole. Who drew each icon comes from authors.json (built by
 * scripts/game-icons-authors.mjs; the package carries no per-icon author). NOTE: server only;
 * reads the package's file once, on first use.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import authorsByFolder from "./authors.json";
import type { IconIndex } from "./icon-search";
import { buildIconIndex } from "./icon-search";

import type { GameIcon, GameIconEntry } from "@/app/_api/contracts";

export type { GameIcon, GameIconEntry };

/** The authors' names as game-icons.net prints them, by their folder in its repository. */
const AUTHOR_NAMES: Readonly<Record<string, string>> = {
  andymeneely: "Andy Meneely",
  aussiesim: "Aussiesim",
  badges: "game-icons.net contributors",
  "carl-olsen": "Carl Olsen",
  "caro-asercion": "Caro Asercion",
  cathelineau: "Cathelineau",
  catsu: "Catsu",
  darkzaitzev: "DarkZaitzev",
  delapouite: "Delapouite",
  faithtoken: "Faithtoken",
  felbrigg: "Felbrigg",
  generalace135: "GeneralAce135",
  guard13007: "Guard13007",
  "heavenly-dog": "HeavenlyDog",
  irongamer: "Irongamer",
  "john-colburn": "John Colburn",
  "john-redman": "John Redman",
  "kier-heyl": "Kier Heyl",
  lorc: "Lorc",
  "lord-berandas": "Lord Berandas",
  lucasms: "Lucas",
  "pepijn-poolman": "Pepijn Poolman",
  "pierre-leducq": "Pierre Leducq",
  priorblue: "PriorBlue",
  quoting: "Quoting",
  rihlsul: "Rihlsul",
  sbed: "Sbed",
  seregacthtuf: "SeregaCthtuf",
  skoll: "Skoll",
  sparker: "Sparker",
  spencerdub: "SpencerDub",
  starseeker: "Starseeker",
  "various-artists": "various artists",
  "viscious-speed": "Viscious Speed",
  willdabeast: "Willdabeast",
  zajkonur: "Zajkonur",
  zeromancer: "Zeromancer",
};

/** Authors who give their icons under CC0 (game-icons.net's licence notes). */
const CC0 = new Set(["viscious-speed", "zeromancer"]);

/** The tarot series' later cards are missing from the repository snapshot; they are its author's. */
const SERIES_AUTHOR: readonly [RegExp, string][] = [[/^tarot-\d\d-/, "caro-asercion"]];

interface Catalog {
  bodies: Map<string, string>;
  entries: GameIconEntry[];
  byName: Map<string, GameIconEntry>;
  folderOf: Map<string, string>;
  /** The word index, built on the first search and kept. */
  index?: IconIndex;
  aliases: Map<string, string[]>;
}

let loading: Promise<Catalog> | undefined;

/** "big-wave" → "Big Wave". */
export function titleOf(name: string): string {
  return name
    .split("-")
    .map((w) => (w === "" ? w : w[0]?.toUpperCase() + w.slice(1)))
    .join(" ");
}

async function load(): Promise<Catalog> {
  const file = join(process.cwd(), "node_modules", "@iconify-json", "game-icons", "icons.json");
  const data = JSON.parse(await readFile(file, "utf8")) as {
    icons: Record<string, { body: string }>;
    aliases?: Record<string, { parent: string }>;
  };
  const bodies = new Map(Object.entries(data.icons).map(([n, icon]) => [n, icon.body]));
  const folderOf = new Map<string, string>();
  for (const [folder, names] of Object.entries(authorsByFolder as Record<string, string[]>)) {
    if (folder === "unknown") continue;
    for (const name of names) folderOf.set(name, folder);
  }
  const aliases = new Map<string, string[]>();
  for (const [alias, { parent }] of Object.entries(data.aliases ?? {})) {
    aliases.set(parent, [...(aliases.get(parent) ?? []), alias]);
  }
  const entries = [...bodies.keys()].sort().map((name) => ({ name, title: titleOf(name) }));
  const byName = new Map(entries.map((e) => [e.name, e]));
  return { bodies, entries, byName, folderOf, aliases };
}

function catalog(): Promise<Catalog> {
  loading ??= load().catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

/**
 * The icons a search finds, best first (icon-search.ts: every word of `query` matches a word of
 * the icon's name, an alias or a synonym, by prefix or with a typo); the whole set, by name, for
 * an empty query. NOTE: the index is built on the first search (about 4,000 names, once per
 * server process) and reused; a search is then a lookup, so it runs on the request's thread.
 */
export async function searchGameIcons(query: string): Promise<GameIconEntry[]> {
  const found = await catalog();
  found.index ??= buildIconIndex(
    found.entries.map((e) => ({ name: e.name, aliases: found.aliases.get(e.name) })),
  );
  return found.index.search(query).flatMap((name) => found.byName.get(name) ?? []);
}

function authorFolder(name: string, folderOf: Map<string, string>): string | undefined {
  return folderOf.get(name) ?? SERIES_AUTHOR.find(([pattern]) => pattern.test(name))?.[1];
}

/** One icon with its drawing and credit, or undefined when the set has no such icon. */
export async function gameIcon(name: string): Promise<GameIcon | undefined> {
  const { bodies, folderOf } = await catalog();
  const body = bodies.get(name);
  if (body === undefined) return undefined;
  const folder = authorFolder(name, folderOf);
  const author =
    folder === undefined
      ? "game-icons.net contributors"
      : (AUTHOR_NAMES[folder] ?? titleOf(folder));
  const licence = folder !== undefined && CC0.has(folder) ? "CC0" : "CC BY 3.0";
  const title = titleOf(name);
  return {
    name,
    title,
    author,
    licence,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${body}</svg>`,
    credit: `“${title}” by ${author}, game-icons.net, ${licence}`,
  };
}
