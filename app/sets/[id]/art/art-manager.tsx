"use client";
/**
 * The art manager (issue 16, item 5): the set's art files with thumbnails and the cards using
 * each; upload by picker or by dropping files on the page (or on a card, which then uses the
 * picture); delete unused files (to the workspace's trash, with Undo); and a card's picture
 * placed in its portrait window. Every upload goes through the server's checks; a refusal is
 * listed with its reason and leaves nothing behind. Card edits go through the set document store
 * and autosave.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ArtPosition } from "@/lib/model";
import {
  Button,
  CloseIcon,
  DropOverlay,
  FilePicker,
  IconButton,
  RequestFailureNote,
  Select,
  UploadIcon,
  toast,
  usePageFileDrop,
} from "@/app/_ui";
import { usePictures } from "@/app/sets/[id]/_set/pictures";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import type { RequestFailure } from "@/app/_api/client";
import { failureMessage } from "@/app/_api/client";
import type { ArtFile } from "@/app/sets/[id]/_set/art-api";
import { artUrl, deleteArt, listArt, readArt, uploadArt } from "@/app/sets/[id]/_set/art-api";
import { artFileNameFor, artUses, fileSize } from "@/app/sets/[id]/_set/art-names";
import { ArtPlacement } from "./art-placement";

const ACCEPT = [
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".svg",
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/svg+xml",
];

const KEYS = [
  { keys: "← → ↑ ↓", what: "Move the picture in its window (Shift: further)" },
  { keys: "+ / −", what: "Zoom the picture in or out" },
];

interface Refusal {
  name: string;
  reason: string;
}

/** The art page of one set. */
export function ArtManager({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const { store, snapshot } = opened;
  const { doc } = snapshot;
  const setId = loaded.setId;
  const [files, setFiles] = useState<ArtFile[]>();
  const [listFailure, setListFailure] = useState<RequestFailure>();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [busy, setBusy] = useState<string>();
  const { pictures } = usePictures(setId);
  // Shown again when the art changes (the pictures' art revision is not React state).
  const [, setArtSeen] = useState(0);
  const firstCharacter = doc.cards.find((c) => c.type === "character") ?? doc.cards[0];
  const [cardId, setCardId] = useState(firstCharacter?.id ?? "");
  const card = doc.cards.find((c) => c.id === cardId) ?? firstCharacter;
  const uses = useMemo(() => artUses(doc.cards), [doc.cards]);
  const names = useMemo(() => files?.map((f) => f.file), [files]);
  const artHref = (file: string) => pictures?.artHref(file) ?? artUrl(setId, file);
  /** A file was replaced or put back: the pictures and thumbnails fetch it again. */
  const artChanged = () => {
    pictures?.artChanged();
    setArtSeen((n) => n + 1);
  };

  const refresh = useCallback(async () => {
    const listed = await listArt(setId);
    if (listed.ok) setFiles(listed.value);
    setListFailure(listed.ok ? undefined : listed.error);
  }, [setId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Uploads `list`; returns the names kept. Refusals are listed with their reasons. */
  async function upload(list: File[]): Promise<string[]> {
    const taken = new Set(names ?? []);
    const kept: string[] = [];
    const refused: Refusal[] = [];
    for (const [n, f] of list.entries()) {
      const name = artFileNameFor(f.name, taken);
      if ("refused" in name) {
        refused.push({ name: f.name, reason: name.refused });
        continue;
      }
      taken.add(name.file);
      setBusy(`Uploading ${f.name} (${n + 1} of ${list.length})…`);
      const outcome = await uploadArt(setId, name.file, await f.arrayBuffer());
      if (outcome.ok) kept.push(outcome.value);
      else refused.push({ name: f.name, reason: failureMessage(outcome.error) });
    }
    setBusy(undefined);
    setRefusals(refused);
    artChanged();
    await refresh();
    if (kept.length > 0) {
      toast({
        title: kept.length === 1 ? `Uploaded ${kept[0]}` : `Uploaded ${kept.length} pictures`,
        tone: "success",
      });
    }
    return kept;
  }

  const { dragging } = usePageFileDrop((list) => void upload(list), busy === undefined);

  async function remove(file: string) {
    // The bytes are read first, so the Undo can put the file back.
    const bytes = await readArt(setId, file);
    const deleted = bytes.ok ? await deleteArt(setId, file) : bytes;
    if (!deleted.ok || !bytes.ok) {
      const failed = deleted.ok ? undefined : deleted.error;
      toast({
        title: `Could not delete ${file}`,
        description: failed ? failureMessage(failed) : "",
        tone: "error",
      });
      return;
    }
    await refresh();
    toast({
      title: `Deleted ${file}`,
      description: "It is in the workspace's trash.",
      action: {
        label: "Undo",
        onAction: async () => {
          const back = await uploadArt(setId, file, bytes.value);
          if (!back.ok)
            toast({
              title: `Could not bring ${file} back`,
              description: failureMessage(back.error),
              tone: "error",
            });
          artChanged();
          await refresh();
        },
      },
    });
  }

  function place(position: ArtPosition | undefined, coalesce?: string) {
    if (!card) return;
    store.updateCard(card.id, { artPosition: position }, coalesce ? { coalesce } : {});
  }

  return (
    <div className="ws-root art-root">
      <SetPageChrome document={opened} keys={KEYS} />
      <DropOverlay active={dragging}>Drop pictures to add them to {doc.name}</DropOverlay>
      <div className="art-panes">
        <section className="art-library" aria-label="Art files">
          <div className="art-library-head">
            <h2 className="ws-pane-title">
              Art files <span className="ws-count">{files ? files.length : "…"}</span>
            </h2>
            <FilePicker
              accept={ACCEPT}
              allowsMultiple
              variant="primary"
              isDisabled={busy !== undefined}
              onFiles={(list) => void upload(list)}
            >
              <UploadIcon /> Upload pictures
            </FilePicker>
          </div>
          <p className="ws-hint">
            PNG, JPEG, WebP or SVG, up to 20 MiB and 16,384 pixels a side (50 million in all). Drop
            files anywhere on this page, or on the card to use one there.
          </p>
          {busy && (
            <p className="ws-hint" role="status">
              {busy}
            </p>
          )}
          {refusals.length > 0 && (
            <div className="art-refusals" role="alert">
              <div className="art-refusals-head">
                <strong>
                  {refusals.length === 1
                    ? "1 file was refused"
                    : `${refusals.length} files were refused`}
                  ; nothing of {refusals.length === 1 ? "it" : "them"} was kept:
                </strong>
                <IconButton
                  aria-label="Dismiss the refusals"
                  icon={<CloseIcon />}
                  onPress={() => setRefusals([])}
                />
              </div>
              <ul>
                {refusals.map((r, i) => (
                  <li key={i}>
                    <span className="art-file-name">{r.name}</span>: {r.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {listFailure && (
            <RequestFailureNote
              compact
              lead="The art files could not be listed:"
              failure={listFailure}
            />
          )}
          {files && files.length === 0 && (
            <p className="ws-empty">
              This set has no art yet: upload pictures to use on its cards.
            </p>
          )}
          <ul className="art-grid" aria-label="Pictures">
            {(files ?? []).map((f) => {
              const users = uses.get(f.file) ?? [];
              return (
                <li key={f.file} className="art-tile" aria-label={f.file}>
                  <img
                    className="art-thumb"
                    src={artHref(f.file)}
                    alt={`Thumbnail of ${f.file}`}
                    loading="lazy"
                  />
                  <div className="art-tile-text">
                    <span className="art-file-name">{f.file}</span>
                    <span className="ws-hint">{fileSize(f.bytes)}</span>
                    <span className="art-uses">
                      {users.length === 0
                        ? "Not used"
                        : `Used by ${users.map((u) => u.name).join(", ")}`}
                    </span>
                  </div>
                  <div className="art-tile-actions">
                    {card && (
                      <Button
                        size="small"
                        onPress={() => store.updateCard(card.id, { art: f.file })}
                      >
                        Use on {card.name}
                      </Button>
                    )}
                    <Button
                      size="small"
                      variant="danger"
                      isDisabled={users.length > 0}
                      aria-label={`Delete ${f.file}`}
                      onPress={() => void remove(f.file)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section className="art-side" aria-label="Card picture">
          <Select
            label="Card"
            value={card?.id ?? ""}
            placeholder="Choose a card"
            options={doc.cards.map((c) => [c.id, c.art ? `${c.name} · ${c.art}` : c.name] as const)}
            onChange={(id: string) => setCardId(id)}
          />
          {card ? (
            <ArtPlacement
              card={card}
              set={doc}
              pictures={pictures}
              files={names}
              onAssign={(file) =>
                store.updateCard(
                  card.id,
                  file ? { art: file } : { art: undefined, artPosition: undefined },
                )
              }
              onPosition={place}
              onDropFiles={async (list) => {
                const [kept] = await upload(list);
                if (kept) store.updateCard(card.id, { art: kept });
              }}
            />
          ) : (
            <p className="ws-empty">The set has no cards.</p>
          )}
        </section>
      </div>
    </div>
  );
}
