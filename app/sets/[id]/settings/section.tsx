"use client";
/** One titled part of the settings page (a `region` named by its heading) and what each gets. */
import type { ReactNode } from "react";
import type { VellumSet } from "@/lib/model";

/** What every section works with: the set and a way to hand an edited set to the store. */
export interface SectionProps {
  set: VellumSet;
  setId: string;
  /** Replaces the set; edits with the same `coalesce` key in quick succession are one undo step. */
  edit(next: VellumSet, coalesce?: string): void;
}

/** A section with its heading and an optional lede. */
export function Section(props: {
  id: string;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="st-section" id={props.id} aria-labelledby={`${props.id}-title`}>
      <h2 className="st-section-title" id={`${props.id}-title`}>
        {props.title}
      </h2>
      {props.lede && <p className="st-lede">{props.lede}</p>}
      {props.children}
    </section>
  );
}
