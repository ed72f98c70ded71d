import { afterAll, describe, expect, inject, it } from "vitest";

const base = () => inject("baseUrl");

interface SetBody {
  id: string;
  revision: string;
  text: string;
  diagnostics: { code: string; range: { start: { line: number; column: number } } }[];
}

async function firstSetId(): Promise<string> {
  const res = await fetch(`${base()}/api/sets`);
  const { sets } = (await res.json()) as { sets: { id: string }[] };
  const first = sets[0];
  if (!first) throw new Error("the fresh workspace has no sets");
  return first.id;
}

/** Makes a scratch copy of the sample set to write to, so tests stay independent. */
async function scratchCopy(name: string): Promise<SetBody> {
  const source = await firstSetId();
  const res = await fetch(`${base()}/api/sets/${source}/duplicate`, {
    method: "POST",
    body: JSON.stringify({ id: name }),
  });
  expect(res.status).toBe(201);
  const got = await fetch(`${base()}/api/sets/${name}`);
  return (await got.json()) as SetBody;
}

function put(id: string, text: string, revision?: string): Promise<Response> {
  return fetch(`${base()}/api/sets/${id}`, {
    method: "PUT",
    body: text,
    headers: revision ? { "if-match": `"${revision}"` } : {},
  });
}

describe("/api/sets", () => {
  afterAll(async () => {
    // Leave the shared workspace as the browser tests expect it: the samples only.
    const { sets } = (await (await fetch(`${base()}/api/sets`)).json()) as {
      sets: { id: string }[];
    };
    for (const { id } of sets.filter((s) => s.id.startsWith("api-"))) {
      await fetch(`${base()}/api/sets/${id}`, { method: "DELETE" });
    }
  });

  it("lists the sample set and serves it with its revision as ETag", async () => {
    const id = await firstSetId();
    const res = await fetch(`${base()}/api/sets/${id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SetBody;
    expect(res.headers.get("etag")).toBe(`"${body.revision}"`);
    expect(JSON.parse(body.text).id).toBe(id);
  });

  it("answers 404 for a missing set and 400 for an id that could escape the workspace", async () => {
    expect((await fetch(`${base()}/api/sets/no-such-set`)).status).toBe(404);
    expect((await fetch(`${base()}/api/sets/..%2F..%2Fetc`)).status).toBe(400);
    expect((await fetch(`${base()}/api/sets/A.B`)).status).toBe(400);
  });

  it("refuses a save without a base revision (428)", async () => {
    const set = await scratchCopy("api-no-revision");
    expect((await put(set.id, set.text)).status).toBe(428);
  });

  it("lets one of two saves from the same revision win and answers the other with 409", async () => {
    const set = await scratchCopy("api-conflict");
    const a = set.text.replace(/"version": "[^"]*"/, '"version": "1.0.1"');
    const b = set.text.replace(/"version": "[^"]*"/, '"version": "1.0.2"');
    const [ra, rb] = await Promise.all([
      put(set.id, a, set.revision),
      put(set.id, b, set.revision),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    const conflict = (await loser.json()) as { error: string; currentRevision: string };
    expect(conflict.error).toBe("conflict");
    const now = (await (await fetch(`${base()}/api/sets/${set.id}`)).json()) as SetBody;
    expect(conflict.currentRevision).toBe(now.revision);
    expect(now.text).toBe(ra.status === 200 ? a : b);
  });

  it("refuses a 20 MB upload with 413 and leaves the set as it was", async () => {
    const set = await scratchCopy("api-too-large");
    const huge = "x".repeat(20 * 1024 * 1024);
    const res = await put(set.id, huge, set.revision);
    expect(res.status).toBe(413);
    const now = (await (await fetch(`${base()}/api/sets/${set.id}`)).json()) as SetBody;
    expect(now.revision).toBe(set.revision);
  });

  it("refuses malformed JSON with 400 and a diagnostic at its line and column", async () => {
    const set = await scratchCopy("api-malformed");
    const res = await put(
      set.id,
      '{\n  "id": "api-malformed",\n  "name": "x"\n  "version": "1"\n}',
      set.revision,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { diagnostics: SetBody["diagnostics"] };
    expect(body.diagnostics[0]?.range.start).toMatchObject({ line: 4, column: 3 });
  });

  it("keeps history and restores an earlier revision as a new one", async () => {
    const set = await scratchCopy("api-history");
    const changed = set.text.replace(/"version": "[^"]*"/, '"version": "2.0.0"');
    const saved = (await (await put(set.id, changed, set.revision)).json()) as { revision: string };
    const history = (await (await fetch(`${base()}/api/sets/${set.id}/history`)).json()) as {
      revisions: { revision: string; current: boolean }[];
    };
    expect(history.revisions[0]).toMatchObject({ revision: saved.revision, current: true });
    expect(history.revisions.map((r) => r.revision)).toContain(set.revision);
    const res = await fetch(`${base()}/api/sets/${set.id}/restore`, {
      method: "POST",
      headers: { "if-match": saved.revision },
      body: JSON.stringify({ revision: set.revision }),
    });
    expect(res.status).toBe(200);
    const now = (await (await fetch(`${base()}/api/sets/${set.id}`)).json()) as SetBody;
    expect(now.text).toBe(set.text);
  });

  it("exports a zip that imports back under a new id, and exports CSV", async () => {
    const id = await firstSetId();
    const zip = await fetch(`${base()}/api/sets/${id}/export?format=zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const imported = await fetch(`${base()}/api/import?id=api-reimported`, {
      method: "POST",
      body: new Uint8Array(await zip.arrayBuffer()),
    });
    expect(imported.status).toBe(201);
    expect(((await imported.json()) as { id: string }).id).toBe("api-reimported");
    const again = await fetch(`${base()}/api/import?id=api-reimported`, {
      method: "POST",
      body: new Uint8Array(
        await (await fetch(`${base()}/api/sets/${id}/export?format=zip`)).arrayBuffer(),
      ),
    });
    expect(again.status).toBe(409);
    const csv = await fetch(`${base()}/api/sets/${id}/export?format=csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split("\n")[0]).toMatch(/^id,type,name,/);
    expect((await fetch(`${base()}/api/sets/${id}/export?format=pdf`)).status).toBe(400);
  });

  it("deletes a set into the trash", async () => {
    const set = await scratchCopy("api-delete");
    const deleted = await fetch(`${base()}/api/sets/${set.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(200);
    const { trashed } = (await deleted.json()) as { trashed: string };
    expect(trashed).toMatch(new RegExp(`^${set.id}-`));
    expect((await fetch(`${base()}/api/sets/${set.id}`)).status).toBe(404);
  });

  it("brings a deleted set back from the trash, once", async () => {
    const set = await scratchCopy("api-undelete");
    const before = (await (await fetch(`${base()}/api/sets/${set.id}`)).json()) as {
      revision: string;
    };
    const deleted = await fetch(`${base()}/api/sets/${set.id}`, { method: "DELETE" });
    const { trashed } = (await deleted.json()) as { trashed: string };
    const restore = () =>
      fetch(`${base()}/api/trash/restore`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ trashed }),
      });
    const restored = await restore();
    expect(restored.status).toBe(200);
    await expect(restored.json()).resolves.toEqual({ id: set.id, revision: before.revision });
    expect((await fetch(`${base()}/api/sets/${set.id}`)).status).toBe(200);
    const again = await restore();
    expect(again.status).toBe(404);
  });
});

describe("the request guard", () => {
  it("refuses another site's page creating a set (403), and a rebound host name", async () => {
    const id = await firstSetId();
    const res = await fetch(`${base()}/api/sets/${id}/duplicate`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "text/plain" },
      body: JSON.stringify({ id: "planted-by-evil" }),
    });
    expect(res.status).toBe(403);
    expect((await fetch(`${base()}/api/sets/planted-by-evil`)).status).toBe(404);
    const { request } = await import("node:http");
    const url = new URL(`${base()}/api/sets`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { host: `rebound.example:${url.port}` },
        },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(403);
  });
});
