/**
 * Life and death operations (R7.4, R10): return a dead character to life (its untimely deaths
 * leave its stack for the discard pile), move an untimely death to a character that could
 * legally receive one (R7.2), kill a character as if an untimely death were played on it.
 * A death may end the game on the spot (R9.1); the interpreter stops there.
 */
import type { Operation } from "../../dsl";
import { isDead } from "../analysis";
import { typeOf } from "../catalog";
import { deathsBefore, noteDeaths } from "../death";
import { identityOf } from "../lasting";
import { canReceiveUntimelyDeath } from "../legality";
import type { CharacterId, GameState, InstanceId } from "../types";
import { toDiscard } from "../zones";
import { resolverAccepts } from "./ops-hands";
import { NONE, SUSPEND, characterOf, skipped } from "./op-kit";
import type { OpResult, OpRun } from "./op-kit";

type LifeOp = Extract<Operation, { type: "return-to-life" | "move-untimely-death" | "kill" }>;

/** The untimely deaths in a character's stack, bottom first. */
function untimelyDeaths(state: GameState, ch: CharacterId): InstanceId[] {
  return state.characters[ch]!.stack.filter(
    (i, k) => k > 0 && typeOf(state.catalog, i) === "untimely-death",
  );
}

/** return-to-life / move-untimely-death / kill. */
export function runLifeOp(run: OpRun, op: LifeOp): OpResult {
  const d = run.d;
  const go = resolverAccepts(run, op);
  if (go !== "go") return go;
  const chars = (run.st.chars ??= []);
  switch (op.type) {
    case "return-to-life": {
      const ch = characterOf(
        run,
        op.target,
        (c) => isDead(d.state, c) && !identityOf(d.state, c).noReturn,
        "choose a dead character to return to life",
      );
      if (ch === SUSPEND) return "suspend";
      if (ch === NONE) return skipped(run, "no dead character can return to life");
      const before = deathsBefore(d, [ch]);
      const deaths = untimelyDeaths(d.state, ch);
      const gone = new Set(deaths);
      d.patchCharacter(ch, {
        stack: d.character(ch).stack.filter((i) => !gone.has(i)),
        killed: false,
      });
      toDiscard(d, deaths);
      noteDeaths(d, [ch], before, null);
      return "done";
    }
    case "move-untimely-death": {
      if (chars.length === 0) {
        const from = characterOf(
          run,
          op.from,
          // Taking its untimely death would return it to life: not when it cannot.
          (c) => untimelyDeaths(d.state, c).length > 0 && !identityOf(d.state, c).noReturn,
          "choose a dead character to take the untimely death from",
        );
        if (from === SUSPEND) return "suspend";
        if (from === NONE) return skipped(run, "no untimely death to move");
        chars.push(from);
      }
      const from = chars[0]!;
      const to = characterOf(
        run,
        op.to,
        (c) => c !== from && canReceiveUntimelyDeath(d.state, c),
        "choose a character to receive the untimely death",
      );
      if (to === SUSPEND) return "suspend";
      if (to === NONE) return skipped(run, "no character can receive the untimely death");
      const card = untimelyDeaths(d.state, from).at(-1)!;
      const before = deathsBefore(d, [from, to]);
      d.patchCharacter(from, { stack: d.character(from).stack.filter((i) => i !== card) });
      d.patchCharacter(to, { stack: [...d.character(to).stack, card] });
      d.emit({ type: "untimely-death-moved", card: d.ref(card), from, to });
      noteDeaths(d, [from, to], before, card);
      return "done";
    }
    case "kill": {
      const ch = characterOf(
        run,
        op.target,
        (c) => canReceiveUntimelyDeath(d.state, c),
        "choose a character to kill",
      );
      if (ch === SUSPEND) return "suspend";
      if (ch === NONE) return skipped(run, "no character can be killed");
      const before = deathsBefore(d, [ch]);
      d.patchCharacter(ch, { killed: true });
      noteDeaths(d, [ch], before, null);
      return "done";
    }
  }
}
