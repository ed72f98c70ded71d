"use client";
/**
 * The designer's "Linked sheet" button (beside History) and all that hangs on it: the dialog that
 * links, unlinks, pulls and pushes (the link saved in the set through lib/edit `setSheetLink`, one
 * undoable edit, so the CLI reads the same link), the pull's dialogs, and the watch of a linked
 * file: when it changes, a notice "cards.csv changed in the set's folder" offers "Review the
 * changes", which runs the pull and shows its difference (never applied by itself).
 */
import { memo, useEffect, useRef, useState } from "react";
import type { SheetLink, VellumSet } from "@/lib/model";
import { setSheetLink } from "@/lib/edit";
import { Button, closeToast, toast } from "@/app/_ui";
import type { SetDocumentStore } from "@/app/sets/[id]/_set/set-document-store";
import { PullDialog } from "./pull-dialog";
import { SheetDialog } from "./sheet-dialog";
import { linkTarget } from "./sheet-flow";
import { usePull } from "./use-pull";
import { usePush } from "./use-push";
import { useSheetWatch } from "./use-sheet-watch";
import "./sheet.css";

/** See the file comment. */
export const LinkedSheetControl = memo(function LinkedSheetControl(props: {
  setId: string;
  set: VellumSet;
  store: SetDocumentStore;
}) {
  const { setId, set, store } = props;
  const link = set.sheet;
  const [open, setOpen] = useState(false);
  // The fingerprint of the file as last read or written here: the watch's event for our own
  // push (or a change already pulled) is not news.
  const known = useRef<string | undefined>(undefined);
  const notice = useRef<string | undefined>(undefined);
  const pull = usePull(setId, store, (read) => {
    known.current = read.fingerprint;
    // The change the notice told of is read now: its difference is on screen.
    if (notice.current) closeToast(notice.current);
    notice.current = undefined;
  });
  const push = usePush(setId, store, (fingerprint) => (known.current = fingerprint));
  const linkRef = useRef(link);
  useEffect(() => {
    linkRef.current = link;
  });

  // When a pull's dialog closes, focus would go back to the Pull button of the dialog closed
  // before it; it comes back to "Linked sheet" instead.
  const trigger = useRef<HTMLSpanElement>(null);
  const pulling = pull.pull !== undefined;
  const pulled = useRef(false);
  useEffect(() => {
    if (pulling || !pulled.current) {
      pulled.current = pulling;
      return;
    }
    pulled.current = false;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body)
        trigger.current?.querySelector("button")?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pulling]);

  const file = link?.file;
  useEffect(() => {
    // A notice about the file linked before is stale once the link changes or the page goes.
    return () => {
      if (notice.current) closeToast(notice.current);
      notice.current = undefined;
    };
  }, [file]);

  useSheetWatch(
    setId,
    file,
    () => known.current,
    (event) => {
      // Our own push's change may be heard before its answer names the new fingerprint.
      if (event.fingerprint === known.current || push.push?.stage === "writing") return;
      if (notice.current) closeToast(notice.current);
      notice.current = toast(
        {
          title: `${event.file} changed in the set's folder`,
          description: "Review what it would change before anything changes.",
          action: {
            label: "Review the changes",
            onAction: () => {
              notice.current = undefined;
              const now = linkRef.current;
              if (now) pull.start(now);
            },
          },
        },
        // It stays until answered or closed: a change the designer missed is still worth a look.
        { timeout: undefined },
      );
    },
  );

  function linkTo(next: SheetLink, fingerprint: string | undefined) {
    known.current = fingerprint;
    store.editDocument(setSheetLink(store.getSnapshot().doc, next));
  }

  function unlink() {
    const was = store.getSnapshot().doc.sheet;
    store.editDocument(setSheetLink(store.getSnapshot().doc, undefined));
    setOpen(false);
    toast({
      title: `Unlinked ${was ? linkTarget(was) : "the sheet"}`,
      description: "The file itself is untouched.",
      tone: "success",
      action: { label: "Undo", onAction: () => store.undo() },
    });
  }

  return (
    <>
      <span ref={trigger} className="sheet-trigger">
        <Button size="small" variant="quiet" onPress={() => setOpen(true)}>
          Linked sheet
        </Button>
      </span>
      <SheetDialog
        setId={setId}
        link={link}
        isOpen={open}
        onClose={() => {
          // A write under way finishes (and says so); anything else of the push is dropped.
          if (push.push?.stage !== "writing") push.cancel();
          setOpen(false);
        }}
        onLink={linkTo}
        onUnlink={unlink}
        onPull={(l) => {
          setOpen(false);
          pull.start(l);
        }}
        push={push}
      />
      <PullDialog control={pull} set={set} />
    </>
  );
});
