/**
 * The test fixture's Redis is a real server: it answers, keeps what it is given, runs with the
 * eviction policy BullMQ needs, and is gone once stopped.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "./fixtures/redis-server";
import type { RedisServer } from "./fixtures/redis-server";

let server: RedisServer;
beforeAll(async () => {
  server = await startRedis();
});
afterAll(async () => {
  await server?.stop();
});

describe("the tests' Redis", () => {
  it("is a real server on loopback, with no eviction and no persistence", async () => {
    const client = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    await client.set("vellum:probe", "kept");
    expect(await client.get("vellum:probe")).toBe("kept");
    expect(await client.config("GET", "maxmemory-policy")).toEqual([
      "maxmemory-policy",
      "noeviction",
    ]);
    expect(await client.config("GET", "appendonly")).toEqual(["appendonly", "no"]);
    client.disconnect();
  });

  it("is gone once stopped", async () => {
    const other = await (await import("./fixtures/redis-server")).startRedis();
    await other.stop();
    const client = new Redis(other.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const refused = new Promise<unknown>((resolve) => client.once("error", resolve));
    await expect(client.connect()).rejects.toThrow();
    expect(String(await refused)).toMatch(/ECONNREFUSED/);
    client.disconnect();
  });
});
