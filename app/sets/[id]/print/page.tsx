import type { Metadata } from "next";
import Link from "next/link";
import { languageGaps } from "@/lib/edit";
import { languageLabel, setLanguageTags } from "@/lib/model";
import { getWorkspace } from "../../../_server/workspace";
import { blockersOf } from "@/app/sets/[id]/_set/sound-set";
import { UnsoundSet } from "@/app/sets/[id]/_set/unsound-set";
import { PrintForm } from "./print-form";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Print and export" };

/** Print and export a set: PDF sheets, per-card PNGs, a virtual-tabletop deck. */
export default async function PrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const read = await (await getWorkspace()).read(id);
  if (!read.ok) {
    return (
      <div className="set-page-content">
        <h1>Print and export</h1>
        <p className="notice" role="alert">
          There is no set &apos;{id}&apos; in the workspace. <Link href="/">Back to your sets</Link>
        </p>
      </div>
    );
  }
  const set = read.value.set;
  if (!set) {
    const blockers = blockersOf(id, read.value.value, read.value.diagnostics);
    return (
      <div className="set-page-content">
        <h1>Print and export</h1>
        <UnsoundSet setId={id} action="printing and exporting it" blockers={blockers} />
      </div>
    );
  }
  const types = [...new Set(set.cards.map((c) => c.type))];
  const languages = setLanguageTags(set).map((tag) => ({
    tag,
    label: languageLabel(tag),
    untranslated: tag === set.language ? 0 : languageGaps(set, tag).length,
  }));
  return (
    <div className="set-page-content">
      <h1>Print {set.name}</h1>
      <p className="lede">
        Print sheets with bleed and crop marks for clear film or paper, a zip of one PNG per card,
        or a deck for a virtual tabletop, in any of the set&apos;s languages. The preview shows the
        first sheet.
      </p>
      <PrintForm
        setId={set.id}
        languages={languages}
        types={types}
        families={set.families.map((f) => ({ id: f.id, name: f.name }))}
        cards={set.cards.map((c) => ({ id: c.id, name: c.name, type: c.type }))}
      />
    </div>
  );
}
