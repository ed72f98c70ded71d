"use client";

/**
 * The bar over every page of a set: back to the library, the set's name, and its pages, the
 * current one marked with aria-current="page".
 */
import Link from "next/link";
import { usePathname } from "next/navigation";
import { activeSection, SET_SECTIONS, sectionHref } from "./sections";
import { useSetName } from "./set-name";

/** The set's navigation bar (`name`: the file's, until a page shows the set's name as edited). */
export function SetNav({ setId, name: fileName }: { setId: string; name: string }) {
  const name = useSetName(fileName);
  const pathname = usePathname() ?? "";
  const active = activeSection(pathname, setId);
  return (
    <nav className="set-nav" aria-label={`Set ${name}`}>
      <Link href="/" className="set-nav-back">
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
