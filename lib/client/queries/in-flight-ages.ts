"use client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * How long each fetch and mutation of the query client has been running, for the top progress
 * bar. The caches say what is in flight; this only remembers when each of them started.
 */
export function inFlightAges(queryClient: QueryClient) {
  const started = new Map<object, number>();
  return (now = Date.now()): number[] => {
    const live = new Set<object>();
    for (const q of queryClient.getQueryCache().getAll()) if (q.state.fetchStatus === "fetching") live.add(q);
    for (const m of queryClient.getMutationCache().getAll()) if (m.state.status === "pending") live.add(m);
    for (const k of started.keys()) if (!live.has(k)) started.delete(k);
    for (const k of live) if (!started.has(k)) started.set(k, now);
    return [...started.values()].map((at) => now - at);
  };
}
