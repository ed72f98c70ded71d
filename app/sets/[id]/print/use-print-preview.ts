"use client";

/**
 * The live preview of the first sheet: fetched a moment after the last change, shown from a
 * blob URL, and on a refusal the server's diagnostics instead of a picture. A success clears
 * earlier problems; no URL (nothing selected) clears the picture at once.
 * NOTE: I/O (fetch) and object URLs, revoked when replaced and on unmount.
 */
import { useEffect, useState } from "react";
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
      void (async () => {
        try {
          const res = await fetch(url, { signal: ctl.signal });
          if (!res.ok) {
            const body: unknown = await res.json().catch(() => undefined);
            show({ src: undefined, problems: responseProblems(body, res.status) });
            return;
          }
          const blob = await res.blob();
          if (!ctl.signal.aborted) show({ src: URL.createObjectURL(blob), problems: [] });
        } catch (e) {
          if ((e as Error).name === "AbortError") return;
          show({
            src: undefined,
            problems: [`the preview could not be loaded: ${(e as Error).message}`],
          });
        }
      })();
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
