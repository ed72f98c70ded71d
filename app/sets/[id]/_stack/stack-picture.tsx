"use client";
/**
 * The composited stack: each card as lib/render draws it, laid over the ones below at the trim
 * origin on a checker that shows the film's transparency, with the x-ray overlay on request. An
 * `img` named "Stack of <character>", and the drop target that puts a picked card on top.
 */
import { useDroppable } from "@dnd-kit/core";
import { Switch } from "@/app/_ui";
import { PICTURE_ID } from "./stack-dnd";
import type { StackReading } from "@/app/sets/[id]/_set/pictures";
import { LayeredStack } from "@/app/sets/[id]/_set/pictures";

/** The picture pane; without a character, an empty stage that asks for one. */
export function StackPicture(props: {
  characterName: string | undefined;
  reading: StackReading | undefined;
  xray: boolean;
  onXray(on: boolean): void;
  /** Shown while the fonts load or when they cannot. */
  waiting?: string;
}) {
  const { reading, characterName } = props;
  const { setNodeRef, isOver, active } = useDroppable({
    id: PICTURE_ID,
    disabled: characterName === undefined,
  });
  const picking = active?.data.current?.from === "picker";
  const aspect = reading ? `${reading.xray.page.width} / ${reading.xray.page.height}` : "63 / 88";
  return (
    <section className="sl-stage-pane" aria-labelledby="sl-picture-title">
      <h2 className="sl-title ws-visually-hidden" id="sl-picture-title">
        Picture
      </h2>
      <div
        ref={setNodeRef}
        className={`sl-stage ${isOver ? "sl-stage--over" : picking ? "sl-stage--ready" : ""}`}
      >
        {characterName === undefined ? (
          <p className="ws-empty">Choose a character to start a stack.</p>
        ) : !reading ? (
          <p className="ws-empty">{props.waiting ?? "Drawing…"}</p>
        ) : (
          <div
            className="sl-picture"
            role="img"
            aria-label={`Stack of ${characterName}`}
            data-cards={reading.entries.length}
            style={{ aspectRatio: aspect }}
          >
            <LayeredStack
              reading={reading}
              layerClass="sl-picture-layer"
              xrayClass={props.xray ? "sl-picture-layer sl-picture-xray" : undefined}
            />
          </div>
        )}
        {isOver && <p className="sl-drop-hint">Drop to put it on top</p>}
      </div>
      {reading?.layers.some((l) => l.failure) && (
        <p className="ws-hint" role="alert">
          {`Some cards cannot be drawn: ${reading.layers.find((l) => l.failure)?.failure}`}
        </p>
      )}
      <Switch isSelected={props.xray} onChange={props.onXray} isDisabled={!reading}>
        X-ray: what each card covers and what counts
      </Switch>
    </section>
  );
}
