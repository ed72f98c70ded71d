import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label } from "./context";

/**
 * Icons must be self-contained drawings (model: "no scripts, no external references"). This is a
 * first line of defence that tells the designer what to remove; the renderer still sanitises.
 */

const UNSAFE: readonly (readonly [RegExp, string])[] = [
  [/<script\b/i, "a <script>"],
  [/<foreignObject\b/i, "a <foreignObject>"],
  [/<(?:iframe|embed|object)\b/i, "an embedded document"],
  [/\son[a-z]+\s*=/i, "an event handler (on…=)"],
  [/javascript:/i, "a javascript: link"],
  [/\bhref\s*=\s*["']?\s*[^#\s"']/i, "a link to another file or site (href)"],
  [/url\(\s*["']?\s*[^#\s"')]/i, "a url(…) outside the drawing"],
  [/@import\b/i, "an @import"],
  [/<!(?:DOCTYPE|ENTITY)/i, "a DOCTYPE or ENTITY declaration"],
];

/** set/bad-svg, set/unsafe-svg. */
export function checkIconSvgs(ctx: CheckContext): void {
  ctx.set.icons.forEach((icon, i) => {
    const at = toPointer(["icons", i, "svg"]);
    const who = label("icon", icon, i);
    if (!/^<svg[\s>]/.test(icon.svg)) {
      ctx.report("set/bad-svg", "error", at, `${who} must be an SVG document starting with '<svg'`);
      return;
    }
    const found = UNSAFE.find(([re]) => re.test(icon.svg));
    if (found !== undefined) {
      ctx.report(
        "set/unsafe-svg",
        "error",
        at,
        `${who} has ${found[1]} in its SVG — icons must be self-contained drawings: no scripts, event handlers, links or embedded documents`,
      );
    }
  });
}
