"use client";
/**
 * Monaco, bundled with the app (never from a CDN), with its web workers served from our own
 * build. Import this module only from client components loaded with `ssr: false`.
 */
import * as monaco from "monaco-editor";

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

window.MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === "json") {
      return new Worker(
        new URL("monaco-editor/languages/features/json/json.worker", import.meta.url),
        {
          type: "module",
        },
      );
    }
    return new Worker(new URL("monaco-editor/editor/editor.worker", import.meta.url), {
      type: "module",
    });
  },
};

/** The Vellum dark theme: the app's parchment and gold, plus the effect language's tokens. */
export const VELLUM_THEME = "vellum-dark";

export { monaco };
