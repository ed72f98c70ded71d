"use client";
/**
 * Drop an image file on a card's picture to make it the card's art: the file is uploaded
 * through the art API (the server's checks; a refusal is shown with its reason and nothing is
 * kept) and, once kept, handed to `onUploaded` to be put on the card. Used around the designer's
 * preview; the art manager's own card takes drops the same way.
 */
import type { DragEvent, ReactNode } from "react";
import { useState } from "react";
import { toast } from "@/app/_ui";
import { failureMessage } from "@/app/_api/client";
import { uploadArt } from "./art-api";
import { artFileNameFor } from "./art-names";

function carriesFiles(e: DragEvent): boolean {
  return [...e.dataTransfer.types].includes("Files");
}

/** Uploads the first of `files` as art of `setId`; the kept name, or undefined (refusal shown). */
export async function uploadDropped(
  setId: string,
  files: readonly File[],
  taken: readonly string[],
): Promise<string | undefined> {
  const file = files[0];
  if (!file) return undefined;
  const name = artFileNameFor(file.name, new Set(taken));
  const outcome =
    "refused" in name
      ? { ok: false as const, reason: name.refused }
      : await uploadArt(setId, name.file, await file.arrayBuffer());
  if (!outcome.ok) {
    const reason = "reason" in outcome ? outcome.reason : failureMessage(outcome.error);
    toast({ title: `${file.name} was refused`, description: reason, tone: "error" });
    return undefined;
  }
  toast({ title: `Uploaded ${outcome.value}`, tone: "success" });
  return outcome.value;
}

/** A drop zone for image files around `children` (the card's picture). */
export function ArtDropTarget(props: {
  setId: string;
  /** The card the art goes on (undefined: drops are not taken). */
  cardName: string | undefined;
  /** The set's art files (a dropped file never replaces one). */
  taken: readonly string[];
  onUploaded(file: string): void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const enabled = props.cardName !== undefined;
  return (
    <div
      className="art-drop-target"
      data-dropping={over || undefined}
      onDragOver={(e) => {
        if (!enabled || !carriesFiles(e)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={async (e) => {
        if (!enabled || !carriesFiles(e)) return;
        e.preventDefault();
        setOver(false);
        const kept = await uploadDropped(props.setId, [...e.dataTransfer.files], props.taken);
        if (kept) props.onUploaded(kept);
      }}
    >
      {props.children}
      {over && (
        <div className="art-drop-target-note" aria-hidden="true">
          Drop to use this picture on {props.cardName}
        </div>
      )}
    </div>
  );
}
