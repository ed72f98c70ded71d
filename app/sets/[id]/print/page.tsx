import type { Metadata } from "next";
import { languageLabel, readableWords, setLanguageTags } from "@/lib/model";
import { FailedSetPage } from "@/app/sets/[id]/_set/failed-set-page";
import { readSetPage } from "@/app/sets/[id]/_set/read-set-page";
import type { SetPageProps } from "@/app/sets/[id]/_set/read-set-page";
import { editionGaps } from "@/lib/text";
import { editionView } from "./edition-view";
import { PrintForm } from "./print-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Print and export" };

/** Print and export a set: PDF sheets, per-card PNGs, a virtual-tabletop deck. */
export default async function PrintPage({ params }: SetPageProps) {
  const page = await readSetPage(params, { kind: "sound", action: "printing and exporting it" });
  if (!page.ok) return <FailedSetPage heading="Print and export" failure={page.error} />;
  const { setId, set } = page.value;
  const types = [...new Set(set.cards.map((c) => c.type))];
  const languages = setLanguageTags(set).map((tag) => {
    return { tag, label: languageLabel(tag), edition: editionView(editionGaps(set, tag), setId) };
  });
  return (
    <div className="set-page-content">
      <h1>Print {set.name}</h1>
      <p className="lede">
        Print sheets with bleed and crop marks for clear film or paper, a zip of one PNG per card,
        or a deck for a virtual tabletop, in any of the set&apos;s languages. The preview shows the
        first sheet.
      </p>
      <PrintForm
        setId={setId}
        languages={languages}
        types={types}
        familyWord={readableWords(set).familyWord}
        families={set.families.map((f) => ({ id: f.id, name: f.name }))}
        cards={set.cards.map((c) => ({ id: c.id, name: c.name, type: c.type }))}
      />
    </div>
  );
}
