/** Ordered lists the owner arranges by hand (navbar links, detail blocks). */

/** The step between places when the owner orders a list by hand (menu links, listings, gallery images). */
export const ORDER_STEP = 10;

/** The `order` of the item at index `i` of a list the owner ordered: 10, 20, 30… */
export const orderAt = (i: number): number => (i + 1) * ORDER_STEP;

/**
 * A list in the owner's order: by its items' `order` (a number; none counts as 0, so what the owner
 * has not placed yet comes first), the list's own order kept among equals.
 */
export function inOwnerOrder<T extends { data: Record<string, unknown> }>(items: readonly T[]): T[] {
  const place = (x: T) => (typeof x.data.order === 'number' ? x.data.order : 0);
  return items
    .map((x, i) => [x, i] as const)
    .sort(([a, i], [b, j]) => place(a) - place(b) || i - j)
    .map(([x]) => x);
}

/** The `order` each item must be given for the list to read as `ids`: only those whose stored value differs. */
export function orderChanges(
  items: readonly { id: string; data: Record<string, unknown> }[],
  ids: readonly string[],
): { id: string; order: number }[] {
  const stored = new Map(items.map((x) => [x.id, x.data.order]));
  return ids.flatMap((id, i) => {
    const order = orderAt(i);
    return stored.get(id) === order ? [] : [{ id, order }];
  });
}
