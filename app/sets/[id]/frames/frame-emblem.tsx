"use client";
/**
 * The frame's emblem (issue 23): the deck's symbol, printed in the frame's emblem regions on every
 * card that uses the frame. Chosen from the bundled open icon set (credited in the set's credits)
 * or uploaded as an SVG (cleaned as story icons are), with its credit; removed again. A frame
 * given an emblem without an emblem region gets one, chosen, to be dragged where it belongs.
 */
import { useState } from "react";
import { setFrameEmblem, setOpenFrameEmblem } from "@/lib/edit";
import type { Frame, VellumSet } from "@/lib/model";
import { Button, FilePicker, TextField, UploadIcon } from "@/app/_ui";
import { IconPicker, IconPicture, uploadedIcon } from "@/app/sets/[id]/_set/icon-picker";

/** See the file comment. `onFrame` stores a frame edit; `onSet` a set edit (credits too). */
export function FrameEmblem(props: {
  set: VellumSet;
  frame: Frame;
  onFrame(frame: Frame, coalesce?: string): void;
  onSet(set: VellumSet): void;
  /** A region was added for the emblem: its index, to choose it. */
  onRegion(index: number): void;
}) {
  const { frame } = props;
  const emblem = frame.emblem;
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function upload(files: File[]) {
    const read = await uploadedIcon(files);
    setFailure(read?.ok === false ? read.failure : undefined);
    if (!read?.ok) return;
    const next = setFrameEmblem(frame, { svg: read.svg });
    props.onFrame(next.frame);
    if (next.region !== undefined) props.onRegion(next.region);
  }

  return (
    <section className="fr-emblem" aria-label="Emblem">
      <h2 className="ws-pane-title">Emblem</h2>
      {emblem ? (
        <div className="fr-emblem-row">
          <IconPicture svg={emblem.svg} size={44} label={`Emblem of ${frame.name}`} />
          <TextField
            label="Emblem credit"
            value={emblem.credit ?? ""}
            placeholder="Your own drawing needs none"
            onChange={(v) =>
              props.onFrame(
                setFrameEmblem(frame, {
                  svg: emblem.svg,
                  ...(v.trim() === "" ? {} : { credit: v.slice(0, 500) }),
                }).frame,
                `${frame.id}/emblem-credit`,
              )
            }
          />
        </div>
      ) : (
        <p className="ws-hint">
          No emblem. An emblem (the deck&apos;s symbol) is printed on every card of this frame, in
          its emblem regions.
        </p>
      )}
      <div className="fr-emblem-actions">
        <Button size="small" onPress={() => setPicking(true)}>
          {emblem ? "Change emblem…" : "Choose an emblem…"}
        </Button>
        <FilePicker accept={[".svg", "image/svg+xml"]} onFiles={(f) => void upload(f)}>
          <UploadIcon /> Upload an SVG…
        </FilePicker>
        {emblem && (
          <Button
            size="small"
            variant="quiet"
            onPress={() => props.onFrame(setFrameEmblem(frame, undefined).frame)}
          >
            Remove the frame&apos;s emblem
          </Button>
        )}
      </div>
      {failure && (
        <p role="alert" className="ws-error">
          {failure}
        </p>
      )}
      <IconPicker
        single
        title={`Emblem of ${frame.name}, from the open icon set`}
        isOpen={picking}
        onOpenChange={setPicking}
        onAdd={(icons) => {
          const [icon] = icons;
          if (!icon) return;
          const next = setOpenFrameEmblem(props.set, frame, icon);
          props.onSet(next.set);
          if (next.region !== undefined) props.onRegion(next.region);
        }}
      />
    </section>
  );
}
