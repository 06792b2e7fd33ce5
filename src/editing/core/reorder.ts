/** The owner's reordering of a list (owner code only: visitors never load it). */

/** The list with the item at `from` taken out and put back at `to` (clamped to the list's ends). */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= list.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}
