"use client";
/**
 * The set's settings (DESIGN.md "/sets/[id]/settings"): general facts, languages, rules
 * options, words, card backs, families, story icons and credits, on the designer's store and
 * autosave (the same save bar, conflict dialog, undo and redo). Thin: each section turns
 * gestures into the pure edits of set-edits.ts and family-icon-edits.ts.
 */
import { useEffect, useState } from "react";
import type { VellumSet } from "@/lib/model";
import { toast } from "@/app/_ui";
import { ConflictDialog } from "../_workspace/conflict-dialog";
import { copyAside, takeTheirs } from "../_workspace/conflict-actions";
import { SaveBar } from "../_workspace/save-bar";
import type { LoadedSet } from "../_workspace/use-designer";
import { useDesigner } from "../_workspace/use-designer";
import { useShortcuts } from "../_workspace/use-shortcuts";
import { BacksSection } from "./backs-section";
import { CreditsSection } from "./credits-section";
import { FamiliesSection } from "./families-section";
import { GeneralSection } from "./general-section";
import { IconsSection } from "./icons-section";
import { LanguagesSection } from "./languages-section";
import { RulesSection } from "./rules-section";
import { SettingsKeys } from "./settings-keys";
import { WordsSection } from "./words-section";

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
  const { store, sync, snapshot, status, restored } = useDesigner(loaded);
  const [help, setHelp] = useState(false);
  const doc = snapshot.doc;
  const edit = (next: VellumSet, coalesce?: string) =>
    store.editDocument(next, coalesce === undefined ? undefined : { coalesce });
  const props = { set: doc, setId: loaded.setId, edit };

  useEffect(() => {
    if (restored)
      toast({
        title: "Unsaved edits restored",
        description: "Edits kept in this browser since your last visit are back.",
      });
  }, [restored]);

  useShortcuts((action) => {
    if (action === "undo") store.undo();
    else if (action === "redo") store.redo();
    else if (action === "help") setHelp(true);
  });

  return (
    <div className="st-root">
      <SaveBar
        name={`${doc.name || "Untitled set"} — settings`}
        status={status}
        revision={sync.baseRevision()}
        canUndo={snapshot.canUndo}
        canRedo={snapshot.canRedo}
        onUndo={store.undo}
        onRedo={store.redo}
        onRetry={() => void sync.flush()}
        onHelp={() => setHelp(true)}
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
      <ConflictDialog
        mine={doc}
        theirs={status.kind === "conflict" ? status.theirs : undefined}
        onKeepMine={() => void sync.keepMine()}
        onTakeTheirs={() => takeTheirs(store, sync)}
        onCopyMine={async () => {
          const id = await copyAside(doc);
          takeTheirs(store, sync);
          toast({
            title: "Your version was copied",
            description: `It is the new set '${id}'; this page now shows the other version.`,
            tone: "success",
          });
          return id;
        }}
      />
      <SettingsKeys isOpen={help} onOpenChange={setHelp} />
    </div>
  );
}
