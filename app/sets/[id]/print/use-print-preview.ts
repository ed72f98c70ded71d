"use client";

/**
 * The live preview of the first sheet: fetched a moment after the last change, shown from a
 * blob URL, and on a refusal the server's diagnostics instead of a picture. A success clears
 * earlier problems; no URL (nothing selected) clears the picture at once.
 * NOTE: I/O (fetch) and object URLs, revoked when replaced and on unmount.
 */
import { useEffect, useState } from "react";
import { failureMessage, requestBlob } from "@/app/_api/client";
import { responseProblems } from "./print-form-state";

/** How long the preview waits after the last change, in ms. */
const PREVIEW_DELAY_MS = 300;

/** What the preview shows. */
export interface PreviewState {
  /** The picture (a blob URL), or undefined while there is none to show. */
  src: string | undefined;
  /** Why the last preview could not be drawn (the server's messages); empty when it was. */
  problems: string[];
  /** A newer preview is on its way. */
  loading: boolean;
}

const EMPTY: PreviewState = { src: undefined, problems: [], loading: false };

/** The preview at `url`, or nothing while `url` is undefined. */
export function usePrintPreview(url: string | undefined): PreviewState & {
  /** For the picture's onError: the PNG arrived but would not decode. */
  failed(message: string): void;
} {
  const [state, setState] = useState<PreviewState>(EMPTY);

  useEffect(() => {
    if (url === undefined) {
      setState(EMPTY);
      return;
    }
    const ctl = new AbortController();
    const show = (next: Omit<PreviewState, "loading">) => {
      if (!ctl.signal.aborted) setState({ ...next, loading: false });
    };
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      void requestBlob(url, { signal: ctl.signal }).then((picture) => {
        // A newer preview (or none) replaced this one: it is not shown.
        if (ctl.signal.aborted) return;
        if (picture.ok) show({ src: URL.createObjectURL(picture.value), problems: [] });
        else if (picture.error.status === 0)
          show({
            src: undefined,
            problems: [`the preview could not be loaded: ${failureMessage(picture.error)}`],
          });
        else show({ src: undefined, problems: responseProblems(picture.error) });
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [url]);

  // Each picture's blob URL is freed once a newer one (or none) replaces it.
  const { src } = state;
  useEffect(() => {
    if (src === undefined) return;
    return () => URL.revokeObjectURL(src);
  }, [src]);

  return {
    ...state,
    failed: (message: string) => setState({ src: undefined, problems: [message], loading: false }),
  };
}
