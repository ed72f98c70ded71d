"use client";

/**
 * The bar over every page of a set: back to the library, the set's name, and its pages, the
 * current one marked with aria-current="page". A link first waits for the page's last edit to
 * be saved (pending-save.tsx), so the page it opens reads the set as the person left it.
 */
import Link from "next/link";
import type { MouseEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import { usePendingSave } from "./pending-save";
import { activeSection, SET_SECTIONS, sectionHref } from "./sections";
import { useSetName } from "./set-name";

/** The set's navigation bar (`name`: the file's, until a page shows the set's name as edited). */
export function SetNav({ setId, name: fileName }: { setId: string; name: string }) {
  const name = useSetName(fileName);
  const pathname = usePathname() ?? "";
  const active = activeSection(pathname, setId);
  const router = useRouter();
  const settle = usePendingSave();
  const leave = (href: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window, or another button: the browser's own way.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void settle().then(() => router.push(href));
  };
  return (
    <nav className="set-nav" aria-label={`Set ${name}`}>
      <Link href="/" className="set-nav-back" onClick={leave("/")}>
        <span aria-hidden="true">‹</span> Your sets
      </Link>
      <span className="set-nav-name" title={setId}>
        {name}
      </span>
      <ul className="set-nav-links">
        {SET_SECTIONS.map((s) => (
          <li key={s.label}>
            <Link
              href={sectionHref(setId, s)}
              onClick={leave(sectionHref(setId, s))}
              className="set-nav-link"
              aria-current={s === active ? "page" : undefined}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
