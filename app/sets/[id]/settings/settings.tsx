"use client";
/**
 * The set's settings (DESIGN.md "/sets/[id]/settings"): general facts, languages, rules
 * options, words, the set's texts and house style (its own rules-text phrases), card backs, families, story icons, effect-category icons and credits, on the set document store and
 * autosave (the same save bar, conflict dialog, undo and redo). The save bar stays above a pane
 * that scrolls on its own, with the sections' sidebar beside it (use-section-nav.ts); the set's
 * problems show in the section that owns them (settings-problems.tsx). Thin: each section turns
 * gestures into the pure edits of lib/edit.
 */
import { useEffect, useMemo, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { plural } from "@/lib/model";
import type { SettingsSection } from "@/app/sets/[id]/_set/problem-place";
import {
  SETTINGS_SECTIONS,
  settingsTitle,
  settingsSectionOf,
} from "@/app/sets/[id]/_set/problem-place";
import { listArt } from "@/app/sets/[id]/_set/art-api";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import { useProblems } from "@/app/sets/[id]/_set/use-problems";
import { BacksSection } from "./backs-section";
import { CreditsSection } from "./credits-section";
import { FamiliesSection } from "./families-section";
import { GeneralSection } from "./general-section";
import { HouseStyleSection } from "./house-style-section";
import { IconsSection } from "./icons-section";
import { LanguagesSection } from "./languages-section";
import { RulesSection } from "./rules-section";
import { SettingsProblemsProvider } from "./settings-problems";
import { useSectionNav } from "./use-section-nav";
import { TranslationsSection } from "./translations-section";
import { WordsSection } from "./words-section";
import { CategoriesSection } from "./categories-section";

/** The keys of the open icon set's grid, listed under undo and redo by `?`. */
const GRID_KEYS = [
  { keys: "Arrow keys", what: "Open icon grid: move between icons" },
  { keys: "Home / End", what: "Open icon grid: first / last icon" },
  { keys: "Page Up / Page Down", what: "Open icon grid: a page up / down" },
  { keys: "Space", what: "Open icon grid: choose the icon, or leave it out again" },
  { keys: "Shift+arrows", what: "Open icon grid: choose a run of icons" },
  { keys: "Enter", what: "Open icon grid: add the chosen icons" },
];

/** The settings page of one set. */
export function Settings({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const { store, snapshot } = opened;
  const doc = snapshot.doc;
  const edit = (next: VellumSet, coalesce?: string) =>
    store.editDocument(next, coalesce === undefined ? undefined : { coalesce });
  const props = { set: doc, setId: loaded.setId, edit };
  // The art folder's files, so a back's art the folder lacks is listed (`set/missing-art`).
  const [artFiles, setArtFiles] = useState<string[]>();
  useEffect(() => {
    void listArt(loaded.setId).then((listed) => {
      if (listed.ok) setArtFiles(listed.value.map((f) => f.file));
    });
  }, [loaded.setId]);
  const report = useProblems(doc, undefined, artFiles);
  const problems = useMemo(
    () =>
      (report?.setLevel ?? []).filter(
        (p) => settingsSectionOf(p.diagnostic.pointer ?? "") !== undefined,
      ),
    [report],
  );
  const counts = useMemo(() => {
    const bySection = new Map<SettingsSection, number>();
    for (const p of problems) {
      const section = settingsSectionOf(p.diagnostic.pointer ?? "");
      if (section) bySection.set(section, (bySection.get(section) ?? 0) + 1);
    }
    return bySection;
  }, [problems]);
  const { pane, active, go } = useSectionNav(SETTINGS_SECTIONS);

  return (
    <div className="st-root">
      <SetPageChrome
        document={opened}
        name={`${doc.name || "Untitled set"} — settings`}
        keys={GRID_KEYS}
      />
      <div className="st-body">
        <nav className="st-toc" aria-label="Settings sections">
          <ul>
            {SETTINGS_SECTIONS.map((id) => {
              const count = counts.get(id) ?? 0;
              return (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    aria-current={active === id ? "location" : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      go(id, { focus: true });
                    }}
                  >
                    {settingsTitle(id, doc)}
                    {count > 0 && (
                      <span className="st-toc-count">
                        <span aria-hidden="true">{count}</span>
                        <span className="ui-sr-only"> ({plural(count, "problem")})</span>
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="st-scroll" ref={pane}>
          <SettingsProblemsProvider problems={problems}>
            <div className="st-sections">
              <GeneralSection {...props} />
              <LanguagesSection {...props} />
              <RulesSection {...props} />
              <WordsSection {...props} />
              <TranslationsSection {...props} />
              <HouseStyleSection {...props} />
              <CategoriesSection {...props} />
              <BacksSection {...props} />
              <FamiliesSection {...props} />
              <IconsSection {...props} />
              <CreditsSection {...props} />
            </div>
          </SettingsProblemsProvider>
        </div>
      </div>
    </div>
  );
}
