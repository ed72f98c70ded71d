"use client";
/**
 * The frame editor (issue 16, item 4): choose a frame; its regions are drawn over a live card
 * (lib/render) to be moved and resized by pointer or keyboard, or typed in millimetres; the
 * sample stack's x-ray follows every change; the frame's geometry problems are listed as they
 * happen. Built on the set document store and autosave: an edit is a `putFrame`, a drag is one undo
 * step. A drag in progress lives in this component only (a draft frame, redrawn once per
 * animation frame) and reaches the store when the pointer is let go, so nothing re-validates the
 * set while it moves.
 */
import Link from "next/link";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { frameGeometryIssues } from "@/lib/layers";
import type { Card, Frame, Region } from "@/lib/model";
import { capitalised, readableWords, signedNumber } from "@/lib/model";
import { addRegion, cardsUsing, customisedCopy, removeRegion, withFrame } from "@/lib/edit";
import { Button, Select, Switch, TextField } from "@/app/_ui";
import { artUrl, listArt } from "@/app/sets/[id]/_set/art-api";
import { LayeredStack, usePictures } from "@/app/sets/[id]/_set/pictures";
import { SetPageChrome } from "@/app/sets/[id]/_set/set-page-chrome";
import type { LoadedSet } from "@/app/sets/[id]/_set/use-set-document";
import { useSetDocument } from "@/app/sets/[id]/_set/use-set-document";
import type { FrameChoice } from "./frame-choices";
import { choiceLabel, choiceOf, firstChoice, frameChoices, sampleStack } from "./frame-choices";
import { FrameEmblem } from "./frame-emblem";
import { FrameSizeFields } from "./frame-size-fields";
import { RegionCanvas } from "./region-canvas";
import type { Box } from "./region-drag";
import { withBox } from "./region-drag";
import { NewRegionForm } from "./new-region-form";
import { RegionFields } from "./region-fields";

const KEYS = [
  { keys: "Tab", what: "Go to the next region of the frame" },
  { keys: "← → ↑ ↓", what: "Move the focused region 0.1 mm" },
  { keys: "Shift+arrows", what: "Move it 1 mm" },
  { keys: "Alt+arrows", what: "Resize it (right and bottom edges)" },
];

interface DragDraft {
  frameId: string;
  index: number;
  box: Box;
  guides: { x?: number; y?: number };
}

/** A card to draw the frame on when no card of the set uses it. */
function standIn(frame: Frame): Card {
  const type = frame.types?.[0] ?? "modifier";
  const card: Card = { id: "frame-sample", type, name: frame.name, frame: frame.id };
  if (type !== "character" && type !== "reference") {
    card.points = [1, 2, 3];
    card.icons = ["blank", "blank", "blank"];
  }
  return card;
}

