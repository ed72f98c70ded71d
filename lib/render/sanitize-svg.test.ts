import { describe, expect, it } from "vitest";
import { namespaced, sanitizeSvg } from "./sanitize-svg";

const clean = (svg: string) => namespaced(sanitizeSvg(svg), "ns");

describe("sanitizeSvg", () => {
  it("keeps shapes, recolours fills and strokes to currentColor, reads the viewBox", () => {
    const s = sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path fill="#ff0000" d="M0 0h10v10z"/><circle cx="5" cy="5" r="2" stroke="red" fill="none"/></svg>`,
    );
    expect(s.viewBox).toEqual([0, 0, 512, 512]);
    expect(s.content).toBe(
      `<g><path fill="currentColor" d="M0 0h10v10z"/><circle cx="5" cy="5" r="2" stroke="currentColor" fill="none"/></g>`,
    );
  });

  it("strips scripts, event handlers, foreignObject, styles, images, links and animation", () => {
    const out = clean(
      `<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert("<path d='M0 0'/>")</script>` +
        `<style>path{fill:url(http://evil/x)}</style><foreignObject><div>hi</div></foreignObject>` +
        `<path d="M1 1" onclick="alert(2)" style="fill:red" class="x"/><image href="http://evil/x.png"/>` +
        `<a href="javascript:alert(3)"><path d="M2 2"/></a><animate attributeName="href" to="javascript:alert(4)"/>` +
        `<text>hello</text></svg>`,
    );
    expect(out).toBe(`<g><path d="M1 1"/></g>`);
    expect(sanitizeSvg(`<svg onload="x()"><path/></svg>`).removed).toContain("@onload");
  });

  it("namespaces ids and keeps only internal references", () => {
    const out = clean(
      `<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient>` +
        `<clipPath id="c"><rect width="5" height="5"/></clipPath></defs>` +
        `<path id="p" fill="url(#g)" clip-path="url('#c')" d="M0 0"/><use href="#p"/><use xlink:href="http://evil/#p"/>` +
        `<path fill="url(http://evil/#g)" mask="URL(data:x)" d="M1 1"/></svg>`,
    );
    expect(out).toContain(`<linearGradient id="ns-g">`);
    expect(out).toContain(`fill="url(#ns-g)" clip-path="url(#ns-c)"`);
    expect(out).toContain(`<use href="#ns-p"/><use/>`);
    expect(out).toContain(`<path d="M1 1"/>`);
    expect(out).not.toContain("evil");
  });

  it("keeps the root's presentation attributes (stroked icons) on a group", () => {
    const out = clean(
      `<svg width="24" height="24" fill="none" stroke="currentColor" stroke-width="2"><path d="M1 1L5 5"/></svg>`,
    );
    expect(out).toBe(
      `<g fill="none" stroke="currentColor" stroke-width="2"><path d="M1 1L5 5"/></g>`,
    );
    expect(sanitizeSvg(`<svg width="24" height="12"/>`).viewBox).toEqual([0, 0, 24, 12]);
  });

  it("never expands DTD entities and escapes what it writes", () => {
    const out = clean(
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg><path d="M0 0&amp;" id="a&quot;b"/><path d="&x;"/></svg>`,
    );
    expect(out).not.toContain("<script");
    expect(out).not.toContain("alert");
  });

  it("survives malformed input without throwing or leaking markup", () => {
    for (const input of [
      "",
      "not svg",
      "<svg",
      "<svg><path d='M0 0'",
      "<svg><g><g><path/></svg>",
      "</svg><svg><script>",
      "<svg><script>alert(1)",
      `<svg><path d="M0 0" "=" ==/></svg>`,
      "<svg><!-- <script> --><path/></svg><script>x</script>",
    ]) {
      const s = sanitizeSvg(input);
      expect(s.content).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    expect(clean("<svg><g><g><path/></svg>")).toBe("<g><g><g><path/></g></g></g>");
  });
});
