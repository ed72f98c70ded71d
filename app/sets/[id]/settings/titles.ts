/** A readable name from an uploaded file's name: "sea-glass_2.svg" → "Sea Glass 2". */
export function titleFromFile(file: string): string {
  const base = file
    .replace(/\.[^.]*$/, "")
    .replace(/[-_.\s]+/g, " ")
    .trim();
  const title = base.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  return title.slice(0, 80) || "Icon";
}
