export const HASH_SCROLL_DELAY_MS = 200;

export type ScrollDecision =
  | { kind: "hash"; id: string; delayMs: number; behavior: "smooth" }
  | { kind: "restore"; x: number; y: number }
  | { kind: "top" };

/** Where the page should scroll after a navigation. */
export function decideScroll(hash: string, saved: { x: number; y: number } | null): ScrollDecision {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (id) return { kind: "hash", id, delayMs: HASH_SCROLL_DELAY_MS, behavior: "smooth" };
  if (saved) return { kind: "restore", x: saved.x, y: saved.y };
  return { kind: "top" };
}
