"use client";
/**
 * The progress of a lab run, kept outside React state: the workers report often, and only this
 * bar re-renders for it (at most once a frame), never the page with its charts and tables.
 */
import { useSyncExternalStore } from "react";
import { Label, ProgressBar } from "react-aria-components";

/** Games done of a run, for the progress bar. */
export class ProgressStore {
  private value = { done: 0, total: 0 };
  private readonly listeners = new Set<() => void>();
  private frame = 0;

  get = () => this.value;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sets the figures; listeners hear of it on the next animation frame. */
  set(done: number, total: number): void {
    this.value = { done, total };
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      for (const l of this.listeners) l();
    });
  }

  /** Stops a pending notification (the run ended). */
  stop(): void {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}

/** The bar of a run under way. */
export function RunProgress({ store }: { store: ProgressStore }) {
  const { done, total } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const pct = total > 0 ? (100 * done) / total : 0;
  return (
    <ProgressBar
      className="lab-progress"
      value={done}
      maxValue={Math.max(1, total)}
      valueLabel={`${done} of ${total} games`}
    >
      {({ valueText }) => (
        <>
          <div className="lab-progress-head">
            <Label>Simulating</Label>
            <span>{valueText}</span>
          </div>
          <div className="lab-progress-track">
            <div className="lab-progress-fill" style={{ width: `${pct}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
}
