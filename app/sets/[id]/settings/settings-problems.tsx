"use client";
/**
 * The set's problems on the settings page, where they are fixed: each section lists the problems
 * of the values it edits at its top (problem-place.ts decides which section owns a pointer), and
 * each field shows those of its own value under it. Errors and warnings alike, live: the page
 * recomputes the report as the set is edited (use-problems.ts).
 */
import type { ReactNode } from "react";
import { createContext, useContext, useId } from "react";
import type { Problem } from "@/app/sets/[id]/_set/problems";
import type { SettingsSection } from "@/app/sets/[id]/_set/problem-place";
import { pointerWithin, settingsSectionOf } from "@/app/sets/[id]/_set/problem-place";

const ProblemsContext = createContext<readonly Problem[]>([]);

/** Gives the sections and fields below it the set-level problems of the report. */
export function SettingsProblemsProvider(props: {
  problems: readonly Problem[];
  children: ReactNode;
}) {
  return (
    <ProblemsContext.Provider value={props.problems}>{props.children}</ProblemsContext.Provider>
  );
}

function pointerOf(p: Problem): string {
  return p.diagnostic.pointer ?? "";
}

/** The problems about the value at `pointer` or inside it. */
export function useProblemsWithin(pointer: string | undefined): Problem[] {
  const problems = useContext(ProblemsContext);
  if (pointer === undefined) return [];
  return problems.filter((p) => pointerWithin(pointerOf(p), pointer));
}

const SEVERITY_WORD = { error: "Error", warning: "Warning", info: "Note" } as const;

/** One problem's words, with its severity named. */
function ProblemText({ problem }: { problem: Problem }) {
  const d = problem.diagnostic;
  return (
    <>
      <span className="st-sev">{SEVERITY_WORD[d.severity]}:</span> {d.message}
    </>
  );
}

/**
 * The problems of one field's value, under the field (`id` is for the field's
 * aria-describedby). Nothing when it has none.
 */
export function FieldProblems({ problems, id }: { problems: readonly Problem[]; id: string }) {
  if (problems.length === 0) return null;
  return (
    <ul className="st-field-problems" id={id}>
      {problems.map((p, i) => (
        <li key={i} className={`st-field-problem ws-sev-${p.diagnostic.severity}`}>
          <ProblemText problem={p} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A field's wrapper: marks the value it edits (`data-pointer`, which the problems list and the
 * designer's links focus) and shows that value's problems under it. `children` gets the id of
 * the problems for its aria-describedby (undefined when there are none).
 */
export function PointerField(props: {
  pointer: string;
  className?: string;
  children(describedBy: string | undefined): ReactNode;
}) {
  const problems = useProblemsWithin(props.pointer);
  const id = useId();
  return (
    <div className={`st-pointer-field ${props.className ?? ""}`} data-pointer={props.pointer}>
      {props.children(problems.length > 0 ? id : undefined)}
      <FieldProblems problems={problems} id={id} />
    </div>
  );
}

/**
 * The problems of an item (a family, an icon, a back) that none of its fields shows, e.g. a
 * translation of it: `fields` are the pointers its fields show.
 */
export function ItemProblems(props: { pointer: string; fields: readonly string[] }) {
  const id = useId();
  const problems = useProblemsWithin(props.pointer).filter(
    (p) => !props.fields.some((f) => pointerWithin(pointerOf(p), f)),
  );
  if (problems.length === 0) return null;
  return (
    <div className="st-item-wide">
      <FieldProblems problems={problems} id={id} />
    </div>
  );
}

/**
 * The section's problems in one list at its top, each a button that puts the cursor on the
 * field it is about (when the section shows one). Nothing when the section has none.
 */
export function SectionProblems({ section, title }: { section: SettingsSection; title: string }) {
  const problems = useContext(ProblemsContext).filter(
    (p) => settingsSectionOf(pointerOf(p)) === section,
  );
  if (problems.length === 0) return null;
  return (
    <div className="st-problems">
      <h3 className="st-problems-title" id={`${section}-problems`}>
        {problems.length === 1 ? "1 problem" : `${problems.length} problems`} in {title}
      </h3>
      <ul aria-labelledby={`${section}-problems`}>
        {problems.map((p, i) => (
          <li key={i} className={`st-problem ws-sev-${p.diagnostic.severity}`}>
            <button
              type="button"
              className="st-problem-button"
              onClick={(e) => {
                const root = e.currentTarget.closest("section");
                if (root) focusPointer(root, pointerOf(p));
              }}
            >
              <ProblemText problem={p} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The element marked with the longest prefix of `pointer` under `root` (`data-pointer`), if any:
 * a problem inside a value with no field of its own lands on the value's item.
 */
export function pointerTarget(root: ParentNode, pointer: string): HTMLElement | undefined {
  let best: HTMLElement | undefined;
  for (const el of root.querySelectorAll<HTMLElement>("[data-pointer]")) {
    const at = el.dataset.pointer ?? "";
    if (!pointerWithin(pointer, at)) continue;
    if (!best || at.length > (best.dataset.pointer ?? "").length) best = el;
  }
  return best;
}

/**
 * Focuses the control of the value at `pointer` under `root` (the marked element's
 * `data-focus-target`, else its first focusable control) and scrolls it into view inside the settings' scrolled pane only. True
 * when something was focused. NOTE: touches the DOM.
 */
export function focusPointer(root: ParentNode, pointer: string): boolean {
  const host = pointerTarget(root, pointer);
  const control =
    host?.querySelector<HTMLElement>("[data-focus-target]") ??
    [...(host?.querySelectorAll<HTMLElement>("input, textarea, button, [tabindex]") ?? [])].find(
      (el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]'),
    );
  if (!host || !control) return false;
  control.focus({ preventScroll: true });
  const pane = host.closest<HTMLElement>(".st-scroll");
  if (pane) {
    const box = host.getBoundingClientRect();
    const view = pane.getBoundingClientRect();
    if (box.top < view.top || box.bottom > view.bottom) {
      pane.scrollTop += box.top - view.top - view.height / 3;
    }
  }
  return true;
}
