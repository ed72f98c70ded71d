import { describe, expect, it } from "vitest";
import { allowedHostsFrom, refusal } from "./request-guard";

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });

describe("request guard", () => {
  it("lets the app's own pages read and write on a loopback host", () => {
    expect(refusal("GET", headers({ host: "127.0.0.1:3000" }))).toBeUndefined();
    expect(
      refusal(
        "PUT",
        headers({
          host: "127.0.0.1:3000",
          origin: "http://127.0.0.1:3000",
          "sec-fetch-site": "same-origin",
        }),
      ),
    ).toBeUndefined();
    expect(refusal("POST", headers({ host: "localhost:3000" }))).toBeUndefined(); // CLI tools send no Origin
    expect(
      refusal("DELETE", headers({ host: "[::1]:3000", origin: "http://[::1]:3000" })),
    ).toBeUndefined();
  });

  it("refuses another site's page changing anything (CSRF)", () => {
    expect(
      refusal("POST", headers({ host: "127.0.0.1:3000", origin: "https://evil.example" })),
    ).toMatch(/another site/);
    expect(
      refusal("POST", headers({ host: "127.0.0.1:3000", "sec-fetch-site": "cross-site" })),
    ).toMatch(/another site/);
    expect(refusal("PUT", headers({ host: "127.0.0.1:3000", origin: "null" }))).toMatch(
      /opaque origin/,
    );
    expect(
      refusal("POST", headers({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:4000" })),
    ).toMatch(/another site/);
  });

  it("refuses a rebound host name, even for reads, unless allowed", () => {
    expect(refusal("GET", headers({ host: "attacker.example:3000" }))).toMatch(
      /not 'attacker.example'/,
    );
    expect(refusal("GET", headers({}))).toMatch(/no host/);
    const allowed = allowedHostsFrom({ VELLUM_ALLOWED_HOSTS: "studio.lan, Other.Lan" });
    expect(allowed).toEqual(["studio.lan", "other.lan"]);
    expect(refusal("GET", headers({ host: "studio.lan:3000" }), allowed)).toBeUndefined();
  });
});
