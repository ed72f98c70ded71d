"use client";
/**
 * "Run on the cluster", beside the lab's Run button, and "Run sweep on the cluster" beside Run
 * sweep: shown only when the server says it runs on a cluster (VELLUM_REDIS_URL); without one
 * the lab is unchanged. The run (or sweep) is the lab's own (its progress bar, Cancel, its
 * report), played by the cluster's workers.
 */
import { useEffect, useState } from "react";
import type { ClusterStatusAnswer } from "@/app/_api/contracts";
import { Button } from "@/app/_ui";
import { clusterStatus } from "./cluster-run";

/** The server's cluster when it is on. */
export type ClusterOn = Extract<ClusterStatusAnswer, { on: true }>;

/** How often the lab asks the server again while the cluster is on: workers join and leave. */
export const STATUS_POLL_MS = 5_000;

/** The longest wait between two asks after reads that failed (each failure doubles it). */
const STATUS_POLL_MAX_MS = 60_000;

/**
 * The server's cluster once it has said it is on; `null` until, or off. Asked again every
 * {@link STATUS_POLL_MS} while it is on (not while the page is hidden), so the workers said
 * beside the button follow the machines that join and leave; an answer that says the same keeps
 * the same object (no render). A read that fails is tried again later and later, up to
 * {@link STATUS_POLL_MAX_MS} apart; a server without the cluster is not asked again.
 */
export function useClusterStatus(setId: string): ClusterOn | null {
  const [status, setStatus] = useState<ClusterOn | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let said = "";
    let wait = STATUS_POLL_MS;
    const again = () => {
      timer = setTimeout(ask, wait);
    };
    function ask() {
      if (document.hidden) return again();
      void clusterStatus(setId).then((read) => {
        if (!live) return;
        if (!read.ok) {
          wait = Math.min(wait * 2, STATUS_POLL_MAX_MS);
          return again();
        }
        if (!read.value.on) return;
        wait = STATUS_POLL_MS;
        const text = JSON.stringify(read.value);
        if (text !== said) setStatus(read.value);
        said = text;
        again();
      });
    }
    ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [setId]);
  return status;
}

/**
 * The button, once the server has said the cluster is on (`status`). `workers`: the workers
 * connected (or Redis not answering) said beside it; the run form says it, the sweep's does not
 * repeat it.
 */
export function ClusterRunButton(props: {
  status: ClusterOn | null;
  label?: string;
  workers?: boolean;
  isDisabled: boolean;
  onPress: () => void;
  "aria-describedby"?: string;
}) {
  const { status } = props;
  if (!status) return null;
  // Redis not answering is said briefly here; a run started anyway fails with the whole reason.
  const workers =
    status.workers === null
      ? `Redis at ${status.redis} does not answer now`
      : status.workers === 0
        ? `No worker connected: a run waits in Redis until one joins (vellum worker --redis ${joinUrl(status.redis)})`
        : `${status.workers} worker${status.workers === 1 ? "" : "s"} connected`;
  return (
    <>
      <Button
        onPress={props.onPress}
        isDisabled={props.isDisabled}
        aria-describedby={props["aria-describedby"]}
      >
        {props.label ?? "Run on the cluster"}
      </Button>
      {props.workers !== false && <span className="lab-cluster-note">{workers}</span>}
    </>
  );
}

/** The Redis URL to give `vellum worker`: the server's, unless its password is hidden (***). */
function joinUrl(label: string): string {
  return label.includes("***") ? "the URL of the server's VELLUM_REDIS_URL" : label;
}
