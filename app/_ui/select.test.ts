import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_PLACEHOLDER, Select } from "./select";

/** The markup of a Select whose value is no option (nothing chosen yet). */
const empty = (placeholder?: string) =>
  renderToStaticMarkup(
    createElement(Select<string>, {
      label: "Character",
      value: "",
      options: [["ada", "Ada"]],
      onChange: () => {},
      ...(placeholder ? { placeholder } : {}),
    }),
  );

describe("Select", () => {
  it("shows its caller's placeholder while nothing is chosen", () => {
    const html = empty("Choose a character");
    expect(html).toContain("Choose a character");
    expect(html).not.toContain("Select an item");
  });

  it("never shows react-aria's 'Select an item', even without a placeholder", () => {
    const html = empty();
    expect(html).toContain(DEFAULT_PLACEHOLDER);
    expect(html).not.toContain("Select an item");
  });
});
