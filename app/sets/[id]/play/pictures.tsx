"use client";
/**
 * Card and stack pictures from lib/render (through `SetPictures`). A stack is its cards' pictures
 * laid one over the other at one origin, so the film's transparency is the real one; a click
 * fans it out (every card shown, bottom first) or shows its x-ray (what counts and what is
 * covered), then stacks it again.
 */
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";
import { useCardZoom } from "./card-zoom";
import { plural } from "@/lib/model";

/** How a stack is shown. */
export type StackMode = "stacked" | "fanned" | "xray";

const NEXT: Record<StackMode, string> = {
  stacked: "fan it out",
  fanned: "see it in x-ray",
  xray: "stack it again",
};

/** One card's picture (decorative: its name is given by what holds it). */
export function CardPicture(props: { images: SetPictures; cardId: string; className?: string }) {
  const url = props.images.url(props.cardId);
  return (
    <span className={`tb-card ${props.className ?? ""}`}>
      {url ? (
        <img src={url} alt="" draggable={false} />
      ) : (
        <span className="tb-card-missing">?</span>
      )}
    </span>
  );
}

/** A stack of cards (bottom first) as a button that cycles how it is shown. */
export function StackPicture(props: {
  images: SetPictures;
  cardIds: readonly string[];
  name: string;
  mode: StackMode;
  onCycle(): void;
}) {
  const { images, cardIds, mode } = props;
  const xray = mode === "xray" ? images.xray(cardIds) : undefined;
  const count = cardIds.length;
  // An x-rayed stack is drawn large already.
  const zoom = useCardZoom(mode === "xray" ? [] : cardIds, `${props.name}'s stack`, "beside");
  return (
    <button
      type="button"
      {...zoom}
      className="tb-stack"
      data-mode={mode}
      style={{ ["--layers" as string]: String(count) }}
      aria-label={`${props.name}'s stack, ${plural(count, "card")}: ${NEXT[mode]}`}
      onClick={props.onCycle}
    >
      {cardIds.map((id, i) => {
        const url = images.url(id);
        return url ? (
          <img
            key={`${i}-${id}`}
            src={url}
            alt=""
            draggable={false}
            style={{ ["--layer" as string]: String(i) }}
          />
        ) : null;
      })}
      {xray && <img className="tb-xray" src={xray} alt="" draggable={false} />}
    </button>
  );
}
