/**
 * The designer's validation in a Web Worker (use-problems.ts starts it): each message is a set
 * value (or the cards that changed in the one before) and the art folder's files, answered with lib/schema's `validateSetValue` diagnostics,
 * as the page would have computed them. Checking every card of a 500-card set takes tens of
 * milliseconds, which on the page's thread landed on the next keystroke.
 * NOTE: browser worker only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { validateSetValue } from "@/lib/schema";
import type { VellumSet } from "@/lib/model";
import type { ValidationAnswer } from "./problems-validation";
import type { ValidationJob } from "./validation-job";
import { setAfter } from "./validation-job";

/** The set as last sent: a job may send only the cards that changed since. */
let held: VellumSet | undefined;

self.onmessage = (event: MessageEvent<ValidationJob>) => {
  const { id, artFiles } = event.data;
  held = setAfter(held, event.data);
  const answer: ValidationAnswer = {
    id,
    diagnostics: held
      ? validateSetValue(held, "set.json", artFiles ? { artFiles } : {}).diagnostics
      : [],
  };
  self.postMessage(answer);
};
