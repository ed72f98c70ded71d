import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";

const base = () => `${inject("baseUrl")}/api/sets/saltmarrow`;

describe("picture routes", () => {
  it("serves a card as a 300 DPI PNG with transparent film, and as SVG", async () => {
    const png = await fetch(`${base()}/cards/lost-a-wager-to-a-heron/picture?format=png`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(new Uint8Array(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([744, 1039, 4]);
    const svg = await fetch(`${base()}/cards/lost-a-wager-to-a-heron/picture`);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await svg.text()).toMatch(/^<svg /);
  });

  it("serves a stack's picture and the facts the rules read off it", async () => {
    const cards =
      "captain-absalom-gannett,was-exhibited-as-a-mermaid,went-bankrupt-at-the-penny-arcade";
    const facts = await fetch(`${base()}/stack?cards=${cards}&format=json`);
    expect(facts.status).toBe(200);
    expect(await facts.json()).toMatchObject({
      selfWorth: -10,
      icons: { tide: 1, key: 1 },
      dead: false,
    });
    const xray = await fetch(`${base()}/stack?cards=${cards}&xray=1`);
    expect(xray.status).toBe(200);
    expect(await xray.text()).toContain("</svg>");
  });

  it("says which card is unknown (404) and which stack cannot occur (400)", async () => {
    const missing = await fetch(`${base()}/cards/no-such-card/picture`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toMatch(
      /no card 'no-such-card'/,
    );
    const upside = await fetch(`${base()}/stack?cards=lost-a-wager-to-a-heron`);
    expect(upside.status).toBe(400);
    expect((await fetch(`${base()}/cards/lost-a-wager-to-a-heron/picture?dpi=9000`)).status).toBe(
      400,
    );
  });
});
