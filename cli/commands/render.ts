import { writeFile } from "node:fs/promises";
import path from "node:path";
import { formatDiagnostic } from "../../lib/model";
import type { Diagnostic } from "../../lib/model";
import { artDataUrls, cardPicture, stackFacts, stackPicture, svgToPng } from "../../lib/export";
import type { Picture } from "../../lib/export";
import type { OptionSpec, ParsedArgs } from "../args";
import { flag, stringOption } from "../args";
import type { CliIo } from "../io";
import { EXIT } from "../io";
import { usableSet } from "../load-set";
import type { UsableSet } from "../load-set";

export const RENDER_HELP = `vellum render <set> --card ID --out FILE.png|FILE.svg [--dpi N] [--bleed] [--back] [--language LANG]
  Draws one card (its back with --back) as a PNG with transparency (default 300 DPI:
  63 × 88 mm → 744 × 1039 px) or as SVG. <set> is a set id in the workspace, or a set.json,
  set folder or zip. Text that does not fit is reported as render/text-overflow.`;

/** The options of `vellum render` (its help names each). */
export const RENDER_OPTIONS = {
  card: "string",
  out: "string",
  dpi: "string",
  bleed: "boolean",
  back: "boolean",
  language: "string",
} as const satisfies OptionSpec;

export const STACK_HELP = `vellum stack <set> --cards CHARACTER,CARD,... [--out FILE.png|FILE.svg] [--xray] [--json] [--dpi N]
  Composites a character and the cards played on it (bottom first) and prints what the rules
  read off the picture: self-worth, visible points and icons, live effects, death. --json prints
  { selfWorth, visiblePoints, icons, liveEffects, dead }; --xray outlines covered elements.`;

/** The options of `vellum stack` (its help names each). */
export const STACK_OPTIONS = {
  cards: "string",
  out: "string",
  xray: "boolean",
  json: "boolean",
  dpi: "string",
} as const satisfies OptionSpec;

/** The set named by the first positional, with its errors printed when it cannot be used. */
async function setOfArgs(args: ParsedArgs, io: CliIo, help: string): Promise<UsableSet | number> {
  const [name] = args.positionals;
  if (!name) {
    io.err(help);
    return EXIT.usage;
  }
  return usableSet(name, io);
}

/** Art of the named cards as data: URLs scaled for `dpi`, for the rasteriser. */
function artFor(found: UsableSet, ids: readonly string[], dpi: number) {
  const cards = found.set.cards.filter((c) => ids.includes(c.id));
  return artDataUrls(found.set, cards, found.readArt, dpi);
}

function dpiOf(args: ParsedArgs, io: CliIo): number | undefined {
  const raw = stringOption(args, "dpi") ?? "300";
  const dpi = Number(raw);
  if (!Number.isInteger(dpi) || dpi < 36 || dpi > 1200) {
    io.err(`error: --dpi must be a whole number from 36 to 1200, not '${raw}'`);
    return undefined;
  }
  return dpi;
}

/** Writes a picture as PNG or SVG by the file's extension. */
async function writePicture(picture: Picture, out: string, dpi: number, io: CliIo): Promise<void> {
  const full = path.resolve(io.cwd, out);
  if (out.toLowerCase().endsWith(".svg")) {
    await writeFile(full, picture.svg);
  } else {
    await writeFile(
      full,
      await svgToPng(picture.svg, { dpi, widthMm: picture.widthMm, heightMm: picture.heightMm }),
    );
  }
  io.err(`wrote ${out}`);
}

function printDiagnostics(io: CliIo, diagnostics: readonly Diagnostic[]): void {
  for (const d of diagnostics) io.err(formatDiagnostic(d));
}

/** `vellum render`. */
export async function renderCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const cardId = stringOption(args, "card");
  const out = stringOption(args, "out");
  if (!cardId || !out) {
    io.err(RENDER_HELP);
    return EXIT.usage;
  }
  const dpi = dpiOf(args, io);
  if (dpi === undefined) return EXIT.usage;
  const found = await setOfArgs(args, io, RENDER_HELP);
  if (typeof found === "number") return found;
  const language = stringOption(args, "language");
  const art = await artFor(found, [cardId], dpi);
  const picture = cardPicture(found.set, cardId, {
    artHref: art.artHref,
    bleed: flag(args, "bleed"),
    side: flag(args, "back") ? "back" : "front",
    ...(language ? { language } : {}),
  });
  if (!picture.ok) {
    printDiagnostics(io, [picture.error]);
    return EXIT.failed;
  }
  printDiagnostics(io, [...art.diagnostics, ...picture.value.diagnostics]);
  await writePicture(picture.value, out, dpi, io);
  return EXIT.ok;
}

/** `vellum stack`. */
export async function stackCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  const list = stringOption(args, "cards");
  if (!list) {
    io.err(STACK_HELP);
    return EXIT.usage;
  }
  const dpi = dpiOf(args, io);
  if (dpi === undefined) return EXIT.usage;
  const found = await setOfArgs(args, io, STACK_HELP);
  if (typeof found === "number") return found;
  const ids = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const art = await artFor(found, ids, dpi);
  const picture = stackPicture(found.set, ids, {
    xray: flag(args, "xray"),
    artHref: art.artHref,
  });
  if (!picture.ok) {
    printDiagnostics(io, [picture.error]);
    return EXIT.failed;
  }
  printDiagnostics(io, [...art.diagnostics, ...picture.value.diagnostics]);
  const out = stringOption(args, "out");
  if (out) await writePicture(picture.value, out, dpi, io);
  const facts = stackFacts(picture.value.preview.analysis);
  if (flag(args, "json")) {
    io.out(JSON.stringify(facts, null, 2));
    return EXIT.ok;
  }
  const icons = Object.entries(facts.icons).map(([icon, n]) => (n > 1 ? `${icon} ×${n}` : icon));
  io.out(`self-worth   ${facts.selfWorth > 0 ? "+" : ""}${facts.selfWorth}`);
  io.out(
    `points       ${facts.visiblePoints.map((p) => `${p.value > 0 ? "+" : ""}${p.value} (${p.card})`).join(", ") || "none"}`,
  );
  io.out(`icons        ${icons.join(", ") || "none"}`);
  io.out(
    `live effects ${facts.liveEffects.map((e) => `${e.card} (${e.kind})`).join(", ") || "none"}`,
  );
  io.out(`dead         ${facts.dead ? "yes" : "no"}`);
  return EXIT.ok;
}
