import { describe, expect, it, vi } from "vitest";
import { exceedsBytes, MAX_SET_BYTES } from "../schema/limits";
import type * as Limits from "../schema/limits";
import { checkSetSize } from "./set-text";
import { useTempWorkspaces } from "./workspace.test-support";

// Watch lib/schema's size check, to prove the store measures UTF-8 with it and nothing else.
vi.mock("../schema/limits", async (importOriginal) => {
  const actual = await importOriginal<typeof Limits>();
  return { ...actual, exceedsBytes: vi.fn(actual.exceedsBytes) };
});

const tempWorkspace = useTempWorkspaces();

describe("the size limit of set text and CSV", () => {
  it("measures UTF-8 with lib/schema's one size check (exceedsBytes)", async () => {
    const { ws } = await tempWorkspace();
    // 2 bytes per character: under the limit in UTF-16 units, over it in UTF-8 bytes.
    const big = "é".repeat(MAX_SET_BYTES / 2 + 1);
    vi.mocked(exceedsBytes).mockClear();
    expect(checkSetSize(big)?.kind).toBe("too-large");
    expect(vi.mocked(exceedsBytes)).toHaveBeenCalledWith(big, MAX_SET_BYTES);
    expect(checkSetSize("é".repeat(MAX_SET_BYTES / 2))).toBeUndefined();

    vi.mocked(exceedsBytes).mockClear();
    const imported = await ws.importCardsCsv("alpha", big, "0000000000000000");
    expect(imported).toMatchObject({ ok: false, error: { kind: "too-large" } });
    expect(vi.mocked(exceedsBytes)).toHaveBeenCalledWith(big, MAX_SET_BYTES);
  });
});
