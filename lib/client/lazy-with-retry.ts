"use client";
import { lazy, type ComponentType } from "react";
import { withRetries } from "@/lib/domain/lazy-load";

/**
 * React.lazy that tries the import again before failing (the toolkit's request pages retry once);
 * a final failure reaches the route error boundary, which shows the new-version alert.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, retries: number) {
  return lazy(() => withRetries(load, retries));
}
