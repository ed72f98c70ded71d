import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { getWorkspace } from "@/app/_server/workspace";
import { sampleSet } from "@/test/fixtures/sample-set";
import type * as RouteModule_ from "./route";

routeWorkspace("vellum-picture-route-");
let route: typeof RouteModule_;

/** A request as a browser sends it: with the Host header the request guard checks. */
function hosted(input: string): Request {
  return new Request(input, { headers: { host: "127.0.0.1" } });
}

function picture(cardId: string, query = ""): Promise<Response> {
  return route.GET(hosted(`http://127.0.0.1/api/sets/reminders/cards/${cardId}/picture${query}`), {
    params: Promise.resolve({ id: "reminders", cardId }),
  });
}

beforeAll(async () => {
  route = await import("./route");
  // The sample set with a reminder written on a modifier that is not persistent.
  const set = { ...sampleSet(), id: "reminders" };
  const card = set.cards.find((c) => c.type === "modifier" && c.persistent !== true)!;
  set.cards = set.cards.map((c) => (c === card ? { ...c, reminder: "Draw limit −1" } : c));
  const created = await (await getWorkspace()).create(set);
  if (!created.ok) throw new Error(created.error.message);
  unprinted = card.id;
});

let unprinted = "";

describe("/api/sets/[id]/cards/[cardId]/picture", () => {
  it("says in its warnings header that a non-persistent card's reminder is not printed", async () => {
    for (const query of ["", "?format=png&dpi=36"]) {
      const res = await picture(unprinted, query);
      expect(res.status).toBe(200);
      const warnings = decodeURIComponent(res.headers.get("x-vellum-warnings") ?? "");
      expect(warnings).toMatch(
        /^card “.+” has a reminder but is not persistent, so the reminder is not printed .* — set 'persistent' to true, or remove the reminder$/,
      );
    }
  });
});
