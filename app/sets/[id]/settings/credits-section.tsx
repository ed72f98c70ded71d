"use client";
/** The set's credit lines (fonts, icons, art), as exports print them. */
import { markCredits } from "@/lib/model";
import { schemaDescription } from "@/lib/schema";
import { Section } from "./section";
import type { SectionProps } from "./section";

/** The credits section (icons from the open icon set add their line here by themselves). */
export function CreditsSection({ set }: SectionProps) {
  const credits = set.credits ?? [];
  const marks = markCredits(set);
  return (
    <Section id="credits" title="Credits" lede={schemaDescription(["properties", "credits"])}>
      {credits.length === 0 ? (
        marks.length === 0 && <p className="st-dim">No credits yet.</p>
      ) : (
        <ul className="st-credits" aria-label="Credits of the set">
          {credits.map((c, i) => (
            <li key={i} data-pointer={`/credits/${i}`}>
              <strong>{c.what}</strong> — {c.who}, {c.licence}
              {c.url && (
                <>
                  {" "}
                  (<span className="st-dim">{c.url}</span>)
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {marks.length > 0 && (
        <ul className="st-credits" aria-label="Credits of the effect-category icons and emblems">
          {marks.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
