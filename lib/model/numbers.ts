/**
 * A signed figure as the app writes it everywhere (point circles, x-ray, badges, the log, the
 * engine's reasons, stack expectations): "+5", "−10" with a real minus sign (U+2212), "0".
 */
export function signedNumber(value: number): string {
  return value === 0 ? "0" : value > 0 ? `+${value}` : `\u2212${-value}`;
}
