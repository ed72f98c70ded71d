"use client";
/**
 * The enlarged card: at the table cards are small, so hovering or focusing one (a card in the
 * hand, a character's stack, a pile's card) shows it large beside it, drawn from the same
 * pictures (SVG, so it stays sharp), as a tooltip of the card. It sits above a hand card and
 * beside a stack, never under the pointer, and hides while a card is dragged (so it never covers
 * where the card goes), when the pointer leaves or focus moves on, and on Escape.
 * NOTE: impure (reads element boxes and the window's size, listens to the document).
 */
import type { FocusEvent, PointerEvent, ReactNode } from "react";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import type { SetPictures } from "@/app/sets/[id]/_set/pictures";

/** Where the enlarged card goes: above the card (the hand) or beside it (the board). */
export type ZoomPlace = "above" | "beside";

interface Shown {
  cardIds: readonly string[];
  name: string;
  rect: { top: number; left: number; right: number; bottom: number; width: number };
  place: ZoomPlace;
  source: "hover" | "focus";
  /** The element shown: a scroll that moves it hides the enlarged card. */
  anchor: HTMLElement;
}

interface ZoomApi {
  show(shown: Shown): void;
  hide(source: Shown["source"] | "all"): void;
}

const ZoomContext = createContext<ZoomApi | null>(null);

/** The widest the enlarged card is drawn (px), and the gap to its card. */
const ZOOM_MAX_WIDTH = 300;
const GAP = 10;
const MARGIN = 8;

/** The enlarged card's box for a card at `rect` in a window of `vw` × `vh`. */
export function zoomBox(
  rect: Shown["rect"],
  place: ZoomPlace,
  vw: number,
  vh: number,
): { left: number; top: number; width: number; height: number } {
  const width = Math.max(120, Math.min(ZOOM_MAX_WIDTH, ((vh - 2 * MARGIN) * 63) / 88, vw * 0.3));
  const height = (width * 88) / 63;
  const clampX = (x: number) => Math.max(MARGIN, Math.min(vw - width - MARGIN, x));
  const clampY = (y: number) => Math.max(MARGIN, Math.min(vh - height - MARGIN, y));
  if (place === "above" && rect.top - GAP - height >= MARGIN) {
    return {
      left: clampX(rect.left + rect.width / 2 - width / 2),
      top: rect.top - GAP - height,
      width,
      height,
    };
  }
  // Beside: right of the card when it fits, else left of it.
  const right = rect.right + GAP;
  const left = right + width + MARGIN <= vw ? right : rect.left - GAP - width;
  return { left: clampX(left), top: clampY(rect.top), width, height };
}

/** Holds the enlarged card of a table (or a replay); `suppressed` while a card is dragged. */
export function CardZoomProvider(props: {
  images: SetPictures;
  suppressed: boolean;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const api = useMemo<ZoomApi>(
    () => ({
      show: (s) => setShown(s),
      hide: (source) =>
        setShown((cur) => (cur && (source === "all" || cur.source === source) ? null : cur)),
    }),
    [],
  );
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setShown(null);
    };
    // A box read before a scroll that moved the card is wrong after it (the log scrolling
    // as bots play moves nothing).
    const onScroll = (e: Event) => {
      if (e.target instanceof Node && e.target.contains(shown.anchor)) setShown(null);
    };
    const onResize = () => setShown(null);
    document.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", onResize);
    };
  }, [shown]);
  // A card played or drawn away takes its enlarged picture with it (checked after each render).
  useEffect(() => {
    if (shown && !shown.anchor.isConnected) setShown(null);
  }, [shown, props.children]);
  // A drag hides it for good: the card it showed has moved by the time the drag ends.
  const [wasSuppressed, setWasSuppressed] = useState(props.suppressed);
  if (wasSuppressed !== props.suppressed) {
    setWasSuppressed(props.suppressed);
    if (props.suppressed) setShown(null);
  }
  const visible = shown && !props.suppressed ? shown : null;
  return (
    <ZoomContext.Provider value={api}>
      {props.children}
      {visible && <Enlarged shown={visible} images={props.images} />}
    </ZoomContext.Provider>
  );
}

function Enlarged(props: { shown: Shown; images: SetPictures }) {
  const { shown, images } = props;
  const box = zoomBox(shown.rect, shown.place, window.innerWidth, window.innerHeight);
  return (
    <div
      role="tooltip"
      className="tb-zoom"
      aria-label={`${shown.name}, enlarged`}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
    >
      {shown.cardIds.map((id, i) => {
        const url = images.url(id);
        return url ? <img key={`${i}-${id}`} src={url} alt="" draggable={false} /> : null;
      })}
    </div>
  );
}

/**
 * Props that make an element show `cardIds` (bottom first) enlarged while hovered or focused
 * from the keyboard; nothing outside a `CardZoomProvider`.
 */
export function useCardZoom(
  cardIds: readonly string[],
  name: string,
  place: ZoomPlace,
): {
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: () => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: () => void;
} {
  const api = useContext(ZoomContext);
  if (!api || cardIds.length === 0) return {};
  const at = (el: HTMLElement): Shown["rect"] => {
    const r = el.getBoundingClientRect();
    return { top: r.top, left: r.left, right: r.right, bottom: r.bottom, width: r.width };
  };
  return {
    onPointerEnter: (e) => {
      if (e.pointerType === "touch") return;
      const anchor = e.currentTarget;
      api.show({ cardIds, name, rect: at(anchor), place, source: "hover", anchor });
    },
    onPointerLeave: () => api.hide("hover"),
    onFocus: (e) => {
      if (!e.currentTarget.matches(":focus-visible")) return;
      const anchor = e.currentTarget;
      api.show({ cardIds, name, rect: at(anchor), place, source: "focus", anchor });
    },
    onBlur: () => api.hide("focus"),
  };
}
