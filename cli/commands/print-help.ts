/**
 * Help and flags of the print formats of `vellum export`, apart from the command (print.ts) so
 * workspace.ts can show them without an import cycle through load-set.ts.
 */

/** The print formats of `vellum export`. */
export const PRINT_FORMATS = ["pdf", "png", "tts"] as const;

export const PRINT_HELP = `vellum export <set> --format pdf|png|tts --out PATH [options]
  pdf: print sheets with bleed and crop marks; png: a zip of one PNG per card (alpha kept) with
  manifest.json; tts: a Tabletop Simulator deck zip (10 × 7 sheets, back image, deck.json).
  --paper a4|letter  --landscape  --dpi N (300)  --bleed MM (3; png: 0 = trimmed, the default)
  --gap MM (1)  --margin MM (5)  --no-marks  --no-labels (no footer)  --guides
  --medium film|paper  --underlay
  --duplex long|short (adds a backs page after each fronts page)  --offset X,Y (mm)
  --calibration  --copies (each card as many times as its print quantity, in every format;
  without it each card once)  --language LANG
  --type T | --family F | --cards a,b,c  (default: every card)
  US Letter fits 3 × 2 cards with the defaults, 3 × 3 with --no-labels --gap 0 --bleed 1.`;

/** Boolean flags of `vellum export` (they never take a value). */
export const PRINT_BOOLEANS = [
  "landscape",
  "no-marks",
  "no-labels",
  "guides",
  "underlay",
  "calibration",
  "copies",
];
