import { describe, expect, it } from "vitest";
import { escapeXml, micro, mm } from "./escape";

describe("escapeXml", () => {
  it("escapes markup and quotes", () => {
    expect(escapeXml(`<script>alert("x" & 'y')</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;",
    );
  });

  it("drops characters XML cannot carry, keeps the rest", () => {
    expect(escapeXml("a\u0000b\u0008c\td\ue000\ud83d\ude00\ud800")).toBe(
      "abc\td\ue000\ud83d\ude00",
    );
  });
});

describe("mm", () => {
  it("prints at most 3 decimals without trailing zeros, exponents or -0", () => {
    expect(mm(63)).toBe("63");
    expect(mm(0.1 + 0.2)).toBe("0.3");
    expect(mm(-0.0004)).toBe("0");
    expect(mm(-1.23456)).toBe("-1.235");
    expect(mm(1e-7)).toBe("0");
    expect(mm(12.05)).toBe("12.05");
    expect(micro(-50)).toBe("-0.05");
  });
});
