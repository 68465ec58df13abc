/**
 * A load run at most once and shared: callers that ask while it runs get the same promise. A failed
 * load is not kept, so the next caller tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
