import { describe, expect, it } from "vitest";
import { parseHex } from "./color";
import type { Rgb } from "./color";
import { SvgDoc } from "./svg-doc";
import { vignettePaths } from "./vignette";

interface Stop {
  offset: number;
  color: Rgb;
  opacity: number;
}

function stops(svg: string, id: string): Stop[] {
  const grad = new RegExp(`<linearGradient id="${id}"[^>]*>(.*?)</linearGradient>`).exec(svg)![1]!;
  return [
    ...grad.matchAll(
      /<stop offset="([\d.]+)" stop-color="(#[0-9a-f]{6})"(?: stop-opacity="([\d.]+)")?\/>/g,
    ),
  ].map((m) => ({
    offset: Number(m[1]),
    color: parseHex(m[2], "#000000"),
    opacity: Number(m[3] ?? 1),
  }));
}

function at(s: Stop[], t: number): { color: Rgb; opacity: number } {
  const i = Math.max(
    1,
    s.findIndex((x) => x.offset >= t),
  );
  const a = s[i - 1]!;
  const b = s[i]!;
  const k = (t - a.offset) / (b.offset - a.offset);
  const lerp = (x: number, y: number) => x + (y - x) * k;
  return {
    color: {
      r: lerp(a.color.r, b.color.r),
      g: lerp(a.color.g, b.color.g),
      b: lerp(a.color.b, b.color.b),
    },
    opacity: lerp(a.opacity, b.opacity),
  };
}

/** The colour radialGradient (ornaments.ts) paints at (u, v) of the bounding box. */
function radial(u: number, v: number, centre: Rgb, mid: Rgb, edge: Rgb): Rgb {
  const t = Math.min(1, Math.hypot((u - 0.42) / 0.68, (v - 0.38) / 0.68));
  const [a, b, k] = t < 0.6 ? [centre, mid, t / 0.6] : [mid, edge, (t - 0.6) / 0.4];
  return { r: a.r + (b.r - a.r) * k, g: a.g + (b.g - a.g) * k, b: a.b + (b.b - a.b) * k };
}

describe("vignettePaths", () => {
  const [centre, mid, edge] = ["#f7efd9", "#f1e6cb", "#d9c59a"];

  it("paints the same path twice and defines each gradient once per colours", () => {
    const doc = new SvgDoc("t");
    const a = vignettePaths(doc, "M0 0h1v1z", centre, edge, mid, ` fill-rule="evenodd"`);
    const b = vignettePaths(doc, "M0 0h2v2z", centre, edge, mid);
    expect(a).toBe(
      `<path fill="url(#t-0)" fill-rule="evenodd" d="M0 0h1v1z"/><path fill="url(#t-1)" fill-rule="evenodd" d="M0 0h1v1z"/>`,
    );
    expect(b).toBe(`<path fill="url(#t-0)" d="M0 0h2v2z"/><path fill="url(#t-1)" d="M0 0h2v2z"/>`);
    expect(doc.defsMarkup().match(/<linearGradient /g)).toHaveLength(2);
  });

  it("looks like the radial gradient it replaces: within a few levels anywhere", () => {
    const doc = new SvgDoc("t");
    vignettePaths(doc, "M0 0h1v1z", centre, edge, mid);
    const defs = doc.defsMarkup();
    const ground = stops(defs, "t-0");
    const veil = stops(defs, "t-1");
    const [c, m, e] = [centre, mid, edge].map((x) => parseHex(x, "#000000")) as [Rgb, Rgb, Rgb];
    let worst = 0;
    let sum = 0;
    let n = 0;
    for (let v = 0; v <= 1; v += 0.05) {
      for (let u = 0; u <= 1; u += 0.05) {
        const g = at(ground, v).color;
        const { color: w, opacity: a } = at(veil, u);
        const got = {
          r: g.r + (w.r - g.r) * a,
          g: g.g + (w.g - g.g) * a,
          b: g.b + (w.b - g.b) * a,
        };
        const want = radial(u, v, c, m, e);
        const d = Math.max(
          Math.abs(got.r - want.r),
          Math.abs(got.g - want.g),
          Math.abs(got.b - want.b),
        );
        worst = Math.max(worst, d);
        sum += d;
        n++;
      }
    }
    expect(sum / n).toBeLessThan(4);
    expect(worst).toBeLessThan(16);
  });
});
