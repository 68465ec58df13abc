/*
 * The first posts by one order, picked in one pass over posts already in memory, ranked as the
 * database ranks them: the order's value descending with missing values last, then id ascending.
 */

export type PostOrder = "like_count" | "repost_count" | "reply_count" | "created_at";

/** The orders a listing accepts; anything else lists the most liked first. */
export function postOrder(order: string): PostOrder {
  return order === "repost_count" || order === "reply_count" || order === "created_at" ? order : "like_count";
}

/** Whether `a` comes before `b`: the higher value first, a missing value last, then the smaller id. */
function before(a: { id: string; value: number | null }, b: { id: string; value: number | null }): boolean {
  if (a.value !== b.value) {
    if (a.value === null) return false;
    if (b.value === null) return true;
    return a.value > b.value;
  }
  return a.id < b.id;
}

/** The first `limit` items by `valueOf` (descending, missing last), ties by id: no full sort. */
export function topBy<T extends { id: string }>(items: readonly T[], valueOf: (item: T) => number | null, limit: number): T[] {
  const top: { id: string; value: number | null; item: T }[] = [];
  if (limit <= 0) return [];
  for (const item of items) {
    const entry = { id: item.id, value: valueOf(item), item };
    if (top.length >= limit && !before(entry, top[top.length - 1])) continue;
    let i = top.length;
    while (i > 0 && before(entry, top[i - 1])) i--;
    top.splice(i, 0, entry);
    if (top.length > limit) top.pop();
  }
  return top.map((e) => e.item);
}
