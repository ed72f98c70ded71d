"use client";
/**
 * The set's settings (DESIGN.md "/sets/[id]/settings"): general facts, languages, rules
 * options, words, card backs, families, story icons and credits, on the designer's store and
 * autosave (the same save bar, conflict dialog, undo and redo). Thin: each section turns
 * gestures into the pure edits of set-edits.ts and family-icon-edits.ts.
 */
import type { VellumSet } from "@/lib/model";
import { SetPageChrome } from "../_workspace/set-page-chrome";
import type { LoadedSet } from "../_workspace/use-designer";
import { useDesigner } from "../_workspace/use-designer";
import { BacksSection } from "./backs-section";
import { CreditsSection } from "./credits-section";
import { FamiliesSection } from "./families-section";
import { GeneralSection } from "./general-section";
import { IconsSection } from "./icons-section";
import { LanguagesSection } from "./languages-section";
import { RulesSection } from "./rules-section";
import { WordsSection } from "./words-section";

/** The keys of the open icon set's grid, listed under undo and redo by `?`. */
const GRID_KEYS = [
  { keys: "Arrow keys", what: "Open icon grid: move between icons" },
  { keys: "Home / End", what: "Open icon grid: first / last icon" },
  { keys: "Page Up / Page Down", what: "Open icon grid: four rows up / down" },
  { keys: "Enter", what: "Open icon grid: add the icon" },
];

const PARTS: readonly [string, string][] = [
  ["general", "General"],
  ["languages", "Languages"],
  ["rules", "Rules options"],
  ["words", "Words"],
  ["backs", "Card backs"],
  ["families", "Families"],
  ["icons", "Story icons"],
  ["credits", "Credits"],
];

/** The settings page of one set. */
export function Settings({ loaded }: { loaded: LoadedSet }) {
  const designer = useDesigner(loaded);
  const { store, snapshot } = designer;
  const doc = snapshot.doc;
  const edit = (next: VellumSet, coalesce?: string) =>
    store.editDocument(next, coalesce === undefined ? undefined : { coalesce });
  const props = { set: doc, setId: loaded.setId, edit };

  return (
    <div className="st-root">
      <SetPageChrome
        designer={designer}
        name={`${doc.name || "Untitled set"} — settings`}
        keys={GRID_KEYS}
      />
      <div className="st-body">
        <nav className="st-toc" aria-label="Settings sections">
          <ul>
            {PARTS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="st-sections">
          <GeneralSection {...props} />
          <LanguagesSection {...props} />
          <RulesSection {...props} />
          <WordsSection {...props} />
          <BacksSection {...props} />
          <FamiliesSection {...props} />
          <IconsSection {...props} />
          <CreditsSection {...props} />
        </div>
      </div>
    </div>
  );
}
