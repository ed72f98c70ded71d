import { describe, expect, it } from "vitest";
import { createPendingSave } from "./pending-save";

describe("pending saves", () => {
  it("settles once every registered page has saved, and forgets a page that left", async () => {
    const pending = createPendingSave();
    await pending.settle();
    const done: string[] = [];
    let finish: () => void = () => undefined;
    const slow = () =>
      new Promise<void>((resolve) => {
        finish = () => {
          done.push("slow");
          resolve();
        };
      });
    const leave = pending.register(slow);
    pending.register(async () => void done.push("quick"));
    let settled = false;
    const settling = pending.settle().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 5));
    expect(settled).toBe(false);
    finish();
    await settling;
    expect(done).toEqual(["quick", "slow"]);
    leave();
    done.length = 0;
    await pending.settle();
    expect(done).toEqual(["quick"]);
  });

  it("a failing save does not keep the bar from leaving", async () => {
    const pending = createPendingSave();
    pending.register(() => Promise.reject(new Error("offline")));
    await expect(pending.settle()).resolves.toBeUndefined();
  });
});
