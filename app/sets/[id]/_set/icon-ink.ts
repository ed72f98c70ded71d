/**
 * Keeping an icon visible on the dark theme: an icon drawn in `currentColor` takes the ink it is
 * shown in, but a drawing with its own dark colours (a black SVG, or a family's dark colour)
 * would vanish on the dark page, so such a drawing is shown on a light tile. Pure.
 */

/** The page's light ink, which icons without their own colour are drawn in. */
export const ICON_INK = "#f1e6cf";

/** Relative luminance (WCAG) below which a colour is lost on the dark page. */
const DARK = 0.18;

const NAMED: Readonly<Record<string, string>> = {
  black: "#000000",
  white: "#ffffff",
  red: "#ff0000",
  green: "#008000",
  blue: "#0000ff",
  navy: "#000080",
  maroon: "#800000",
  purple: "#800080",
  gray: "#808080",
  grey: "#808080",
  silver: "#c0c0c0",
  yellow: "#ffff00",
  gold: "#ffd700",
  orange: "#ffa500",
};

/** The WCAG relative luminance of a CSS colour, or undefined when it is not one we read. */
export function luminance(color: string): number | undefined {
  const text = NAMED[color.trim().toLowerCase()] ?? color.trim().toLowerCase();
  let rgb: number[] | undefined;
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4)) {
    rgb = [...hex.slice(0, 3)].map((c) => parseInt(c + c, 16));
  } else if (hex && (hex.length === 6 || hex.length === 8)) {
    rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  } else {
    const fn = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(text);
    if (fn) rgb = fn.slice(1, 4).map(Number);
  }
  if (!rgb) return undefined;
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = Math.min(255, v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const PAINT = /(?:fill|stroke)\s*(?:=\s*["']|:\s*)\s*(rgba?\([^)]*\)|[^"';)\s]+)/gi;

/**
 * The icon drawn in `ink` (its `currentColor`), and whether it needs a light tile: when most of
 * the colours it paints with are dark, or when it names no fill at all (SVG then fills black).
 */
export function inkedIcon(svg: string, ink: string = ICON_INK): { svg: string; light: boolean } {
  const drawn = svg.replaceAll("currentColor", ink);
  if (!/fill\s*[:=]/i.test(drawn)) return { svg: drawn, light: true };
  let dark = 0;
  let bright = 0;
  for (const match of drawn.matchAll(PAINT)) {
    const l = luminance(match[1] ?? "");
    if (l === undefined) continue;
    if (l < DARK) dark++;
    else bright++;
  }
  return { svg: drawn, light: dark > bright };
}
