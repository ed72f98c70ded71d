"use client";
/**
 * The notice of a stalled game (lib/table `StallNotice`, by the simulator's stall rule): what is
 * stuck, in the set's words, and the choice to end and score the game or to play on.
 */
import type { StallNotice } from "@/lib/table";
import { Button } from "@/app/_ui";

/** See the file comment. */
export function StallNoticePanel(props: {
  notice: StallNotice;
  onEnd(): void;
  onKeepPlaying(): void;
}) {
  const { notice } = props;
  return (
    <section className="tb-stall" aria-label="Stalled game">
      <p className="tb-stall-title" role="alert">
        {notice.title}
      </p>
      <ul className="tb-stall-lines">
        {notice.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="tb-stall-actions">
        <Button size="small" variant="primary" onPress={props.onEnd}>
          End and score the game
        </Button>
        <Button size="small" onPress={props.onKeepPlaying}>
          Keep playing
        </Button>
      </div>
    </section>
  );
}
