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

/** The server's cluster once it has said it is on (asked once per set); `null` until, or off. */
export function useClusterStatus(setId: string): ClusterOn | null {
  const [status, setStatus] = useState<ClusterOn | null>(null);
  useEffect(() => {
    let live = true;
    void clusterStatus(setId).then((read) => {
      if (live && read.ok && read.value.on) setStatus(read.value);
    });
    return () => {
      live = false;
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
