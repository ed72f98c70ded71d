/**
 * Which section of the settings page the sidebar highlights: the one the reader is at. Pure: the
 * page measures its sections and its scrolled pane, this decides.
 */

/** A section's place in the scrolled content (pixels from the content's top). */
export interface SectionBox {
  id: string;
  top: number;
}

/** The scrolled pane: how far it is scrolled, how tall it shows, how tall its content is. */
export interface ScrollView {
  scrollTop: number;
  height: number;
  scrollHeight: number;
}

/** Pixels of rounding slack (zoom and fractional layout). */
const SLACK = 2;
/** A section is the reader's once its top passes this share of the pane's height. */
const READING_LINE = 0.25;

/**
 * The id of the section in view. Normally the last section whose top has passed the reading line
 * near the pane's top. A section asked for (a sidebar link, the address's hash) stays the one
 * while it is where asking put it: at the pane's top, or, when the pane could not scroll that far
 * (a short last section, a section at the very top or bottom), anywhere on screen. At the bottom
 * of the pane with nothing asked for, the last section is the one: it can never reach the line.
 */
export function sectionInView(
  boxes: readonly SectionBox[],
  view: ScrollView,
  requested?: string,
): string | undefined {
  if (boxes.length === 0) return undefined;
  const bottom = view.scrollTop + view.height;
  const atEnd = bottom >= view.scrollHeight - SLACK;
  const atStart = view.scrollTop <= SLACK;
  const asked = boxes.find((b) => b.id === requested);
  if (asked) {
    const atTop = Math.abs(asked.top - view.scrollTop) <= SLACK * 4;
    const onScreen = asked.top >= view.scrollTop - SLACK && asked.top < bottom;
    if (atTop || ((atEnd || atStart) && onScreen)) return asked.id;
  }
  if (atEnd && !atStart) return boxes[boxes.length - 1]?.id;
  const line = view.scrollTop + view.height * READING_LINE;
  let current = boxes[0];
  for (const box of boxes) if (box.top <= line) current = box;
  return current?.id;
}
