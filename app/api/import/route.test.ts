import { beforeAll, describe, expect, it } from "vitest";
import { routeWorkspace } from "@/test/fixtures/route-workspace";
import { MAX_SET_BYTES } from "@/lib/schema";
import type * as RouteModule_ from "./route";

routeWorkspace("vellum-import-route-");
let route: typeof RouteModule_;
const ctx = { params: Promise.resolve({}) };

beforeAll(async () => {
  route = await import("./route");
});

const PIECE = 1024 * 1024;

/** A streamed body (no Content-Length) of `pieces` MiB starting with `head`; counts what is read. */
function streamed(head: string, pieces: number) {
  const read = { bytes: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === pieces) return controller.close();
      const piece = new Uint8Array(PIECE).fill(0x20);
      if (sent === 0) piece.set(new TextEncoder().encode(head));
      sent++;
      read.bytes += piece.length;
      controller.enqueue(piece);
    },
  });
  const req = new Request("http://127.0.0.1/api/import", {
    method: "POST",
    body,
    headers: { host: "127.0.0.1" },
    duplex: "half",
  } as RequestInit);
  return { req, read };
}

describe("/api/import", () => {
  it("refuses a set.json over the set limit as soon as it passes it, not at the zip limit", async () => {
    const { req, read } = streamed("{", 40);
    const res = await route.POST(req, ctx);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^a set file may be at most 10 MiB/,
    );
    expect(read.bytes).toBeLessThanOrEqual(MAX_SET_BYTES + 2 * PIECE);
  });

  it("refuses a set.json whose Content-Length is over the set limit before writing any of it", async () => {
    const size = MAX_SET_BYTES + 1;
    const res = await route.POST(
      new Request("http://127.0.0.1/api/import", {
        method: "POST",
        body: new Uint8Array(size).fill(0x20),
        headers: { host: "127.0.0.1", "content-length": String(size) },
      }),
      ctx,
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^a set file may be at most 10 MiB \(10,485,760 bytes\); this upload is 10,485,761 bytes/,
    );
  });
});
