/** Ordered lists the owner arranges by hand (navbar links, detail blocks). */

/** The list with item `i` swapped with the one `by` places away; the same list when that is past an end. */
export function moved<T>(list: readonly T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}
