"use client";

/**
 * Toasts: brief notices at the bottom of the window, in a landmark region ("Notifications",
 * F6 reaches it), each with an optional action ("Undo") and a close button. Any client code
 * shows one with `toast({...})`; the root layout renders the one `<ToastRegion />`.
 * NOTE: the queue is module state, shared by every component of the page.
 */
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { Button, IconButton } from "./button";
import { CloseIcon } from "./icons";

/** What a toast says and offers. */
export interface ToastContentValue {
  title: string;
  description?: string;
  /** "error" toasts are red and stay until closed. */
  tone?: "info" | "success" | "error";
  /** One action, e.g. `{ label: "Undo", onAction: restore }`; choosing it closes the toast. */
  action?: { label: string; onAction: () => void };
}

const queue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 4 });

/** How long a toast stays, in ms: longer when it offers an action; errors stay until closed. */
export function toastTimeout(content: ToastContentValue): number | undefined {
  if (content.tone === "error") return undefined;
  return content.action ? 10_000 : 5_000;
}

/** Shows a toast; returns its key (for `closeToast`). */
export function toast(content: ToastContentValue, opts: { timeout?: number } = {}): string {
  const timeout = "timeout" in opts ? opts.timeout : toastTimeout(content);
  return queue.add(content, timeout === undefined ? {} : { timeout });
}

/** Closes a toast early. */
export function closeToast(key: string): void {
  queue.close(key);
}

/** The region where toasts appear; render it once, in the root layout. */
export function ToastRegion() {
  return (
    <AriaToastRegion queue={queue} className="ui-toast-region">
      {({ toast: t }) => (
        <AriaToast toast={t} className={`ui-toast ui-toast--${t.content.tone ?? "info"}`}>
          <ToastContent className="ui-toast-content">
            <Text slot="title" className="ui-toast-title">
              {t.content.title}
            </Text>
            {t.content.description && (
              <Text slot="description" className="ui-toast-description">
                {t.content.description}
              </Text>
            )}
          </ToastContent>
          {t.content.action && (
            <Button
              size="small"
              onPress={() => {
                queue.close(t.key);
                t.content.action?.onAction();
              }}
            >
              {t.content.action.label}
            </Button>
          )}
          <IconButton slot="close" aria-label="Close" size="small" icon={<CloseIcon />} />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
