/**
 * The pages of one set, as its navigation lists them, and which one a path shows. Pure.
 * NOTE: list a page here only once its route exists (DESIGN.md names stacks, settings, play and
 * lab as well; add each as it lands).
 */

/** One page of a set. */
export interface SetSection {
  /** The link's words. */
  label: string;
  /** The path under /sets/<id>: "" for the designer itself. */
  path: string;
}

/** The set's pages, in the order the navigation shows them. */
export const SET_SECTIONS: readonly SetSection[] = [
  { label: "Design", path: "" },
  { label: "Stacks", path: "/stacks" },
  { label: "Frames", path: "/frames" },
  { label: "Art", path: "/art" },
  { label: "Settings", path: "/settings" },
  { label: "Translate", path: "/translate" },
  { label: "Play", path: "/play" },
  { label: "Lab", path: "/lab" },
  { label: "Print", path: "/print" },
];

/** The URL of a set's page. */
export function sectionHref(setId: string, section: SetSection): string {
  return `/sets/${encodeURIComponent(setId)}${section.path}`;
}

/**
 * The section `pathname` is in (its own page or one below it), or undefined. The designer
 * ("") matches only /sets/<id> itself, so /sets/<id>/print is Print, not Design.
 */
export function activeSection(
  pathname: string,
  setId: string,
  sections: readonly SetSection[] = SET_SECTIONS,
): SetSection | undefined {
  const base = `/sets/${encodeURIComponent(setId)}`;
  const rest = pathname.replace(/\/+$/, "");
  if (rest !== base && !rest.startsWith(`${base}/`)) return undefined;
  const below = rest.slice(base.length);
  if (below === "") return sections.find((s) => s.path === "");
  return sections.find(
    (s) => s.path !== "" && (below === s.path || below.startsWith(`${s.path}/`)),
  );
}
