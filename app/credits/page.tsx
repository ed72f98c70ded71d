import type { Metadata } from "next";
import type { Credit, VellumSet } from "@/lib/model";
import { markCredits } from "@/lib/model";
import { getWorkspace } from "@/app/_server/workspace";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Credits" };

/** What the app itself bundles. */
const APP_CREDITS: Credit[] = [
  { what: "Cinzel (display type)", who: "Natanael Gama", licence: "SIL Open Font License 1.1" },
  {
    what: "EB Garamond (text type)",
    who: "Georg Duffner and Octavio Pardo",
    licence: "SIL Open Font License 1.1",
  },
];

function CreditList({ credits }: { credits: Credit[] }) {
  return (
    <ul>
      {credits.map((c, i) => (
        <li key={i}>
          {c.what} — {c.who}, {c.licence}
          {c.url ? (
            <>
              {" "}
              (<a href={c.url}>{c.url}</a>)
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The credits the set's category icons and emblems carry in themselves. */
function MarkCredits({ set }: { set: VellumSet }) {
  const lines = markCredits(set);
  if (lines.length === 0) return null;
  return (
    <ul aria-label={`Credits of the icons printed on ${set.name}'s frames`}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** Credits and licences: the app's fonts, and each set's own credits (icons, art). */
export default async function CreditsPage() {
  const ws = await getWorkspace();
  const sets: VellumSet[] = [];
  // Only the ids: each set is read (and validated) below, so no summary is waited for.
  for (const summary of await ws.list({ waitMs: 0 })) {
    const read = await ws.read(summary.id);
    if (read.ok && read.value.set) sets.push(read.value.set);
  }
  return (
    <>
      <h1>Credits and licences</h1>
      <h2>Vellum</h2>
      <CreditList credits={APP_CREDITS} />
      {sets
        .filter((s) => (s.credits?.length ?? 0) > 0 || markCredits(s).length > 0)
        .map((s) => (
          <section key={s.id}>
            <h2>{s.name}</h2>
            <CreditList credits={s.credits ?? []} />
            <MarkCredits set={s} />
          </section>
        ))}
    </>
  );
}
