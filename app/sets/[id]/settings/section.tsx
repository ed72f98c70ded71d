"use client";
/** One titled part of the settings page (a `region` named by its heading) and what each gets. */
import type { ReactNode } from "react";
import type { VellumSet } from "@/lib/model";
import type { SettingsSection } from "@/app/sets/[id]/_set/problem-place";
import { SectionProblems } from "./settings-problems";

/** What every section works with: the set and a way to hand an edited set to the store. */
export interface SectionProps {
  set: VellumSet;
  setId: string;
  /** Replaces the set; edits with the same `coalesce` key in quick succession are one undo step. */
  edit(next: VellumSet, coalesce?: string): void;
}

/**
 * A section with its heading (focused by the sidebar's links), an optional lede and the list of
 * the set's problems it owns.
 */
export function Section(props: {
  id: SettingsSection;
  title: string;
  lede?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="st-section" id={props.id} aria-labelledby={`${props.id}-title`}>
      <h2 className="st-section-title" id={`${props.id}-title`} tabIndex={-1}>
        {props.title}
      </h2>
      {props.lede && <p className="st-lede">{props.lede}</p>}
      <SectionProblems section={props.id} title={props.title} />
      {props.children}
    </section>
  );
}
