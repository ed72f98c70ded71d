"use client";
/**
 * The progress of a lab run, kept outside React state: the workers report often, and only this
 * bar re-renders for it (at most once a frame), never the page with its charts and tables.
 */
import { useSyncExternalStore } from "react";
import { Label, ProgressBar } from "react-aria-components";

/** How often the bar is redrawn at most (each redraw is a task on the page's main thread). */
const REDRAW_MS = 200;

/** Games done of a run, for the progress bar. */
export class ProgressStore {
  private value: { done: number; total: number; stage?: string } = { done: 0, total: 0 };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  get = () => this.value;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Sets the figures (and where the work is, a sweep's "set 2 of 4"); listeners hear of it within
   * {@link REDRAW_MS} (at once when idle).
   */
  set(done: number, total: number, stage?: string): void {
    this.value = { done, total, stage };
    if (this.timer !== null) return;
    this.notify();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.notify();
    }, REDRAW_MS);
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }

  /** Stops a pending notification (the run ended). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The bar of a run under way (`label`: its name, "Simulating" for a run). */
export function RunProgress({
  store,
  label = "Simulating",
}: {
  store: ProgressStore;
  label?: string;
}) {
  const { done, total, stage } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const pct = total > 0 ? (100 * done) / total : 0;
  return (
    <ProgressBar
      className="lab-progress"
      value={done}
      maxValue={Math.max(1, total)}
      valueLabel={`${stage ? `${stage}: ` : ""}${done} of ${total} games`}
    >
      {({ valueText }) => (
        <>
          <div className="lab-progress-head">
            <Label>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className="lab-progress-track">
            {/* Scaled, not resized: the redraw needs no layout. */}
            <div className="lab-progress-fill" style={{ transform: `scaleX(${pct / 100})` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
