"use client";
import { useCallback, useEffect, useState } from "react";

/**
 * Loads data for a screen when its inputs change (and again on reload()). Results that arrive
 * after the screen moved on are dropped.
 */
export function useLoad<T>(loader: () => Promise<T>, onError?: (error: unknown) => void) {
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    loader().then(
      (value) => live && setData(value),
      (error: unknown) => live && onError?.(error),
    );
    return () => {
      live = false;
    };
  }, [loader, onError, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, setData, reload };
}
