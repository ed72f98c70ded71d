import { describe, expect, it } from "vitest";
import { nodeFonts } from "@/lib/export/fonts-node";
import { sampleSet } from "@/test/fixtures/sample-set";
import type { ImageUrls } from "./pictures";
import { Pictures } from "./pictures";
import { SetPictures } from "./set-pictures";

const SET = sampleSet();

function table(): { images: SetPictures; made: string[] } {
  const made: string[] = [];
  const urls: ImageUrls = {
    make: (svg) => {
      made.push(svg);
      return `url-${made.length - 1}`;
    },
    free: () => undefined,
  };
  return { images: new SetPictures(new Pictures(nodeFonts(), () => undefined, urls), SET), made };
}

describe("SetPictures", () => {
  it("finds cards and their pictures by id, once each", () => {
    const { images, made } = table();
    expect(images.card("lost-a-wager-to-a-heron")?.name).toBe("Lost a Wager to a Heron");
    expect(images.url("lost-a-wager-to-a-heron")).toBe("url-0");
    expect(images.url("lost-a-wager-to-a-heron")).toBe("url-0");
    expect(images.url("no-such-card")).toBeUndefined();
    expect(images.card("no-such-card")).toBeUndefined();
    expect(made).toHaveLength(1);
  });

  it("shows the draw pile's back: the back of the set's first playing card", () => {
    const { images, made } = table();
    expect(images.back()).toBe("url-0");
    expect(made[0]).toContain("Saltmarrow deck back");
  });

  it("x-rays a stack, leaving out ids the set does not have", () => {
    const { images, made } = table();
    const ids = ["captain-absalom-gannett", "lost-a-wager-to-a-heron"];
    const url = images.xray([...ids, "no-such-card"]);
    expect(url).toBe(images.xray(ids));
    expect(made).toHaveLength(1);
    expect(made[0]).toContain('data-xray="1"');
  });
});
