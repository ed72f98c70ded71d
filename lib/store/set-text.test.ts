import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseTree } from "jsonc-parser";
import type * as Jsonc from "jsonc-parser";
import { describe, expect, it, vi } from "vitest";
import { exceedsBytes, MAX_SET_BYTES } from "../schema/limits";
import type * as Limits from "../schema/limits";
import { checkSetSize, checkSetText } from "./set-text";
import { zipStreamBytes } from "./set-zip";
import { sampleSet, textOf, useTempWorkspaces } from "./workspace.test-support";

// Watch lib/schema's size check, to prove the store measures UTF-8 with it and nothing else.
vi.mock("../schema/limits", async (importOriginal) => {
  const actual = await importOriginal<typeof Limits>();
  return { ...actual, exceedsBytes: vi.fn(actual.exceedsBytes) };
});

// Count the syntax trees built: one per check, not one per range.
vi.mock("jsonc-parser", async (importOriginal) => {
  const actual = await importOriginal<typeof Jsonc>();
  return { ...actual, parseTree: vi.fn(actual.parseTree) };
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

describe("a set text that is mostly padding", () => {
  const padded = `${textOf(sampleSet("alpha"))}${" ".repeat(9 * 1024 * 1024)}`;
  const refused = {
    ok: false,
    error: {
      kind: "invalid",
      message: expect.stringContaining("remove the padding") as unknown,
      diagnostics: [expect.objectContaining({ code: "json/padding", severity: "error" })],
    },
  };

  it("is refused on create and import (JSON and zip), nothing written", async () => {
    const { ws } = await tempWorkspace();
    expect(await ws.create(padded)).toMatchObject(refused);
    expect(await ws.create(padded, { id: "beta" })).toMatchObject(refused);
    expect(await ws.importJson(padded)).toMatchObject(refused);
    // A zip of a set holding the padded text (put there by hand: the store would not write it).
    const other = await tempWorkspace();
    await mkdir(path.join(other.root, "alpha"), { recursive: true });
    await writeFile(path.join(other.root, "alpha", "set.json"), padded);
    const packed = await other.ws.exportZip("alpha");
    if (!packed.ok) throw new Error(packed.error.message);
    expect(await ws.importZip(await zipStreamBytes(packed.value))).toMatchObject(refused);
    expect(await ws.list()).toEqual([]);
  });

  it("is refused on save, the set left as it was; read, it says why", async () => {
    const { root, ws } = await tempWorkspace();
    const created = await ws.create(sampleSet("alpha"));
    if (!created.ok) throw new Error(created.error.message);
    expect(await ws.save("alpha", padded, created.value.revision)).toMatchObject(refused);
    const read = await ws.read("alpha");
    expect(read.ok && read.value.revision).toBe(created.value.revision);
    // A padded file put there by hand reads with the diagnostic, so it can be fixed.
    await writeFile(path.join(root, "alpha", "set.json"), padded);
    const padRead = await ws.read("alpha");
    if (!padRead.ok) throw new Error(padRead.error.message);
    expect(padRead.value.value).toBeUndefined();
    expect(padRead.value.diagnostics.map((d) => d.code)).toEqual(["json/padding"]);
  });
});

describe("unsafe icons", () => {
  const withIcons = (count: number) => {
    const set = sampleSet("alpha");
    const icons = Array.from({ length: count }, (_, i) => ({
      id: `icon-${i}`,
      name: `Icon ${i}`,
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    }));
    return textOf({ ...set, icons: [...set.icons, ...icons] });
  };

  it("are located in one parse of the text, however many there are", () => {
    vi.mocked(parseTree).mockClear();
    const checked = checkSetText(withIcons(40), "alpha/set.json");
    expect(!checked.ok && checked.error.diagnostics?.length).toBe(40);
    // One for lib/schema's locator (the set's own diagnostics), one for the icons.
    expect(vi.mocked(parseTree).mock.calls.length).toBeLessThanOrEqual(2);
  });

  it("are listed up to 500, then counted", () => {
    const checked = checkSetText(withIcons(520), "alpha/set.json");
    if (checked.ok) throw new Error("accepted");
    const found = checked.error.diagnostics ?? [];
    expect(found).toHaveLength(501);
    const last = sampleSet().icons.length + 499;
    expect(found.at(-2)).toMatchObject({ code: "set/unsafe-svg", pointer: `/icons/${last}/svg` });
    expect(found.at(-1)).toMatchObject({
      code: "set/too-many-problems",
      message: "20 more icons have unsafe SVG — remove or redraw the ones above first",
    });
  });
});
