/**
 * The designer's validation in a Web Worker (use-problems.ts starts it): each message is a set
 * value and the art folder's files, answered with lib/schema's `validateSetValue` diagnostics,
 * as the page would have computed them. Checking every card of a 500-card set takes tens of
 * milliseconds, which on the page's thread landed on the next keystroke.
 * NOTE: browser worker only; started by Next's bundle (`new Worker(new URL(…))`).
 */
import { validateSetValue } from "@/lib/schema";
import type { ValidationAnswer, ValidationJob } from "./problems-validation";

self.onmessage = (event: MessageEvent<ValidationJob>) => {
  const { id, doc, artFiles } = event.data;
  const answer: ValidationAnswer = {
    id,
    diagnostics: validateSetValue(doc, "set.json", artFiles ? { artFiles } : {}).diagnostics,
  };
  self.postMessage(answer);
};
