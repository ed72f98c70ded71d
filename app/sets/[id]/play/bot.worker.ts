/** The table's bots off the page's main thread: bot-host.ts `botWorkerSide` on this worker. */
import { botWorkerSide } from "./bot-host";
import type { FromBotWorker, ToBotWorker } from "./bot-host";

const answer = botWorkerSide((m: FromBotWorker) => (self as unknown as Worker).postMessage(m));
self.onmessage = (e: MessageEvent<ToBotWorker>) => answer(e.data);
