import { isBuiltinFrameId, readableWords } from "../../model";
import { toPointer } from "../pointer";
import type { CheckContext } from "./context";
import { label } from "./context";

/** Duplicate and reserved ids, and names that are only blanks. */

interface Identified {
  id: string;
  name?: string;
}

const COLLECTIONS = [
  ["cards", "card"],
  ["families", "family"],
  ["icons", "icon"],
  ["frames", "frame"],
  ["backs", "back"],
] as const;

function checkUnique(
  ctx: CheckContext,
  items: readonly Identified[],
  noun: string,
  at: (index: number) => (string | number)[],
  scope: string,
): void {
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const earlier = first.get(item.id);
    if (earlier === undefined) {
      first.set(item.id, i);
      return;
    }
    const other = `${noun} #${earlier + 1}${scope}`;
    ctx.report(
      "set/duplicate-id",
      "error",
      toPointer([...at(i), "id"]),
      `${noun} id '${item.id}' is already used by ${other} — give this ${noun} another id`,
    );
  });
}

/** set/duplicate-id, set/reserved-id, set/empty-name. */
export function checkIds(ctx: CheckContext): void {
  const { set } = ctx;
  const familyWord = readableWords(set).familyWord;
  for (const [key, listNoun] of COLLECTIONS) {
    // A family is called what the set calls it ("party").
    const noun = key === "families" ? familyWord : listNoun;
    const items: readonly Identified[] = set[key] ?? [];
    checkUnique(ctx, items, noun, (i) => [key, i], "");
    items.forEach((item, i) => {
      if (item.name !== undefined && item.name.trim() === "") {
        ctx.report(
          "set/empty-name",
          "error",
          toPointer([key, i, "name"]),
          `${label(noun, item, i)} has an empty name — give it a name players can read`,
        );
      }
    });
  }
  if (set.name.trim() === "") {
    ctx.report("set/empty-name", "error", "/name", "the set has an empty name — give it a title");
  }
  (set.frames ?? []).forEach((frame, f) => {
    const scope = ` in ${label("frame", frame, f)}`;
    checkUnique(ctx, frame.regions, "region", (r) => ["frames", f, "regions", r], scope);
    if (isBuiltinFrameId(frame.id)) {
      ctx.report(
        "set/reserved-id",
        "error",
        toPointer(["frames", f, "id"]),
        `frame id '${frame.id}' belongs to a built-in frame — choose another id, and list the card types in 'types' to replace the built-in frame`,
      );
    }
  });
  set.icons.forEach((icon, i) => {
    if (icon.id === "blank") {
      ctx.report(
        "set/reserved-id",
        "error",
        toPointer(["icons", i, "id"]),
        "icon id 'blank' is reserved for opaque blank slots — choose another id",
      );
    }
  });
}
