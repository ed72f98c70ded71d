import { readFileSync } from "node:fs";
import { setMemos } from "./lib/engine/memos";
import { simulate } from "./lib/sim";
import { validateSetText } from "./lib/schema";

const text = readFileSync("/tmp/move-set/set.json", "utf8");
const set = validateSetText(text, "/tmp/move-set/set.json").set!;
const memos = process.argv[3] !== "off";
setMemos(memos);
const games = Number(process.argv[2] ?? "10000");
const started = Date.now();
const r = await simulate({ set, games, players: 4, bots: ["greedy", "random"], checkInvariants: true });
if (!r.ok) throw new Error(r.error.message);
const v = r.value;
console.log(JSON.stringify({ memos, games, invariants: v.invariants, errors: v.errors.length, outcomes: v.outcomes ?? null, stalls: v.stalls, seconds: (Date.now() - started) / 1000 }));
