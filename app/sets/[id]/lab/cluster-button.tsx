"use client";
/**
 * "Run on the cluster", beside the lab's Run button: shown only when the server says it runs on
 * a cluster (VELLUM_REDIS_URL); without one the lab is unchanged. The run is the lab's own (its
 * progress bar, Cancel, report kept), played by the cluster's workers.
 */
import { useEffect, useState } from "react";
import type { ClusterStatusAnswer } from "@/app/_api/contracts";
import { Button } from "@/app/_ui";
import { clusterStatus } from "./cluster-run";

/** The button, once the server has said the cluster is on. */
export function ClusterRunButton(props: {
  setId: string;
  isDisabled: boolean;
  onPress: () => void;
}) {
  const [status, setStatus] = useState<Extract<ClusterStatusAnswer, { on: true }> | null>(null);
  useEffect(() => {
    let live = true;
    void clusterStatus(props.setId).then((read) => {
      if (live && read.ok && read.value.on) setStatus(read.value);
    });
    return () => {
      live = false;
    };
  }, [props.setId]);
  if (!status) return null;
  // Redis not answering is said briefly here; a run started anyway fails with the whole reason.
  const workers =
    status.workers === null
      ? `Redis at ${status.redis} does not answer now`
      : `${status.workers} worker${status.workers === 1 ? "" : "s"} connected`;
  return (
    <>
      <Button onPress={props.onPress} isDisabled={props.isDisabled}>
        Run on the cluster
      </Button>
      <span className="lab-cluster-note">{workers}</span>
    </>
  );
}
