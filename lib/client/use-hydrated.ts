"use client";
import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs the page: a form rendered
 * on the server keeps its submit button disabled until a click would reach its handler (a native
 * submit would put the fields in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
