import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_CODES, REFERENCE, diagnosticAnchor, referenceAnchor } from "@/lib/dsl";
import { renderReference } from "./reference-doc";
import { searchSections, sectionIndex } from "./reference-search";

const DOCS = fileURLToPath(new URL("../../../docs/effect-language.md", import.meta.url));

describe("renderReference", () => {
  const doc = renderReference(readFileSync(DOCS, "utf8"));
  const ids = [...doc.html.matchAll(/<h[1-6] id="([^"]+)"/g)].map((m) => m[1]);

  it("gives every heading the anchor hover help links to, each once", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of REFERENCE) expect(ids).toContain(referenceAnchor(entry.id));
    for (const info of DIAGNOSTIC_CODES) expect(ids).toContain(diagnosticAnchor(info.code));
    expect(doc.html).toContain(
      '<h4 id="on-play-immediate-effect"><a class="ref-anchor" href="#on-play-immediate-effect">on play — immediate effect</a></h4>',
    );
    expect(doc.html).toMatch(/^<h1 id="the-effect-language">The effect language<\/h1>/);
  });

  it("colours effect examples with the editor's token kinds, and escapes other code", () => {
    expect(doc.html).toContain(
      '<pre class="ref-code" data-lang="effect"><code><span class="tok-keyword">on</span> <span class="tok-keyword">play</span><span class="tok-operator">:</span>',
    );
    expect(doc.html).toContain('<span class="tok-icon">raven</span>');
    expect(doc.html).toContain('<pre class="ref-code" data-lang="json"><code>{\n  &quot;id&quot;');
    expect(doc.html).not.toContain("<!--");
  });

  it("lists the sections with their words and the parts they sit under, for the search", () => {
    const draw = doc.sections.find((s) => s.id === referenceAnchor("draw"));
    expect(draw).toMatchObject({
      title: "draw",
      depth: 4,
      path: ["Reference", "One-shot operations"],
    });
    expect(draw?.text).toContain("draw 2 cards");
    const code = doc.sections.find((s) => s.id === "dsl-unknown-icon-error");
    expect(code?.title).toBe("dsl/unknown-icon (error)");
    expect(doc.sections.map((s) => s.id)).toEqual(ids);
  });

  it("makes ids unique and escapes what it prints", () => {
    const small = renderReference("## Same\n\n## Same\n\n```\n<b>\n```\n");
    expect(small.sections.map((s) => s.id)).toEqual(["same", "same-2"]);
    expect(small.html).toContain("&lt;");
    expect(small.html).not.toContain("<b>");
  });
});

describe("the reference's search", () => {
  const doc = renderReference(readFileSync(DOCS, "utf8"));
  const index = sectionIndex(doc.sections);
  const ids = (query: string) => searchSections(index, query).map((hit) => hit.id);

  it("finds sections by a word's start and despite a typo, titles first", () => {
    expect(ids("discard").slice(0, 2)).toEqual(
      expect.arrayContaining([referenceAnchor("discard")]),
    );
    expect(ids("swap hand")[0]).toBe(referenceAnchor("swap-hands"));
    expect(ids("unknwn icon")).toContain("dsl-unknown-icon-error");
    expect(ids("respon")).toContain(referenceAnchor("response"));
  });

  it("finds nothing for nonsense", () => {
    expect(ids("qzxv wplk")).toEqual([]);
  });
});
