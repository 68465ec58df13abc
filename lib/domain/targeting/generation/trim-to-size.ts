
interface Sized {
  size: number;
  deselected: boolean;
}

/**
 * Size mode: keep the best-ranked items (lists alternate, so each keeps its leaders) until their
 * summed sizes reach the target, and deselect the rest; every list keeps at least one item. Sums
 * overcount overlapping audiences, so the package lands at or under the target.
 */
export function trimToSize(lists: Record<string, Sized[]>, target: number): void {
  const queue: Sized[] = [];
  const longest = Math.max(0, ...Object.values(lists).map((l) => l.length));
  for (let i = 1; i < longest; i++) for (const l of Object.values(lists)) if (l[i]) queue.push(l[i]);
  let total = Object.values(lists).reduce((s, l) => s + (l[0]?.size ?? 0), 0);
  for (const item of queue) {
    if (total >= target) item.deselected = true;
    else total += item.size;
  }
}
