"use client";

/**
 * What the edition in the chosen language still prints in the main language (lib/text
 * `editionGaps`, listed by the page as an EditionView): a count, with the details behind a
 * disclosure, each kind linked to where it is translated. The export reports the same with its
 * file.
 */
import Link from "next/link";
import { useId } from "react";
import type { EditionView } from "./edition-view";

/** The gaps of the edition in `language` (its label, "Italian (it)"). */
export function EditionGapsNotice({ view, language }: { view: EditionView; language: string }) {
  const id = useId();
  if (view.count === 0)
    return (
      <p className="print-edition print-edition--complete" data-testid="print-edition">
        Every text of the {language} edition is translated.
      </p>
    );
  return (
    <section className="print-edition" aria-labelledby={id} data-testid="print-edition">
      <details>
        <summary id={id}>
          {view.count} {view.count === 1 ? "text is" : "texts are"} not translated into {language}:{" "}
          {view.count === 1 ? "it prints" : "they print"} in {view.main}
        </summary>
        <ul>
          {view.items.map((item) => (
            <li key={item.label}>
              <span className="print-edition-label">{item.label}</span>
              {item.fix && (
                <>
                  {" "}
                  <Link href={item.fix.href}>{item.fix.text}</Link>
                </>
              )}
              {item.entries.length > 0 && (
                <ul>
                  {item.entries.map((e) => (
                    <li key={e.text}>{e.href ? <Link href={e.href}>{e.text}</Link> : e.text}</li>
                  ))}
                  {item.more > 0 && <li>and {item.more} more</li>}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
