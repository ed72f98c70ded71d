import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "next";
import Link from "next/link";
import { renderReference } from "./reference-doc";
import type { ReferenceDoc } from "./reference-doc";
import { ReferenceSearch } from "./reference-search";
import "./reference.css";

export const metadata: Metadata = { title: "Effect language reference" };

let rendered: Promise<ReferenceDoc> | undefined;

/** docs/effect-language.md, rendered once per server. */
function reference(): Promise<ReferenceDoc> {
  rendered ??= readFile(path.join(process.cwd(), "docs", "effect-language.md"), "utf8").then(
    renderReference,
  );
  return rendered;
}

/**
 * The effect-language reference (docs/effect-language.md) in the app: every heading has an
 * anchor, which the editors' hover help links to; a search box finds the sections by their words.
 */
export default async function EffectLanguageReferencePage() {
  const doc = await reference();
  return (
    <div className="ref-page">
      <aside className="ref-aside">
        <p className="ref-back">
          <Link href="/effects">Try effects in the playground</Link>
        </p>
        <ReferenceSearch sections={doc.sections} />
      </aside>
      <article className="ref-doc" dangerouslySetInnerHTML={{ __html: doc.html }} />
    </div>
  );
}