/** The frame editor page of one set. */
export function FrameEditor({ loaded }: { loaded: LoadedSet }) {
  const opened = useSetDocument(loaded);
  const { store, snapshot } = opened;
  const { doc } = snapshot;
  const setId = loaded.setId;
  const { pictures, fontError } = usePictures(setId);
  // The art folder's files: an emblem may be one of them.
  const [artFiles, setArtFiles] = useState<string[]>();
  useEffect(() => {
    void listArt(setId).then((listed) => {
      if (listed.ok) setArtFiles(listed.value.map((f) => f.file));
    });
  }, [setId]);
  const choices = useMemo(() => frameChoices(doc), [doc]);
  // Other pages open a frame with ?frame=<id> (the designer's problems panel).
  const [frameId, setFrameId] = useState(() => {
    const wanted = new URLSearchParams(window.location.search).get("frame");
    return (
      (wanted && choiceOf(choices, wanted)?.frame.id) || (firstChoice(choices)?.frame.id ?? "")
    );
  });
  const choice: FrameChoice | undefined = choiceOf(choices, frameId) ?? firstChoice(choices);
  const stored = choice?.frame;
  const readOnly = choice?.builtin ?? true;
  const [selected, setSelected] = useState<number>();
  const [snap, setSnap] = useState(true);
  const [dragDraft, setDragDraft] = useState<DragDraft>();
  const [sampleId, setSampleId] = useState<string>();

  // The frame as shown: the stored one, with the region being dragged at its draft box.
  const frame = useMemo(() => {
    if (!stored || !dragDraft || dragDraft.frameId !== stored.id) return stored;
    const region = stored.regions[dragDraft.index];
    if (!region) return stored;
    const regions = stored.regions.slice();
    regions[dragDraft.index] = withBox(region, dragDraft.box);
    return { ...stored, regions };
  }, [stored, dragDraft]);

  const shownSet = useMemo(() => (frame ? withFrame(doc, frame) : doc), [doc, frame]);
  const using = useMemo(() => (stored ? cardsUsing(doc, stored.id) : []), [doc, stored]);
  const sample = (sampleId && using.find((c) => c.id === sampleId)) || using[0];
  const standInCard = useMemo(() => (frame ? standIn(frame) : undefined), [frame]);
  const shownCard = frame ? (sample ?? standInCard) : undefined;
  const cardPicture = pictures && shownCard ? pictures.card(shownCard, shownSet) : undefined;

  const stackCards = useMemo(() => (stored ? sampleStack(doc, stored.id) : []), [doc, stored]);
  // The x-ray follows at a lower priority than the card under the pointer: when a frame has no
  // time for both, the region and the card move and the x-ray catches up on the next one.
  const xraySet = useDeferredValue(shownSet);
  const xray = useMemo(() => {
    if (!pictures || stackCards.length === 0) return undefined;
    // The sample cards as they are in the shown set (their frame is the draft).
    const cards = stackCards.map((c) => xraySet.cards.find((s) => s.id === c.id) ?? c);
    const keys = cards.map((c, i) => `${i}-${c.id}`);
    return { drawn: pictures.stack(cards, keys, xraySet), cards };
  }, [pictures, stackCards, xraySet]);

  const issues = useMemo(() => (frame ? frameGeometryIssues(frame) : []), [frame]);
  const troubled = useMemo(() => new Set(issues.map((i) => i.region)), [issues]);
  const region: Region | undefined = selected !== undefined ? frame?.regions[selected] : undefined;

  function choose(id: string) {
    setFrameId(id);
    setSelected(undefined);
    setSampleId(undefined);
    setDragDraft(undefined);
  }

  function putRegion(index: number, next: Region, coalesce?: string) {
    if (!stored || readOnly) return;
    const regions = stored.regions.slice();
    regions[index] = next;
    store.putFrame({ ...stored, regions }, coalesce ? { coalesce } : {});
  }

  function customise() {
    if (!stored) return;
    const copy = customisedCopy(doc, stored);
    store.putFrame(copy);
    choose(copy.id);
  }

  const choiceOptions = choices.map((c) => [c.frame.id, choiceLabel(c)] as const);

  return (
    <div className="ws-root fr-root">
      <SetPageChrome document={opened} keys={KEYS} />
      <div className="fr-panes">
        <aside className="fr-side" aria-label="Frame">
          <Select
            label="Frame"
            value={stored?.id ?? ""}
            placeholder="Choose a frame"
            options={choiceOptions}
            onChange={(id: string) => choose(id)}
          />
          {stored && readOnly && (
            <div className="fr-builtin">
              <p className="ws-hint">
                {stored.name} is a built-in frame: it cannot be changed. Customise it to give this
                set its own copy, used by the same cards.
              </p>
              <Button variant="primary" onPress={customise}>
                Customise {stored.name}
              </Button>
            </div>
          )}
          {stored && !readOnly && (
            <>
              <TextField
                label="Frame name"
                value={stored.name}
                onChange={(name) => {
                  if (name.trim() !== "")
                    store.putFrame({ ...stored, name }, { coalesce: `${stored.id}/name` });
                }}
              />
              <FrameSizeFields frame={stored} onChange={(next) => store.putFrame(next)} />
              <FrameEmblem
                set={doc}
                frame={stored}
                onFrame={(next, coalesce) =>
                  store.putFrame(next, coalesce === undefined ? {} : { coalesce })
                }
                onSet={(next) => store.editDocument(next)}
                onRegion={setSelected}
                artFiles={artFiles}
                artHref={(file) => pictures?.artHref(file) ?? artUrl(setId, file)}
              />
            </>
          )}
          <Switch isSelected={snap} onChange={setSnap}>
            Snap to other regions&apos; edges
          </Switch>
          <section aria-label="Cards using this frame" className="fr-using">
            <h2 className="ws-pane-title">
              Cards using it <span className="ws-count">{using.length}</span>
            </h2>
            {using.length === 0 ? (
              <p className="ws-empty">No card of the set is printed on this frame.</p>
            ) : (
              <ul className="fr-card-list">
                {using.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="fr-card-link"
                      aria-pressed={c.id === sample?.id}
                      onClick={() => setSampleId(c.id)}
                    >
                      {c.name}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p className="ws-hint">
              Choose a card to draw the frame on it; edit cards in the{" "}
              <Link className="ws-link" href={`/sets/${encodeURIComponent(setId)}`}>
                designer
              </Link>
              .
            </p>
          </section>
        </aside>

        <section className="fr-stage-pane" aria-label="Frame on a card">
          <div className="ws-stage ws-stage--checker fr-stage">
            {fontError ? (
              <p className="ws-empty" role="alert">{`The card cannot be drawn: ${fontError}`}</p>
            ) : !frame || !cardPicture ? (
              <p className="ws-empty">Drawing…</p>
            ) : (
              <RegionCanvas
                frame={frame}
                svg={cardPicture.svg}
                cardName={shownCard?.name ?? frame.name}
                selected={selected}
                troubled={troubled}
                snap={snap}
                readOnly={readOnly}
                guides={dragDraft?.guides ?? {}}
                onSelect={setSelected}
                onDrag={(index, box, guides) =>
                  stored && setDragDraft({ frameId: stored.id, index, box, guides })
                }
                onDrop={(index, box) => {
                  setDragDraft(undefined);
                  const r = stored?.regions[index];
                  if (r) putRegion(index, withBox(r, box));
                }}
                onNudge={(index, box) => {
                  const r = stored?.regions[index];
                  if (r) putRegion(index, withBox(r, box), `nudge/${stored?.id}/${r.id}`);
                }}
              />
            )}
          </div>
          {cardPicture?.failure && (
            <p className="ws-error" role="alert">
              {cardPicture.failure}
            </p>
          )}
          <section aria-label="Frame problems" className="fr-problems">
            <h2 className="ws-pane-title">
              Frame problems{" "}
              <span className="ws-count">{issues.length === 0 ? "none" : issues.length}</span>
            </h2>
            {issues.length === 0 ? (
              <p className="ws-empty ws-empty--ok">
                Every region is on the card; no slots overlap.
              </p>
            ) : (
              <ul>
                {issues.map((i, n) => (
                  <li
                    key={n}
                    className={`ws-problem ${i.kind === "outside-card" ? "ws-sev-error" : "ws-sev-warning"}`}
                  >
                    <button
                      type="button"
                      className="ws-problem-button"
                      onClick={() => setSelected(i.region)}
                    >
                      <span className="ws-sev-label">
                        {i.kind === "outside-card" ? "error" : "warning"}
                      </span>
                      <span className="ws-problem-message">
                        Region &apos;{frame?.regions[i.region]?.id}&apos; {i.message}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {issues.some((i) => i.kind === "outside-card") && (
              <p className="ws-hint">
                A region off the card is an error: the set is saved, but cannot be played or printed
                until the region is back on the card.
              </p>
            )}
          </section>
        </section>

        <aside className="fr-side fr-inspector" aria-label="Region and sample stack">
          {frame && region ? (
            <RegionFields
              frame={frame}
              region={region}
              readOnly={readOnly}
              familyWord={readableWords(doc).familyWord}
              onChange={(next) => selected !== undefined && putRegion(selected, next)}
              onRemove={() => {
                if (!stored || selected === undefined) return "there is no region chosen";
                const removed = removeRegion(doc, stored, selected);
                if (!removed.ok) return removed.error;
                setSelected(undefined);
                store.putFrame(removed.frame);
                return undefined;
              }}
            />
          ) : (
            <p className="ws-empty">Choose a region on the card (click it, or Tab to it).</p>
          )}
          {stored && !readOnly && (
            <NewRegionForm
              frame={stored}
              familyWord={readableWords(doc).familyWord}
              onAdd={(role, slot) => {
                const added = addRegion(stored, role, slot);
                store.putFrame(added.frame);
                setSelected(added.index);
              }}
            />
          )}
          <section aria-label="Sample stack" className="fr-xray">
            <h2 className="ws-pane-title">Sample stack, x-ray</h2>
            {!xray ? (
              <p className="ws-empty">
                {stackCards.length === 0 ? "The set has no character to stack on." : "Drawing…"}
              </p>
            ) : !xray.drawn.ok ? (
              <p
                className="ws-error"
                role="alert"
              >{`The stack cannot be drawn: ${xray.drawn.error}`}</p>
            ) : (
              <>
                <div
                  className="fr-xray-picture"
                  role="img"
                  aria-label={`X-ray of ${xray.cards.map((c) => c.name).join(", then ")}`}
                  style={{
                    aspectRatio: `${xray.drawn.value.xray.page.width} / ${xray.drawn.value.xray.page.height}`,
                  }}
                >
                  <LayeredStack
                    reading={xray.drawn.value}
                    layerClass="fr-xray-layer"
                    xrayClass="fr-xray-overlay"
                  />
                </div>
                <p className="ws-hint">
                  {capitalised(readableWords(doc).pointsWord)}{" "}
                  {signedNumber(xray.drawn.value.analysis.selfWorth)}
                  {xray.drawn.value.analysis.dead ? " · dead" : ""} · live effects{" "}
                  {xray.drawn.value.analysis.liveEffects.length}
                </p>
              </>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
