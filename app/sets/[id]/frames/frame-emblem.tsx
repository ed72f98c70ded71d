"use client";
/**
 * The frame's emblem (issue 23): the deck's symbol, printed in the frame's emblem regions on every
 * card that uses the frame. Chosen from the bundled open icon set (credited in the set's credits),
 * uploaded as an SVG (cleaned as story icons are), or one of the set's art files (PNG, JPEG, WebP
 * or SVG, drawn as it is), with its credit; removed again. A frame given an emblem without an
 * emblem region gets one, chosen, to be dragged where it belongs.
 */
import { useState } from "react";
import { setFrameEmblem, setOpenFrameEmblem } from "@/lib/edit";
import type { Frame, FrameEmblem as Emblem, VellumSet } from "@/lib/model";
import { Button, FilePicker, Select, TextField, UploadIcon } from "@/app/_ui";
import { IconPicker, IconPicture, uploadedIcon } from "@/app/sets/[id]/_set/icon-picker";
import { CLEAR, fromChoice, toChoice } from "@/app/sets/[id]/_set/choice-values";

/** The art files an emblem can be: the pictures of the art folder. */
const EMBLEM_ART = /\.(png|jpe?g|webp|svg)$/i;

/** Whether an emblem draws something: an art file or an SVG. */
function drawn(emblem: Emblem | undefined): emblem is Emblem {
  return emblem !== undefined && (Boolean(emblem.art) || Boolean(emblem.svg?.trim()));
}

/** See the file comment. `onFrame` stores a frame edit; `onSet` a set edit (credits too). */
export function FrameEmblem(props: {
  set: VellumSet;
  frame: Frame;
  onFrame(frame: Frame, coalesce?: string): void;
  onSet(set: VellumSet): void;
  /** A region was added for the emblem: its index, to choose it. */
  onRegion(index: number): void;
  /** The set's art files (`undefined` while they load). */
  artFiles?: readonly string[];
  /** Where the page finds an art file, to show the chosen one. */
  artHref(file: string): string | undefined;
}) {
  const { frame } = props;
  const emblem = drawn(frame.emblem) ? frame.emblem : undefined;
  const art = emblem?.art;
  const files = (props.artFiles ?? []).filter((f) => EMBLEM_ART.test(f));
  const missing = art !== undefined && props.artFiles !== undefined && !files.includes(art);

  function put(next: Emblem) {
    const set = setFrameEmblem(frame, next);
    props.onFrame(set.frame);
    if (set.region !== undefined) props.onRegion(set.region);
  }
  const [picking, setPicking] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function upload(files: File[]) {
    const read = await uploadedIcon(files);
    setFailure(read?.ok === false ? read.failure : undefined);
    if (!read?.ok) return;
    put({ svg: read.svg });
  }

  return (
    <section className="fr-emblem" aria-label="Emblem">
      <h2 className="ws-pane-title">Emblem</h2>
      {emblem ? (
        <div className="fr-emblem-row">
          {art !== undefined ? (
            <EmblemArt href={props.artHref(art)} label={`Emblem of ${frame.name}: ${art}`} />
          ) : (
            <IconPicture svg={emblem.svg ?? ""} size={44} label={`Emblem of ${frame.name}`} />
          )}
          <TextField
            label="Emblem credit"
            value={emblem.credit ?? ""}
            placeholder="Your own drawing needs none"
            onChange={(v) => {
              const { credit: _old, ...rest } = emblem;
              props.onFrame(
                setFrameEmblem(frame, {
                  ...rest,
                  ...(v.trim() === "" ? {} : { credit: v.slice(0, 500) }),
                }).frame,
                `${frame.id}/emblem-credit`,
              );
            }}
          />
        </div>
      ) : (
        <p className="ws-hint">
          No emblem. An emblem (the deck&apos;s symbol) is printed on every card of this frame, in
          its emblem regions.
        </p>
      )}
      <Select
        label="Emblem from the art folder"
        value={toChoice(art)}
        options={[
          [CLEAR, files.length === 0 ? "None (the art folder has no pictures)" : "None"],
          ...files.map((f): [string, string] => [f, f]),
          ...(missing ? [[art, `${art} (missing)`] as [string, string]] : []),
        ]}
        description="A PNG, JPEG, WebP or SVG of the Art page, printed as it is."
        errorMessage={
          missing
            ? `The art folder has no “${art}”: add it on the Art page, or choose another.`
            : undefined
        }
        onChange={(v) => {
          const file = fromChoice(v);
          if (file === (art ?? "")) return;
          if (file === "") props.onFrame(setFrameEmblem(frame, undefined).frame);
          // Another picture: the credit of the one it replaces does not carry over.
          else put({ art: file });
        }}
      />
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

/** The chosen art file, fitted whole in the emblem's swatch (or a note while it cannot load). */
function EmblemArt(props: { href: string | undefined; label: string }) {
  if (props.href === undefined) {
    return (
      <span className="fr-emblem-art" role="img" aria-label={props.label}>
        ?
      </span>
    );
  }
  return (
    <img className="fr-emblem-art" src={props.href} alt={props.label} width={44} height={44} />
  );
}
