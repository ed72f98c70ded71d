#!/usr/bin/env node
/**
 * Builds app/_server/game-icons/authors.json: who drew each icon of @iconify-json/game-icons
 * (which carries no per-icon author), from a checkout of the game-icons.net repository
 * (github.com/game-icons/icons, one folder per author). Run it again when the icon package is
 * upgraded:
 *
 *   node scripts/game-icons-authors.mjs /path/to/game-icons-checkout
 *
 * An icon name found in several authors' folders is matched by its drawing (the first
 * coordinates of its path). Names missing from the checkout are listed under "unknown" and
 * credited to game-icons.net as a whole.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const root = process.argv[2];
if (!root) {
  console.error("usage: node scripts/game-icons-authors.mjs <game-icons checkout>");
  process.exit(2);
}
const require = createRequire(import.meta.url);
const icons = JSON.parse(
  readFileSync(require.resolve("@iconify-json/game-icons/icons.json"), "utf8"),
).icons;

/** The first "M x y" of the drawn path (after the repository's black background square). */
function firstMove(svg) {
  const paths = [...svg.matchAll(/\sd="([^"]*)"/g)].map((m) => m[1]);
  const drawn = paths.find((d) => !/^M0 0h\d+v\d+H0z$/.test(d)) ?? "";
  return /^M\s*(-?[\d.]+)[\s,]*(-?[\d.]+)/.exec(drawn)?.slice(1, 3).join(" ");
}

const candidates = new Map();
for (const author of readdirSync(root, { withFileTypes: true })) {
  if (!author.isDirectory() || author.name.startsWith(".")) continue;
  for (const file of readdirSync(join(root, author.name))) {
    if (!file.endsWith(".svg")) continue;
    const name = file.slice(0, -4);
    const list = candidates.get(name) ?? [];
    list.push({ author: author.name, file: join(root, author.name, file) });
    candidates.set(name, list);
  }
}

const byAuthor = {};
const unknown = [];
for (const [name, icon] of Object.entries(icons)) {
  const list = candidates.get(name) ?? [];
  let pick = list.length === 1 ? list[0] : undefined;
  if (list.length > 1) {
    const mine = firstMove(icon.body);
    pick = list.find((c) => firstMove(readFileSync(c.file, "utf8")) === mine) ?? list[0];
  }
  if (!pick) {
    unknown.push(name);
    continue;
  }
  (byAuthor[pick.author] ??= []).push(name);
}
const out = { ...Object.fromEntries(Object.entries(byAuthor).sort()), unknown };
writeFileSync(
  new URL("../app/_server/game-icons/authors.json", import.meta.url),
  JSON.stringify(out) + "\n",
);
console.log(`${Object.keys(icons).length} icons, ${unknown.length} without an author folder`);
